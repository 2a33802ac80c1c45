import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_WEBHOOK_PATHS } from '@porchlight/domain/calls/call-schemas';
import { PLANS } from '@porchlight/domain/billing/plans';
import { calls } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startTwilioPeer } from '../../../test/twilio-peer.ts';
import { body } from '../../../test/messaging-agent.ts';
import { agentReadyToCall, twilioReporter } from '../../../test/calls-test-support.ts';

// Issue 52: call minutes metered per month like texts, the plan's allowance (402 past it), and
// the dashboard's calls and conversations.

let t: TestApp;
let peer: Awaited<ReturnType<typeof startTwilioPeer>>;

beforeAll(async () => {
  peer = await startTwilioPeer();
  t = await createTestApp(peer.env({ TWILIO_PHONE_NUMBER: '+15125550000' }));
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const signed = (path: string, callId: string | null, params: Record<string, string>) => twilioReporter(t)(path, callId, params);

const caller = (phone: string) => agentReadyToCall(t, phone);

const usage = async (agent: { call: (path: string) => Promise<Response> | Response }) => {
  const overview = await body(agent.call('/api/subscription'));
  return { used: overview.usage.call_minutes_used as number, allowed: overview.entitlements.callMinutes as number };
};

/** A call already in the log (this month unless told), as Twilio's reports would have left it. */
const logged = (userId: string, values: Partial<typeof calls.$inferInsert> = {}) =>
  t.db.insert(calls).values({
    userId,
    direction: 'outbound',
    fromNumber: '+15125550000',
    toNumber: '+15125559999',
    state: 'ended',
    outcome: 'connected',
    ...values,
  });

describe('call minutes', () => {
  it("counts each call's whole length rounded up to the minute, once, in both directions, beside the texts", async () => {
    const agent = await caller('+15125557301');
    expect(await usage(agent)).toEqual({ used: 0, allowed: PLANS.starter.features.callMinutes });
    const lead = await agent.lead({ name: 'Metered', phone: '+15125558301' });

    const call = await body(agent.post('/api/calls', { lead_id: lead.id }));
    await t.jobs.drain();
    const sid = peer.calls.find((c) => c.form.To === '+15125557301')!.sid;
    await signed(CALL_WEBHOOK_PATHS.dial, call.id, { CallSid: sid, DialCallStatus: 'completed', DialCallDuration: '48' });
    const completed = { CallSid: sid, CallStatus: 'completed', CallDuration: '61' };
    await signed(CALL_WEBHOOK_PATHS.status, call.id, completed);
    await signed(CALL_WEBHOOK_PATHS.status, call.id, completed);
    expect(await usage(agent)).toMatchObject({ used: 2 });

    // A call to the number: its status report (the number's, by CallSid) comes after the call was put through.
    await signed(CALL_WEBHOOK_PATHS.voice, null, { CallSid: 'CAmin1', From: '+15125558301', To: agent.number });
    const [inbound] = await t.db.select().from(calls).where(eq(calls.callSid, 'CAmin1'));
    await signed(CALL_WEBHOOK_PATHS.dial, inbound!.id, { CallSid: 'CAmin1', DialCallStatus: 'completed', DialCallDuration: '20' });
    await signed(CALL_WEBHOOK_PATHS.status, null, { CallSid: 'CAmin1', CallStatus: 'completed', CallDuration: '30' });
    await t.jobs.drain();
    expect(await usage(agent)).toMatchObject({ used: 3 });
    expect((await t.db.select().from(calls).where(eq(calls.id, inbound!.id)))[0]).toMatchObject({ billedSeconds: 30 });

    // Last month's calls are not this month's.
    await logged(agent.userId, { billedSeconds: 600, createdAt: new Date(Date.UTC(2020, 0, 15)) });
    expect(await usage(agent)).toMatchObject({ used: 3 });
  });

  it('refuses a call with no minute left (402 naming callMinutes), dials nothing, and still rings for a caller', async () => {
    const agent = await caller('+15125557302');
    const allowed = PLANS.starter.features.callMinutes;
    await logged(agent.userId, { billedSeconds: allowed * 60 - 30 });
    const lead = await agent.lead({ name: 'Over The Top', phone: '+15125558302' });

    const refused = await agent.post('/api/calls', { lead_id: lead.id });
    expect(refused.status).toBe(402);
    const answer = await body(refused);
    expect(answer).toMatchObject({ limit: 'callMinutes', used: allowed, allowed });
    expect(answer.error).toContain(`limit of ${allowed.toLocaleString('en-US')} call minutes`);
    await t.jobs.drain();
    expect(peer.calls.filter((c) => c.form.To === '+15125557302')).toEqual([]);
    expect(await t.db.select().from(calls).where(eq(calls.toNumber, '+15125558302'))).toEqual([]);

    const twiml = await (
      await signed(CALL_WEBHOOK_PATHS.voice, null, { CallSid: 'CAmin2', From: '+15125558302', To: agent.number })
    ).text();
    expect(twiml).toContain('+15125557302</Number>');
  });

  it('lets the last minute start a call', async () => {
    const agent = await caller('+15125557303');
    await logged(agent.userId, { billedSeconds: (PLANS.starter.features.callMinutes - 1) * 60 });
    const lead = await agent.lead({ name: 'Last Minute', phone: '+15125558303' });
    expect((await agent.post('/api/calls', { lead_id: lead.id })).status).toBe(201);
  });
});

describe("the dashboard's calls", () => {
  it('counts calls and conversations over the last 7 days against the 7 before, the agent’s own only', async () => {
    const agent = await caller('+15125557310');
    const day = 24 * 60 * 60 * 1000;
    const ago = (days: number) => new Date(Date.now() - days * day);
    for (const [outcome, days] of [
      ['connected', 1],
      ['connected', 2],
      ['no_answer', 3],
      ['failed', 3],
      ['connected', 9],
      ['busy', 10],
      ['connected', 20],
    ] as const)
      await logged(agent.userId, { outcome, createdAt: ago(days) });
    // A call still ringing counts as a call.
    await logged(agent.userId, { state: 'ringing', outcome: null, createdAt: ago(0) });

    const stats = await body(agent.call('/api/calls/stats'));
    expect(stats).toMatchObject({ calls: 4, conversations: 2, previous_calls: 2, previous_conversations: 1 });
    expect(new Date(stats.to).getTime() - new Date(stats.from).getTime()).toBe(7 * day);

    const other = await caller('+15125557311');
    expect(await body(other.call('/api/calls/stats'))).toMatchObject({ calls: 0, conversations: 0, previous_calls: 0 });
    expect((await t.request('/api/calls/stats')).status).toBe(401);
  });
});
