import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS } from '@porchlight/domain/appointments/booking-page';
import { leads, notifications } from '../../db/schema/index.ts';
import { createFormTickets } from '../../lib/form-ticket.ts';
import { TEST_APP_URL, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startSmtpPeer } from '../../../test/smtp-peer.ts';
import { body, messagingAgent } from '../../../test/messaging-agent.ts';

// Issue 53: the public booking page, from the free slots to the agent's calendar and the lead's
// confirmation (over a loopback SMTP server, its .ics read by ical.js).

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

const visitor = (path: string, payload?: unknown, ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`) =>
  t.request(
    path,
    payload === undefined
      ? {}
      : { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_APP_URL }, body: JSON.stringify(payload) },
    ip,
  );
/** A ticket as the page issued it 20 seconds ago (a person takes that long to pick and type). */
const ticketFor = (publicId: string) => createFormTickets(t.config.appSecret, () => Date.now() - 20_000, 'booking').issue(publicId);

/** An agent whose page is on, every day around the clock, an hour's notice. */
async function agentWithPage() {
  const agent = await messagingAgent(t);
  const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: 0, end: 1440 }));
  const res = await agent.put('/api/appointments/booking', {
    ...DEFAULT_BOOKING_SETTINGS,
    enabled: true,
    working_hours: everyDay,
    min_notice_minutes: 60,
  });
  expect(res.status).toBe(200);
  const settings = await body(res);
  expect(settings.url).toBe(`${TEST_APP_URL}/book/${settings.public_id}`);
  return { agent, publicId: settings.public_id as string };
}

describe('the booking page', () => {
  it('books a showing from a free slot: the lead is made, the agent’s calendar has it, the agent hears, the lead gets an .ics', async () => {
    const { agent, publicId } = await agentWithPage();
    const page = await body(visitor(`/api/public/booking/${publicId}`));
    expect(page).toMatchObject({ agent_name: 'Dana Agent', ticket: expect.any(String) });
    const showing = page.types.find((k: { type: string }) => k.type === 'showing');
    expect(showing).toMatchObject({ minutes: 30, label: 'Showing' });
    const slot: string = showing.slots[0];
    expect(Date.parse(slot) - Date.now()).toBeGreaterThanOrEqual(60 * 60_000);

    const email = `booker-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const request = {
      type: 'showing',
      starts_at: slot,
      name: 'Bea Booker',
      email,
      message: 'The blue house on Elm',
      ticket: ticketFor(publicId),
    };
    const res = await visitor(`/api/public/booking/${publicId}`, request);
    expect(res.status).toBe(201);
    expect(await body(res)).toMatchObject({ type: 'showing', starts_at: slot, agent_name: 'Dana Agent' });
    await t.jobs.drain();

    const calendar = await body(
      agent.call(`/api/appointments?from=${new Date().toISOString()}&to=${new Date(Date.now() + 20 * 86_400_000).toISOString()}`),
    );
    expect(calendar.appointments).toHaveLength(1);
    const booked = calendar.appointments[0];
    expect(booked).toMatchObject({ type: 'showing', starts_at: slot, agent_id: agent.userId, leads: [{ name: 'Bea Booker' }] });
    expect(booked.notes).toContain('The blue house on Elm');
    const [lead] = await t.db.select({ source: leads.source, email: leads.email }).from(leads).where(eq(leads.id, booked.leads[0].id));
    expect(lead).toEqual({ source: 'Booking page', email });
    const told = await t.db.select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, agent.userId));
    expect(told.map((n) => n.title)).toContain('New booking: Showing with Bea Booker');

    // The confirmation (and, the slot being within a day, the reminder too, in either order).
    const mails = await Promise.all(smtp.to(email).map((m) => simpleParser(m.raw)));
    const parsed = mails.find((m) => m.subject?.startsWith('Booked: Showing on '))!;
    expect(parsed).toBeDefined();
    const ics = parsed.attachments.find((a) => a.filename === 'appointment.ics')!;
    const vevent = new ICAL.Component(ICAL.parse(ics.content.toString('utf8'))).getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    expect([event.uid, event.startDate.toJSDate().toISOString(), event.summary]).toEqual([`${booked.id}@porchlight.app`, slot, 'Showing']);

    // The slot is gone from the page, and a second visitor who still had it is told so.
    const again = await body(visitor(`/api/public/booking/${publicId}`));
    expect(again.types.find((k: { type: string }) => k.type === 'showing').slots).not.toContain(slot);
    const late = await visitor(`/api/public/booking/${publicId}`, { ...request, name: 'Late Larry', email: 'larry@example.com' });
    expect(late.status).toBe(409);
  });

  it('keeps the lead form’s rules: a bot’s hidden field or haste books nothing; an old ticket, a missing contact and a closed page are refused', async () => {
    const { agent, publicId } = await agentWithPage();
    const page = await body(visitor(`/api/public/booking/${publicId}`));
    const slot = page.types[0].slots[0];
    const base = { type: 'showing', starts_at: slot, name: 'Bot', email: 'bot@example.com' };
    expect(
      (await visitor(`/api/public/booking/${publicId}`, { ...base, ticket: ticketFor(publicId), website: 'spam.example' })).status,
    ).toBe(201);
    expect((await visitor(`/api/public/booking/${publicId}`, { ...base, ticket: page.ticket })).status).toBe(201); // sent at once
    expect((await body(agent.call('/api/appointments'))).appointments).toEqual([]);

    const forged = await body(visitor(`/api/public/booking/${publicId}`, { ...base, ticket: '1.forged' }));
    expect(forged.error).toMatch(/^ticket: /);
    const noContact = await body(visitor(`/api/public/booking/${publicId}`, { ...base, email: '', ticket: ticketFor(publicId) }));
    expect(noContact.error).toMatch(/^email: Leave an e-mail or a phone number/);
    expect(
      (await visitor(`/api/public/booking/${publicId}`, { ...base, starts_at: '2020-01-01T10:00:00Z', ticket: ticketFor(publicId) }))
        .status,
    ).toBe(409);

    await agent.put('/api/appointments/booking', { ...DEFAULT_BOOKING_SETTINGS, enabled: false });
    expect((await visitor(`/api/public/booking/${publicId}`)).status).toBe(404);
    expect((await visitor('/api/public/booking/not-a-page-id')).status).toBe(404);
  });
});
