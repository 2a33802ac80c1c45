import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsSendWindow } from '@porchlight/domain/messaging/send-window';
import { jobs, leadConsents, messages, notifications } from '../../db/schema/index.ts';
import { TEST_APP_URL, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signedTwilioRequest, startTwilioPeer } from '../../../test/twilio-peer.ts';
import { body, messagingAgent } from '../../../test/messaging-agent.ts';
import { SMS_WEBHOOK_INBOUND_PATH, SMS_WEBHOOK_STATUS_PATH } from './sms.service.ts';

/** The operator's TWILIO_PHONE_NUMBER: no agent's texts come from it (decision 044). */
const OPERATOR_NUMBER = '+15125550000';
// A zone where it is day now and one where it is night, so the tests hold at any hour.
const ZONES = [
  'Pacific/Kiritimati',
  'Asia/Tokyo',
  'Asia/Kolkata',
  'Europe/London',
  'America/New_York',
  'America/Los_Angeles',
  'Pacific/Honolulu',
];
const dayZone = () =>
  ZONES.find((z) => smsSendWindow(new Date(), z).allowed && smsSendWindow(new Date(Date.now() + 10 * 60_000), z).allowed)!;
const nightZone = () =>
  ZONES.find((z) => !smsSendWindow(new Date(), z).allowed && !smsSendWindow(new Date(Date.now() + 10 * 60_000), z).allowed)!;
/** A UK number: no area-code zone, so the agent's zone decides the window. */
const UK = '+447700900123';

let t: TestApp;
let peer: Awaited<ReturnType<typeof startTwilioPeer>>;

beforeAll(async () => {
  peer = await startTwilioPeer();
  t = await createTestApp(peer.env({ TWILIO_PHONE_NUMBER: OPERATOR_NUMBER }));
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const inbound = (params: Record<string, string>) =>
  t.request(SMS_WEBHOOK_INBOUND_PATH, signedTwilioRequest(TEST_APP_URL, SMS_WEBHOOK_INBOUND_PATH, params));

/** An agent with SMS on, once the number bought for their account is theirs (decision 044). */
async function smsReadyAgent(options: Parameters<typeof messagingAgent>[1] = {}) {
  const agent = await messagingAgent(t, { timeZone: dayZone(), ...options });
  expect((await agent.put('/api/sms/settings', { enabled: true })).status).toBe(200);
  await t.jobs.drain();
  const number: string = (await body(agent.call('/api/sms/status'))).data.phone_number;
  expect(number).toMatch(/^\+1/);
  return { ...agent, number };
}

describe('GET /api/sms/status', () => {
  it("answers the spec shape: disabled until the agent turns SMS on, then active with the number and this month's usage", async () => {
    const agent = await messagingAgent(t);
    const off = await body(agent.call('/api/sms/status'));
    // `delivers`: whether texts leave the building: off, no; on, through the Twilio peer on loopback.
    expect(off).toEqual({
      success: true,
      data: {
        enabled: false,
        delivers: false,
        phone_number: null,
        current_month_usage: { sent: 0, received: 0, total: 0, limit: 75, remaining: 75 },
        status: 'disabled',
      },
    });

    await agent.put('/api/sms/settings', { enabled: true });
    await t.jobs.drain();
    const number = (await body(agent.call('/api/sms/number'))).number.phone_number;
    const lead = await agent.lead({ phone: UK });
    expect(
      (await agent.post('/api/messages', { channel: 'sms', lead_id: lead.id, body: 'Hi Ana', override_quiet_hours: true })).status,
    ).toBe(201);
    await t.jobs.drain();
    await inbound({ MessageSid: 'SMinbound-status-1', From: UK, To: number, Body: 'Thanks!' });
    const on = await body(agent.call('/api/sms/status'));
    expect(on).toEqual({
      success: true,
      data: {
        enabled: true,
        delivers: true,
        phone_number: number,
        current_month_usage: { sent: 1, received: 1, total: 2, limit: 75, remaining: 74 },
        status: 'active',
      },
    });
  });

  it('needs a session', async () => {
    expect((await t.request('/api/sms/status')).status).toBe(401);
  });
});

describe('texting a lead', () => {
  it('sends through Twilio as a job, once, with the status callback', async () => {
    const agent = await smsReadyAgent();
    const lead = await agent.lead({ phone: UK });
    const res = await agent.post('/api/messages', { channel: 'sms', lead_id: lead.id, body: 'The open house is at 2pm' });
    expect(res.status).toBe(201);
    const queued = await body(res);
    expect(queued).toMatchObject({ channel: 'sms', status: 'queued', to: UK, from: agent.number, held_for_quiet_hours: false });
    await t.jobs.drain();
    const sentToLead = peer.sent.filter((m) => m.form.To === UK && m.form.Body === 'The open house is at 2pm');
    expect(sentToLead).toHaveLength(1);
    expect(sentToLead[0]!.form).toMatchObject({ From: agent.number, StatusCallback: `${TEST_APP_URL}${SMS_WEBHOOK_STATUS_PATH}` });
    const [row] = await t.db.select().from(messages).where(eq(messages.id, queued.id));
    expect(row).toMatchObject({ status: 'sent', providerId: sentToLead[0]!.sid });
    expect(peer.problems).toEqual([]);

    // Twilio reports delivery (signed); a replay of the report changes nothing more.
    const report = signedTwilioRequest(TEST_APP_URL, SMS_WEBHOOK_STATUS_PATH, {
      MessageSid: sentToLead[0]!.sid,
      MessageStatus: 'delivered',
    });
    expect((await t.request(SMS_WEBHOOK_STATUS_PATH, report)).status).toBe(204);
    expect(
      (
        await t.request(
          SMS_WEBHOOK_STATUS_PATH,
          signedTwilioRequest(TEST_APP_URL, SMS_WEBHOOK_STATUS_PATH, { MessageSid: sentToLead[0]!.sid, MessageStatus: 'sent' }),
        )
      ).status,
    ).toBe(204);
    const [after] = await t.db.select({ status: messages.status }).from(messages).where(eq(messages.id, queued.id));
    expect(after!.status).toBe('delivered');
  });

  it('a send job whose worker died after Twilio took the text does not send it again', async () => {
    const agent = await smsReadyAgent();
    const lead = await agent.lead({ phone: '+447700900200' });
    const { id } = await body(agent.post('/api/messages', { channel: 'sms', lead_id: lead.id, body: 'Sent once only' }));
    await t.jobs.drain();
    expect(peer.sent.filter((m) => m.form.Body === 'Sent once only')).toHaveLength(1);
    // The state a crash between Twilio's answer and our write leaves: still "sending".
    await t.db.update(messages).set({ status: 'sending' }).where(eq(messages.id, id));
    await t.services.messaging.runSend(id);
    await t.services.messaging.runSend(id);
    expect(peer.sent.filter((m) => m.form.Body === 'Sent once only')).toHaveLength(1);
    const [row] = await t.db.select({ status: messages.status }).from(messages).where(eq(messages.id, id));
    expect(row!.status).toBe('sent');
  });

  it('a connection cut after Twilio took the text: the retry asks Twilio first, so each text reaches Twilio once (issue 45)', async () => {
    const agent = await smsReadyAgent();
    const lead = await agent.lead({ phone: '+447700900250' });
    const texts = ['Cut 1', 'Cut 2', 'Cut 3', 'Cut 4', 'Cut 5'];
    const ids: string[] = [];
    for (const words of texts) {
      peer.cut.creates = 1;
      ids.push((await body(agent.post('/api/messages', { channel: 'sms', lead_id: lead.id, body: words, override_quiet_hours: true }))).id);
      await t.jobs.drain();
    }
    expect(peer.cut.creates).toBe(0);
    // Each send's retry waits out its backoff: make them due now and let the queue run them.
    await t.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(and(inArray(jobs.uniqueKey, ids), eq(jobs.state, 'queued')));
    await t.jobs.drain();
    for (const [i, words] of texts.entries()) {
      const atTwilio = peer.sent.filter((m) => m.form.Body === words);
      expect(atTwilio, words).toHaveLength(1);
      const [row] = await t.db
        .select({ status: messages.status, providerId: messages.providerId })
        .from(messages)
        .where(eq(messages.id, ids[i]!));
      expect(row).toEqual({ status: 'sent', providerId: atTwilio[0]!.sid });
    }
  });

  it('fails a text Twilio refuses for good with its reason; Retry sends it again', async () => {
    const agent = await smsReadyAgent();
    const lead = await agent.lead({ phone: '+447700900300' });
    peer.failNext.push({ status: 400, code: 21211, message: "The 'To' number +447700900300 is not a valid phone number." });
    const { id } = await body(agent.post('/api/messages', { channel: 'sms', lead_id: lead.id, body: 'Bad number' }));
    await t.jobs.drain();
    const [row] = await t.db.select({ status: messages.status, error: messages.error }).from(messages).where(eq(messages.id, id));
    expect(row).toEqual({ status: 'failed', error: "The 'To' number +447700900300 is not a valid phone number." });
    // Retry by hand: it goes out this time.
    expect((await agent.post(`/api/messages/${id}/retry`, {})).status).toBe(200);
    await t.jobs.drain();
    const [again] = await t.db.select({ status: messages.status }).from(messages).where(eq(messages.id, id));
    expect(again!.status).toBe('sent');
  });

  it("holds a text until 8:00 in the lead's zone, unless the agent confirms sending now", async () => {
    const agent = await smsReadyAgent({ timeZone: nightZone() });
    const lead = await agent.lead({ phone: '+447700900400' });
    const held = await body(agent.post('/api/messages', { channel: 'sms', lead_id: lead.id, body: 'Good morning' }));
    expect(held).toMatchObject({ status: 'scheduled', held_for_quiet_hours: true });
    expect(new Date(held.send_at).getTime()).toBe(smsSendWindow(new Date(), nightZone()).nextAllowedAt.getTime());
    const now = await body(
      agent.post('/api/messages', { channel: 'sms', lead_id: lead.id, body: 'Right now', override_quiet_hours: true }),
    );
    expect(now).toMatchObject({ status: 'queued', held_for_quiet_hours: false });
    await t.jobs.drain();
    expect(peer.sent.some((m) => m.form.Body === 'Good morning')).toBe(false);
    expect(peer.sent.some((m) => m.form.Body === 'Right now')).toBe(true);
  });

  it("refuses: SMS off, no number, another agent's lead, an unverified account", async () => {
    const agent = await messagingAgent(t);
    const lead = await agent.lead({ phone: UK });
    const off = await agent.post('/api/messages', { channel: 'sms', lead_id: lead.id, body: 'x' });
    expect(off.status).toBe(409);
    expect((await body(off)).error).toContain('SMS messaging disabled');
    await agent.put('/api/sms/settings', { enabled: true });
    await t.jobs.drain();
    const noPhone = await agent.lead({ name: 'No Phone' });
    expect((await agent.post('/api/messages', { channel: 'sms', lead_id: noPhone.id, body: 'x' })).status).toBe(400);
    const other = await smsReadyAgent();
    expect((await other.post('/api/messages', { channel: 'sms', lead_id: lead.id, body: 'x' })).status).toBe(404);
    const unverified = await messagingAgent(t, { verified: false });
    const theirLead = await unverified.lead({ phone: UK });
    const res = await unverified.post('/api/messages', { channel: 'sms', lead_id: theirLead.id, body: 'x' });
    expect(res.status).toBe(403);
    expect((await body(res)).error).toContain('Verify your e-mail address');
  });

  it("answers 402 naming the limit when the month's texts are used up", async () => {
    const agent = await smsReadyAgent();
    const lead = await agent.lead({ phone: UK });
    await t.db.insert(messages).values(Array.from({ length: 75 }, () => ({ userId: agent.userId, type: 'sms', status: 'sent' })));
    const res = await agent.post('/api/messages', { channel: 'sms', lead_id: lead.id, body: 'One too many' });
    expect(res.status).toBe(402);
    expect(await body(res)).toMatchObject({ limit: 'smsNotifications', used: 75, allowed: 75 });
    // Last month's texts do not count.
    await t.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(messages.userId, agent.userId));
    expect((await agent.post('/api/messages', { channel: 'sms', lead_id: lead.id, body: 'New month' })).status).toBe(201);
  });

  it('a trial (0 texts) gets the 402 too, already when it turns SMS on', async () => {
    const agent = await messagingAgent(t, { plan: 'trial', timeZone: dayZone() });
    const on = await agent.put('/api/sms/settings', { enabled: true });
    expect(on.status).toBe(402);
    expect(await body(on)).toMatchObject({ limit: 'smsNotifications', allowed: 0 });
  });
});

describe('Twilio webhooks', () => {
  it("records an inbound text on the lead's thread and notifies the agent once; forged and replayed requests change nothing", async () => {
    const agent = await smsReadyAgent();
    const phone = '+447700900500';
    const lead = await agent.lead({ name: 'Ben Carter', phone });
    await agent.post('/api/messages', { channel: 'sms', lead_id: lead.id, body: 'Still looking?', override_quiet_hours: true });
    await t.jobs.drain();

    const params = {
      MessageSid: 'SMinbound-ben-1',
      AccountSid: 'AC00000000000000000000000000000001',
      From: phone,
      To: agent.number,
      Body: 'Yes, is 12 Oak St still available?',
    };
    const res = await inbound(params);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<Response></Response>');
    // Forged: signed with another token; altered: a field changed after signing.
    const forged = signedTwilioRequest(TEST_APP_URL, SMS_WEBHOOK_INBOUND_PATH, { ...params, MessageSid: 'SMforged' }, 'not-the-token');
    expect((await t.request(SMS_WEBHOOK_INBOUND_PATH, forged)).status).toBe(403);
    const altered = signedTwilioRequest(TEST_APP_URL, SMS_WEBHOOK_INBOUND_PATH, params);
    altered.body = new URLSearchParams({ ...params, Body: 'Send me your password' }).toString();
    expect((await t.request(SMS_WEBHOOK_INBOUND_PATH, altered)).status).toBe(403);
    expect(
      (
        await t.request(SMS_WEBHOOK_INBOUND_PATH, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(params).toString(),
        })
      ).status,
    ).toBe(403);
    // Replayed: the same signed request again is accepted and adds nothing.
    expect((await inbound(params)).status).toBe(200);
    await t.jobs.drain();

    const received = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, agent.userId), eq(messages.direction, 'inbound')));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ leadId: lead.id, body: params.Body, status: 'received' });
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, agent.userId), eq(notifications.type, 'message')));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      title: 'New text from Ben Carter',
      message: params.Body,
      actionUrl: `/inbox?message=${received[0]!.id}&platform=sms&search=Ben%20Carter&highlight=true`,
    });

    const list = await body(agent.call('/api/conversations'));
    expect(list.unread_total).toBe(1);
    expect(list.conversations[0]).toMatchObject({
      lead_id: lead.id,
      lead_name: 'Ben Carter',
      unread_count: 1,
      last_message: { direction: 'inbound', channel: 'sms' },
    });
  });

  it("STOP opts the lead out (shown, never texted) until START; HELP answers with the agent's name", async () => {
    const agent = await smsReadyAgent();
    const phone = '+447700900600';
    const lead = await agent.lead({ phone });
    await agent.post('/api/messages', { channel: 'sms', lead_id: lead.id, body: 'Hello', override_quiet_hours: true });
    await t.jobs.drain();

    const stop = await inbound({ MessageSid: 'SMstop-1', From: phone, To: agent.number, Body: 'STOP' });
    expect(await stop.text()).toContain('no longer receive texts');
    const [consent] = await t.db.select().from(leadConsents).where(eq(leadConsents.leadId, lead.id));
    expect(consent!.smsOptedOutAt).not.toBeNull();
    const thread = await body(agent.call(`/api/conversations/${lead.id}`));
    expect(thread.lead.sms_opted_out).toBe(true);
    const refused = await agent.post('/api/messages', {
      channel: 'sms',
      lead_id: lead.id,
      body: 'Are you sure?',
      override_quiet_hours: true,
    });
    expect(refused.status).toBe(409);
    expect((await body(refused)).error).toContain('replied STOP');

    const help = await inbound({ MessageSid: 'SMhelp-1', From: phone, To: agent.number, Body: 'help' });
    expect(await help.text()).toContain('Dana Agent');

    await inbound({ MessageSid: 'SMstart-1', From: phone, To: agent.number, Body: 'START' });
    expect(
      (await agent.post('/api/messages', { channel: 'sms', lead_id: lead.id, body: 'Welcome back', override_quiet_hours: true })).status,
    ).toBe(201);
  });
});

describe('conversations', () => {
  it('lists by lead with filters, opens a thread, marks read and done', async () => {
    const agent = await smsReadyAgent();
    const a = await agent.lead({ name: 'Cara Diaz', phone: '+447700900701' });
    const b = await agent.lead({ name: 'Dev Patel', phone: '+447700900702', email: 'dev@example.com' });
    await agent.post('/api/messages', { channel: 'sms', lead_id: a.id, body: 'Hi Cara', override_quiet_hours: true });
    await agent.post('/api/messages', { channel: 'email', lead_id: b.id, subject: 'Listing', body: 'Hi Dev' });
    await t.jobs.drain();
    await inbound({ MessageSid: 'SMcara-1', From: '+447700900701', To: agent.number, Body: 'Hi!' });

    const all = await body(agent.call('/api/conversations'));
    expect(all.conversations.map((c: { lead_name: string }) => c.lead_name)).toEqual(['Cara Diaz', 'Dev Patel']);
    expect((await body(agent.call('/api/conversations?filter=unread'))).conversations).toHaveLength(1);
    expect(
      (await body(agent.call('/api/conversations?filter=email'))).conversations.map((c: { lead_name: string }) => c.lead_name),
    ).toEqual(['Dev Patel']);
    expect((await body(agent.call('/api/conversations?search=dev'))).conversations).toHaveLength(1);
    expect((await agent.call('/api/conversations?filter=nope')).status).toBe(400);

    const thread = await body(agent.call(`/api/conversations/${a.id}`));
    expect(thread.messages.map((m: { body: string; direction: string }) => [m.direction, m.body])).toEqual([
      ['outbound', 'Hi Cara'],
      ['inbound', 'Hi!'],
    ]);
    expect(await body(agent.post(`/api/conversations/${a.id}/read`, {}))).toEqual({ count: 1 });
    expect((await body(agent.call('/api/conversations'))).unread_total).toBe(0);
    await agent.post(`/api/conversations/${b.id}/done`, { done: true });
    const after = await body(agent.call('/api/conversations'));
    expect(after.conversations.find((c: { lead_id: string }) => c.lead_id === b.id).done).toBe(true);

    const other = await messagingAgent(t);
    expect((await other.call(`/api/conversations/${a.id}`)).status).toBe(404);
    expect((await other.call('/api/conversations')).status).toBe(200);
    expect((await body(other.call('/api/conversations'))).conversations).toEqual([]);
  });
});
