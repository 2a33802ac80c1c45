import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS } from '@porchlight/domain/appointments/booking-page';
import { calendarConnections } from '../../db/schema/index.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { createTestApp, json, type TestApp } from '../../../test/test-app.ts';
import { body, messagingAgent } from '../../../test/messaging-agent.ts';
import { hasRadicale, startRadicale } from '../../../test/radicale-peer.ts';

// Issue 53's two-way CalDAV sync, against Debian's Radicale on loopback: appointments go out to
// the agent's own calendar, their edits there come back, a deletion there cancels, and the
// calendar's other events keep the booking page's slots free of them. Every event Porchlight
// wrote is read with Mozilla's ical.js.

const users = { dana: 'dana-app-password', lee: 'lee-app-password' };
let t: TestApp;
let radicale: Awaited<ReturnType<typeof startRadicale>>;
beforeAll(async () => {
  t = await createTestApp();
  if (hasRadicale) radicale = await startRadicale(users);
});
afterAll(async () => {
  await t?.close();
  await radicale?.close();
});

type Agent = Awaited<ReturnType<typeof messagingAgent>>;
const HOUR = 3_600_000;
/** A whole hour this many hours ahead (calendars keep whole seconds). */
const atHour = (hours: number) => new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR);
const call = (agent: Agent, method: string, path: string, payload?: unknown) =>
  agent.call(path, payload === undefined ? { method } : { ...json(payload), method });
const eventOf = (ics: string) => new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
const eventUrl = (calendar: string, id: string) => `${calendar}${id}@porchlight.app.ics`;

async function connected(user: keyof typeof users, calendarName: string) {
  const agent = await messagingAgent(t, { timeZone: 'America/Chicago' });
  const calendar = await radicale.calendar(user, calendarName, `${calendarName} calendar`);
  const res = await agent.put('/api/appointments/calendar-sync', {
    server_url: radicale.url,
    username: user,
    password: users[user],
    calendar_url: calendar,
  });
  expect(res.status).toBe(200);
  await t.jobs.drain();
  return { agent, calendar };
}

async function book(agent: Agent, startsIn: number) {
  const lead = await agent.lead({ name: 'Ana Lopez', email: 'ana@example.com' });
  const res = await agent.post('/api/appointments', {
    type: 'showing',
    lead_ids: [lead.id],
    starts_at: atHour(startsIn).toISOString(),
    ends_at: atHour(startsIn + 1).toISOString(),
    time_zone: 'America/Chicago',
    location: '12 Oak St, Austin',
  });
  expect(res.status).toBe(201);
  const appointment = await body(res);
  await t.jobs.drain();
  return appointment as { id: string; title: string };
}

describe.skipIf(!hasRadicale)('two-way sync with the agent’s own calendar (Radicale on loopback)', () => {
  it('connects with the password sealed, and says which field is wrong when it cannot', async () => {
    const agent = await messagingAgent(t);
    await radicale.calendar('lee', 'work', 'Work');
    await radicale.calendar('lee', 'home', 'Home');
    expect(await body(agent.call('/api/appointments/calendar-sync'))).toEqual({ connected: false });

    const wrong = await agent.put('/api/appointments/calendar-sync', { server_url: radicale.url, username: 'lee', password: 'nope' });
    expect(wrong.status).toBe(400);
    expect((await body(wrong)).fields).toEqual({ password: 'The calendar server did not accept that username and password.' });
    const nowhere = await agent.put('/api/appointments/calendar-sync', {
      server_url: 'http://127.0.0.1:9',
      username: 'lee',
      password: 'x',
    });
    expect(nowhere.status).toBe(400);
    expect(Object.keys((await body(nowhere)).fields)).toEqual(['server_url']);
    expect((await agent.put('/api/appointments/calendar-sync', { server_url: 'caldav', username: 'lee', password: 'x' })).status).toBe(400);
    const notTheirs = await agent.put('/api/appointments/calendar-sync', {
      server_url: radicale.url,
      username: 'lee',
      password: users.lee,
      calendar_url: `${radicale.url}/dana/work/`,
    });
    expect(Object.keys((await body(notTheirs)).fields)).toEqual(['calendar_url']);

    const res = await agent.put('/api/appointments/calendar-sync', { server_url: radicale.url, username: 'lee', password: users.lee });
    expect(res.status).toBe(200);
    const status = await body(res);
    expect(status).toMatchObject({ connected: true, username: 'lee', last_error: null });
    expect(status.calendars.map((c: { name: string }) => c.name).sort()).toEqual(['Home', 'Work']);
    expect(JSON.stringify(status)).not.toContain(users.lee);
    const [row] = await t.db.select().from(calendarConnections).where(eq(calendarConnections.userId, agent.userId));
    expect(row!.passwordSealed).not.toContain(users.lee);
    expect(createSecretBox(t.config.appSecret, 'calendar-password').open(row!.passwordSealed)).toBe(users.lee);

    const home = status.calendars.find((c: { name: string }) => c.name === 'Home').url;
    expect(await body(call(agent, 'PATCH', '/api/appointments/calendar-sync', { calendar_url: home }))).toMatchObject({
      calendar_name: 'Home',
    });
    await t.jobs.drain();
    expect((await body(agent.call('/api/appointments/calendar-sync'))).last_synced_at).not.toBeNull();
    expect((await call(agent, 'DELETE', '/api/appointments/calendar-sync')).status).toBe(204);
    expect(await body(agent.call('/api/appointments/calendar-sync'))).toEqual({ connected: false });
    expect((await call(agent, 'POST', '/api/appointments/calendar-sync/run')).status).toBe(404);
  });

  it('writes appointments out, moves them there when moved here, takes the agent’s edit back, and cancels one deleted there', async () => {
    const { agent, calendar } = await connected('dana', 'appointments');
    const appointment = await book(agent, 48);
    const written = await radicale.get('dana', eventUrl(calendar, appointment.id));
    expect(written).not.toBeNull();
    const event = eventOf(written!.ics);
    expect([event.uid, event.summary, event.location, event.startDate.toJSDate().toISOString()]).toEqual([
      `${appointment.id}@porchlight.app`,
      appointment.title,
      '12 Oak St, Austin',
      atHour(48).toISOString(),
    ]);
    expect(event.description).toContain('Ana Lopez');

    // Moved in Porchlight: moved in the calendar.
    const moved = await call(agent, 'PATCH', `/api/appointments/${appointment.id}`, {
      starts_at: atHour(50).toISOString(),
      ends_at: atHour(51).toISOString(),
    });
    expect(moved.status).toBe(200);
    await t.jobs.drain();
    const after = await radicale.get('dana', eventUrl(calendar, appointment.id));
    expect(eventOf(after!.ics).startDate.toJSDate().toISOString()).toBe(atHour(50).toISOString());
    expect(after!.etag).not.toBe(written!.etag);

    // The agent drags it in their calendar app and renames it: it comes back.
    const edited = after!.ics
      .replace(/DTSTART:\d{8}T\d{6}Z/, `DTSTART:${ICAL.Time.fromJSDate(atHour(52), true).toICALString()}`)
      .replace(/DTEND:\d{8}T\d{6}Z/, `DTEND:${ICAL.Time.fromJSDate(atHour(53), true).toICALString()}`)
      .replace(/SUMMARY:[^\r\n]*/, 'SUMMARY:Second showing with Ana');
    await radicale.put('dana', eventUrl(calendar, appointment.id), edited, after!.etag!);
    expect((await call(agent, 'POST', '/api/appointments/calendar-sync/run')).status).toBe(202);
    await t.jobs.drain();
    const back = await body(agent.call(`/api/appointments/${appointment.id}`));
    expect([back.starts_at, back.ends_at, back.title]).toEqual([
      atHour(52).toISOString(),
      atHour(53).toISOString(),
      'Second showing with Ana',
    ]);
    // Taken, not written back over the agent's edit.
    const kept = await radicale.get('dana', eventUrl(calendar, appointment.id));
    expect(eventOf(kept!.ics).summary).toBe('Second showing with Ana');

    // Both at once: moved there, a note added here before the next sync. Both are kept.
    await radicale.put(
      'dana',
      eventUrl(calendar, appointment.id),
      kept!.ics
        .replace(/DTSTART:\d{8}T\d{6}Z/, `DTSTART:${ICAL.Time.fromJSDate(atHour(54), true).toICALString()}`)
        .replace(/DTEND:\d{8}T\d{6}Z/, `DTEND:${ICAL.Time.fromJSDate(atHour(55), true).toICALString()}`),
      kept!.etag!,
    );
    expect((await call(agent, 'PATCH', `/api/appointments/${appointment.id}`, { notes: 'Bring the lockbox code' })).status).toBe(200);
    await t.jobs.drain();
    expect(await body(agent.call(`/api/appointments/${appointment.id}`))).toMatchObject({
      starts_at: atHour(54).toISOString(),
      notes: 'Bring the lockbox code',
    });
    const merged = eventOf((await radicale.get('dana', eventUrl(calendar, appointment.id)))!.ics);
    expect([merged.startDate.toJSDate().toISOString(), merged.description]).toEqual([
      atHour(54).toISOString(),
      expect.stringContaining('Bring the lockbox code'),
    ]);

    // Deleted in the calendar app: cancelled here.
    await fetch(eventUrl(calendar, appointment.id), {
      method: 'DELETE',
      headers: { authorization: `Basic ${Buffer.from(`dana:${users.dana}`).toString('base64')}` },
    });
    await call(agent, 'POST', '/api/appointments/calendar-sync/run');
    await t.jobs.drain();
    expect(await body(agent.call(`/api/appointments/${appointment.id}`))).toMatchObject({
      status: 'cancelled',
      outcome_note: 'Deleted from your calendar',
    });

    // Cancelled here: deleted there.
    const second = await book(agent, 72);
    expect(await radicale.get('dana', eventUrl(calendar, second.id))).not.toBeNull();
    await agent.post(`/api/appointments/${second.id}/outcome`, { outcome: 'cancelled' });
    await t.jobs.drain();
    expect(await radicale.get('dana', eventUrl(calendar, second.id))).toBeNull();
    expect((await body(agent.call('/api/appointments/calendar-sync'))).last_error).toBeNull();
  });

  it('keeps the booking page’s slots clear of the agent’s other events', async () => {
    const { agent, calendar } = await connected('dana', 'busy');
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: 0, end: 1440 }));
    const page = await body(
      agent.put('/api/appointments/booking', { ...DEFAULT_BOOKING_SETTINGS, enabled: true, working_hours: everyDay, buffer_minutes: 0 }),
    );
    const slotsOf = async () =>
      (await body(t.request(`/api/public/booking/${page.public_id}`))).types.find((k: { type: string }) => k.type === 'showing')
        .slots as string[];
    const busyStart = atHour(30);
    const busyEnd = atHour(32);
    const minutes = DEFAULT_BOOKING_SETTINGS.showing_minutes;
    const inside = (slot: string) => Date.parse(slot) < busyEnd.getTime() && Date.parse(slot) + minutes * 60_000 > busyStart.getTime();
    expect((await slotsOf()).some(inside)).toBe(true);

    // A dentist's appointment the agent keeps in their own calendar, in their own zone.
    const stamp = (d: Date) => ICAL.Time.fromJSDate(d, true).toICALString();
    await radicale.put(
      'dana',
      `${calendar}dentist.ics`,
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Calendar app//EN',
        'BEGIN:VEVENT',
        'UID:dentist-1',
        `DTSTAMP:${stamp(new Date())}`,
        `DTSTART:${stamp(busyStart)}`,
        `DTEND:${stamp(busyEnd)}`,
        'SUMMARY:Dentist',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    await call(agent, 'POST', '/api/appointments/calendar-sync/run');
    await t.jobs.drain();
    expect((await body(agent.call('/api/appointments/calendar-sync'))).busy_count).toBe(1);
    const slots = await slotsOf();
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.some(inside)).toBe(false);
  });

  it('says in Settings when the calendar server cannot be reached', async () => {
    const own = await startRadicale({ kim: 'kim-app-password' });
    const agent = await messagingAgent(t);
    const calendar = await own.calendar('kim', 'work');
    await agent.put('/api/appointments/calendar-sync', {
      server_url: own.url,
      username: 'kim',
      password: 'kim-app-password',
      calendar_url: calendar,
    });
    await t.jobs.drain();
    await own.close();
    await call(agent, 'POST', '/api/appointments/calendar-sync/run');
    await t.jobs.drain();
    expect((await body(agent.call('/api/appointments/calendar-sync'))).last_error).toMatch(/could not be reached/);
  });
});
