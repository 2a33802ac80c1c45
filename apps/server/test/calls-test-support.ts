import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { profiles } from '../src/db/schema/index.ts';
import { TEST_APP_URL, type TestApp } from './test-app.ts';
import { TWILIO_TEST_SID, signedTwilioRequest } from './twilio-peer.ts';
import { body, messagingAgent } from './messaging-agent.ts';
import { smsDayZone } from './sms-hours.ts';

// What the calls tests share (issue 52): Twilio's signed reports, and an agent ready to call.

/** Posts a Twilio report on a call (`?call=` when given), signed as Twilio signs it. */
export const twilioReporter =
  (t: TestApp) =>
  (path: string, callId: string | null, params: Record<string, string>, token?: string): Promise<Response> | Response => {
    const target = callId ? `${path}?call=${callId}` : path;
    return t.request(target, signedTwilioRequest(TEST_APP_URL, target, { AccountSid: TWILIO_TEST_SID, ...params }, token));
  };

/**
 * An agent with a number of their own (texting on, in a zone where it is day) and `phone` on
 * their profile, optionally named and recording calls: what calling needs.
 */
export async function agentReadyToCall(t: TestApp, phone: string | null, options: { fullName?: string; recordCalls?: boolean } = {}) {
  const agent = await messagingAgent(t, { timeZone: smsDayZone() });
  expect((await agent.put('/api/sms/settings', { enabled: true })).status).toBe(200);
  await t.jobs.drain();
  const number: string = (await body(agent.call('/api/sms/status'))).data.phone_number;
  await t.db
    .update(profiles)
    .set({ phone, ...(options.fullName ? { fullName: options.fullName } : {}) })
    .where(eq(profiles.userId, agent.userId));
  if (options.recordCalls) expect((await agent.put('/api/calls/settings', { record_calls: true })).status).toBe(200);
  return { ...agent, number };
}
