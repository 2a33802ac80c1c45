import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, notifications, unroutedTexts } from '../../db/schema/index.ts';
import { TEST_APP_URL, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TWILIO_TEST_SID, signedTwilioRequest, startTwilioPeer } from '../../../test/twilio-peer.ts';
import { body, messagingAgent } from '../../../test/messaging-agent.ts';
import { SMS_WEBHOOK_INBOUND_PATH } from './sms.service.ts';

// Security review, issue 44: an inbound text reaches only the account that owns the number it
// was sent to (Twilio's To), never whoever last texted the sender.

const OPERATOR_NUMBER = '+15125550000';
const OWN_SID = `AC${'c3'.repeat(16)}`;
const OWN_TOKEN = 'own-account-token-44';
const OWN_NUMBER = '+15125550944';

let t: TestApp;
let peer: Awaited<ReturnType<typeof startTwilioPeer>>;

beforeAll(async () => {
  peer = await startTwilioPeer();
  peer.addAccount(OWN_SID, OWN_TOKEN, { numbers: [OWN_NUMBER] });
  t = await createTestApp(peer.env({ TWILIO_PHONE_NUMBER: OPERATOR_NUMBER }));
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const inbound = (params: Record<string, string>, token?: string) =>
  t.request(
    SMS_WEBHOOK_INBOUND_PATH,
    signedTwilioRequest(TEST_APP_URL, SMS_WEBHOOK_INBOUND_PATH, { AccountSid: TWILIO_TEST_SID, ...params }, token),
  );
const received = (userId: string) =>
  t.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.direction, 'inbound')));
const textNotes = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'message')));

/** An agent with texting on, and the number their texts come from once it is set up. */
async function texter() {
  const agent = await messagingAgent(t, { timeZone: 'Europe/London' });
  expect((await agent.put('/api/sms/settings', { enabled: true })).status).toBe(200);
  await t.jobs.drain();
  const status = (await body(agent.call('/api/sms/status'))).data;
  expect(status).toMatchObject({ enabled: true, status: 'active' });
  return { ...agent, number: status.phone_number as string };
}

async function text(agent: Awaited<ReturnType<typeof texter>>, leadId: string, words: string) {
  expect((await agent.post('/api/messages', { channel: 'sms', lead_id: leadId, body: words, override_quiet_hours: true })).status).toBe(
    201,
  );
  await t.jobs.drain();
}

describe('an inbound text goes only to the account that owns the number it was sent to', () => {
  it("a stranger who makes a lead with an agent's client's number and texts it once never receives the client's replies", async () => {
    const client = '+447700904401';
    const agentA = await texter();
    const clientOfA = await agentA.lead({ name: 'Cleo Client', phone: client });
    await text(agentA, clientOfA.id, 'The lockbox is on the back door');

    const stranger = await texter();
    const decoy = await stranger.lead({ name: 'Decoy', phone: client });
    await text(stranger, decoy.id, 'Hi, quick question about the house');

    // The client answers agent A, on A's number.
    const reply = await inbound({ MessageSid: 'SMattack-reply-1', From: client, To: agentA.number, Body: 'Sure, the gate code is 4471' });
    expect(reply.status).toBe(200);
    await t.jobs.drain();

    expect((await received(agentA.userId)).map((m) => [m.leadId, m.body])).toEqual([[clientOfA.id, 'Sure, the gate code is 4471']]);
    expect(await received(stranger.userId)).toEqual([]);
    expect(await textNotes(stranger.userId)).toEqual([]);
    const strangersThread = await body(stranger.call(`/api/conversations/${decoy.id}`));
    expect(strangersThread.messages.map((m: { body: string }) => m.body)).toEqual(['Hi, quick question about the house']);
    expect(stranger.number).not.toBe(agentA.number);
    expect(peer.problems).toEqual([]);
  });

  it('a text to a number no account owns (the shared operator number, or any other) is given to nobody: kept, 200, no reply', async () => {
    const client = '+447700904402';
    const agent = await texter();
    const lead = await agent.lead({ phone: client });
    await text(agent, lead.id, 'Still looking?');

    for (const [sid, to] of [
      ['SMshared-1', OPERATOR_NUMBER],
      ['SMunknown-1', '+15125559999'],
    ] as const) {
      const res = await inbound({ MessageSid: sid, From: client, To: to, Body: 'STOP' });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<Response></Response>');
    }
    await t.jobs.drain();
    expect(await received(agent.userId)).toEqual([]);
    // STOP sent to a number that is not the agent's did not opt their lead out.
    expect((await body(agent.call(`/api/conversations/${lead.id}`))).lead.sms_opted_out).toBe(false);
    // Kept for the operator, shown to no account.
    const kept = await t.db
      .select()
      .from(unroutedTexts)
      .where(inArray(unroutedTexts.providerId, ['SMshared-1', 'SMunknown-1']));
    expect(kept.map((k) => [k.toNumber, k.fromNumber, k.reason]).sort()).toEqual([
      ['+15125550000', client, 'no account owns the number'],
      ['+15125559999', client, 'no account owns the number'],
    ]);
  });

  it("a webhook signed by an agent's own Twilio account cannot deliver to another account's number", async () => {
    const client = '+447700904403';
    const victim = await texter();
    const victimsLead = await victim.lead({ phone: client });
    await text(victim, victimsLead.id, 'See you at 3');

    const forger = await messagingAgent(t, { timeZone: 'Europe/London' });
    expect((await forger.post('/api/sms/account', { account_sid: OWN_SID, auth_token: OWN_TOKEN, phone_number: OWN_NUMBER })).status).toBe(
      200,
    );
    await forger.lead({ phone: client });
    // The forger knows their own token, so they can sign anything that names their AccountSid.
    const forged = await inbound(
      { AccountSid: OWN_SID, MessageSid: 'SMforged-44', From: client, To: victim.number, Body: 'Call me at 555-0100' },
      OWN_TOKEN,
    );
    expect(forged.status).toBe(200);
    await t.jobs.drain();
    expect(await received(victim.userId)).toEqual([]);
    expect(await received(forger.userId)).toEqual([]);
    const [kept] = await t.db.select().from(unroutedTexts).where(eq(unroutedTexts.providerId, 'SMforged-44'));
    expect(kept).toMatchObject({ accountSid: OWN_SID, reason: 'signed by another Twilio account than the one holding the number' });
  });
});
