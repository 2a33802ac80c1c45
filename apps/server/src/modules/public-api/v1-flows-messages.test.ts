import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, messagingAgent } from '../../../test/messaging-agent.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { keyFor, v1Caller } from '../../../test/v1-test-support.ts';

let t: TestApp;
let v1: ReturnType<typeof v1Caller>;
beforeAll(async () => {
  // The development text outbox: texts go out without Twilio.
  t = await createTestApp({ DEV_MAILBOX: 'true' });
  v1 = v1Caller(t);
});
afterAll(() => t?.close());

const WAIT_A_WEEK = [
  { id: 'w', type: 'wait', amount: 7, unit: 'days' },
  { id: 'n', type: 'notify', title: 'Call them' },
];

/** An agent with a key, a lead, and a flow that is on (wait a week, then remind the agent). */
async function agentWithFlow() {
  const agent = await messagingAgent(t);
  const key = await keyFor(agent);
  const lead = await agent.lead({ name: 'Flow Lead', phone: '+15125550143' });
  const flow = await body(agent.post('/api/flows', { name: 'Nurture', steps: WAIT_A_WEEK }));
  expect((await agent.post(`/api/flows/${flow.id}/status`, { status: 'active' })).status).toBe(200);
  return { agent, key, lead, flow };
}

describe('/api/v1 flows', () => {
  it('lists flows, puts a lead on one once, takes it off (its run stops), and names a bad field', async () => {
    const { agent, key, lead, flow } = await agentWithFlow();
    const list = (await body(v1(key, 'GET', '/flows'))).data;
    expect(list).toEqual([expect.objectContaining({ id: flow.id, name: 'Nurture', status: 'active', active_runs: 0 })]);
    expect(list[0]).not.toHaveProperty('problems');
    expect(await body(v1(key, 'GET', `/flows/${flow.id}`))).toMatchObject({
      id: flow.id,
      steps: [expect.objectContaining({ type: 'wait' }), expect.objectContaining({ type: 'notify' })],
    });

    expect(await body(v1(key, 'POST', `/flows/${flow.id}/enrol`, { lead_ids: [lead.id] }))).toEqual({ started: 1, already_on_flow: 0 });
    expect(await body(v1(key, 'POST', `/flows/${flow.id}/enrol`, { lead_ids: [lead.id] }))).toEqual({ started: 0, already_on_flow: 1 });
    expect((await body(v1(key, 'GET', `/flows/${flow.id}`))).active_runs).toBe(1);

    expect(await body(v1(key, 'POST', `/flows/${flow.id}/unenrol`, { lead_ids: [lead.id] }))).toEqual({ stopped: 1, not_on_flow: 0 });
    expect(await body(v1(key, 'POST', `/flows/${flow.id}/unenrol`, { lead_ids: [lead.id] }))).toEqual({ stopped: 0, not_on_flow: 1 });
    const runs = (await body(agent.call(`/api/flow-runs?lead_id=${lead.id}`))).runs;
    expect(runs).toEqual([expect.objectContaining({ flow_id: flow.id, status: 'stopped', reason: 'Taken off the flow' })]);

    const bad = await v1(key, 'POST', `/flows/${flow.id}/enrol`, { lead_ids: ['not-a-lead'] });
    expect(bad.status).toBe(400);
    expect((await body(bad)).error).toMatchObject({ code: 'invalid_request', field: 'lead_ids.0' });
  });

  it('starts nobody when one lead is not in the account, and waits for a flow that is off', async () => {
    const { agent, key, lead, flow } = await agentWithFlow();
    const stranger = await (await messagingAgent(t)).lead({ name: 'Not Yours' });
    expect((await v1(key, 'POST', `/flows/${flow.id}/enrol`, { lead_ids: [lead.id, stranger.id] })).status).toBe(404);
    expect((await body(v1(key, 'GET', `/flows/${flow.id}`))).active_runs).toBe(0);

    await agent.post(`/api/flows/${flow.id}/status`, { status: 'paused' });
    const off = await v1(key, 'POST', `/flows/${flow.id}/enrol`, { lead_ids: [lead.id] });
    expect(off.status).toBe(409);
    expect((await body(off)).error.message).toBe('Turn the flow on before putting leads on it');
  });
});

describe('/api/v1 messages', () => {
  it("sends a text as the agent, lists the lead's thread and gets the message; 400 names the field", async () => {
    const agent = await messagingAgent(t);
    expect((await agent.put('/api/sms/settings', { enabled: true })).status).toBe(200);
    const key = await keyFor(agent);
    const lead = await agent.lead({ name: 'Text Lead', phone: '+15125550144' });

    const sent = await v1(key, 'POST', '/messages', {
      channel: 'sms',
      lead_id: lead.id,
      body: 'Hi {{lead.firstName}}, open house Saturday',
      override_quiet_hours: true,
    });
    expect(sent.status).toBe(201);
    const message = await body(sent);
    expect(message).toMatchObject({
      lead_id: lead.id,
      channel: 'sms',
      direction: 'outbound',
      body: 'Hi Text, open house Saturday',
      held_for_quiet_hours: false,
    });

    expect((await body(v1(key, 'GET', `/messages?lead_id=${lead.id}`))).data.map((m: { id: string }) => m.id)).toEqual([message.id]);
    expect(await body(v1(key, 'GET', `/messages/${message.id}`))).toMatchObject({ id: message.id, to: '+15125550144' });

    const noSubject = await v1(key, 'POST', '/messages', { channel: 'email', lead_id: lead.id, body: 'Hello' });
    expect(noSubject.status).toBe(400);
    expect((await body(noSubject)).error).toMatchObject({
      field: 'subject',
      message: expect.stringContaining('An e-mail needs a subject'),
    });
    expect((await body(v1(key, 'GET', '/messages?lead_id=nope'))).error).toMatchObject({ code: 'invalid_request', field: 'lead_id' });
  });

  it("pages the account's messages newest first by cursor, filters by lead, channel and direction, and hides other accounts' leads", async () => {
    const agent = await messagingAgent(t);
    await agent.put('/api/sms/settings', { enabled: true });
    const key = await keyFor(agent);
    const ana = await agent.lead({ name: 'Ana Page', phone: '+15125550145' });
    const ben = await agent.lead({ name: 'Ben Page', phone: '+15125550146' });
    const sent: string[] = [];
    for (const [lead, text] of [
      [ana, 'first'],
      [ben, 'second'],
      [ana, 'third'],
    ] as const) {
      sent.push(
        (await body(v1(key, 'POST', '/messages', { channel: 'sms', lead_id: lead.id, body: text, override_quiet_hours: true }))).id,
      );
    }
    const first = await body(v1(key, 'GET', '/messages?limit=2'));
    expect(first.data.map((m: { body: string }) => m.body)).toEqual(['third', 'second']);
    const second = await body(v1(key, 'GET', `/messages?limit=2&cursor=${first.next_cursor}`));
    expect(second).toMatchObject({ data: [expect.objectContaining({ id: sent[0] })], next_cursor: null });

    expect((await body(v1(key, 'GET', `/messages?lead_id=${ana.id}`))).data.map((m: { body: string }) => m.body)).toEqual([
      'third',
      'first',
    ]);
    expect((await body(v1(key, 'GET', '/messages?channel=email'))).data).toEqual([]);
    expect((await body(v1(key, 'GET', '/messages?direction=inbound'))).data).toEqual([]);
    expect((await body(v1(key, 'GET', '/messages?channel=sms&direction=outbound'))).data).toHaveLength(3);
    expect((await body(v1(key, 'GET', '/messages?cursor=made-up'))).error).toMatchObject({ field: 'cursor' });
    expect((await body(v1(key, 'GET', '/messages?channel=fax'))).error).toMatchObject({ field: 'channel' });

    const otherKey = await keyFor(await messagingAgent(t));
    expect((await v1(otherKey, 'GET', `/messages?lead_id=${ana.id}`)).status).toBe(404);
    expect((await body(v1(otherKey, 'GET', '/messages'))).data).toEqual([]);
  });
});

describe('/api/v1 flows and tasks lists', () => {
  it('pages flows and tasks by cursor and filters them', async () => {
    const agent = await messagingAgent(t);
    const key = await keyFor(agent);
    const lead = await agent.lead({ name: 'Task Lead' });
    const flows: string[] = [];
    for (const name of ['One', 'Two', 'Three']) flows.push((await body(agent.post('/api/flows', { name, steps: WAIT_A_WEEK }))).id);
    await agent.post(`/api/flows/${flows[1]}/status`, { status: 'active' });
    const firstFlows = await body(v1(key, 'GET', '/flows?limit=2'));
    expect(firstFlows.data).toHaveLength(2);
    const restFlows = await body(v1(key, 'GET', `/flows?limit=2&cursor=${firstFlows.next_cursor}`));
    expect(restFlows.next_cursor).toBeNull();
    expect([...firstFlows.data, ...restFlows.data].map((f: { id: string }) => f.id).sort()).toEqual([...flows].sort());
    expect((await body(v1(key, 'GET', '/flows?status=active'))).data.map((f: { id: string }) => f.id)).toEqual([flows[1]]);
    expect((await body(v1(key, 'GET', '/flows?status=on'))).error).toMatchObject({ field: 'status' });

    const tasks: string[] = [];
    for (const day of ['02', '03', '04'])
      tasks.push((await body(v1(key, 'POST', '/tasks', { kind: 'follow_up', lead_id: lead.id, due_at: `2030-01-${day}T15:00:00Z` }))).id);
    await v1(key, 'PATCH', `/tasks/${tasks[2]}`, { status: 'paused' });
    const firstTasks = await body(v1(key, 'GET', '/tasks?limit=2'));
    const restTasks = await body(v1(key, 'GET', `/tasks?limit=2&cursor=${firstTasks.next_cursor}`));
    expect([...firstTasks.data, ...restTasks.data].map((x: { id: string }) => x.id).sort()).toEqual([...tasks].sort());
    expect((await body(v1(key, 'GET', '/tasks?status=paused'))).data.map((x: { id: string }) => x.id)).toEqual([tasks[2]]);
    expect((await body(v1(key, 'GET', `/tasks?kind=follow_up&lead_id=${lead.id}`))).data).toHaveLength(3);
    expect((await body(v1(key, 'GET', '/tasks?kind=watch_property'))).data).toEqual([]);
  });
});

describe('/api/v1 across accounts', () => {
  it("shows another account's key nothing on every route with an id, and no record of it in any list", async () => {
    const { agent, key, lead, flow } = await agentWithFlow();
    await agent.put('/api/sms/settings', { enabled: true });
    const property = await body(v1(key, 'POST', '/properties', { address: '9 Private Way', currentPrice: 700000 }));
    const task = await body(v1(key, 'POST', '/tasks', { kind: 'follow_up', lead_id: lead.id, due_at: '2030-01-02T15:00:00Z' }));
    const message = await body(
      v1(key, 'POST', '/messages', { channel: 'sms', lead_id: lead.id, body: 'Private text', override_quiet_hours: true }),
    );
    const webhook = await body(v1(key, 'POST', '/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['lead.created'] }));
    await t.services.notifications.notify(agent.userId, { type: 'lead', title: 'Private notification', message: 'x' });
    const [notification] = (await body(v1(key, 'GET', '/notifications'))).data;
    expect(webhook).toHaveProperty('id');
    const ids: Record<string, string> = {
      Leads: lead.id,
      Properties: property.id,
      Tasks: task.id,
      Flows: flow.id,
      Messages: message.id,
      Webhooks: webhook.id,
      Notifications: notification.id,
    };
    for (const [tag, id] of Object.entries(ids)) expect(id, tag).toMatch(/^[0-9a-f-]{36}$/);

    const otherKey = await keyFor(await messagingAgent(t));
    const routes = t.services.publicApi.v1.routes;
    for (const route of routes) {
      const path = route.path.replace(':id', ids[route.tag]!).replace(':deliveryId', crypto.randomUUID());
      const payload = route.method === 'get' || route.method === 'delete' ? undefined : (route.example ?? {});
      const answer = await v1(otherKey, route.method.toUpperCase(), path, payload);
      const text = await answer.text();
      const name = `${route.method.toUpperCase()} ${route.path}`;
      if (route.path.includes(':id')) expect(answer.status, name).toBe(404);
      for (const id of Object.values(ids)) expect(text, name).not.toContain(id);
    }
    // Nothing of theirs changed or went away.
    expect(await body(v1(key, 'GET', `/leads/${lead.id}`))).toMatchObject({ name: 'Flow Lead' });
    expect(await body(v1(key, 'GET', `/properties/${property.id}`))).toMatchObject({ address: '9 Private Way' });
    expect((await body(v1(key, 'GET', '/webhooks'))).data).toHaveLength(1);
  });
});

describe('/api/v1 from a browser', () => {
  it('answers a preflight from any site and exposes the rate-limit headers, with no cookie involved', async () => {
    const preflight = await t.request('/api/v1/leads', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://agent-site.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, idempotency-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    const key = await keyFor(await messagingAgent(t));
    const res = await v1(key, 'GET', '/leads', undefined, { origin: 'https://agent-site.example' });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toContain('RateLimit-Remaining');
  });

  it('refuses a body over 64 KB in the documented error shape', async () => {
    const key = await keyFor(await messagingAgent(t));
    const res = await v1(key, 'POST', '/leads', { name: 'Big', notes: 'x'.repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'too_large', message: expect.stringContaining('at most 64 KB'), field: null } });
  });
});

describe('the OpenAPI document', () => {
  it('validates against the OpenAPI 3.1 schema', async () => {
    const doc = await body(t.request('/api/v1/openapi.json'));
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/flows/{id}/enrol', '/flows/{id}/unenrol', '/messages', '/messages/{id}']),
    );
  });
});
