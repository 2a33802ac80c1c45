import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startSmtpPeer } from '../../../test/smtp-peer.ts';
import { body, messagingAgent } from '../../../test/messaging-agent.ts';

// Issue 53: every .ics the product writes (the subscription feed, the lead's reminder) read back
// by an independent parser (Mozilla's ical.js), and the reminder e-mail over a loopback SMTP server.

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

type ParsedEvent = {
  uid: string;
  summary: string;
  start: string;
  end: string;
  location: string | null;
  status: string | null;
  sequence: number;
};

/** Parses iCalendar text with ical.js and checks what RFC 5545 requires of a calendar and its events. */
function readCalendar(text: string): { method: string | null; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    for (const required of ['uid', 'dtstamp', 'dtstart']) expect(vevent.hasProperty(required), required).toBe(true);
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      location: event.location || null,
      status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
      sequence: event.sequence,
    };
  });
  return { method: (calendar.getFirstPropertyValue('method') as string | null) ?? null, events };
}

describe('the private calendar feed', () => {
  it('serves the agent’s appointments to a calendar app with the secret link; a new link replaces it; revoked, it is gone', async () => {
    const agent = await messagingAgent(t);
    expect(await body(agent.call('/api/appointments/feed'))).toMatchObject({ active: false, url: null });
    const lead = await agent.lead({ name: 'Feed Lead' });
    const start = inHours(30);
    start.setUTCMinutes(0, 0, 0);
    const made = await body(
      agent.post('/api/appointments', {
        type: 'listing_appointment',
        lead_ids: [lead.id],
        starts_at: start.toISOString(),
        ends_at: new Date(start.getTime() + HOUR).toISOString(),
        time_zone: 'America/Chicago',
        location: '9 Birch Rd; Unit 2, "the blue door"',
        notes: 'Bring comps\nand the CMA',
      }),
    );
    const cancelled = await body(
      agent.post('/api/appointments', {
        type: 'showing',
        lead_ids: [lead.id],
        starts_at: inHours(50).toISOString(),
        ends_at: inHours(51).toISOString(),
        time_zone: 'UTC',
      }),
    );
    await agent.post(`/api/appointments/${cancelled.id}/outcome`, { outcome: 'cancelled' });

    const created = await agent.post('/api/appointments/feed', {});
    expect(created.status).toBe(201);
    const { url } = await body(created);
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar-feed\/[\w-]{32}\/appointments\.ics$/);
    const path = new URL(url).pathname;
    const res = await t.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const { method, events } = readCalendar(await res.text());
    expect(method).toBe('PUBLISH');
    expect(events).toEqual([
      {
        uid: `${made.id}@porchlight.app`,
        summary: 'Listing appointment: Feed Lead',
        start: start.toISOString(),
        end: new Date(start.getTime() + HOUR).toISOString(),
        location: '9 Birch Rd; Unit 2, "the blue door"',
        status: 'CONFIRMED',
        sequence: 0,
      },
      expect.objectContaining({ uid: `${cancelled.id}@porchlight.app`, status: 'CANCELLED', sequence: 1 }),
    ]);
    expect(await body(agent.call('/api/appointments/feed'))).toMatchObject({ active: true, url: null, last_read_at: expect.any(String) });

    // A teammate's or stranger's guess, a replaced link and a revoked one answer nothing.
    expect((await t.request('/api/calendar-feed/not-a-real-token-at-all-000/appointments.ics')).status).toBe(404);
    const replaced = await body(agent.post('/api/appointments/feed', {}));
    expect((await t.request(path)).status).toBe(404);
    expect((await t.request(new URL(replaced.url).pathname)).status).toBe(200);
    expect((await agent.call('/api/appointments/feed', { method: 'DELETE' })).status).toBe(204);
    expect((await t.request(new URL(replaced.url).pathname)).status).toBe(404);
  });
});

describe("the lead's reminder e-mail", () => {
  it('carries the appointment as an .ics the lead’s calendar can add, without the agent’s notes', async () => {
    const agent = await messagingAgent(t);
    const email = `rae-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const lead = await agent.lead({ name: 'Rae Buyer', email });
    const start = inHours(2);
    start.setUTCSeconds(0, 0); // iCalendar keeps whole seconds
    const made = await body(
      agent.post('/api/appointments', {
        type: 'buyer_consultation',
        lead_ids: [lead.id],
        starts_at: start.toISOString(),
        ends_at: new Date(start.getTime() + HOUR).toISOString(),
        time_zone: 'America/New_York',
        location: 'Our office, 1 Main St',
        notes: 'Pre-approval is only $400k, keep it private',
      }),
    );
    await t.jobs.drain();
    const [delivered] = smtp.to(email);
    expect(delivered).toBeDefined();
    const mail = await simpleParser(delivered!.raw);
    expect(mail.subject).toMatch(/^Reminder: Buyer consultation on /);
    expect(mail.text).toContain('Reply C to confirm or R to ask to move it.');
    const ics = mail.attachments.find((a) => a.filename === 'appointment.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const { method, events } = readCalendar(ics!.content.toString('utf8'));
    expect(method).toBe('PUBLISH');
    expect(events).toEqual([
      {
        uid: `${made.id}@porchlight.app`,
        summary: 'Buyer consultation',
        start: new Date(made.starts_at).toISOString(),
        end: new Date(made.ends_at).toISOString(),
        location: 'Our office, 1 Main St',
        status: 'CONFIRMED',
        sequence: 0,
      },
    ]);
    expect(ics!.content.toString('utf8')).not.toContain('Pre-approval');
  });
});
