import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundError } from '../../lib/outbound-request.ts';
import { hasRadicale, startRadicale } from '../../../test/radicale-peer.ts';
import { busyTimes } from './busy-times.ts';
import { CalDavError, openCalDav } from './caldav-calendar.ts';

// Issue 53's CalDAV sync, its provider half: against Debian's Radicale on loopback (a real
// RFC 4791 server), each event read back with Mozilla's ical.js. Tests may reach loopback.

const LOOPBACK = { allowHttp: true, allowPrivate: true };
const users = { dana: 'dana-app-password', lee: 'lee-app-password' };

let radicale: Awaited<ReturnType<typeof startRadicale>>;
beforeAll(async () => {
  if (hasRadicale) radicale = await startRadicale(users);
});
afterAll(async () => radicale?.close());

/** An event as an agent's calendar app writes one. */
const vevent = (fields: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Calendar app//EN',
    'BEGIN:VEVENT',
    `DTSTAMP:20261130T000000Z`,
    ...fields,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const parsed = (ics: string) => new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);

describe.skipIf(!hasRadicale)('an agent’s own calendar over CalDAV (Radicale on loopback)', () => {
  it('signs in, lists the calendars that hold events, and says so when the password is wrong', async () => {
    await radicale.calendar('dana', 'work', 'Work');
    await radicale.calendar('dana', 'home', 'Home');
    const dav = await openCalDav({ serverUrl: radicale.url, username: 'dana', password: users.dana }, { policy: LOOPBACK });
    const calendars = await dav.calendars();
    expect(calendars.map((c) => c.name).sort()).toEqual(['Home', 'Work']);
    expect(calendars.find((c) => c.name === 'Work')!.url).toBe(`${radicale.url}/dana/work/`);

    await expect(openCalDav({ serverUrl: radicale.url, username: 'dana', password: 'wrong' }, { policy: LOOPBACK })).rejects.toMatchObject({
      name: 'CalDavError',
      reason: 'login',
    });
  });

  it('writes an appointment, changes it by its version, refuses a stale one, reads back the agent’s own edit, and deletes it', async () => {
    const calendar = await radicale.calendar('lee', 'appointments');
    const dav = await openCalDav({ serverUrl: radicale.url, username: 'lee', password: users.lee }, { policy: LOOPBACK });
    const uid = 'appointment-5b0f@porchlight';
    const first = vevent([
      `UID:${uid}`,
      'SEQUENCE:0',
      'DTSTART:20261203T160000Z',
      'DTEND:20261203T170000Z',
      'SUMMARY:Showing: 1423 Sabal Palm',
    ]);
    const written = await dav.put(calendar, { uid, ics: first });
    expect(written.url).toBe(`${calendar}${uid}.ics`);
    expect(written.etag).toBeTruthy();
    const kept = await radicale.get('lee', written.url);
    expect(parsed(kept!.ics).summary).toBe('Showing: 1423 Sabal Palm');

    const moved = vevent([
      `UID:${uid}`,
      'SEQUENCE:1',
      'DTSTART:20261203T180000Z',
      'DTEND:20261203T190000Z',
      'SUMMARY:Showing: 1423 Sabal Palm',
    ]);
    const changed = await dav.put(calendar, { uid, ics: moved, url: written.url, etag: written.etag });
    expect(changed.etag).not.toBe(written.etag);
    expect(
      parsed((await radicale.get('lee', written.url))!.ics)
        .startDate.toJSDate()
        .toISOString(),
    ).toBe('2026-12-03T18:00:00.000Z');
    // Written from the version before the change: the server refuses, nothing is lost.
    await expect(dav.put(calendar, { uid, ics: first, url: written.url, etag: written.etag })).rejects.toMatchObject({
      reason: 'conflict',
    });

    // The agent moves it in their calendar app: the next read brings the edit back.
    const edited = vevent([
      `UID:${uid}`,
      'SEQUENCE:2',
      'DTSTART:20261204T150000Z',
      'DTEND:20261204T160000Z',
      'SUMMARY:Showing: 1423 Sabal Palm',
    ]);
    await radicale.put('lee', written.url, edited, changed.etag!);
    const [now] = await dav.read(calendar, [written.url]);
    expect(now!.etag).not.toBe(changed.etag);
    expect(parsed(now!.ics).startDate.toJSDate().toISOString()).toBe('2026-12-04T15:00:00.000Z');

    await dav.remove({ url: written.url, etag: now!.etag });
    expect(await radicale.get('lee', written.url)).toBeNull();
    expect(await dav.read(calendar, [written.url])).toEqual([]);
    // Deleting again is not an error: it is gone, as asked.
    await dav.remove({ url: written.url });
  });

  it('knows when the agent is busy: times in UTC and in a zone, a whole day, a weekly event with a cancelled week, free time left out', async () => {
    const calendar = await radicale.calendar('lee', 'personal');
    const dav = await openCalDav({ serverUrl: radicale.url, username: 'lee', password: users.lee }, { policy: LOOPBACK });
    const events: Record<string, string> = {
      dentist: vevent(['UID:dentist', 'DTSTART:20261207T150000Z', 'DTEND:20261207T160000Z', 'SUMMARY:Dentist']),
      school: vevent([
        'UID:school',
        'DTSTART;TZID=America/Chicago:20261208T083000',
        'DTEND;TZID=America/Chicago:20261208T090000',
        'SUMMARY:School run',
      ]),
      trip: vevent(['UID:trip', 'DTSTART;VALUE=DATE:20261210', 'DTEND;VALUE=DATE:20261211', 'SUMMARY:Day off']),
      gym: vevent(['UID:gym', 'DTSTART:20261209T000000Z', 'DTEND:20261209T010000Z', 'TRANSP:TRANSPARENT', 'SUMMARY:Maybe gym']),
      team: [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Calendar app//EN',
        'BEGIN:VEVENT',
        'UID:team',
        'DTSTAMP:20261130T000000Z',
        'DTSTART;TZID=America/Chicago:20261207T090000',
        'DTEND;TZID=America/Chicago:20261207T093000',
        'RRULE:FREQ=WEEKLY;COUNT=4',
        'SUMMARY:Team meeting',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:team',
        'DTSTAMP:20261130T000000Z',
        'RECURRENCE-ID;TZID=America/Chicago:20261214T090000',
        'DTSTART;TZID=America/Chicago:20261214T090000',
        'DTEND;TZID=America/Chicago:20261214T093000',
        'STATUS:CANCELLED',
        'SUMMARY:Team meeting',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    };
    for (const [name, ics] of Object.entries(events)) await radicale.put('lee', `${calendar}${name}.ics`, ics);

    const from = new Date('2026-12-07T00:00:00Z');
    const to = new Date('2026-12-17T00:00:00Z');
    const found = await dav.between(calendar, from, to);
    const busy = busyTimes(
      found.map((e) => e.ics),
      from,
      to,
      'America/Chicago',
    ).map((b) => [b.start.toISOString(), b.end.toISOString()]);
    expect(busy).toEqual([
      ['2026-12-07T15:00:00.000Z', '2026-12-07T15:30:00.000Z'], // team meeting, 9:00 in Chicago
      ['2026-12-07T15:00:00.000Z', '2026-12-07T16:00:00.000Z'], // dentist
      ['2026-12-08T14:30:00.000Z', '2026-12-08T15:00:00.000Z'], // school run
      ['2026-12-10T06:00:00.000Z', '2026-12-11T06:00:00.000Z'], // the day off, on the agent's clock
      // 14 December's meeting is cancelled; the 21st is after the window.
    ]);
  });

  it('goes through the guard: a calendar server on a private address is refused outside development', async () => {
    await expect(
      openCalDav({ serverUrl: radicale.url, username: 'lee', password: users.lee }, { policy: { allowHttp: true, allowPrivate: false } }),
    ).rejects.toBeInstanceOf(OutboundError);
    expect(new CalDavError('login', 'x')).toBeInstanceOf(Error);
  });
});

describe('busy times from calendar text', () => {
  it('skips a text that does not parse and keeps the rest', () => {
    const from = new Date('2026-12-01T00:00:00Z');
    const to = new Date('2026-12-02T00:00:00Z');
    const ok = vevent(['UID:a', 'DTSTART:20261201T100000Z', 'DTEND:20261201T110000Z']);
    expect(busyTimes(['not a calendar', ok], from, to, 'UTC')).toEqual([
      { start: new Date('2026-12-01T10:00:00Z'), end: new Date('2026-12-01T11:00:00Z') },
    ]);
  });
});
