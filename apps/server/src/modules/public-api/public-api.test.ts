import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { secondsUntilReset, usageMonth } from '@porchlight/domain/public-api/api-metering';
import { apiIdempotency, apiKeys, apiUsage, events, leadFormSubmissions, leads, requestQuotas } from '../../db/schema/index.ts';
import { body, messagingAgent } from '../../../test/messaging-agent.ts';
import { authed, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createApp } from '../../app.ts';
import type { AppDeps } from '../../lib/app-env.ts';
import { createLogger } from '../../lib/logger.ts';
import { hashApiKey } from './api-key-secret.ts';
import { openApiPath } from './v1-openapi.ts';
import { keyFor, v1Caller } from '../../../test/v1-test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Agent = Awaited<ReturnType<typeof messagingAgent>>;
const v1 = (key: string, method: string, path: string, payload?: unknown, headers: Record<string, string> = {}) =>
  v1Caller(t)(key, method, path, payload, headers);

describe('API keys (Settings > API)', () => {
  it('are refused on a plan without API access (402 naming apiAccess and the plan that unlocks it)', async () => {
    const trial = await messagingAgent(t, { plan: 'trial' });
    expect(await body(trial.call('/api/settings/api-keys'))).toMatchObject({ keys: [], apiAccess: false });
    const res = await trial.post('/api/settings/api-keys', { name: 'Zapier', scope: 'read' });
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ limit: 'apiAccess', error: expect.stringContaining('Starter') });
    // A key made earlier (on a paid plan) stops working when the plan has no API access.
    const key = 'pl_live_made-on-an-earlier-plan';
    await t.db
      .insert(apiKeys)
      .values({ userId: trial.userId, name: 'Old', scope: 'read', prefix: key.slice(0, 14), keyHash: hashApiKey(key) });
    const call = await v1(key, 'GET', '/leads');
    expect(call.status).toBe(402);
    expect(await call.json()).toEqual({
      error: { code: 'limit_reached', message: expect.stringContaining('Starter'), field: null, limit: 'apiAccess' },
    });
  });

  it('are shown once, stored only hashed, listed by prefix with their last use, and revoked', async () => {
    const agent = await messagingAgent(t);
    const res = await agent.post('/api/settings/api-keys', { name: 'Make', scope: 'read' });
    expect(res.status).toBe(201);
    const { key, apiKey } = (await res.json()) as { key: string; apiKey: { id: string; prefix: string } };
    expect(key).toMatch(/^pl_live_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({ name: 'Make', scope: 'read', prefix: key.slice(0, 14), lastUsedAt: null });

    const stored = await t.db.select().from(apiKeys).where(eq(apiKeys.userId, agent.userId));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(stored[0]!.keyHash).toBe(crypto.createHash('sha256').update(key).digest('hex'));

    const list = await body(agent.call('/api/settings/api-keys'));
    expect(list).toMatchObject({ apiAccess: true, usage: { calls: 0, allowed: 2000 } });
    expect(JSON.stringify(list)).not.toContain(key);

    expect((await v1(key, 'GET', '/leads')).status).toBe(200);
    const used = await body(agent.call('/api/settings/api-keys'));
    expect(used.keys[0].lastUsedAt).toEqual(expect.any(String));
    expect(used.usage.calls).toBe(1);

    expect((await agent.call(`/api/settings/api-keys/${apiKey.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await body(agent.call('/api/settings/api-keys'))).toMatchObject({ keys: [] });
    const revoked = await v1(key, 'GET', '/leads');
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toEqual({
      error: { code: 'unauthenticated', message: 'This API key is unknown or was revoked.', field: null },
    });
    expect((await agent.call(`/api/settings/api-keys/${apiKey.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await agent.post('/api/settings/api-keys', { name: '', scope: 'read' })).status).toBe(400);
  });

  it('never writes a key to the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    const logged = createApp(
      {
        config: t.config,
        db: t.db,
        auth: t.auth,
        email: { driver: 'outbox' } as AppDeps['email'],
        logger: createLogger('info', false, stream),
      },
      t.services,
    );
    const agent = await messagingAgent(t);
    const created = await logged.request(
      '/api/settings/api-keys',
      authed(agent.cookie, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Logged', scope: 'read' }),
      }),
    );
    const { key } = (await created.json()) as { key: string };
    expect((await logged.request('/api/v1/leads', { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);
    expect((await logged.request('/api/v1/leads/not-a-uuid', { headers: { authorization: `Bearer ${key}` } })).status).toBe(404);
    const text = lines.join('');
    expect(text).toContain('/api/v1/leads');
    expect(text).not.toContain(key);
    expect(text).not.toContain(key.slice(14));
  });

  it('answers 401 in the documented shape without a key', async () => {
    const res = await t.request('/api/v1/leads');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'unauthenticated', message: expect.stringContaining('Bearer'), field: null } });
  });
});

describe('/api/v1 leads and properties', () => {
  let agent: Agent;
  let key: string;
  beforeAll(async () => {
    agent = await messagingAgent(t);
    key = await keyFor(agent);
  });

  it('takes a lead through the public intake: created via api, then matched by e-mail with "A lead came back"', async () => {
    const first = await v1(key, 'POST', '/leads', { name: 'Ana Lima', email: 'ana@example.com', notes: 'Wants a 3-bed', tags: ['zapier'] });
    expect(first.status).toBe(201);
    const created = await body(first);
    expect(created).toMatchObject({
      outcome: 'created',
      lead: { name: 'Ana Lima', email: 'ana@example.com', status: 'hot', source: 'API', tags: ['zapier'] },
    });
    const [event] = await t.db
      .select()
      .from(events)
      .where(and(eq(events.subjectId, created.lead.id), eq(events.type, 'lead.created')));
    expect(event?.payload).toMatchObject({ via: 'api' });

    const again = await v1(key, 'POST', '/leads', { name: 'Ana L.', email: 'ANA@example.com', notes: 'Still looking' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: 'matched', lead: { id: created.lead.id } });
    await t.jobs.drain();
    const { notifications } = await body(agent.call('/api/notifications?limit=50'));
    expect(notifications.map((n: { title: string }) => n.title)).toContain('A lead came back');
  });

  it("holds a person past the plan's lead limit (202) for the agent, as the public form does", async () => {
    const full = await messagingAgent(t);
    const fullKey = await keyFor(full);
    await t.db.insert(leads).values(Array.from({ length: 500 }, (_, i) => ({ userId: full.userId, name: `Filler ${i}` })));
    const res = await v1(fullKey, 'POST', '/leads', { name: 'Late Larry', email: 'larry@example.com', notes: 'Call me' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ outcome: 'held', lead: null });
    const [held] = await t.db.select().from(leadFormSubmissions).where(eq(leadFormSubmissions.userId, full.userId));
    expect(held).toMatchObject({ outcome: 'held', values: { name: 'Late Larry', email: 'larry@example.com', message: 'Call me' } });
    await t.jobs.drain();
    const { notifications } = await body(full.call('/api/notifications?limit=50'));
    expect(notifications.map((n: { title: string }) => n.title)).toContain('A lead is waiting');
  });

  it('lists with filters and cursors, gets, updates and deletes; 400 names the field', async () => {
    for (const name of ['Cursor One', 'Cursor Two', 'Cursor Three'])
      expect((await v1(key, 'POST', '/leads/bulk', { leads: [{ name, source: 'Cursor' }] })).status).toBe(201);
    const page1 = await body(v1(key, 'GET', '/leads?source=Cursor&limit=2'));
    expect(page1).toMatchObject({ total: 3, next_cursor: expect.any(String) });
    expect(page1.data.map((l: { name: string }) => l.name)).toEqual(['Cursor Three', 'Cursor Two']);
    const page2 = await body(v1(key, 'GET', `/leads?source=Cursor&limit=2&cursor=${page1.next_cursor}`));
    expect(page2).toMatchObject({ total: 3, next_cursor: null, data: [{ name: 'Cursor One' }] });
    expect(await body(v1(key, 'GET', '/leads?cursor=nonsense'))).toMatchObject({ error: { code: 'invalid_request', field: 'cursor' } });

    const id = page2.data[0].id;
    expect(await body(v1(key, 'GET', `/leads/${id}`))).toMatchObject({ id, name: 'Cursor One' });
    expect(await body(v1(key, 'PATCH', `/leads/${id}`, { status: 'warm' }))).toMatchObject({ id, status: 'warm' });
    const bad = await v1(key, 'PATCH', `/leads/${id}`, { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: 'invalid_request', message: 'email: Invalid email address', field: 'email' } });
    expect((await v1(key, 'DELETE', `/leads/${id}`)).status).toBe(204);
    expect((await v1(key, 'GET', `/leads/${id}`)).status).toBe(404);
    expect(await body(v1(key, 'GET', '/nowhere'))).toMatchObject({ error: { code: 'not_found' } });
  });

  it('bulk creates up to 1,000 and validates every record first', async () => {
    const ok = await v1(key, 'POST', '/properties/bulk', {
      properties: [
        { address: '1 Bulk Way', currentPrice: 100000 },
        { address: '2 Bulk Way', currentPrice: 200000 },
      ],
    });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ data: [{ address: '1 Bulk Way' }, { address: '2 Bulk Way' }], errors: [] });
    const tooMany = await v1(key, 'POST', '/leads/bulk', { leads: Array.from({ length: 1001 }, (_, i) => ({ name: `Lead ${i}` })) });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ error: { code: 'invalid_request', field: 'leads' } });
    const badOne = await v1(key, 'POST', '/leads/bulk', { leads: [{ name: 'Fine' }, { name: 'Bad', email: 'nope' }] });
    expect(await badOne.json()).toMatchObject({ error: { field: 'leads.1.email' } });
    const trialRoom = await v1(key, 'POST', '/leads/bulk', { leads: Array.from({ length: 1000 }, (_, i) => ({ name: `Over ${i}` })) });
    expect(trialRoom.status).toBe(402);
    expect(await trialRoom.json()).toMatchObject({ error: { code: 'limit_reached', limit: 'maxLeads' } });
  });

  it('replays the first answer to a repeated Idempotency-Key and refuses it on another route', async () => {
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const first = await v1(key, 'POST', '/properties', { address: '9 Once Street', currentPrice: 300000 }, headers);
    expect(first.status).toBe(201);
    const second = await v1(key, 'POST', '/properties', { address: '9 Once Street', currentPrice: 300000 }, headers);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect((await body(second)).id).toBe((await body(first)).id);
    expect((await body(v1(key, 'GET', '/properties?search=9%20Once'))).total).toBe(1);
    const elsewhere = await v1(key, 'POST', '/leads', { name: 'Other' }, headers);
    expect(elsewhere.status).toBe(422);
    expect(await elsewhere.json()).toMatchObject({ error: { code: 'idempotency_key_reused' } });
  });

  it('refuses the same Idempotency-Key with a different body (422) and does nothing, rather than answer the first record', async () => {
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const first = await v1(key, 'POST', '/properties', { address: '10 First Body Lane', currentPrice: 300000 }, headers);
    expect(first.status).toBe(201);
    const other = await v1(key, 'POST', '/properties', { address: '12 Second Body Lane', currentPrice: 310000 }, headers);
    expect(other.status).toBe(422);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(await other.json()).toEqual({
      error: { code: 'idempotency_key_reused', message: expect.stringContaining('different body'), field: null },
    });
    expect((await body(v1(key, 'GET', '/properties?search=Second%20Body'))).total).toBe(0);
    // The same body again is still the first answer.
    const again = await v1(key, 'POST', '/properties', { address: '10 First Body Lane', currentPrice: 300000 }, headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await body(again)).id).toBe((await body(first)).id);
  });

  it('answers 409 to a repeat that arrives while the first request with the key still runs', async () => {
    const idempotencyKey = crypto.randomUUID();
    const payload = { address: '14 Still Running Road', currentPrice: 250000 };
    const [row] = await t.db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.userId, agent.userId));
    // The first request has taken the key (status 0) and not answered yet.
    const fingerprint = crypto.createHash('sha256').update(JSON.stringify(payload)).digest('hex');
    await t.db
      .insert(apiIdempotency)
      .values({ keyId: row!.id, idempotencyKey, request: 'POST /api/v1/properties', fingerprint, status: 0, body: null });
    const repeat = await v1(key, 'POST', '/properties', payload, { 'idempotency-key': idempotencyKey });
    expect(repeat.status).toBe(409);
    expect(await repeat.json()).toMatchObject({
      error: { code: 'idempotency_conflict', message: expect.stringContaining('still running') },
    });
    expect((await body(v1(key, 'GET', '/properties?search=Still%20Running'))).total).toBe(0);
  });

  it('refuses writes to a read-only key (403) and lets it read', async () => {
    const readKey = await keyFor(agent, 'read');
    expect((await v1(readKey, 'GET', '/properties')).status).toBe(200);
    for (const [method, path] of [
      ['POST', '/leads'],
      ['POST', '/properties/bulk'],
      ['PATCH', `/leads/${crypto.randomUUID()}`],
      ['DELETE', `/properties/${crypto.randomUUID()}`],
    ] as const) {
      const res = await v1(readKey, method, path, method === 'DELETE' ? undefined : { name: 'X' });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: 'forbidden' } });
    }
  });

  it("shows another account's key nothing: 404 on every record route, empty lists", async () => {
    const lead = (await body(v1(key, 'POST', '/leads', { name: 'Private Lead', phone: '+1 512 555 0199' }))).lead;
    const property = await body(v1(key, 'POST', '/properties', { address: '5 Private Road', currentPrice: 500000 }));
    const other = await messagingAgent(t);
    const otherKey = await keyFor(other);
    for (const [entity, id] of [
      ['leads', lead.id],
      ['properties', property.id],
    ]) {
      expect((await body(v1(otherKey, 'GET', `/${entity}`))).data).toEqual([]);
      expect((await v1(otherKey, 'GET', `/${entity}/${id}`)).status).toBe(404);
      expect((await v1(otherKey, 'PATCH', `/${entity}/${id}`, { name: 'Taken' })).status).toBe(entity === 'leads' ? 404 : 400);
      expect(
        (await v1(otherKey, 'PATCH', `/${entity}/${id}`, entity === 'leads' ? { status: 'cold' } : { city: 'Elsewhere' })).status,
      ).toBe(404);
      expect((await v1(otherKey, 'DELETE', `/${entity}/${id}`)).status).toBe(404);
    }
    expect(await body(v1(key, 'GET', `/leads/${lead.id}`))).toMatchObject({ name: 'Private Lead' });
    expect(await body(v1(key, 'GET', `/properties/${property.id}`))).toMatchObject({ address: '5 Private Road' });
  });

  it('needs no CSRF check for Bearer calls, while cookie calls from another site are still refused', async () => {
    const res = await v1(
      key,
      'POST',
      '/leads',
      { name: 'From a browser tool' },
      { origin: 'https://tools.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(res.status).toBe(201);
    const cookieCall = await t.request(
      '/api/leads',
      authed(agent.cookie, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: JSON.stringify({ name: 'X' }),
      }),
    );
    expect(cookieCall.status).toBe(403);
    // A session cookie does not open /api/v1.
    expect((await t.request('/api/v1/leads', authed(agent.cookie))).status).toBe(401);
  });
});

describe('/api/v1 notifications', () => {
  it('lists the newest first (unread only on request), marks one read and deletes one; another key sees none of them', async () => {
    const agent = await messagingAgent(t);
    const key = await keyFor(agent);
    await t.services.notifications.notify(agent.userId, { type: 'lead', title: 'New lead: Ana', message: 'From the form' });
    await t.services.notifications.notify(agent.userId, { type: 'system', title: 'Import finished', message: '12 leads' });
    const list = (await body(v1(key, 'GET', '/notifications?limit=10'))).data as { id: string; title: string; read: boolean }[];
    expect(list.map((n) => n.title)).toEqual(expect.arrayContaining(['New lead: Ana', 'Import finished']));
    const ana = list.find((n) => n.title === 'New lead: Ana')!;
    expect(await body(v1(key, 'POST', `/notifications/${ana.id}/read`))).toMatchObject({ id: ana.id, read: true });
    const unread = (await body(v1(key, 'GET', '/notifications?unread=true'))).data as { id: string }[];
    expect(unread.map((n) => n.id)).not.toContain(ana.id);
    expect((await v1(key, 'GET', '/notifications?limit=500')).status).toBe(400);

    const otherKey = await keyFor(await messagingAgent(t));
    expect((await body(v1(otherKey, 'GET', '/notifications'))).data.map((n: { id: string }) => n.id)).not.toContain(ana.id);
    expect((await v1(otherKey, 'POST', `/notifications/${ana.id}/read`)).status).toBe(404);
    expect((await v1(otherKey, 'DELETE', `/notifications/${ana.id}`)).status).toBe(404);
    expect((await v1(key, 'DELETE', `/notifications/${ana.id}`)).status).toBe(204);
    expect((await v1(key, 'DELETE', `/notifications/${ana.id}`)).status).toBe(404);
  });

  it("creates the agent's notification from an integration and gets it; 400 names the field; another key gets 404", async () => {
    const agent = await messagingAgent(t);
    const key = await keyFor(agent);
    const created = await v1(key, 'POST', '/notifications', {
      type: 'task',
      title: 'Showing confirmed',
      message: '12 Oak St, Saturday 10:00',
      actionUrl: '/leads',
    });
    expect(created.status).toBe(201);
    const notification = await body(created);
    expect(notification).toMatchObject({ type: 'task', title: 'Showing confirmed', read: false });
    expect(await body(v1(key, 'GET', `/notifications/${notification.id}`))).toMatchObject({
      id: notification.id,
      title: 'Showing confirmed',
    });
    expect((await body(v1(key, 'POST', '/notifications', { type: 'task', title: '', message: 'x' }))).error).toMatchObject({
      code: 'invalid_request',
      field: 'title',
    });
    expect(
      (await body(v1(key, 'POST', '/notifications', { type: 'task', title: 'x', message: 'x', actionUrl: 'https://evil.example' }))).error,
    ).toMatchObject({ field: 'actionUrl' });
    const otherKey = await keyFor(await messagingAgent(t));
    expect((await v1(otherKey, 'GET', `/notifications/${notification.id}`)).status).toBe(404);
    expect((await v1(otherKey, 'GET', '/notifications/not-an-id')).status).toBe(404);
  });

  it('pages newest first with a cursor that new notifications do not shift; a made-up cursor is 400', async () => {
    const agent = await messagingAgent(t);
    const key = await keyFor(agent);
    for (let i = 1; i <= 5; i++) await t.services.notifications.notify(agent.userId, { type: 'lead', title: `Paged ${i}`, message: 'x' });
    const everything = (await body(v1(key, 'GET', '/notifications?limit=100'))).data.map((n: { id: string }) => n.id);
    const walked: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await body(v1(key, 'GET', `/notifications?limit=3${cursor ? `&cursor=${cursor}` : ''}`));
      walked.push(...page.data.map((n: { id: string }) => n.id));
      cursor = page.next_cursor;
      // One arriving mid-walk goes on top, not into the pages still to come.
      if (pages++ === 0) await t.services.notifications.notify(agent.userId, { type: 'lead', title: 'Arrived meanwhile', message: 'x' });
    } while (cursor);
    expect(walked).toEqual(everything);
    const bad = await v1(key, 'GET', '/notifications?cursor=bm90LWEtY3Vyc29y');
    expect(bad.status).toBe(400);
    expect((await body(bad)).error.field).toBe('cursor');
  });
});

describe('/api/v1 tasks', () => {
  it('creates a follow-up, lists, gets, pauses and deletes it; 400 names the field; another key sees none of it', async () => {
    const agent = await messagingAgent(t);
    const key = await keyFor(agent);
    const lead = await agent.lead({ name: 'Task Lead', phone: '+15125550142' });
    const bad = await v1(key, 'POST', '/tasks', { kind: 'follow_up', lead_id: lead.id, due_at: 'tomorrow' });
    expect(bad.status).toBe(400);
    expect((await body(bad)).error.field).toBe('due_at');
    const created = await v1(key, 'POST', '/tasks', {
      kind: 'follow_up',
      lead_id: lead.id,
      due_at: '2030-01-02T15:00:00Z',
      note: 'Call about the offer',
    });
    expect(created.status).toBe(201);
    const task = await body(created);
    expect(task).toMatchObject({ kind: 'follow_up', status: 'active', title: 'Follow up with Task Lead', note: 'Call about the offer' });
    expect((await body(v1(key, 'GET', '/tasks'))).data.map((x: { id: string }) => x.id)).toEqual([task.id]);
    expect(await body(v1(key, 'GET', `/tasks/${task.id}`))).toMatchObject({ id: task.id });
    expect(await body(v1(key, 'PATCH', `/tasks/${task.id}`, { status: 'paused' }))).toMatchObject({ status: 'paused' });

    const otherKey = await keyFor(await messagingAgent(t));
    expect((await body(v1(otherKey, 'GET', '/tasks'))).data).toEqual([]);
    for (const [method, payload] of [['GET'], ['PATCH', { status: 'done' }], ['DELETE']] as const) {
      expect((await v1(otherKey, method, `/tasks/${task.id}`, payload)).status).toBe(404);
    }
    expect((await v1(otherKey, 'POST', '/tasks', { kind: 'follow_up', lead_id: lead.id, due_at: '2030-01-02T15:00:00Z' })).status).toBe(
      404,
    );
    expect((await v1(key, 'DELETE', `/tasks/${task.id}`)).status).toBe(204);
    expect((await v1(key, 'GET', `/tasks/${task.id}`)).status).toBe(404);
  });
});

describe('metering', () => {
  it("counts every call in the month, and past the plan's apiCalls answers 429 until the month's end", async () => {
    const agent = await messagingAgent(t);
    const key = await keyFor(agent);
    const ok = await v1(key, 'GET', '/leads');
    expect(ok.headers.get('ratelimit-limit')).toBe('120');
    expect(ok.headers.get('ratelimit-remaining')).toBe('119');
    expect(Number(ok.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    const month = usageMonth(new Date());
    await t.db
      .update(apiUsage)
      .set({ calls: 2000 })
      .where(and(eq(apiUsage.userId, agent.userId), eq(apiUsage.month, month)));
    const over = await v1(key, 'GET', '/leads');
    expect(over.status).toBe(429);
    expect(Math.abs(Number(over.headers.get('retry-after')) - secondsUntilReset(new Date()))).toBeLessThan(5);
    expect(await over.json()).toEqual({
      error: {
        code: 'monthly_limit_reached',
        message: expect.stringContaining("Your plan's 2,000 API calls for this month are used up"),
        field: null,
      },
    });
    expect(await body(agent.call('/api/settings/api-keys'))).toMatchObject({ usage: { calls: 2000, allowed: 2000 } });
  });

  it('limits each key to 120 calls a minute with RateLimit headers', async () => {
    const agent = await messagingAgent(t);
    const key = await keyFor(agent);
    const [row] = await t.db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.userId, agent.userId));
    await t.db.insert(requestQuotas).values({ key: `api-key:${row!.id}`, windowStartedAt: new Date(), count: 120 });
    const res = await v1(key, 'GET', '/leads');
    expect(res.status).toBe(429);
    expect(res.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({
      error: { code: 'rate_limited', message: expect.stringContaining('at most 120 every 60 seconds') },
    });
  });
});

describe('OpenAPI', () => {
  it('is public at /api/v1/openapi.json and lists every route the v1 router has', async () => {
    const res = await t.request('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const routed = t.services.publicApi.v1.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${openApiPath(r.path)}`);
    expect(new Set(documented)).toEqual(new Set(routed));
    expect(documented.length).toBeGreaterThanOrEqual(13);
  });

  it("documents the Idempotency-Key's 409 and 422 on every POST, in the error shape", async () => {
    const doc = (await body(t.request('/api/v1/openapi.json'))) as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string; content?: unknown }> }>>;
    };
    const posts = Object.entries(doc.paths).flatMap(([path, methods]) => (methods.post ? [[path, methods.post] as const] : []));
    expect(posts.length).toBeGreaterThan(5);
    for (const [path, post] of posts) {
      expect(post.responses['409'], path).toMatchObject({
        description: expect.stringContaining('idempotency_conflict'),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      });
      expect(post.responses['422'], path).toMatchObject({
        description: expect.stringContaining('idempotency_key_reused'),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      });
    }
    // A route's own 409 keeps its words.
    expect(doc.paths['/flows/{id}/enrol']!.post!.responses['409']!.description).toMatch(/^The flow is not on\. Or /);
  });

  it('keeps secrets out of the replay cache: every POST whose answer holds a secret says how its replay gets it back', async () => {
    const { routes } = t.services.publicApi.v1;
    const holdsSecret = (route: (typeof routes)[number]) =>
      Object.entries(route.responses).some(([status, { schema }]) => {
        if (Number(status) >= 300 || !schema) return false;
        const { properties = {} } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as {
          properties?: Record<string, unknown>;
        };
        return Object.keys(properties).some((name) => /secret|token|password/i.test(name));
      });
    const withSecrets = routes.filter((r) => r.method === 'post' && holdsSecret(r));
    expect(withSecrets.map((r) => r.path)).toContain('/webhooks');
    for (const route of withSecrets) expect(route.secretInAnswer, `POST ${route.path}`).toBeDefined();
  });
});
