import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_HOURS, availableSlots, type SlotRequest } from './appointment-slots';

const CHICAGO = 'America/Chicago';
// 2026-11-30 is a Monday; 9:00 in Chicago is 15:00 UTC.
const base: SlotRequest = {
  now: new Date('2026-11-30T12:00:00Z'),
  timeZone: CHICAGO,
  days: 1,
  durationMinutes: 60,
  bufferMinutes: 0,
  stepMinutes: 60,
  minNoticeMinutes: 0,
  workingHours: DEFAULT_WORKING_HOURS,
  busy: [],
};
const hours = (slots: Date[]) => slots.map((s) => s.toISOString().slice(11, 16));
const busy = (start: string, end: string) => ({ start: new Date(`2026-11-30T${start}:00Z`), end: new Date(`2026-11-30T${end}:00Z`) });

describe('availableSlots', () => {
  it.each([
    [
      'a free working day: 9:00 to 16:00 on the agent’s clock',
      {},
      ['15:00', '16:00', '17:00', '18:00', '19:00', '20:00', '21:00', '22:00'],
    ],
    ['a busy hour is taken out', { busy: [busy('17:00', '18:00')] }, ['15:00', '16:00', '18:00', '19:00', '20:00', '21:00', '22:00']],
    [
      'a 30-minute buffer takes the neighbours too',
      { busy: [busy('17:00', '18:00')], bufferMinutes: 30 },
      ['15:00', '19:00', '20:00', '21:00', '22:00'],
    ],
    [
      'a busy time overlapping a slot’s edge takes it',
      { busy: [busy('16:30', '16:45')] },
      ['15:00', '17:00', '18:00', '19:00', '20:00', '21:00', '22:00'],
    ],
    ['the minimum notice', { now: new Date('2026-11-30T17:10:00Z'), minNoticeMinutes: 120 }, ['20:00', '21:00', '22:00']],
    ['a 30-minute grid', { stepMinutes: 30, workingHours: [{ weekday: 1, start: 9 * 60, end: 11 * 60 }] }, ['15:00', '15:30', '16:00']],
    ['no working hours that day', { workingHours: [{ weekday: 2, start: 540, end: 1020 }] }, []],
  ] as const)('%s', (_name, change, expected) => {
    expect(hours(availableSlots({ ...base, ...change }))).toEqual(expected);
  });

  it('runs over days on the agent’s calendar, skipping the weekend', () => {
    const slots = availableSlots({
      ...base,
      now: new Date('2026-12-04T12:00:00Z'),
      days: 4,
      workingHours: [
        { weekday: 1, start: 540, end: 600 },
        { weekday: 5, start: 540, end: 600 },
      ],
    });
    expect(slots.map((s) => s.toISOString())).toEqual(['2026-12-04T15:00:00.000Z', '2026-12-07T15:00:00.000Z']);
  });

  it('keeps 9:00 on the wall clock across a daylight-saving change', () => {
    const slots = availableSlots({
      ...base,
      now: new Date('2026-03-06T12:00:00Z'),
      days: 4,
      workingHours: [
        { weekday: 5, start: 540, end: 600 },
        { weekday: 1, start: 540, end: 600 },
      ],
    });
    expect(slots.map((s) => s.toISOString())).toEqual(['2026-03-06T15:00:00.000Z', '2026-03-09T14:00:00.000Z']);
  });
});
