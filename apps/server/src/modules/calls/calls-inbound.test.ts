import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_WEBHOOK_PATHS, DEFAULT_MISSED_CALL_TEXT, PHONE_CALL_SOURCE } from '@porchlight/domain/calls/call-schemas';
import { callRecordings, calls, leads, messages } from '../../db/schema/index.ts';
import { TEST_APP_URL, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startTwilioPeer } from '../../../test/twilio-peer.ts';
import { body } from '../../../test/messaging-agent.ts';
import { agentReadyToCall, twilioReporter } from '../../../test/calls-test-support.ts';

// Issue 52: a call to the account's number rings the agent, takes a voicemail when unanswered,
// makes a lead of an unknown caller, and texts a missed caller back once an hour.

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

const agentWithNumber = (phone: string | null) => agentReadyToCall(t, phone, { fullName: 'Dana Agent' });

const callOf = async (sid: string) => (await t.db.select().from(calls).where(eq(calls.callSid, sid)))[0]!;
const textsTo = (userId: string, to: string) =>
  t.db
    .select({ body: messages.body })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.type, 'sms'), eq(messages.toAddress, to)));

describe("a call to the account's number", () => {
  it('reaches us: a number bought for texting has its voice webhook and status callback set', async () => {
    const agent = await agentWithNumber('+15125557100');
    const bought = peer.numbersOf().find((n) => n.phoneNumber === agent.number);
    expect(bought).toMatchObject({
      voiceUrl: `${TEST_APP_URL}${CALL_WEBHOOK_PATHS.voice}`,
      statusCallback: `${TEST_APP_URL}${CALL_WEBHOOK_PATHS.status}`,
    });
  });

  it("rings the agent's phone with a whisper naming the lead and stage, and logs a connected call", async () => {
    const agent = await agentWithNumber('+15125557101');
    const lead = await agent.lead({ name: 'Morgan Lee', phone: '+15125558101' });
    const answer = await signed(CALL_WEBHOOK_PATHS.voice, null, { CallSid: 'CAin1', From: '+15125558101', To: agent.number });
    expect(answer.status).toBe(200);
    const twiml = await answer.text();
    const row = await callOf('CAin1');
    expect(row).toMatchObject({
      userId: agent.userId,
      leadId: lead.id,
      direction: 'inbound',
      agentPhone: '+15125557101',
      state: 'ringing',
    });
    expect(twiml).toContain('<Dial timeout="20"');
    expect(twiml).toContain(`${CALL_WEBHOOK_PATHS.whisper}?call=${row.id}`);
    expect(twiml).toContain('+15125557101</Number>');

    const whisper = await (await signed(CALL_WEBHOOK_PATHS.whisper, row.id, { CallSid: 'CAchild1' })).text();
    expect(whisper).toMatch(/<Say>Porchlight: Morgan Lee(, [^<]+)?\.<\/Say>/);

    const done = await signed(CALL_WEBHOOK_PATHS.dial, row.id, { CallSid: 'CAin1', DialCallStatus: 'completed', DialCallDuration: '42' });
    expect(await done.text()).toContain('<Hangup/>');
    await t.jobs.drain();
    expect(await callOf('CAin1')).toMatchObject({ state: 'ended', outcome: 'connected', answeredBy: 'agent', durationSeconds: 42 });
    const timeline = (await body(agent.call(`/api/leads/${lead.id}/activity`))).activity.filter((a: { kind: string }) => a.kind === 'call');
    expect(timeline).toEqual([expect.objectContaining({ callOutcome: 'connected', body: 'Inbound call' })]);
    // Answered: no text-back.
    expect(await textsTo(agent.userId, '+15125558101')).toEqual([]);
    // Twilio asking again for the same call gets the same call.
    await signed(CALL_WEBHOOK_PATHS.voice, null, { CallSid: 'CAin1', From: '+15125558101', To: agent.number });
    expect(await t.db.select().from(calls).where(eq(calls.callSid, 'CAin1'))).toHaveLength(1);
  });

  it('makes an unknown caller a lead (source "Phone call"), takes a voicemail, and texts them back once an hour', async () => {
    const agent = await agentWithNumber('+15125557102');
    const caller = '+15125558102';
    await signed(CALL_WEBHOOK_PATHS.voice, null, { CallSid: 'CAin2', From: caller, To: agent.number });
    const row = await callOf('CAin2');
    const [lead] = await t.db
      .select()
      .from(leads)
      .where(and(eq(leads.userId, agent.userId), eq(leads.phone, caller)));
    expect(lead).toMatchObject({ source: PHONE_CALL_SOURCE });
    expect(row.leadId).toBe(lead!.id);

    const record = await (await signed(CALL_WEBHOOK_PATHS.dial, row.id, { CallSid: 'CAin2', DialCallStatus: 'no-answer' })).text();
    expect(record).toContain("Dana Agent can't take your call");
    expect(record).toContain(
      `<Record maxLength="120" playBeep="true" action="${TEST_APP_URL}${CALL_WEBHOOK_PATHS.voicemail}?call=${row.id}"`,
    );
    const recording = 'https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/RE1';
    await signed(CALL_WEBHOOK_PATHS.voicemail, row.id, { CallSid: 'CAin2', RecordingUrl: recording, RecordingDuration: '17' });
    // The recording's status report comes to the same place, with its SID.
    await signed(CALL_WEBHOOK_PATHS.voicemail, row.id, {
      CallSid: 'CAin2',
      RecordingSid: 'RE1',
      RecordingUrl: recording,
      RecordingDuration: '17',
      RecordingStatus: 'completed',
    });
    await signed(CALL_WEBHOOK_PATHS.status, null, { CallSid: 'CAin2', CallStatus: 'completed', CallDuration: '40' });
    await t.jobs.drain();
    const voicemail = await callOf('CAin2');
    expect(voicemail).toMatchObject({ state: 'ended', outcome: 'voicemail', durationSeconds: 17 });
    // The voicemail is a recording like a conversation's: one, however often Twilio reports it.
    expect(await t.db.select().from(callRecordings).where(eq(callRecordings.callId, voicemail.id))).toEqual([
      expect.objectContaining({ kind: 'voicemail', recordingSid: 'RE1', leadId: lead!.id, durationSeconds: 17 }),
    ]);
    expect(await body(agent.call(`/api/calls/${voicemail.id}`))).toMatchObject({
      outcome: 'voicemail',
      recording_url: `/api/calls/${voicemail.id}/recording`,
      recording_seconds: 17,
    });
    expect(await textsTo(agent.userId, caller)).toEqual([{ body: DEFAULT_MISSED_CALL_TEXT }]);

    // They call again within the hour and nobody answers: no second text.
    await signed(CALL_WEBHOOK_PATHS.voice, null, { CallSid: 'CAin3', From: caller, To: agent.number });
    const again = await callOf('CAin3');
    expect(again.leadId).toBe(lead!.id);
    await signed(CALL_WEBHOOK_PATHS.dial, again.id, { CallSid: 'CAin3', DialCallStatus: 'busy' });
    await signed(CALL_WEBHOOK_PATHS.status, null, { CallSid: 'CAin3', CallStatus: 'completed' });
    await t.jobs.drain();
    expect(await callOf('CAin3')).toMatchObject({ state: 'ended', outcome: 'no_answer' });
    expect(await textsTo(agent.userId, caller)).toHaveLength(1);
  });

  it("texts back in the agent's words, and not at all when they turned it off", async () => {
    const agent = await agentWithNumber('+15125557103');
    const saved = await agent.put('/api/calls/settings', { missed_call_text: 'On a showing, back in 10!' });
    expect(saved.status).toBe(200);
    await agent.lead({ name: 'Pat Words', phone: '+15125558103' });
    await signed(CALL_WEBHOOK_PATHS.voice, null, { CallSid: 'CAin4', From: '+15125558103', To: agent.number });
    await signed(CALL_WEBHOOK_PATHS.status, null, { CallSid: 'CAin4', CallStatus: 'no-answer' });
    await t.jobs.drain();
    expect(await textsTo(agent.userId, '+15125558103')).toEqual([{ body: 'On a showing, back in 10!' }]);

    expect((await agent.put('/api/calls/settings', { missed_call_text_enabled: false })).status).toBe(200);
    await agent.lead({ name: 'Quiet Off', phone: '+15125558104' });
    await signed(CALL_WEBHOOK_PATHS.voice, null, { CallSid: 'CAin5', From: '+15125558104', To: agent.number });
    await signed(CALL_WEBHOOK_PATHS.status, null, { CallSid: 'CAin5', CallStatus: 'no-answer' });
    await t.jobs.drain();
    expect(await textsTo(agent.userId, '+15125558104')).toEqual([]);
    expect((await agent.put('/api/calls/settings', { missed_call_text: '' })).status).toBe(400);
  });

  it("does not text back an unknown caller outside the number's country (a forged caller ID cannot buy texts abroad)", async () => {
    const agent = await agentWithNumber('+15125557105');
    const caller = '+447700900555';
    await signed(CALL_WEBHOOK_PATHS.voice, null, { CallSid: 'CAin9', From: caller, To: agent.number });
    await signed(CALL_WEBHOOK_PATHS.status, null, { CallSid: 'CAin9', CallStatus: 'no-answer' });
    await t.jobs.drain();
    expect(await callOf('CAin9')).toMatchObject({ state: 'ended', outcome: 'no_answer' });
    expect(await textsTo(agent.userId, caller)).toEqual([]);
  });

  it('goes straight to voicemail when the agent has no phone on their profile', async () => {
    const agent = await agentWithNumber(null);
    const twiml = await (await signed(CALL_WEBHOOK_PATHS.voice, null, { CallSid: 'CAin6', From: '+15125558106', To: agent.number })).text();
    expect(twiml).toContain('<Record');
    expect(twiml).not.toContain('<Dial');
  });

  it('rejects a call to a number no account owns, and a forged one', async () => {
    const twiml = await (
      await signed(CALL_WEBHOOK_PATHS.voice, null, { CallSid: 'CAin7', From: '+15125558107', To: '+15125550999' })
    ).text();
    expect(twiml).toContain('<Reject/>');
    const forged = await t.request(CALL_WEBHOOK_PATHS.voice, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'bogus' },
      body: new URLSearchParams({ CallSid: 'CAin8', From: '+1', To: '+1' }).toString(),
    });
    expect(forged.status).toBe(403);
  });
});
