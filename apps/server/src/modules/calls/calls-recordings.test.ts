import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_WEBHOOK_PATHS } from '@porchlight/domain/calls/call-schemas';
import { callRecordings, calls } from '../../db/schema/index.ts';
import { TEST_APP_URL, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startTwilioPeer } from '../../../test/twilio-peer.ts';
import { body } from '../../../test/messaging-agent.ts';
import { agentReadyToCall, twilioReporter } from '../../../test/calls-test-support.ts';

// Issue 52: recording with consent (off by default; each party hears the notice), played through
// Porchlight, deleted at Twilio past the plan's retention and with the lead. Against the loopback
// Twilio peer, which checks the recording requests' shapes.

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

const caller = (phone: string, options: { record?: boolean } = {}) =>
  agentReadyToCall(t, phone, { fullName: 'Dana Agent', recordCalls: options.record });

/** A click-to-call placed at the peer and talked through: answers the call's id and Twilio's SID. */
async function talked(agent: Awaited<ReturnType<typeof caller>>, leadId: string, agentPhone: string) {
  const call = await body(agent.post('/api/calls', { lead_id: leadId }));
  await t.jobs.drain();
  const placed = peer.calls.filter((c) => c.form.To === agentPhone).at(-1)!;
  await signed(CALL_WEBHOOK_PATHS.dial, call.id, { CallSid: placed.sid, DialCallStatus: 'completed', DialCallDuration: '93' });
  await signed(CALL_WEBHOOK_PATHS.status, call.id, { CallSid: placed.sid, CallStatus: 'completed', CallDuration: '101' });
  return { id: call.id as string, sid: placed.sid, twiml: placed.form.Twiml! };
}

/** Twilio's report that a call's recording is ready (the <Dial>'s recordingStatusCallback). */
function reportRecording(callId: string, callSid: string, status = 'completed') {
  const recording = peer.addRecording();
  const report = () =>
    signed(CALL_WEBHOOK_PATHS.recording, callId, {
      CallSid: callSid,
      RecordingSid: recording.recordingSid,
      RecordingUrl: recording.url,
      RecordingStatus: status,
      RecordingDuration: '93',
      RecordingChannels: '2',
      RecordingSource: 'DialVerb',
    });
  return { ...recording, report };
}

const recordingsOf = (callId: string) => t.db.select().from(callRecordings).where(eq(callRecordings.callId, callId));

describe('recording calls', () => {
  it('is off by default: no recording, no notice', async () => {
    const agent = await caller('+15125557201');
    expect(await body(agent.call('/api/calls/settings'))).toMatchObject({ record_calls: false, recording_retention_days: 30 });
    const lead = await agent.lead({ name: 'Plain Call', phone: '+15125558201' });
    const { twiml } = await talked(agent, lead.id, '+15125557201');
    expect(twiml).not.toContain('record=');
    expect(twiml).not.toContain('This call is recorded');
    expect(twiml).toContain('<Number>+15125558201</Number>');
  });

  it('tells both parties, records the conversation, and plays it through Porchlight to the agent alone', async () => {
    const agent = await caller('+15125557202', { record: true });
    expect(await body(agent.call('/api/calls/settings'))).toMatchObject({ record_calls: true });
    const lead = await agent.lead({ name: 'Morgan Lee', phone: '+15125558202' });
    const call = await talked(agent, lead.id, '+15125557202');

    // The agent hears the notice after the whisper; the lead hears it on answering, before they are put through.
    expect(call.twiml).toContain('<Say>Porchlight: calling Morgan Lee. This call is recorded.</Say>');
    expect(call.twiml).toContain('record="record-from-answer-dual"');
    expect(call.twiml).toContain(`recordingStatusCallback="${TEST_APP_URL}${CALL_WEBHOOK_PATHS.recording}?call=${call.id}"`);
    expect(call.twiml).toContain(
      `<Number url="${TEST_APP_URL}${CALL_WEBHOOK_PATHS.notice}?call=${call.id}" method="POST">+15125558202</Number>`,
    );
    expect(peer.problems).toEqual([]);
    const notice = await signed(CALL_WEBHOOK_PATHS.notice, call.id, { CallSid: 'CAleadleg1' });
    expect(notice.headers.get('content-type')).toContain('text/xml');
    expect(await notice.text()).toContain('<Say>This call is recorded.</Say>');

    // Twilio reports the recording (and may report it again): one recording on the call.
    const recording = reportRecording(call.id, call.sid);
    expect((await recording.report()).status).toBe(204);
    expect((await recording.report()).status).toBe(204);
    expect(await recordingsOf(call.id)).toEqual([
      expect.objectContaining({ recordingSid: recording.recordingSid, kind: 'call', leadId: lead.id, durationSeconds: 93 }),
    ]);
    await t.jobs.drain();

    const [listed] = (await body(agent.call(`/api/calls?lead_id=${lead.id}`))).calls;
    expect(listed).toMatchObject({ recorded: true, recording_url: `/api/calls/${call.id}/recording`, recording_seconds: 93 });
    // Twilio's address and credentials are nowhere in what the browser reads.
    expect(JSON.stringify(listed)).not.toContain('twilio.com');
    const timeline = (await body(agent.call(`/api/leads/${lead.id}/activity`))).activity.filter((a: { kind: string }) => a.kind === 'call');
    expect(timeline).toEqual([expect.objectContaining({ callId: call.id })]);

    const audio = await agent.call(listed.recording_url);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect(audio.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await audio.arrayBuffer())).toEqual(recording.audio);
    const part = await agent.call(listed.recording_url, { headers: { range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-3/${recording.audio.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(recording.audio.subarray(0, 4));

    const other = await caller('+15125557203');
    expect((await other.call(listed.recording_url)).status).toBe(404);
    expect((await t.request(listed.recording_url)).status).toBe(401);
  });

  it('keeps nothing for a recording Twilio reports absent, and refuses a forged report', async () => {
    const agent = await caller('+15125557204', { record: true });
    const lead = await agent.lead({ name: 'Said Nothing', phone: '+15125558204' });
    const call = await talked(agent, lead.id, '+15125557204');
    expect((await reportRecording(call.id, call.sid, 'absent').report()).status).toBe(204);
    expect(await recordingsOf(call.id)).toEqual([]);
    const forged = await t.request(`${CALL_WEBHOOK_PATHS.recording}?call=${call.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'bogus' },
      body: new URLSearchParams({ CallSid: call.sid, RecordingSid: `RE${'0'.repeat(32)}`, RecordingStatus: 'completed' }).toString(),
    });
    expect(forged.status).toBe(403);
    expect(await recordingsOf(call.id)).toEqual([]);
    expect((await agent.call(`/api/calls/${call.id}/recording`)).status).toBe(404);
  });

  it('on a call to the number: the caller hears the notice before the agent is rung, the agent after the whisper', async () => {
    const agent = await caller('+15125557205', { record: true });
    await agent.lead({ name: 'Ringing In', phone: '+15125558205' });
    const twiml = await (
      await signed(CALL_WEBHOOK_PATHS.voice, null, { CallSid: 'CArec1', From: '+15125558205', To: agent.number })
    ).text();
    const [row] = await t.db.select().from(calls).where(eq(calls.callSid, 'CArec1'));
    expect(row).toMatchObject({ recorded: true });
    expect(twiml.indexOf('<Say>This call is recorded.</Say>')).toBeGreaterThan(-1);
    expect(twiml.indexOf('<Say>This call is recorded.</Say>')).toBeLessThan(twiml.indexOf('<Dial'));
    expect(twiml).toContain('record="record-from-answer-dual"');
    expect(twiml).toContain(`recordingStatusCallback="${TEST_APP_URL}${CALL_WEBHOOK_PATHS.recording}?call=${row!.id}"`);
    const whisper = await (await signed(CALL_WEBHOOK_PATHS.whisper, row!.id, { CallSid: 'CArec1child' })).text();
    expect(whisper).toMatch(/<Say>Porchlight: Ringing In(, [^<]+)?\. This call is recorded\.<\/Say>/);
  });
});

describe('deleting recordings at Twilio', () => {
  it("deletes a lead's recordings and voicemails with the lead; the call stays in the log", async () => {
    const agent = await caller('+15125557210', { record: true });
    const lead = await agent.lead({ name: 'Gone Soon', phone: '+15125558210' });
    const call = await talked(agent, lead.id, '+15125557210');
    const conversation = reportRecording(call.id, call.sid);
    await conversation.report();
    // Their voicemail, from a call to the number nobody answered.
    await signed(CALL_WEBHOOK_PATHS.voice, null, { CallSid: 'CAvm10', From: '+15125558210', To: agent.number });
    const [inbound] = await t.db.select().from(calls).where(eq(calls.callSid, 'CAvm10'));
    await signed(CALL_WEBHOOK_PATHS.dial, inbound!.id, { CallSid: 'CAvm10', DialCallStatus: 'no-answer' });
    const voicemail = peer.addRecording();
    await signed(CALL_WEBHOOK_PATHS.voicemail, inbound!.id, { CallSid: 'CAvm10', RecordingUrl: voicemail.url, RecordingDuration: '12' });
    await t.jobs.drain();
    expect(await recordingsOf(inbound!.id)).toEqual([expect.objectContaining({ kind: 'voicemail', recordingSid: voicemail.recordingSid })]);

    expect((await agent.call(`/api/leads/${lead.id}`, { method: 'DELETE' })).status).toBeLessThan(300);
    await t.jobs.drain();
    expect(peer.deletedRecordings).toEqual(expect.arrayContaining([conversation.recordingSid, voicemail.recordingSid]));
    expect(peer.hasRecording(conversation.recordingSid)).toBe(false);
    expect(peer.problems).toEqual([]);
    const rows = [...(await recordingsOf(call.id)), ...(await recordingsOf(inbound!.id))];
    expect(rows.map((r) => r.deletedAt)).toEqual([expect.any(Date), expect.any(Date)]);
    // The calls stay, without the lead: the month's minutes are counted from them.
    const [kept] = await t.db.select().from(calls).where(eq(calls.id, call.id));
    expect(kept).toMatchObject({ leadId: null, billedSeconds: 101 });
    expect((await agent.call(`/api/calls/${call.id}/recording`)).status).toBe(404);
  });

  it("deletes recordings past the plan's data retention, daily, and leaves the younger ones", async () => {
    const agent = await caller('+15125557211', { record: true });
    const lead = await agent.lead({ name: 'Long Ago', phone: '+15125558211' });
    const old = await talked(agent, lead.id, '+15125557211');
    const recent = await talked(agent, lead.id, '+15125557211');
    const oldRecording = reportRecording(old.id, old.sid);
    const recentRecording = reportRecording(recent.id, recent.sid);
    await oldRecording.report();
    await recentRecording.report();
    // Starter keeps 30 days.
    const day = 24 * 60 * 60 * 1000;
    await t.db
      .update(callRecordings)
      .set({ createdAt: new Date(Date.now() - 31 * day) })
      .where(eq(callRecordings.callId, old.id));
    await t.db
      .update(callRecordings)
      .set({ createdAt: new Date(Date.now() - 29 * day) })
      .where(eq(callRecordings.callId, recent.id));

    expect(await t.services.calls.sweepRecordings()).toBeGreaterThanOrEqual(1);
    await t.jobs.drain();
    expect(peer.hasRecording(oldRecording.recordingSid)).toBe(false);
    expect(peer.hasRecording(recentRecording.recordingSid)).toBe(true);
    expect((await recordingsOf(old.id))[0]!.deletedAt).toBeInstanceOf(Date);
    expect((await recordingsOf(recent.id))[0]!.deletedAt).toBeNull();
    const listed = (await body(agent.call(`/api/calls?lead_id=${lead.id}`))).calls;
    expect(listed.find((c: { id: string }) => c.id === old.id)).toMatchObject({ recorded: true, recording_url: null });
    expect(listed.find((c: { id: string }) => c.id === recent.id)).toMatchObject({ recording_url: `/api/calls/${recent.id}/recording` });
    // The next day's sweep finds nothing more of theirs to delete.
    const before = peer.deletedRecordings.length;
    await t.services.calls.sweepRecordings();
    await t.jobs.drain();
    expect(peer.deletedRecordings.slice(before)).not.toContain(recentRecording.recordingSid);
  });

  it('deletes at once the recording of a call whose lead was deleted while they talked', async () => {
    const agent = await caller('+15125557212', { record: true });
    const lead = await agent.lead({ name: 'Mid Call', phone: '+15125558212' });
    const call = await talked(agent, lead.id, '+15125557212');
    expect((await agent.call(`/api/leads/${lead.id}`, { method: 'DELETE' })).status).toBeLessThan(300);
    await t.jobs.drain();
    const recording = reportRecording(call.id, call.sid);
    await recording.report();
    await t.jobs.drain();
    expect(peer.hasRecording(recording.recordingSid)).toBe(false);
    expect((await recordingsOf(call.id))[0]!.deletedAt).toBeInstanceOf(Date);
  });
});
