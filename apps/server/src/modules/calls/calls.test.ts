import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_WEBHOOK_PATHS } from '@porchlight/domain/calls/call-schemas';
import { calls, jobs, leads } from '../../db/schema/index.ts';
import { TEST_APP_URL, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TWILIO_TEST_SID, signedTwilioRequest, startTwilioPeer } from '../../../test/twilio-peer.ts';
import { body } from '../../../test/messaging-agent.ts';
import { agentReadyToCall, twilioReporter } from '../../../test/calls-test-support.ts';

// Issue 52: click to call through the account's Twilio number, against the loopback Twilio peer.

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

/** A Twilio report on a call, signed as Twilio signs it. */
const callback = (path: string, callId: string | null, params: Record<string, string>, token?: string) =>
  twilioReporter(t)(path, callId, params, token);

/** An agent with a number (texting on) and their own phone on their profile. */
const caller = (phone: string | null = '+15125557001') => agentReadyToCall(t, phone);

const callRow = async (id: string) => (await t.db.select().from(calls).where(eq(calls.id, id)))[0]!;

describe('click to call', () => {
  it("rings the agent's phone from the account's number, says who is next, bridges to the lead, and logs the call", async () => {
    const agent = await caller();
    const lead = await agent.lead({ name: 'Morgan Lee', phone: '+15125558801' });
    const ready = await body(agent.call('/api/calls/settings'));
    expect(ready).toMatchObject({ ready: true, agent_phone_tail: '…7001', problem: null });

    const res = await agent.post('/api/calls', { lead_id: lead.id });
    expect(res.status).toBe(201);
    const call = (await res.json()) as { id: string };
    expect(call).toMatchObject({
      lead_id: lead.id,
      direction: 'outbound',
      state: 'queued',
      to_number: '+15125558801',
      from_number: agent.number,
    });
    await t.jobs.drain();

    const placed = peer.calls.filter((c) => c.form.To === '+15125557001');
    expect(placed).toHaveLength(1);
    const [dial] = placed;
    expect(dial!.path).toBe(`/2010-04-01/Accounts/${TWILIO_TEST_SID}/Calls.json`);
    expect(dial!.form).toMatchObject({
      To: '+15125557001',
      From: agent.number,
      StatusCallback: `${TEST_APP_URL}${CALL_WEBHOOK_PATHS.status}?call=${call.id}`,
      StatusCallbackMethod: 'POST',
    });
    expect(dial!.form.Twiml).toContain('<Say>Porchlight: calling Morgan Lee.</Say>');
    expect(dial!.form.Twiml).toContain(`<Dial callerId="${agent.number}"`);
    expect(dial!.form.Twiml).toContain('<Number>+15125558801</Number>');
    expect(peer.problems).toEqual([]);
    expect((await callRow(call.id)).callSid).toBe(dial!.sid);

    // Twilio plays the call: ringing, the agent answers, the lead answers and they talk 95 s.
    const sid = dial!.sid;
    expect((await callback(CALL_WEBHOOK_PATHS.status, call.id, { CallSid: sid, CallStatus: 'ringing' })).status).toBe(204);
    expect((await callback(CALL_WEBHOOK_PATHS.status, call.id, { CallSid: sid, CallStatus: 'in-progress' })).status).toBe(204);
    expect((await callRow(call.id)).state).toBe('in_progress');
    const bridged = await callback(CALL_WEBHOOK_PATHS.dial, call.id, { CallSid: sid, DialCallStatus: 'completed', DialCallDuration: '95' });
    expect(bridged.status).toBe(200);
    expect(bridged.headers.get('content-type')).toContain('text/xml');
    expect(await bridged.text()).toContain('<Hangup/>');
    expect(
      (await callback(CALL_WEBHOOK_PATHS.status, call.id, { CallSid: sid, CallStatus: 'completed', CallDuration: '110' })).status,
    ).toBe(204);
    // Twilio sends a report again: no second effect.
    expect(
      (await callback(CALL_WEBHOOK_PATHS.status, call.id, { CallSid: sid, CallStatus: 'completed', CallDuration: '110' })).status,
    ).toBe(204);
    await t.jobs.drain();

    const logged = await body(agent.call(`/api/calls?lead_id=${lead.id}`));
    expect(logged.calls).toEqual([
      expect.objectContaining({ id: call.id, state: 'ended', outcome: 'connected', answered_by: 'lead', duration_seconds: 95 }),
    ]);
    const timeline = (await body(agent.call(`/api/leads/${lead.id}/activity`))).activity.filter((a: { kind: string }) => a.kind === 'call');
    expect(timeline).toEqual([expect.objectContaining({ callOutcome: 'connected', callDurationSeconds: 95 })]);
    const [clock] = await t.db.select({ firstReplyAt: leads.firstReplyAt }).from(leads).where(eq(leads.id, lead.id));
    expect(clock!.firstReplyAt).not.toBeNull();

    // The prompt after the call: the note joins the call's one line on the timeline.
    const noted = await agent.call(`/api/calls/${call.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ note: 'Wants a tour on Saturday' }),
    });
    expect(noted.status).toBe(200);
    await t.jobs.drain();
    const after = (await body(agent.call(`/api/leads/${lead.id}/activity`))).activity.filter((a: { kind: string }) => a.kind === 'call');
    expect(after).toEqual([expect.objectContaining({ body: 'Wants a tour on Saturday', callOutcome: 'connected' })]);
  });

  it("logs the agent's phone not answering as no answer, and does not stop the response clock", async () => {
    const agent = await caller('+15125557002');
    const lead = await agent.lead({ name: 'Rae Unanswered', phone: '+15125558802' });
    const call = await body(agent.post('/api/calls', { lead_id: lead.id }));
    await t.jobs.drain();
    const sid = peer.calls.find((c) => c.form.To === '+15125557002')!.sid;
    await callback(CALL_WEBHOOK_PATHS.status, call.id, { CallSid: sid, CallStatus: 'no-answer' });
    await t.jobs.drain();
    expect(await callRow(call.id)).toMatchObject({ state: 'ended', outcome: 'no_answer' });
    const [clock] = await t.db.select({ firstReplyAt: leads.firstReplyAt }).from(leads).where(eq(leads.id, lead.id));
    expect(clock!.firstReplyAt).toBeNull();
  });

  it('never dials twice when the answer to the dial is lost: the retry finds the call Twilio placed', async () => {
    const agent = await caller('+15125557003');
    const lead = await agent.lead({ name: 'Cut Connection', phone: '+15125558803' });
    peer.cutCalls.creates = 1;
    const call = await body(agent.post('/api/calls', { lead_id: lead.id }));
    await t.jobs.drain();
    expect(peer.cutCalls.creates).toBe(0);
    // The retry waits out its backoff: make it due now.
    await t.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(and(inArray(jobs.uniqueKey, [`call-dial:${call.id}`]), eq(jobs.state, 'queued')));
    await t.jobs.drain();
    const placed = peer.calls.filter((c) => c.form.To === '+15125557003');
    expect(placed).toHaveLength(1);
    expect((await callRow(call.id)).callSid).toBe(placed[0]!.sid);
  });

  it('fails a call Twilio refuses for good, with its words', async () => {
    const agent = await caller('+15125557004');
    const lead = await agent.lead({ name: 'Refused', phone: '+15125558804' });
    peer.failNextCall.push({ status: 400, code: 21215, message: 'Geographic permission for this number is not enabled' });
    const call = await body(agent.post('/api/calls', { lead_id: lead.id }));
    await t.jobs.drain();
    expect(await callRow(call.id)).toMatchObject({ state: 'ended', outcome: 'failed' });
    expect((await callRow(call.id)).error).toContain('Geographic permission');
  });

  it('answers what is missing: no phone on the profile (409 naming it), a lead without a phone, bad input, another account', async () => {
    const agent = await caller(null);
    const lead = await agent.lead({ name: 'No Phone Agent', phone: '+15125558805' });
    expect(await body(agent.call('/api/calls/settings'))).toMatchObject({ ready: false, problem: 'no_phone' });
    const refused = await agent.post('/api/calls', { lead_id: lead.id });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ problem: 'no_phone' });

    const other = await caller('+15125557006');
    const silent = await other.lead({ name: 'Silent' });
    expect((await other.post('/api/calls', { lead_id: silent.id })).status).toBe(409);
    const bad = await other.post('/api/calls', { lead_id: 'nope' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('lead_id');
    expect((await other.post('/api/calls', { lead_id: lead.id })).status).toBe(404);
    expect((await other.call(`/api/calls?lead_id=${lead.id}`)).status).toBe(200);
    expect((await body(other.call(`/api/calls?lead_id=${lead.id}`))).calls).toEqual([]);
  });

  it('refuses a forged report and one signed by another Twilio account', async () => {
    const agent = await caller('+15125557007');
    const lead = await agent.lead({ name: 'Forged', phone: '+15125558807' });
    const call = await body(agent.post('/api/calls', { lead_id: lead.id }));
    await t.jobs.drain();
    const params = { CallSid: 'CA0', CallStatus: 'completed' };
    expect((await callback(CALL_WEBHOOK_PATHS.status, call.id, params, 'not-the-token')).status).toBe(403);
    const unsigned = await t.request(`${CALL_WEBHOOK_PATHS.status}?call=${call.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
    });
    expect(unsigned.status).toBe(403);
    const otherSid = `AC${'d4'.repeat(16)}`;
    peer.addAccount(otherSid, 'other-token');
    const target = `${CALL_WEBHOOK_PATHS.status}?call=${call.id}`;
    const byOther = await t.request(target, signedTwilioRequest(TEST_APP_URL, target, { AccountSid: otherSid, ...params }, 'other-token'));
    expect(byOther.status).toBe(403);
    expect((await callRow(call.id)).state).not.toBe('ended');
  });
});
