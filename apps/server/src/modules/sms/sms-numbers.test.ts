import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, smsNumbers, unroutedTexts, users } from '../../db/schema/index.ts';
import { TEST_APP_URL, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TWILIO_TEST_SID, signedTwilioRequest, startTwilioPeer } from '../../../test/twilio-peer.ts';
import { body, messagingAgent } from '../../../test/messaging-agent.ts';
import { SMS_WEBHOOK_INBOUND_PATH } from './sms.service.ts';
import { SMS_NUMBERS_SWEEP_QUEUE } from './sms-numbers.service.ts';

// Decision 044: each account that texts through the operator's Twilio account gets a number of
// its own, bought when SMS is turned on and released when it is turned off.

const SERVICE = `MG${'d4'.repeat(16)}`;
const OWN_SID = `AC${'e5'.repeat(16)}`;
const OWN_TOKEN = 'own-token-numbers';
const OWN_NUMBER = '+15125550966';

let t: TestApp;
let peer: Awaited<ReturnType<typeof startTwilioPeer>>;

beforeAll(async () => {
  peer = await startTwilioPeer();
  peer.addService(SERVICE);
  peer.addAccount(OWN_SID, OWN_TOKEN, { numbers: [OWN_NUMBER] });
  t = await createTestApp(peer.env({ TWILIO_PHONE_NUMBER: '+15125550000', TWILIO_MESSAGING_SERVICE_SID: SERVICE }));
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

async function agentWithPhone(phone?: string) {
  const agent = await messagingAgent(t, { timeZone: 'Europe/London' });
  if (phone)
    expect(
      (
        await agent.call('/api/settings/profile', {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ phone }),
        })
      ).status,
    ).toBe(200);
  return agent;
}
const numberOf = async (agent: Awaited<ReturnType<typeof agentWithPhone>>) => (await body(agent.call('/api/sms/number'))).number;
const atTwilio = (phoneNumber: string) => peer.numbersOf().find((n) => n.phoneNumber === phoneNumber);
/** The 10-minute sweep, run now. */
async function sweep() {
  await t.jobs.enqueue(t.db, SMS_NUMBERS_SWEEP_QUEUE, { at: crypto.randomUUID() });
  await t.jobs.drain();
}
const inbound = (params: Record<string, string>) =>
  t.request(
    SMS_WEBHOOK_INBOUND_PATH,
    signedTwilioRequest(TEST_APP_URL, SMS_WEBHOOK_INBOUND_PATH, { AccountSid: TWILIO_TEST_SID, ...params }),
  );

describe("each account's own texting number", () => {
  it("is bought near the agent when SMS is turned on, with our inbound webhook, in the operator's messaging service; released a week after it is turned off", async () => {
    const agent = await agentWithPhone('(416) 555-0100');
    // Twilio is down at first: the number is still being bought, and texts wait for it.
    peer.failNextPurchase.push({ status: 503, code: 20500, message: 'Service unavailable' });
    const on = await body(agent.put('/api/sms/settings', { enabled: true }));
    expect(on.data).toMatchObject({ enabled: false, phone_number: null, status: 'not_configured' });
    await t.jobs.drain();
    expect(await numberOf(agent)).toEqual({
      phone_number: null,
      status: 'buying',
      error: 'Twilio: Service unavailable (Twilio error 20500)',
      local: false,
      released_after: null,
    });
    const early = await agent.post('/api/messages', {
      channel: 'sms',
      lead_id: (await agent.lead({ phone: '+447700904501' })).id,
      body: 'Too soon',
      override_quiet_hours: true,
    });
    expect(early.status).toBe(409);
    expect((await body(early)).error).toContain('still being set up');

    // The retry, after its backoff.
    const [row] = await t.db.select({ id: smsNumbers.id }).from(smsNumbers).where(eq(smsNumbers.userId, agent.userId));
    await t.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(and(eq(jobs.uniqueKey, row!.id), eq(jobs.state, 'queued')));
    await t.jobs.drain();
    const number = await numberOf(agent);
    expect(number).toMatchObject({ status: 'active', error: null, local: false });
    expect(number.phone_number).toMatch(/^\+1416/); // the agent's own area (Toronto)
    const bought = atTwilio(number.phone_number)!;
    expect(bought).toMatchObject({
      smsUrl: `${TEST_APP_URL}${SMS_WEBHOOK_INBOUND_PATH}`,
      friendlyName: expect.stringMatching(/^Porchlight /),
    });
    expect(peer.serviceNumbersOf(SERVICE)).toContain(bought.sid);
    expect((await body(agent.call('/api/sms/status'))).data).toMatchObject({
      enabled: true,
      phone_number: number.phone_number,
      status: 'active',
    });

    // Turning it on again keeps the same number.
    await agent.put('/api/sms/settings', { enabled: true });
    await t.jobs.drain();
    expect((await numberOf(agent)).phone_number).toBe(number.phone_number);

    // Off: the number stays the agent's for a week (their leads still reach them), and on again keeps it.
    expect((await body(agent.put('/api/sms/settings', { enabled: false }))).data.status).toBe('disabled');
    const kept = await numberOf(agent);
    expect(kept).toMatchObject({ phone_number: number.phone_number, status: 'active' });
    expect(new Date(kept.released_after).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    const lead = await agent.lead({ phone: '+447700904509' });
    expect(
      (await inbound({ MessageSid: 'SMwhile-off-1', From: '+447700904509', To: number.phone_number, Body: 'Still there?' })).status,
    ).toBe(200);
    expect((await body(agent.call(`/api/conversations/${lead.id}`))).messages.map((m: { body: string }) => m.body)).toEqual([
      'Still there?',
    ]);
    await agent.put('/api/sms/settings', { enabled: true });
    expect(await numberOf(agent)).toMatchObject({ phone_number: number.phone_number, released_after: null });
    await agent.put('/api/sms/settings', { enabled: false });

    // A week later the sweep releases it.
    await sweep();
    expect(atTwilio(number.phone_number)).toBeDefined();
    await t.db
      .update(smsNumbers)
      .set({ releaseAfter: new Date(Date.now() - 1000) })
      .where(eq(smsNumbers.phoneNumber, number.phone_number));
    await sweep();
    expect(await numberOf(agent)).toBeNull();
    expect(atTwilio(number.phone_number)).toBeUndefined();
    expect(await t.db.select().from(smsNumbers).where(eq(smsNumbers.phoneNumber, number.phone_number))).toEqual([]);
    // A lead still texting the released number reaches nobody.
    expect((await inbound({ MessageSid: 'SMreleased-1', From: '+447700904501', To: number.phone_number, Body: 'Hello?' })).status).toBe(
      200,
    );
    const [unrouted] = await t.db.select().from(unroutedTexts).where(eq(unroutedTexts.providerId, 'SMreleased-1'));
    expect(unrouted).toMatchObject({ toNumber: number.phone_number, reason: 'no account owns the number' });
    expect(peer.problems).toEqual([]);
  });

  it("looks anywhere in the country when the area has none, and shows Twilio's refusal, which the agent can try again", async () => {
    peer.soldOut.add('US:737');
    const agent = await agentWithPhone('+17375550100');
    await agent.put('/api/sms/settings', { enabled: true });
    await t.jobs.drain();
    expect((await numberOf(agent)).phone_number).toMatch(/^\+1512/); // the peer's default area

    const refused = await agentWithPhone();
    peer.failNextPurchase.push({ status: 400, code: 21404, message: 'Trial accounts are allowed only one Twilio number' });
    await refused.put('/api/sms/settings', { enabled: true });
    await t.jobs.drain();
    expect(await numberOf(refused)).toEqual({
      phone_number: null,
      status: 'failed',
      error: 'Twilio: Trial accounts are allowed only one Twilio number (Twilio error 21404)',
      local: false,
      released_after: null,
    });
    const send = await refused.post('/api/messages', {
      channel: 'sms',
      lead_id: (await refused.lead({ phone: '+447700904502' })).id,
      body: 'x',
      override_quiet_hours: true,
    });
    expect((await body(send)).error).toContain('could not be set up');
    // "Try again": SMS on once more buys it.
    await refused.put('/api/sms/settings', { enabled: true });
    await t.jobs.drain();
    expect(await numberOf(refused)).toMatchObject({ status: 'active', error: null });
    expect(peer.problems).toEqual([]);
  });

  it('is not bought for a plan without texts (402), nor for an agent with their own Twilio account; connecting one lets the bought number go', async () => {
    const trial = await messagingAgent(t, { plan: 'trial' });
    const refused = await trial.put('/api/sms/settings', { enabled: true });
    expect(refused.status).toBe(402);
    expect(await body(refused)).toMatchObject({ limit: 'smsNotifications', allowed: 0 });
    await t.jobs.drain();
    expect(await numberOf(trial)).toBeNull();

    const agent = await agentWithPhone();
    await agent.put('/api/sms/settings', { enabled: true });
    await t.jobs.drain();
    const first = (await numberOf(agent)).phone_number;
    expect((await agent.post('/api/sms/account', { account_sid: OWN_SID, auth_token: OWN_TOKEN, phone_number: OWN_NUMBER })).status).toBe(
      200,
    );
    expect((await numberOf(agent)).released_after).not.toBeNull();
    expect((await body(agent.call('/api/sms/status'))).data.phone_number).toBe(OWN_NUMBER);

    // The number is this account's alone: another account naming it is refused.
    const other = await agentWithPhone();
    const taken = await other.post('/api/sms/account', { account_sid: OWN_SID, auth_token: OWN_TOKEN, phone_number: OWN_NUMBER });
    expect(taken.status).toBe(409);
    expect((await body(taken)).error).toContain("already receives another Porchlight account's texts");
    expect(await body(other.call('/api/sms/account'))).toEqual({ account: null });

    // Disconnected: back to the number Porchlight bought, kept meanwhile.
    expect((await agent.call('/api/sms/account', { method: 'DELETE' })).status).toBe(204);
    await t.jobs.drain();
    expect(await numberOf(agent)).toMatchObject({ phone_number: first, status: 'active', released_after: null });
    expect(await t.db.select().from(smsNumbers).where(eq(smsNumbers.phoneNumber, OWN_NUMBER))).toEqual([]);
  });

  it("the sweep releases a deleted account's number and gives one to an account with SMS on and none (an upgrade)", async () => {
    const leaving = await agentWithPhone();
    await leaving.put('/api/sms/settings', { enabled: true });
    await t.jobs.drain();
    const theirs = (await numberOf(leaving)).phone_number;
    await t.db.delete(users).where(eq(users.id, leaving.userId));

    const upgraded = await agentWithPhone();
    await upgraded.put('/api/sms/settings', { enabled: true });
    await t.jobs.drain();
    await t.db.delete(smsNumbers).where(eq(smsNumbers.userId, upgraded.userId)); // as before this release: SMS on, no number

    await sweep();
    expect(atTwilio(theirs)).toBeUndefined();
    expect(await numberOf(upgraded)).toMatchObject({ status: 'active' });
    expect(peer.problems).toEqual([]);
  });
});
