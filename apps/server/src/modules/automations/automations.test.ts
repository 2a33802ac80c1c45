import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowRuns, messages, notifications, trackingTasks, triggers } from '../../db/schema/index.ts';
import { SCHEDULE_TICK_QUEUE } from './automations.jobs.ts';
import { createTestApp, signUp, authed, json, type TestApp } from '../../../test/test-app.ts';
import { startSmtpPeer } from '../../../test/smtp-peer.ts';
import type { CreateFlowRequestInput } from '@porchlight/domain/automations/automation-schemas';
import { body } from '../../../test/messaging-agent.ts';
import { automationsAgent, endWaits } from '../../../test/automations-test-support.ts';

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

const welcome: CreateFlowRequestInput['steps'] = [
  { id: 'hello', type: 'send_email', subject: 'Welcome, {{lead.firstName}}', body: 'Hi {{lead.firstName}}, welcome.' },
  { id: 'wait', type: 'wait', amount: 2, unit: 'days' },
  { id: 'quiet', type: 'branch', condition: { kind: 'replied', replied: false }, otherwise: 'end' },
  { id: 'again', type: 'send_email', subject: 'Following up', body: 'Still looking, {{lead.firstName}}?' },
];

describe('flows: CRUD', () => {
  it('creates a draft, reads, edits and deletes it; another agent gets 404', async () => {
    const agent = await automationsAgent(t);
    const res = await agent.post('/api/flows', { name: 'Welcome', steps: welcome });
    expect(res.status).toBe(201);
    const flow = await body(res);
    expect(flow).toMatchObject({ name: 'Welcome', status: 'draft', stop_on_reply: true, problems: [], active_runs: 0 });
    expect(flow.steps).toHaveLength(4);
    expect(flow).not.toHaveProperty('user_id');

    const edited = await body(
      agent.call(`/api/flows/${flow.id}`, { ...json({ name: 'Welcome 2', steps: welcome.slice(0, 2) }), method: 'PATCH' }),
    );
    expect(edited).toMatchObject({
      name: 'Welcome 2',
      problems: [{ step: 1, message: 'The last step is a wait: nothing happens after it' }],
    });
    expect((await body(agent.call('/api/flows'))).flows.map((f: { id: string }) => f.id)).toEqual([flow.id]);

    const other = await automationsAgent(t);
    expect((await other.call(`/api/flows/${flow.id}`)).status).toBe(404);
    expect((await other.call(`/api/flows/${flow.id}`, { ...json({ name: 'Mine' }), method: 'PATCH' })).status).toBe(404);
    expect((await other.call(`/api/flows/${flow.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await other.call('/api/flows/not-a-uuid')).status).toBe(404);

    expect((await agent.call(`/api/flows/${flow.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await agent.call(`/api/flows/${flow.id}`)).status).toBe(404);
  });

  it('400 naming the field of a bad step', async () => {
    const agent = await automationsAgent(t);
    const res = await agent.post('/api/flows', { name: 'Bad', steps: [{ id: 'w', type: 'wait', amount: 0, unit: 'days' }] });
    expect(res.status).toBe(400);
    expect((await body(res)).error).toBe('steps.0.amount: must be at least 1');
    const noName = await agent.post('/api/flows', { name: ' ', steps: [] });
    expect((await body(noName)).error).toMatch(/^name: /);
  });

  it('turning a flow on needs steps that can run (400 naming the steps)', async () => {
    const agent = await automationsAgent(t);
    const flow = await agent.flow({ steps: [] }, false);
    const res = await agent.post(`/api/flows/${flow.id}/status`, { status: 'active' });
    expect(res.status).toBe(400);
    expect((await body(res)).error).toBe('steps: Add at least one step');
    const branchy = await agent.flow(
      {
        steps: [
          { id: 'b', type: 'branch', condition: { kind: 'replied', replied: false }, otherwise: 'gone' },
          { id: 'n', type: 'notify', title: 'x' },
        ],
      },
      false,
    );
    expect((await body(agent.post(`/api/flows/${branchy.id}/status`, { status: 'active' }))).error).toBe(
      'steps: Step 1 jumps to a step that no longer exists',
    );
  });
});

describe('plan limits (402 naming the limit)', () => {
  it('flows: the trial allows 2', async () => {
    const agent = await automationsAgent(t, { plan: 'trial' });
    await agent.flow({ steps: [] }, false);
    await agent.flow({ steps: [] }, false);
    const res = await agent.post('/api/flows', { name: 'Third', steps: [] });
    expect(res.status).toBe(402);
    expect(await body(res)).toMatchObject({ limit: 'flows', used: 2, allowed: 2 });
    const template = await agent.post('/api/flow-templates/nurture-30-day/use', {});
    expect(template.status).toBe(402);
  });

  it('triggerEvents: the trial allows 5 triggers', async () => {
    const agent = await automationsAgent(t, { plan: 'trial' });
    const flow = await agent.flow({ steps: [{ id: 'n', type: 'notify', title: 'x' }] });
    for (let i = 0; i < 5; i++) await agent.trigger(flow.id, { kind: 'lead_created' });
    const res = await agent.post('/api/triggers', { name: 'Sixth', flow_id: flow.id, config: { kind: 'lead_created' } });
    expect(res.status).toBe(402);
    expect(await body(res)).toMatchObject({ limit: 'triggerEvents', used: 5, allowed: 5 });
  });

  it("workflowExecutions: enrolling past the month's runs is refused; a trigger starts what fits and says so", async () => {
    const agent = await automationsAgent(t, { plan: 'trial' });
    const flow = await agent.flow({ steps: [{ id: 'n', type: 'notify', title: 'Hello {{lead.name}}' }] });
    const lead = await agent.lead({ name: 'First Lead' });
    await t.db.insert(flowRuns).values(Array.from({ length: 49 }, () => ({ userId: agent.userId, flowId: flow.id, status: 'completed' })));
    const two = await agent.lead({ name: 'Second Lead' });
    const res = await agent.post(`/api/flows/${flow.id}/enrol`, { lead_ids: [lead.id, two.id] });
    expect(res.status).toBe(402);
    expect(await body(res)).toMatchObject({ limit: 'workflowExecutions', used: 49, allowed: 50 });
    expect(await body(agent.post(`/api/flows/${flow.id}/enrol`, { lead_ids: [lead.id] }))).toEqual({ started: 1, already_on_flow: 0 });
    await t.jobs.drain();

    await agent.trigger(flow.id, { kind: 'lead_created' });
    await agent.lead({ name: 'Over The Limit' });
    await t.jobs.drain();
    const alerts = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, agent.userId), eq(notifications.type, 'alert')));
    expect(alerts.map((n) => n.title)).toContain('Trigger "Test trigger" could not start every run');
  });

  it("bad bodies are 400 naming the field; another account's lead is 404", async () => {
    const agent = await automationsAgent(t);
    const flow = await agent.flow({ steps: [{ id: 'n', type: 'notify', title: 'x' }] });
    expect((await body(agent.post(`/api/flows/${flow.id}/enrol`, { lead_ids: [] }))).error).toBe('lead_ids: pick at least one lead');
    expect(
      (
        await body(
          agent.post('/api/triggers', {
            name: 'x',
            flow_id: flow.id,
            config: { kind: 'schedule', weekday: 1, time: '8am', lead_tag: 'a' },
          }),
        )
      ).error,
    ).toBe('config.time: must be a time like 08:00');
    const other = await automationsAgent(t);
    const theirs = await other.lead();
    expect((await agent.post(`/api/flows/${flow.id}/enrol`, { lead_ids: [theirs.id] })).status).toBe(404);
    expect((await agent.post(`/api/flows/${flow.id}/test-run`, { lead_id: theirs.id })).status).toBe(404);
  });
});

describe('a trigger runs a flow end to end', () => {
  it('lead created -> welcome e-mail arrives -> wait -> no reply -> follow-up arrives; history per flow and lead', async () => {
    const agent = await automationsAgent(t);
    const flow = await agent.flow({ name: 'Welcome', steps: welcome });
    const trigger = await agent.trigger(flow.id, { kind: 'lead_created' }, 'New lead');
    const lead = await agent.lead({ name: 'Nora Quinn', email: 'nora@lead.test' });
    await t.jobs.drain();

    const first = mail.to('nora@lead.test');
    expect(first).toHaveLength(1);
    expect(first[0]!.raw).toContain('Subject: Welcome, Nora');
    let [run] = await agent.runsOf(flow.id);
    expect(run).toMatchObject({ status: 'waiting', lead_id: lead.id });
    expect(run!.steps.map((s) => s.result)).toEqual(['done', 'done']);
    expect(run!.steps[1]!.detail).toMatch(/^Waiting until /);

    const triggers = (await body(agent.call('/api/triggers'))).triggers;
    expect(triggers).toEqual([
      expect.objectContaining({
        id: trigger.id,
        name: 'New lead',
        enabled: true,
        fired_this_month: 1,
        flow_name: 'Welcome',
        description: 'A new lead is added (not imported)',
      }),
    ]);
    expect(triggers[0].last_fired_at).not.toBeNull();

    await endWaits(t);
    await t.jobs.drain();
    expect(mail.to('nora@lead.test')).toHaveLength(2);
    [run] = await agent.runsOf(flow.id);
    expect(run).toMatchObject({ status: 'completed' });
    expect(run!.steps.map((s) => s.index)).toEqual([0, 1, 2, 3]);
    const ofLead = (await body(agent.call(`/api/flow-runs?lead_id=${lead.id}`))).runs;
    expect(ofLead.map((r: { id: string }) => r.id)).toEqual([run!.id]);
    expect((await t.db.select().from(messages).where(eq(messages.leadId, lead.id))).map((m) => m.requestKey)).toEqual(
      expect.arrayContaining([`flow:${run!.id}:0`, `flow:${run!.id}:3`]),
    );
  });

  it('a reply during the wait stops the run (stop on reply)', async () => {
    const agent = await automationsAgent(t);
    const flow = await agent.flow({ steps: welcome });
    await agent.trigger(flow.id, { kind: 'lead_created' });
    const lead = await agent.lead({ name: 'Ray Park', email: 'ray@lead.test' });
    await t.jobs.drain();
    await t.db
      .insert(messages)
      .values({ userId: agent.userId, leadId: lead.id, type: 'email', direction: 'inbound', status: 'received', body: 'Yes please' });
    await t.eventLog.record(t.db, {
      type: 'message.received',
      accountId: agent.userId,
      subjectType: 'lead',
      subjectId: lead.id,
      payload: { channel: 'email', leadId: lead.id, from: 'ray@lead.test', preview: 'Yes please' },
    });
    await t.jobs.drain();
    await endWaits(t);
    await t.jobs.drain();
    const [run] = await agent.runsOf(flow.id);
    expect(run).toMatchObject({ status: 'stopped', reason: 'The lead replied' });
    expect(mail.to('ray@lead.test')).toHaveLength(1);
  });

  it('a send messaging refuses (the lead has no e-mail) ends the run and tells the agent, with a link to the run', async () => {
    const agent = await automationsAgent(t);
    const flow = await agent.flow({
      name: 'Mailer',
      steps: [
        { id: 'm', type: 'send_email', subject: 'Hi', body: 'Hello' },
        { id: 'n', type: 'notify', title: 'Sent' },
      ],
    });
    const lead = await agent.lead({ name: 'No Mail' });
    await agent.post(`/api/flows/${flow.id}/enrol`, { lead_ids: [lead.id] });
    await t.jobs.drain();
    const [run] = await agent.runsOf(flow.id);
    expect(run).toMatchObject({ status: 'failed', reason: 'Step 1 was not sent: No Mail has no e-mail address' });
    expect(run!.steps[0]).toMatchObject({ result: 'failed', detail: 'Not sent: No Mail has no e-mail address' });
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, agent.userId),
          eq(notifications.type, 'system'),
          eq(notifications.title, 'Flow "Mailer" stopped for No Mail'),
        ),
      );
    expect(note?.actionUrl).toBe(`/flows?flow=${flow.id}&tab=runs&run=${run!.id}`);
  });

  it('a price drop of 5% puts the leads tagged price-alerts on the flow, once', async () => {
    const agent = await automationsAgent(t);
    const flow = await agent.flow({
      steps: [{ id: 'm', type: 'send_email', subject: 'Price drop', body: 'It dropped, {{lead.firstName}}' }],
    });
    await agent.trigger(flow.id, { kind: 'property_price_changed', direction: 'drop', min_percent: 3, lead_tag: 'price-alerts' });
    const tagged = await agent.post('/api/leads', { name: 'Pat Buyer', email: 'pat@lead.test', tags: ['Price-Alerts'] });
    expect(tagged.status).toBe(201);
    await agent.lead({ name: 'Not Tagged', email: 'nt@lead.test' });
    const created = await agent.post('/api/properties', { address: '1 Elm St', currentPrice: 400000 });
    expect(created.status, await created.clone().text()).toBe(201);
    const property = await body(created);
    await agent.call(`/api/properties/${property.id}`, { ...json({ currentPrice: 398000 }), method: 'PATCH' });
    await agent.call(`/api/properties/${property.id}`, { ...json({ currentPrice: 370000 }), method: 'PATCH' });
    await t.jobs.drain();
    expect(mail.to('pat@lead.test')).toHaveLength(1);
    expect(mail.to('nt@lead.test')).toHaveLength(0);
  });
});

describe('schedule triggers', () => {
  it("every Monday 8:00: the next time is set in the agent's zone, and when due the tagged leads go on the flow once", async () => {
    const agent = await automationsAgent(t, { timeZone: 'America/New_York' });
    const flow = await agent.flow({ steps: [{ id: 'n', type: 'notify', title: 'Weekly: {{lead.name}}' }] });
    const trigger = await agent.trigger(flow.id, { kind: 'schedule', weekday: 1, time: '08:00', lead_tag: 'sphere' });
    const [row] = await t.db.select().from(triggers).where(eq(triggers.id, trigger.id));
    const next = row!.nextFireAt!;
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        weekday: 'short',
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(next),
    ).toBe('Mon 08:00');
    await agent.post('/api/leads', { name: 'Sam Sphere', tags: ['sphere'] });
    await t.db
      .update(triggers)
      .set({ nextFireAt: new Date(Date.now() - 1000) })
      .where(eq(triggers.id, trigger.id));
    await t.jobs.enqueue(t.db, SCHEDULE_TICK_QUEUE, {});
    await t.jobs.enqueue(t.db, SCHEDULE_TICK_QUEUE, { at: 'again' });
    await t.jobs.drain();
    const runs = await agent.runsOf(flow.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'completed' });
    const [moved] = await t.db.select().from(triggers).where(eq(triggers.id, trigger.id));
    expect(moved!.nextFireAt!.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('create-task steps', () => {
  it('a flow creates a follow-up task for the lead; past activeTasks the step fails and the run goes on', async () => {
    const agent = await automationsAgent(t, { plan: 'trial' });
    const flow = await agent.flow({
      steps: [
        { id: 't', type: 'create_task', note: 'Call about financing', due_in_days: 0 },
        { id: 'n', type: 'notify', title: 'Done with {{lead.name}}' },
      ],
    });
    const lead = await agent.lead({ name: 'Tia Task' });
    await agent.post(`/api/flows/${flow.id}/enrol`, { lead_ids: [lead.id] });
    await t.jobs.drain();
    const [task] = (await body(agent.call('/api/tracking-tasks'))).tasks;
    expect(task).toMatchObject({
      kind: 'follow_up',
      status: 'active',
      title: 'Follow up with Tia Task',
      lead_id: lead.id,
      note: 'Call about financing',
    });
    expect((await agent.runsOf(flow.id))[0]).toMatchObject({ status: 'completed' });

    await t.db.insert(trackingTasks).values(Array.from({ length: 49 }, () => ({ userId: agent.userId, status: 'active' })));
    const second = await agent.lead({ name: 'Over Limit' });
    await agent.post(`/api/flows/${flow.id}/enrol`, { lead_ids: [second.id] });
    await t.jobs.drain();
    const run = (await agent.runsOf(flow.id)).find((r) => r.lead_id === second.id)!;
    expect(run.status).toBe('completed');
    expect(run.steps[0]).toMatchObject({ result: 'failed' });
    expect(run.steps[0]!.detail).toContain("plan's limit of 50 active tasks");
  });
});

describe('no-reply triggers', () => {
  it('a lead silent for N days since the last message fires once; a lead who replied does not', async () => {
    const agent = await automationsAgent(t);
    const flow = await agent.flow({ steps: [{ id: 'n', type: 'notify', title: 'Nudge {{lead.name}}' }] });
    await agent.trigger(flow.id, { kind: 'lead_no_reply', days: 2 });
    const silent = await agent.lead({ name: 'Sid Silent' });
    const replied = await agent.lead({ name: 'Rae Replied' });
    const recent = await agent.lead({ name: 'Rex Recent' });
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
    await t.db.insert(messages).values([
      { userId: agent.userId, leadId: silent.id, type: 'email', direction: 'outbound', status: 'sent', body: 'Hi', createdAt: ago(3) },
      { userId: agent.userId, leadId: replied.id, type: 'email', direction: 'outbound', status: 'sent', body: 'Hi', createdAt: ago(3) },
      { userId: agent.userId, leadId: replied.id, type: 'email', direction: 'inbound', status: 'received', body: 'Yes', createdAt: ago(1) },
      { userId: agent.userId, leadId: recent.id, type: 'email', direction: 'outbound', status: 'sent', body: 'Hi', createdAt: ago(1) },
    ]);
    await t.jobs.enqueue(t.db, SCHEDULE_TICK_QUEUE, { at: 'one' });
    await t.jobs.drain();
    await t.jobs.enqueue(t.db, SCHEDULE_TICK_QUEUE, { at: 'two' });
    await t.jobs.drain();
    const runs = await agent.runsOf(flow.id);
    expect(runs.map((r) => r.lead_id)).toEqual([silent.id]);
    expect((await body(agent.call('/api/triggers'))).triggers[0]).toMatchObject({
      fired_this_month: 1,
      description: 'A lead has not replied in 2 days',
    });
  });
});

describe('pausing, stopping and test runs', () => {
  it('a paused flow stops its pending steps; turned on again, the runs go on', async () => {
    const agent = await automationsAgent(t);
    const flow = await agent.flow({ steps: welcome });
    const lead = await agent.lead({ name: 'Paula Wait', email: 'paula@lead.test' });
    await agent.post(`/api/flows/${flow.id}/enrol`, { lead_ids: [lead.id] });
    await t.jobs.drain();
    expect((await agent.post(`/api/flows/${flow.id}/status`, { status: 'paused' })).status).toBe(200);
    await endWaits(t);
    await t.jobs.drain();
    expect(mail.to('paula@lead.test')).toHaveLength(1);
    expect((await agent.runsOf(flow.id))[0]).toMatchObject({ status: 'paused' });
    await agent.post(`/api/flows/${flow.id}/status`, { status: 'active' });
    await t.jobs.drain();
    // Turned on again, the run keeps its wait: the follow-up goes when the two days are over.
    expect((await agent.runsOf(flow.id))[0]).toMatchObject({ status: 'waiting' });
    expect(mail.to('paula@lead.test')).toHaveLength(1);
    await endWaits(t);
    await t.jobs.drain();
    expect(mail.to('paula@lead.test')).toHaveLength(2);
    expect((await agent.runsOf(flow.id))[0]).toMatchObject({ status: 'completed' });
  });

  it('the lead page pauses, resumes and stops one run; a deleted flow sends nothing more', async () => {
    const agent = await automationsAgent(t);
    const flow = await agent.flow({ steps: welcome });
    const lead = await agent.lead({ name: 'Lee Stop', email: 'lee@lead.test' });
    await agent.post(`/api/flows/${flow.id}/enrol`, { lead_ids: [lead.id] });
    expect(await body(agent.post(`/api/flows/${flow.id}/enrol`, { lead_ids: [lead.id] }))).toEqual({ started: 0, already_on_flow: 1 });
    await t.jobs.drain();
    const [run] = (await body(agent.call(`/api/flow-runs?lead_id=${lead.id}`))).runs;
    expect((await body(agent.post(`/api/flow-runs/${run.id}/action`, { action: 'pause' }))).status).toBe('paused');
    expect((await body(agent.post(`/api/flow-runs/${run.id}/action`, { action: 'resume' }))).status).toBe('waiting');
    expect((await body(agent.post(`/api/flow-runs/${run.id}/action`, { action: 'stop' }))).status).toBe('stopped');
    expect((await agent.post(`/api/flow-runs/${run.id}/action`, { action: 'stop' })).status).toBe(409);
    const other = await automationsAgent(t);
    expect((await other.post(`/api/flow-runs/${run.id}/action`, { action: 'stop' })).status).toBe(404);

    const second = await agent.lead({ name: 'Del Flow', email: 'del@lead.test' });
    await agent.post(`/api/flows/${flow.id}/enrol`, { lead_ids: [second.id] });
    await t.jobs.drain();
    await agent.call(`/api/flows/${flow.id}`, { method: 'DELETE' });
    await endWaits(t);
    await t.jobs.drain();
    expect(mail.to('lee@lead.test')).toHaveLength(1);
    expect(mail.to('del@lead.test')).toHaveLength(1);
  });

  it('a test run says what each step would do, sends nothing and changes nothing', async () => {
    const agent = await automationsAgent(t, { timeZone: 'America/New_York' });
    const flow = await agent.flow(
      { steps: [...welcome, { id: 'tag', type: 'update_lead', status: 'hot', add_tags: ['nurtured'] }] },
      false,
    );
    const lead = await agent.lead({ name: 'Tess Run', email: 'tess@lead.test', status: 'cold' });
    const res = await body(agent.post(`/api/flows/${flow.id}/test-run`, { lead_id: lead.id }));
    expect(res.steps.map((s: { outcome: string }) => s.outcome)).toEqual([
      'Would e-mail tess@lead.test: "Welcome, Tess"',
      expect.stringMatching(/^Would wait until .*\(America\/New_York\)$/),
      'Condition holds now (assuming no reply yet)',
      'Would e-mail tess@lead.test: "Following up"',
      'Would set status to hot and tags to nurtured',
    ]);
    await t.jobs.drain();
    expect(mail.to('tess@lead.test')).toHaveLength(0);
    expect((await body(agent.call(`/api/leads/${lead.id}`))).status).toBe('cold');
  });

  it('an update step changes the lead, and its tag fires a tag trigger', async () => {
    const agent = await automationsAgent(t);
    const tagger = await agent.flow({ steps: [{ id: 'u', type: 'update_lead', status: 'hot', add_tags: ['vip'] }] });
    const notifier = await agent.flow({ steps: [{ id: 'n', type: 'notify', title: 'VIP: {{lead.name}}' }] });
    await agent.trigger(notifier.id, { kind: 'lead_tag_added', tag: 'vip' });
    const lead = await agent.lead({ name: 'Vera Tag' });
    await agent.post(`/api/flows/${tagger.id}/enrol`, { lead_ids: [lead.id] });
    await t.jobs.drain();
    expect(await body(agent.call(`/api/leads/${lead.id}`))).toMatchObject({ status: 'hot', tags: ['vip'] });
    const tasks = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, agent.userId), eq(notifications.type, 'task'), eq(notifications.title, 'VIP: Vera Tag')));
    expect(tasks).toHaveLength(1);
  });
});

describe('flows do not loop (issue 44)', () => {
  const editLead = (agent: Awaited<ReturnType<typeof automationsAgent>>, id: string, fields: Record<string, unknown>) =>
    agent.call(`/api/leads/${id}`, { ...json(fields), method: 'PATCH' });

  // On the trial (50 runs a month) a loop stops at the month's runs instead of running on.
  it.each([
    [
      'status',
      [
        { id: 'c', type: 'update_lead', status: 'cold' },
        { id: 'h', type: 'update_lead', status: 'hot' },
      ],
      { kind: 'lead_status_changed' },
      { status: 'warm' },
      { status: 'hot' },
    ],
    [
      'tag',
      [
        { id: 'off', type: 'update_lead', remove_tags: ['nurture'] },
        { id: 'on', type: 'update_lead', add_tags: ['nurture'] },
      ],
      { kind: 'lead_tag_added', tag: 'nurture' },
      { tags: ['nurture'] },
      { tags: ['nurture'] },
    ],
  ] as const)("a flow whose steps change the lead's %s, its own trigger, runs once", async (_what, steps, config, edit, after) => {
    const agent = await automationsAgent(t, { plan: 'trial' });
    const flow = await agent.flow({ steps: steps as unknown as CreateFlowRequestInput['steps'] });
    await agent.trigger(flow.id, config);
    const lead = await agent.lead({ name: 'Lou Loop', status: 'cold' });
    expect((await editLead(agent, lead.id, edit)).status).toBe(200);
    await t.jobs.drain();
    const runs = await agent.runsOf(flow.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'completed' });
    expect(await body(agent.call(`/api/leads/${lead.id}`))).toMatchObject(after);
    expect((await body(agent.call('/api/triggers'))).triggers[0]).toMatchObject({ fired_this_month: 1 });
  });

  it('two flows that trigger each other (A tags for B, B tags for A) run once each: A→B→A stops at A', async () => {
    const agent = await automationsAgent(t, { plan: 'trial' });
    const a = await agent.flow({ name: 'A', steps: [{ id: 'ab', type: 'update_lead', remove_tags: ['to-a'], add_tags: ['to-b'] }] });
    const b = await agent.flow({ name: 'B', steps: [{ id: 'ba', type: 'update_lead', remove_tags: ['to-b'], add_tags: ['to-a'] }] });
    await agent.trigger(a.id, { kind: 'lead_tag_added', tag: 'to-a' });
    await agent.trigger(b.id, { kind: 'lead_tag_added', tag: 'to-b' });
    const lead = await agent.lead({ name: 'Ping Pong' });
    expect((await editLead(agent, lead.id, { tags: ['to-a'] })).status).toBe(200);
    await t.jobs.drain();
    expect(await agent.runsOf(a.id)).toHaveLength(1);
    expect(await agent.runsOf(b.id)).toHaveLength(1);
    expect(await body(agent.call(`/api/leads/${lead.id}`))).toMatchObject({ tags: ['to-a'] });
    // B's run remembers that A led to it.
    const [bRun] = await t.db.select({ causeFlowIds: flowRuns.causeFlowIds }).from(flowRuns).where(eq(flowRuns.flowId, b.id));
    expect(bRun?.causeFlowIds).toEqual([a.id]);
    // A person's change still starts A again.
    expect((await editLead(agent, lead.id, { tags: [] })).status).toBe(200);
    expect((await editLead(agent, lead.id, { tags: ['to-a'] })).status).toBe(200);
    await t.jobs.drain();
    expect(await agent.runsOf(a.id)).toHaveLength(2);
  });

  it('a lead whose run of the flow is still open is not put on it again when its trigger fires again', async () => {
    const agent = await automationsAgent(t, { plan: 'trial' });
    const flow = await agent.flow({
      steps: [
        { id: 'w', type: 'wait', amount: 1, unit: 'days' },
        { id: 'n', type: 'notify', title: 'Check in' },
      ],
    });
    await agent.trigger(flow.id, { kind: 'lead_status_changed' });
    const lead = await agent.lead({ name: 'Open Olive', status: 'cold' });
    for (const status of ['warm', 'hot', 'warm']) expect((await editLead(agent, lead.id, { status })).status).toBe(200);
    await t.jobs.drain();
    const runs = await agent.runsOf(flow.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'waiting' });
  });
});

describe('templates', () => {
  it('lists the five and makes a draft flow with its trigger from one', async () => {
    const agent = await automationsAgent(t);
    const list = (await body(agent.call('/api/flow-templates'))).templates;
    expect(list.map((x: { key: string }) => x.key)).toEqual([
      'new-lead-welcome',
      'price-drop-alert',
      'open-house-reminder',
      'nurture-30-day',
      'no-contact-14-days',
    ]);
    const res = await agent.post('/api/flow-templates/new-lead-welcome/use', {});
    expect(res.status).toBe(201);
    const flow = await body(res);
    expect(flow).toMatchObject({ name: 'New-lead welcome', status: 'draft', problems: [] });
    expect((await body(agent.call('/api/triggers'))).triggers).toEqual([expect.objectContaining({ flow_id: flow.id, enabled: true })]);
    expect((await agent.post('/api/flow-templates/nope/use', {})).status).toBe(404);
  });

  it('needs a session', async () => {
    const { cookie } = await signUp(t);
    expect((await t.request('/api/flows')).status).toBe(401);
    expect((await t.request('/api/flows', authed(cookie))).status).toBe(200);
  });
});
