import { describe, expect, it } from 'vitest';
import {
  LATE_REMINDER_MIN_MINUTES,
  bookingConfirmationText,
  appointmentTitle,
  appointmentWeeks,
  leadReminderText,
  readLeadReply,
  reminderTime,
  stageToMoveTo,
} from './appointment-rules';
import { CreateAppointmentRequestSchema, AppointmentOutcomeRequestSchema, AppointmentListQuerySchema } from './appointment-schemas';
import { AppointmentSettingsSchema, DEFAULT_APPOINTMENT_SETTINGS } from './appointment-settings';

const at = (iso: string) => new Date(iso);

describe('reminderTime', () => {
  it.each([
    ['a day before, booked a week ahead', '2026-12-08T15:00:00Z', 1440, '2026-12-01T10:00:00Z', '2026-12-07T15:00:00.000Z'],
    ['30 minutes before', '2026-12-08T15:00:00Z', 30, '2026-12-01T10:00:00Z', '2026-12-08T14:30:00.000Z'],
    [
      'its moment passed, the start still 2 hours off: at once',
      '2026-12-01T12:00:00Z',
      1440,
      '2026-12-01T10:00:00Z',
      '2026-12-01T10:00:00.000Z',
    ],
    [
      `exactly ${LATE_REMINDER_MIN_MINUTES} minutes off: at once`,
      '2026-12-01T10:30:00Z',
      60,
      '2026-12-01T10:00:00Z',
      '2026-12-01T10:00:00.000Z',
    ],
    ['closer than that: none', '2026-12-01T10:29:00Z', 60, '2026-12-01T10:00:00Z', null],
    ['already started: none', '2026-12-01T09:00:00Z', 60, '2026-12-01T10:00:00Z', null],
    ['0 is no reminder', '2026-12-08T15:00:00Z', 0, '2026-12-01T10:00:00Z', null],
  ] as const)('%s', (_name, startsAt, minutes, now, expected) => {
    expect(reminderTime(at(startsAt), minutes, at(now))?.toISOString() ?? null).toBe(expected);
  });
});

describe('stageToMoveTo', () => {
  const appointment = { id: 'stage-appointment', position: 2 };
  it.each([
    ['a new lead moves forward', { position: 0 }, appointment, 'stage-appointment'],
    ['a lead without a stage moves', null, appointment, 'stage-appointment'],
    ['a lead already there stays', { position: 2 }, appointment, null],
    ['a lead further on never moves back', { position: 5 }, appointment, null],
    ['no rule, no move', { position: 0 }, null, null],
  ] as const)('%s', (_name, current, target, expected) => {
    expect(stageToMoveTo(current, target)).toBe(expected);
  });
});

describe('appointmentWeeks', () => {
  it.each([
    // 2026-11-30 is a Monday.
    [
      'Monday morning in Chicago',
      '2026-11-30T15:00:00Z',
      'America/Chicago',
      '2026-11-30T06:00:00.000Z',
      '2026-12-07T06:00:00.000Z',
      '2026-11-23T06:00:00.000Z',
    ],
    [
      'Sunday night in Chicago is still last week there',
      '2026-11-30T04:00:00Z',
      'America/Chicago',
      '2026-11-23T06:00:00.000Z',
      '2026-11-30T06:00:00.000Z',
      '2026-11-16T06:00:00.000Z',
    ],
    [
      'Monday in Tokyo while Sunday in UTC',
      '2026-11-29T16:00:00Z',
      'Asia/Tokyo',
      '2026-11-29T15:00:00.000Z',
      '2026-12-06T15:00:00.000Z',
      '2026-11-22T15:00:00.000Z',
    ],
    [
      'last week, across the spring change, is 167 hours',
      '2026-03-10T12:00:00Z',
      'America/New_York',
      '2026-03-09T04:00:00.000Z',
      '2026-03-16T04:00:00.000Z',
      '2026-03-02T05:00:00.000Z',
    ],
  ] as const)('%s', (_name, now, zone, from, to, lastFrom) => {
    const { thisWeek, lastWeek } = appointmentWeeks(at(now), zone);
    expect([thisWeek.from.toISOString(), thisWeek.to.toISOString(), lastWeek.from.toISOString(), lastWeek.to.toISOString()]).toEqual([
      from,
      to,
      lastFrom,
      from,
    ]);
  });
});

describe('appointmentTitle', () => {
  it.each([
    ['showing', ['Dana Reyes'], 'Showing: Dana Reyes'],
    ['buyer_consultation', ['Dana Reyes', 'Sam Reyes', 'Ann Lee'], 'Buyer consultation: Dana Reyes +2'],
    ['open_house', [], 'Open house'],
    ['other', ['Lee'], 'Appointment: Lee'],
  ] as const)('%s with %j', (type, names, expected) => {
    expect(appointmentTitle(type, [...names])).toBe(expected);
  });
});

describe('leadReminderText', () => {
  it('says what, with whom, when on the appointment’s clock, where, and how to answer', () => {
    expect(
      leadReminderText({
        type: 'showing',
        startsAt: at('2026-12-01T21:00:00Z'),
        timeZone: 'America/Chicago',
        location: '12 Oak St, Austin',
        agentName: 'Dana Agent',
      }),
    ).toBe(
      'Reminder: your showing with Dana Agent is Tue, Dec 1, 3:00 PM CST at 12 Oak St, Austin. Reply C to confirm or R to ask to move it.',
    );
  });
});

describe('bookingConfirmationText', () => {
  it('says it is booked, with whom and when, and how to move it', () => {
    expect(
      bookingConfirmationText({
        type: 'buyer_consultation',
        startsAt: at('2026-12-01T16:00:00Z'),
        timeZone: 'America/New_York',
        location: null,
        agentName: 'Dana Agent',
      }),
    ).toBe("You're booked: a buyer consultation with Dana Agent on Tue, Dec 1, 11:00 AM EST. Reply R if you need to move it.");
  });
});

describe('readLeadReply', () => {
  it.each([
    ['C', 'confirmed'],
    ['c', 'confirmed'],
    ['Yes!', 'confirmed'],
    ['Confirmed, see you there', 'confirmed'],
    ['ok', 'confirmed'],
    ['R', 'asked_to_move'],
    ['Reschedule please', 'asked_to_move'],
    ["Sorry I can't make it", 'asked_to_move'],
    ['Could we do another day?', 'asked_to_move'],
    ['Yes but can we reschedule', 'asked_to_move'],
    ['Is the house still for sale?', null],
    ['Cool house', null],
    ['', null],
    ['Yes\n\n> Reply R to move it', 'confirmed'],
  ] as const)('%j is %s', (text, expected) => {
    expect(readLeadReply(text)).toBe(expected);
  });
});

describe('the schemas', () => {
  const base = {
    type: 'showing',
    lead_ids: ['00000000-0000-4000-8000-000000000001'],
    starts_at: '2026-12-01T15:00:00-06:00',
    ends_at: '2026-12-01T16:00:00-06:00',
    time_zone: 'America/Chicago',
  };
  it.each([
    ['a showing', {}, null],
    ['the end before the start', { ends_at: '2026-12-01T14:00:00-06:00' }, 'ends_at'],
    ['longer than a day', { ends_at: '2026-12-02T16:00:01-06:00' }, 'ends_at'],
    ['no lead', { lead_ids: [] }, 'lead_ids'],
    ['an unknown time zone', { time_zone: 'Mars/Olympus' }, 'time_zone'],
    ['an unknown type', { type: 'party' }, 'type'],
    ['an unknown field', { colour: 'red' }, ''],
  ] as const)('%s', (_name, change, field) => {
    const result = CreateAppointmentRequestSchema.safeParse({ ...base, ...change });
    expect(result.success ? null : result.error.issues[0]!.path.join('.')).toBe(field);
  });

  it('merges a lead named twice', () => {
    const twice = CreateAppointmentRequestSchema.parse({ ...base, lead_ids: [base.lead_ids[0], base.lead_ids[0]] });
    expect(twice.lead_ids).toHaveLength(1);
  });

  it.each([
    [{ outcome: 'held' }, null],
    [{ outcome: 'rescheduled' }, 'starts_at'],
    [{ outcome: 'rescheduled', starts_at: '2026-12-02T10:00:00Z', ends_at: '2026-12-02T11:00:00Z' }, null],
    [{ outcome: 'held', starts_at: '2026-12-02T10:00:00Z' }, 'starts_at'],
    [{ outcome: 'gone' }, 'outcome'],
  ] as const)('outcome %j', (body, field) => {
    const result = AppointmentOutcomeRequestSchema.safeParse(body);
    expect(result.success ? null : result.error.issues[0]!.path.join('.')).toBe(field);
  });

  it.each([
    [{ from: '2026-11-30T00:00:00Z', to: '2027-01-10T00:00:00Z' }, null],
    [{ from: '2026-11-30T00:00:00Z', to: '2027-02-10T00:00:00Z' }, 'to'],
    [{ from: '2026-11-30T00:00:00Z', to: '2026-11-29T00:00:00Z' }, 'to'],
  ] as const)('range %j', (query, field) => {
    const result = AppointmentListQuerySchema.safeParse(query);
    expect(result.success ? null : result.error.issues[0]!.path.join('.')).toBe(field);
  });

  it('settings take only the offered reminder times', () => {
    expect(AppointmentSettingsSchema.safeParse(DEFAULT_APPOINTMENT_SETTINGS).success).toBe(true);
    expect(AppointmentSettingsSchema.safeParse({ ...DEFAULT_APPOINTMENT_SETTINGS, lead_reminder_minutes: 7 }).success).toBe(false);
  });
});
