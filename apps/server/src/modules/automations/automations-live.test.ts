import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_RUN_UPDATE_KIND } from '@porchlight/domain/automations/run-update';
import { authed, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { readEvents } from '../../../test/sse-client.ts';
import { startSmtpPeer } from '../../../test/smtp-peer.ts';
import { automationsAgent } from '../../../test/automations-test-support.ts';

// A run that moves reaches the agent's open streams, so the run history and the lead's page
// reload without a refresh (docs/decisions/016-automations.md, live run history).
let t: TestApp;
let mail: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  mail = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: mail.url, EMAIL_FROM: 'Porchlight <no-reply@porchlight.test>' });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

describe('flow_run_update', () => {
  it("each step that runs, and a reply that stops the run, reaches the agent's stream with the flow, run and lead", async () => {
    const agent = await automationsAgent(t);
    const stream = readEvents(await t.request(`/api/realtime/events?types=${FLOW_RUN_UPDATE_KIND}`, authed(agent.cookie)));
    await stream.next('connection');
    const flow = await agent.flow({
      steps: [
        { id: 'hello', type: 'send_email', subject: 'Hello', body: 'Hi {{lead.firstName}}' },
        { id: 'wait', type: 'wait', amount: 1, unit: 'days' },
        { id: 'again', type: 'send_email', subject: 'Again', body: 'Hi again' },
      ],
    });
    await agent.trigger(flow.id, { kind: 'lead_created' });
    const lead = await agent.lead({ name: 'Ivy Stone', email: 'ivy@lead.test' });
    await t.jobs.drain();

    const [run] = await agent.runsOf(flow.id);
    const first = await stream.next(FLOW_RUN_UPDATE_KIND);
    expect(first.data).toEqual({ flowId: flow.id, runId: run!.id, leadId: lead.id });
    await stream.next(FLOW_RUN_UPDATE_KIND); // the wait step

    // A reply (the event messaging records) stops the run: that reaches the stream too.
    await t.eventLog.record(t.db, {
      type: 'message.received',
      accountId: agent.userId,
      subjectType: 'lead',
      subjectId: lead.id,
      payload: { channel: 'email', leadId: lead.id, from: 'ivy@lead.test', preview: 'Thanks' },
    });
    await t.jobs.drain();
    expect((await stream.next(FLOW_RUN_UPDATE_KIND)).data).toEqual({ flowId: flow.id, runId: run!.id, leadId: lead.id });
    await stream.close();
  });
});
