import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, smsAccounts } from '../../db/schema/index.ts';
import { TEST_APP_URL, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TWILIO_TEST_SID, signedTwilioRequest, startTwilioPeer } from '../../../test/twilio-peer.ts';
import { body, messagingAgent } from '../../../test/messaging-agent.ts';
import { SMS_WEBHOOK_INBOUND_PATH, SMS_WEBHOOK_STATUS_PATH } from './sms.service.ts';

const OPERATOR_FROM = '+15125550000';
const AGENT_SID = `AC${'a1'.repeat(16)}`;
const AGENT_TOKEN = 'agent-own-auth-token-42';
const AGENT_NUMBER = '+15125550999';
const AGENT_SERVICE = `MG${'b2'.repeat(16)}`;
const UK = '+447700900777';

let t: TestApp;
let peer: Awaited<ReturnType<typeof startTwilioPeer>>;

beforeAll(async () => {
  peer = await startTwilioPeer();
  peer.addAccount(AGENT_SID, AGENT_TOKEN, { numbers: [AGENT_NUMBER], services: [AGENT_SERVICE] });
  t = await createTestApp(peer.env({ TWILIO_PHONE_NUMBER: OPERATOR_FROM }));
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const creds = (extra: Record<string, unknown> = {}) => ({
  account_sid: AGENT_SID,
  auth_token: AGENT_TOKEN,
  phone_number: AGENT_NUMBER,
  ...extra,
});

describe("an agent's own Twilio account", () => {
  it("is checked against Twilio before it is kept, with Twilio's own error when it fails", async () => {
    const agent = await messagingAgent(t);
    const bad = await agent.post('/api/sms/account', creds({ auth_token: 'wrong' }));
    expect(bad.status).toBe(422);
    expect((await body(bad)).error).toBe('Twilio: Authenticate (Twilio error 20003)');
    const notTheirs = await agent.post('/api/sms/account', creds({ phone_number: '+15125551234' }));
    expect(notTheirs.status).toBe(422);
    expect((await body(notTheirs)).error).toBe('Twilio: +15125551234 is not a phone number of this Twilio account');
    const noService = await agent.post('/api/sms/account', creds({ phone_number: null, messaging_service_sid: `MG${'0'.repeat(32)}` }));
    expect(noService.status).toBe(422);
    expect((await body(noService)).error).toContain('Twilio error 20404');
    const malformed = await agent.post('/api/sms/account', creds({ account_sid: 'nope' }));
    expect(malformed.status).toBe(400);
    expect((await body(malformed)).error).toContain('account_sid');
    const neither = await agent.post('/api/sms/account', creds({ phone_number: null }));
    expect(neither.status).toBe(400);
    expect((await body(neither)).error).toContain('phone_number');
    expect(await body(agent.call('/api/sms/account'))).toEqual({ account: null });
    expect(await t.db.select().from(smsAccounts).where(eq(smsAccounts.userId, agent.userId))).toEqual([]);
  });

  it("sends the agent's texts through it, validates its webhooks with its token, and shows in /api/sms/status; others text through the operator's from a number of their own", async () => {
    const agent = await messagingAgent(t, { timeZone: 'Europe/London' });
    const res = await agent.post('/api/sms/account', creds());
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ account: { account_sid: AGENT_SID, phone_number: AGENT_NUMBER, messaging_service_sid: null } });
    const [stored] = await t.db.select().from(smsAccounts).where(eq(smsAccounts.userId, agent.userId));
    expect(stored!.authTokenEncrypted).not.toContain(AGENT_TOKEN);
    expect(JSON.stringify(await body(agent.call('/api/sms/account')))).not.toContain(AGENT_TOKEN);
    expect((await body(agent.call('/api/sms/status'))).data).toMatchObject({ enabled: true, phone_number: AGENT_NUMBER, status: 'active' });

    const lead = await agent.lead({ name: 'Uma Kent', phone: UK });
    const sent = await body(
      agent.post('/api/messages', { channel: 'sms', lead_id: lead.id, body: 'From my own number', override_quiet_hours: true }),
    );
    await t.jobs.drain();
    const out = peer.sent.filter((m) => m.form.Body === 'From my own number');
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ account: AGENT_SID, form: { From: AGENT_NUMBER, To: UK } });

    // Someone else on the same server still texts through the operator's account, from the number bought for them.
    const other = await messagingAgent(t);
    await other.put('/api/sms/settings', { enabled: true });
    await t.jobs.drain();
    const othersNumber = (await body(other.call('/api/sms/status'))).data.phone_number;
    expect(othersNumber).not.toBe(OPERATOR_FROM);
    expect(peer.numbersOf(TWILIO_TEST_SID).map((n) => n.phoneNumber)).toContain(othersNumber);
    const otherLead = await other.lead({ phone: '+447700900778' });
    await other.post('/api/messages', { channel: 'sms', lead_id: otherLead.id, body: 'From the operator', override_quiet_hours: true });
    await t.jobs.drain();
    expect(peer.sent.find((m) => m.form.Body === 'From the operator')).toMatchObject({
      account: TWILIO_TEST_SID,
      form: { From: othersNumber },
    });

    // Webhooks for the agent's account are signed with the agent's token.
    const report = { AccountSid: AGENT_SID, MessageSid: out[0]!.sid, MessageStatus: 'delivered' };
    expect(
      (await t.request(SMS_WEBHOOK_STATUS_PATH, signedTwilioRequest(TEST_APP_URL, SMS_WEBHOOK_STATUS_PATH, report, AGENT_TOKEN))).status,
    ).toBe(204);
    const [row] = await t.db.select({ status: messages.status }).from(messages).where(eq(messages.id, sent.id));
    expect(row!.status).toBe('delivered');
    const reply = { AccountSid: AGENT_SID, MessageSid: 'SMown-inbound-1', From: UK, To: AGENT_NUMBER, Body: 'Got it, thanks' };
    expect(
      (
        await t.request(
          SMS_WEBHOOK_INBOUND_PATH,
          signedTwilioRequest(TEST_APP_URL, SMS_WEBHOOK_INBOUND_PATH, { ...reply, MessageSid: 'SMforged' }, 'not-the-token'),
        )
      ).status,
    ).toBe(403);
    expect(
      (await t.request(SMS_WEBHOOK_INBOUND_PATH, signedTwilioRequest(TEST_APP_URL, SMS_WEBHOOK_INBOUND_PATH, reply, AGENT_TOKEN))).status,
    ).toBe(200);
    const thread = await body(agent.call(`/api/conversations/${lead.id}`));
    expect(thread.messages.map((m: { body: string }) => m.body)).toEqual(['From my own number', 'Got it, thanks']);

    // Disconnected: back to the operator's account, from a number bought for this account.
    expect((await agent.call('/api/sms/account', { method: 'DELETE' })).status).toBe(204);
    await t.jobs.drain();
    const bought = (await body(agent.call('/api/sms/status'))).data;
    expect(bought).toMatchObject({ status: 'active' });
    expect([OPERATOR_FROM, AGENT_NUMBER, othersNumber]).not.toContain(bought.phone_number);
    expect(peer.problems).toEqual([]);
  });

  it('a messaging service alone is enough to send; a reply to one of its numbers reaches the agent, whose Twilio account it is', async () => {
    const agent = await messagingAgent(t);
    expect((await agent.post('/api/sms/account', creds({ phone_number: null, messaging_service_sid: AGENT_SERVICE }))).status).toBe(200);
    expect((await body(agent.call('/api/sms/status'))).data).toMatchObject({ enabled: true, phone_number: null, status: 'active' });
    const lead = await agent.lead({ phone: '+447700900779' });
    await agent.post('/api/messages', { channel: 'sms', lead_id: lead.id, body: 'Via the service', override_quiet_hours: true });
    await t.jobs.drain();
    expect(peer.sent.find((m) => m.form.Body === 'Via the service')).toMatchObject({
      account: AGENT_SID,
      form: { MessagingServiceSid: AGENT_SERVICE },
    });
    const reply = { AccountSid: AGENT_SID, MessageSid: 'SMservice-reply-1', From: '+447700900779', To: '+15125550998', Body: 'Thanks!' };
    expect(
      (await t.request(SMS_WEBHOOK_INBOUND_PATH, signedTwilioRequest(TEST_APP_URL, SMS_WEBHOOK_INBOUND_PATH, reply, AGENT_TOKEN))).status,
    ).toBe(200);
    expect((await body(agent.call(`/api/conversations/${lead.id}`))).messages.map((m: { body: string }) => m.body)).toEqual([
      'Via the service',
      'Thanks!',
    ]);
  });
});
