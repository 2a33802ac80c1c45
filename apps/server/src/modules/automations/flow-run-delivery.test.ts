import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { body } from '../../../test/messaging-agent.ts';
import { TEST_APP_URL, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { smsDayZone } from '../../../test/sms-hours.ts';
import { signedTwilioRequest, startTwilioPeer } from '../../../test/twilio-peer.ts';
import { automationsAgent } from '../../../test/automations-test-support.ts';

const FROM = '+15125550000';
/** Twilio's status callback (messaging's route; modules do not import each other). */
const SMS_WEBHOOK_STATUS_PATH = '/api/sms/webhooks/status';

let t: TestApp;
let peer: Awaited<ReturnType<typeof startTwilioPeer>>;

beforeAll(async () => {
  peer = await startTwilioPeer();
  t = await createTestApp(peer.env({ TWILIO_PHONE_NUMBER: FROM }));
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

type Delivery = { channel: string; state: string; error: string | null; message_id: string | null };
type Run = { id: string; steps: { index: number; result: string; detail: string; delivery: Delivery | null }[] };

/** The retry the send job planned (10 s or more away) is due now. */
const retryNow = () =>
  t.db.execute(sql`update jobs set run_at = now() where state = 'queued' and queue = ${`${t.jobs.namespace}messaging.send`}`);

describe("a flow run's send step shows its message's real delivery state (issue 45)", () => {
  it('retrying with the error while Twilio fails, then sent and delivered; a text refused for good is failed with the reason', async () => {
    const agent = await automationsAgent(t, { timeZone: smsDayZone() });
    expect((await agent.put('/api/sms/settings', { enabled: true })).status).toBe(200);
    // The account's own number is bought from Twilio first (decision 044): the faults below are the text's.
    await t.jobs.drain();
    const flow = await agent.flow({
      steps: [
        { id: 'text', type: 'send_sms', body: 'Hi {{lead.firstName}}, a new listing for you' },
        { id: 'note', type: 'notify', title: 'Texted' },
      ],
    });
    const lead = await agent.lead({ name: 'Tia Text', phone: '+447700900510' });
    expect((await agent.post(`/api/flows/${flow.id}/enrol`, { lead_ids: [lead.id] })).status).toBe(200);
    const runOf = async () => (await body(agent.call(`/api/flow-runs?lead_id=${lead.id}`))).runs[0] as Run;

    // Twilio turns the first attempt away (a 4xx: surely not sent, decision 044): the text waits for its retry.
    peer.failNext.push({ status: 429, code: 20429, message: 'Too Many Requests' });
    await t.jobs.drain();
    const run = await runOf();
    const [message] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.requestKey, `flow:${run.id}:0`));
    expect(message).toMatchObject({ status: 'queued', error: expect.any(String) });
    expect(run.steps[0]).toMatchObject({
      result: 'done',
      delivery: { channel: 'sms', state: 'retrying', error: message!.error, message_id: message!.id },
    });
    // The notify step sends nothing: no delivery.
    expect(run.steps[1]).toMatchObject({ result: 'done', delivery: null });
    // One run reads the same.
    expect((await body(agent.call(`/api/flow-runs/${run.id}`))).steps[0].delivery).toMatchObject({ state: 'retrying' });

    await retryNow();
    await t.jobs.drain();
    expect((await runOf()).steps[0]!.delivery).toEqual({ channel: 'sms', state: 'sent', error: null, message_id: message!.id });

    const sid = peer.sent.find((m) => m.form.To === '+447700900510')!.sid;
    expect(
      (
        await t.request(
          SMS_WEBHOOK_STATUS_PATH,
          signedTwilioRequest(TEST_APP_URL, SMS_WEBHOOK_STATUS_PATH, { MessageSid: sid, MessageStatus: 'delivered' }),
        )
      ).status,
    ).toBe(204);
    expect((await runOf()).steps[0]!.delivery).toMatchObject({ state: 'delivered', error: null });

    // A number Twilio refuses for good.
    const bad = await agent.lead({ name: 'Bad Number', phone: '+447700900511' });
    peer.failNext.push({ status: 400, code: 21211, message: "The 'To' number +447700900511 is not a valid phone number." });
    expect((await agent.post(`/api/flows/${flow.id}/enrol`, { lead_ids: [bad.id] })).status).toBe(200);
    await t.jobs.drain();
    const [badRun] = (await body(agent.call(`/api/flow-runs?lead_id=${bad.id}`))).runs as Run[];
    expect(badRun!.steps[0]!.delivery).toMatchObject({
      state: 'failed',
      error: "The 'To' number +447700900511 is not a valid phone number.",
    });
  });

  it('a send messaging refused (the lead has no number) has no message: failed, the step says why', async () => {
    const agent = await automationsAgent(t, { timeZone: smsDayZone() });
    expect((await agent.put('/api/sms/settings', { enabled: true })).status).toBe(200);
    const flow = await agent.flow({ steps: [{ id: 'text', type: 'send_sms', body: 'Hello' }] });
    const lead = await agent.lead({ name: 'No Phone' });
    await agent.post(`/api/flows/${flow.id}/enrol`, { lead_ids: [lead.id] });
    await t.jobs.drain();
    const [run] = (await body(agent.call(`/api/flow-runs?lead_id=${lead.id}`))).runs as Run[];
    expect(run!.steps[0]).toMatchObject({
      result: 'failed',
      detail: expect.stringContaining('Not sent'),
      delivery: { state: 'failed', message_id: null },
    });
  });
});
