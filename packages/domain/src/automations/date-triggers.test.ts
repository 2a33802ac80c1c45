import { describe, expect, it } from 'vitest';
import { DateTriggerConfigSchema, dateMatches, dateTriggerDue, describeDateTrigger, type DateField, type DateWhen } from './date-triggers';

const cfg = (field: DateField, when: DateWhen, days: number, time = '09:00') => ({ field, when, days, time });

describe('dateTriggerDue', () => {
  it.each([
    // now (UTC), zone, config, expected occurrence and month-days (null: not yet its time today)
    ['2026-03-10T14:00:00Z', 'America/New_York', cfg('lead_birthday', 'on', 0), '2026-03-10', ['03-10']],
    ['2026-03-10T12:59:00Z', 'America/New_York', cfg('lead_birthday', 'on', 0), null, null], // 8:59 EDT
    ['2026-03-10T13:00:00Z', 'America/New_York', cfg('lead_birthday', 'on', 0), '2026-03-10', ['03-10']], // 9:00 EDT
    ['2026-03-10T14:00:00Z', 'America/New_York', cfg('lead_birthday', 'before', 1), '2026-03-11', ['03-11']],
    ['2026-03-10T14:00:00Z', 'America/New_York', cfg('lead_birthday', 'after', 3), '2026-03-07', ['03-07']],
    // Late evening in Los Angeles is already tomorrow in UTC: the agent's day counts.
    ['2026-06-01T05:30:00Z', 'America/Los_Angeles', cfg('lead_birthday', 'on', 0, '21:00'), '2026-05-31', ['05-31']],
    // And early morning in Tokyo is still yesterday in UTC.
    ['2026-06-01T00:30:00Z', 'Asia/Tokyo', cfg('lead_purchase_anniversary', 'on', 0), '2026-06-01', ['06-01']],
    // Leap-day birthdays: kept on 28 February in other years, on the 29th in leap years.
    ['2027-02-28T15:00:00Z', 'UTC', cfg('lead_birthday', 'on', 0), '2027-02-28', ['02-28', '02-29']],
    ['2028-02-28T15:00:00Z', 'UTC', cfg('lead_birthday', 'on', 0), '2028-02-28', ['02-28']],
    ['2028-02-29T15:00:00Z', 'UTC', cfg('lead_birthday', 'on', 0), '2028-02-29', ['02-29']],
    ['2027-02-27T15:00:00Z', 'UTC', cfg('lead_birthday', 'before', 1), '2027-02-28', ['02-28', '02-29']],
    // Across the year's end.
    ['2026-12-31T15:00:00Z', 'UTC', cfg('lead_birthday', 'before', 2), '2027-01-02', ['01-02']],
    // An open house is one date: no leap-day doubling.
    ['2027-02-27T15:00:00Z', 'UTC', cfg('property_open_house', 'before', 1), '2027-02-28', ['02-28']],
    // On the spring-forward day in New York, 02:30 does not exist: it is due from 03:30 EDT.
    ['2026-03-08T07:20:00Z', 'America/New_York', cfg('lead_birthday', 'on', 0, '02:30'), null, null],
    ['2026-03-08T07:30:00Z', 'America/New_York', cfg('lead_birthday', 'on', 0, '02:30'), '2026-03-08', ['03-08']],
  ])('%s in %s %j -> %s', (now, zone, config, occurrence, monthDays) => {
    const due = dateTriggerDue(config, new Date(now), zone);
    if (occurrence === null) expect(due).toBeNull();
    else expect(due).toEqual({ occurrence, year: Number(occurrence.slice(0, 4)), monthDays });
  });
});

describe('dateMatches', () => {
  const due = (occurrence: string, monthDays: string[]) => ({ occurrence, year: Number(occurrence.slice(0, 4)), monthDays });
  it.each([
    ['lead_birthday', '1990-03-11', due('2026-03-11', ['03-11']), true],
    ['lead_birthday', '1990-03-12', due('2026-03-11', ['03-11']), false],
    ['lead_birthday', '1992-02-29', due('2027-02-28', ['02-28', '02-29']), true],
    ['lead_birthday', '1992-02-29', due('2028-02-28', ['02-28']), false],
    ['lead_birthday', '1992-02-29', due('2028-02-29', ['02-29']), true],
    // The purchase day itself is not its anniversary; a year later it is.
    ['lead_purchase_anniversary', '2026-03-11', due('2026-03-11', ['03-11']), false],
    ['lead_purchase_anniversary', '2025-03-11', due('2026-03-11', ['03-11']), true],
    ['property_open_house', '2026-03-11', due('2026-03-11', ['03-11']), true],
    ['property_open_house', '2025-03-11', due('2026-03-11', ['03-11']), false],
  ] as const)('%s %s on %j -> %s', (field, stored, d, expected) => {
    expect(dateMatches(field, stored, { ...d, monthDays: [...d.monthDays] })).toBe(expected);
  });
});

describe('the date trigger settings', () => {
  it.each([
    [{ kind: 'date_arrives', field: 'lead_birthday' }, true],
    [{ kind: 'date_arrives', field: 'lead_birthday', when: 'before', days: 61 }, false],
    [{ kind: 'date_arrives', field: 'lead_birthday', time: '9am' }, false],
    [{ kind: 'date_arrives', field: 'property_open_house', when: 'before', days: 1 }, false],
    [{ kind: 'date_arrives', field: 'property_open_house', when: 'before', days: 1, lead_tag: 'open-house' }, true],
    [{ kind: 'date_arrives', field: 'wedding' }, false],
  ])('%j valid: %s', (input, ok) => {
    expect(DateTriggerConfigSchema.safeParse(input).success).toBe(ok);
  });

  it.each([
    [{ field: 'lead_birthday', when: 'on', days: 0 }, "On a lead's birthday at 09:00"],
    [{ field: 'lead_birthday', when: 'before', days: 1 }, "1 day before a lead's birthday at 09:00"],
    [{ field: 'lead_purchase_anniversary', when: 'after', days: 7 }, "7 days after a lead's purchase anniversary at 09:00"],
    [
      { field: 'property_open_house', when: 'before', days: 1, lead_tag: 'open-house' },
      ' 1 day before a property\'s open house at 09:00 (leads tagged "open-house")'.trim(),
    ],
  ])('%j reads "%s"', (input, text) => {
    expect(describeDateTrigger(DateTriggerConfigSchema.parse({ kind: 'date_arrives', ...input }))).toBe(text);
  });
});
