import { describe, expect, it } from 'vitest';
import {
  dayKey,
  dayLanes,
  movedTo,
  nudged,
  parseDayKey,
  shiftAnchor,
  viewDays,
  viewRange,
  type CalendarView,
  type Day,
} from './calendar-view';

const CHICAGO = 'America/Chicago';
const d = (key: string) => parseDayKey(key)!;

describe('viewDays', () => {
  it.each([
    ['day', '2026-12-02', 1, '2026-12-02', '2026-12-02'],
    ['week from a Wednesday', '2026-12-02', 7, '2026-11-30', '2026-12-06'],
    ['week from a Sunday', '2026-12-06', 7, '2026-11-30', '2026-12-06'],
    ['month: six weeks from the Monday before the 1st', '2026-12-17', 42, '2026-11-30', '2027-01-10'],
    ['month starting on a Monday', '2027-02-10', 42, '2027-02-01', '2027-03-14'],
  ] as const)('%s', (name, anchor, length, first, last) => {
    const view = name.split(/\W/)[0] as CalendarView;
    const days = viewDays(view, d(anchor)).map(dayKey);
    expect([days.length, days[0], days.at(-1)]).toEqual([length, first, last]);
  });
});

describe('viewRange', () => {
  it('covers the days on the viewer’s clock', () => {
    const { from, to } = viewRange('week', d('2026-12-02'), CHICAGO);
    expect([from.toISOString(), to.toISOString()]).toEqual(['2026-11-30T06:00:00.000Z', '2026-12-07T06:00:00.000Z']);
  });
});

describe('shiftAnchor', () => {
  it.each([
    ['day', '2026-12-31', 1, '2027-01-01'],
    ['week', '2026-12-02', -1, '2026-11-25'],
    ['month', '2026-01-31', 1, '2026-02-28'],
    ['month', '2026-01-15', -1, '2025-12-15'],
    ['month', '2026-12-15', 1, '2027-01-15'],
  ] as const)('%s from %s by %i', (view, anchor, direction, expected) => {
    expect(dayKey(shiftAnchor(view, d(anchor), direction))).toBe(expected);
  });
});

describe('moves', () => {
  const a = { starts_at: '2026-12-02T21:00:00.000Z', ends_at: '2026-12-02T22:00:00.000Z' }; // 3–4 PM in Chicago
  it.each([
    ['down a step', 'down', false, '2026-12-02T21:15:00.000Z', '2026-12-02T22:15:00.000Z'],
    ['up a step', 'up', false, '2026-12-02T20:45:00.000Z', '2026-12-02T21:45:00.000Z'],
    ['a day on', 'right', false, '2026-12-03T21:00:00.000Z', '2026-12-03T22:00:00.000Z'],
    ['longer', 'down', true, '2026-12-02T21:00:00.000Z', '2026-12-02T22:15:00.000Z'],
    ['shorter', 'up', true, '2026-12-02T21:00:00.000Z', '2026-12-02T21:45:00.000Z'],
  ] as const)('%s', (_name, key, resize, starts, ends) => {
    expect(nudged(a, key, CHICAGO, resize)).toEqual({ starts_at: starts, ends_at: ends });
  });

  it('never shorter than 15 minutes', () => {
    const short = { starts_at: '2026-12-02T21:00:00.000Z', ends_at: '2026-12-02T21:15:00.000Z' };
    expect(nudged(short, 'up', CHICAGO, true).ends_at).toBe('2026-12-02T21:15:00.000Z');
  });

  it('a day on across the autumn change keeps 3 PM on the wall clock', () => {
    const before = { starts_at: '2026-10-31T20:00:00.000Z', ends_at: '2026-10-31T21:00:00.000Z' };
    expect(nudged(before, 'right', CHICAGO)).toEqual({ starts_at: '2026-11-01T21:00:00.000Z', ends_at: '2026-11-01T22:00:00.000Z' });
  });

  it('a drop keeps the length', () => {
    const day: Day = d('2026-12-04');
    expect(movedTo(a, day, 9 * 60 + 30, CHICAGO)).toEqual({ starts_at: '2026-12-04T15:30:00.000Z', ends_at: '2026-12-04T16:30:00.000Z' });
  });

  it('reads only real days', () => {
    expect(parseDayKey('2026-02-30')).toBeNull();
    expect(parseDayKey('2026-2-3')).toBeNull();
  });
});

describe('dayLanes', () => {
  const at = (h: number, m = 0) => `2026-12-02T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00.000Z`;
  it.each([
    ['one alone', [['a', 9, 10]], { a: [0, 1] }],
    [
      'two apart',
      [
        ['a', 9, 10],
        ['b', 10, 11],
      ],
      { a: [0, 1], b: [0, 1] },
    ],
    [
      'two overlapping',
      [
        ['a', 9, 11],
        ['b', 10, 12],
      ],
      { a: [0, 2], b: [1, 2] },
    ],
    [
      'a third reuses a freed lane',
      [
        ['a', 9, 12],
        ['b', 9, 10],
        ['c', 10, 11],
      ],
      { a: [0, 2], b: [1, 2], c: [1, 2] },
    ],
  ] as const)('%s', (_name, rows, expected) => {
    const lanes = dayLanes(rows.map(([id, s, e]) => ({ id, starts_at: at(s), ends_at: at(e) })));
    expect(Object.fromEntries([...lanes].map(([id, p]) => [id, [p.lane, p.lanes]]))).toEqual(expected);
  });
});
