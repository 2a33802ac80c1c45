import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../lib/secret-box.ts';
import { apiIdempotency, webhookEndpoints } from '../../db/schema/index.ts';
import { body, messagingAgent } from '../../../test/messaging-agent.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createWebhooksRepository } from './webhooks.repository.ts';
import { DeliveryFailed, createWebhooksService } from './webhooks.service.ts';
import { v1Caller } from '../../../test/v1-test-support.ts';

let t: TestApp;
let receiver: http.Server;
let url: string;
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let answer = 200;

beforeAll(async () => {
  t = await createTestApp();
  // A local receiver, as Zapier's would be.
  receiver = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: text });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
  await t?.close();
});

// Every answer is checked against the OpenAPI document too.
const v1 = (key: string, method: string, path: string, payload?: unknown, headers: Record<string, string> = {}) =>
  v1Caller(t)(key, method, path, payload, headers);

async function integration() {
  const agent = await messagingAgent(t);
  const res = await agent.post('/api/settings/api-keys', { name: 'Zapier', scope: 'read_write' });
  const { key } = (await res.json()) as { key: string };
  return { agent, key };
}

describe('outgoing webhooks', () => {
  it('delivers subscribed events signed with HMAC-SHA256 over "timestamp.body", and logs each delivery', async () => {
    const { agent, key } = await integration();
    const created = await v1(key, 'POST', '/webhooks', { url, events: ['lead.created'] });
    expect(created.status).toBe(201);
    const webhook = await body(created);
    expect(webhook).toMatchObject({ url, events: ['lead.created'], status: 'active', secret: expect.stringMatching(/^whsec_/) });

    received.length = 0;
    const lead = (await body(v1(key, 'POST', '/leads', { name: 'Hook Hannah', email: 'hannah@example.com' }))).lead;
    await v1(key, 'POST', '/properties', { address: '1 Unsubscribed Way', currentPrice: 1 });
    await t.jobs.drain();
    await t.jobs.drain();
    expect(received).toHaveLength(1);
    const [delivery] = received;
    const event = JSON.parse(delivery!.body);
    expect(event).toMatchObject({ type: 'lead.created', data: { subject_id: lead.id, name: 'Hook Hannah', via: 'api' } });
    const [, timestamp, signature] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(delivery!.headers['porchlight-signature']))!;
    const expected = crypto.createHmac('sha256', webhook.secret).update(`${timestamp}.${delivery!.body}`).digest('hex');
    expect(crypto.timingSafeEqual(Buffer.from(signature!), Buffer.from(expected))).toBe(true);

    const log = await body(v1(key, 'GET', `/webhooks/${webhook.id}/deliveries`));
    expect(log.data).toEqual([
      expect.objectContaining({ eventType: 'lead.created', status: 'delivered', attempts: 1, responseStatus: 200 }),
    ]);

    // Resend: the same event again, signed afresh.
    const resent = await v1(key, 'POST', `/webhooks/${webhook.id}/deliveries/${log.data[0].id}/resend`);
    expect(resent.status).toBe(202);
    await t.jobs.drain();
    expect(received).toHaveLength(2);
    expect(JSON.parse(received[1]!.body).id).toBe(event.id);

    // The agent sees the same in Settings > API, and can resend from there.
    const { webhooks } = await body(agent.call('/api/settings/webhooks'));
    expect(webhooks).toEqual([expect.objectContaining({ id: webhook.id, url, status: 'active' })]);
    expect(JSON.stringify(webhooks)).not.toContain(webhook.secret);
    const { deliveries } = await body(agent.call(`/api/settings/webhooks/${webhook.id}/deliveries`));
    expect(deliveries[0]).toMatchObject({ status: 'delivered', attempts: 2 });
    expect((await agent.post(`/api/settings/webhooks/${webhook.id}/deliveries/${deliveries[0].id}/resend`, {})).status).toBe(202);
    await t.jobs.drain();
    expect(received).toHaveLength(3);
  });

  it('delivers leads.merged and leads.merge_undone (issue 50) with the lead that stays and the leads merged into it', async () => {
    const { agent, key } = await integration();
    const created = await v1(key, 'POST', '/webhooks', { url, events: ['leads.merged', 'leads.merge_undone'] });
    expect(created.status).toBe(201);
    const keep = await agent.lead({ name: 'Ana Lima', email: 'ana@example.com' });
    const dup = await agent.lead({ name: 'Ana L', email: 'ana@example.com' });
    await t.jobs.drain();
    received.length = 0;
    const merge = await body(v1(key, 'POST', '/leads/merge', { leadIds: [keep.id, dup.id], primaryId: keep.id }));
    await t.jobs.drain();
    await t.jobs.drain();
    expect(received.map((r) => JSON.parse(r.body))).toEqual([
      expect.objectContaining({
        type: 'leads.merged',
        data: expect.objectContaining({ subject_id: keep.id, mergeId: merge.id, mergedLeadIds: [dup.id], mergedNames: ['Ana L'] }),
      }),
    ]);
    expect((await v1(key, 'POST', `/lead-merges/${merge.id}/undo`)).status).toBe(200);
    await t.jobs.drain();
    await t.jobs.drain();
    expect(JSON.parse(received[1]!.body)).toMatchObject({
      type: 'leads.merge_undone',
      data: { subject_id: keep.id, restoredLeadIds: [dup.id] },
    });
  });

  it('retries a failing endpoint with backoff, then turns it off after 3 days and tells the agent', async () => {
    const { agent, key } = await integration();
    const webhook = await body(v1(key, 'POST', '/webhooks', { url, events: ['property.created'] }));
    answer = 500;
    try {
      await v1(key, 'POST', '/properties', { address: '7 Failing Street', currentPrice: 1 });
      await t.jobs.drain();
      const [first] = (await body(v1(key, 'GET', `/webhooks/${webhook.id}/deliveries`))).data;
      expect(first).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500, lastError: 'The endpoint answered 500' });
      expect((await body(v1(key, 'GET', '/webhooks'))).data[0]).toMatchObject({ id: webhook.id, status: 'failing' });

      // Three days of failures later, the next failed attempt turns the endpoint off.
      await t.db
        .update(webhookEndpoints)
        .set({ failingSince: new Date(Date.now() - 3 * 86_400_000 - 60_000) })
        .where(eq(webhookEndpoints.id, webhook.id));
      await t.services.publicApi.webhooks.attempt(first.id);
      expect((await body(v1(key, 'GET', '/webhooks'))).data[0]).toMatchObject({ status: 'disabled' });
      expect((await body(v1(key, 'GET', `/webhooks/${webhook.id}/deliveries`))).data[0]).toMatchObject({ status: 'failed', attempts: 2 });
      await t.jobs.drain();
      const { notifications } = await body(agent.call('/api/notifications?limit=20'));
      expect(notifications.map((n: { title: string }) => n.title)).toContain('A webhook was turned off');
    } finally {
      answer = 200;
    }
  });

  // The receiver is on 127.0.0.1. The IPv6 forms carry an IPv4 address (loopback here): a NAT64
  // or 6to4 gateway, or the IPv4-compatible form, would take the request to it. The former check
  // did not read them; the delivery must fail as a private address before anything connects.
  it.each([
    ['127.0.0.1', (port: number) => `http://127.0.0.1:${port}/hook`],
    ['a name for loopback', (port: number) => `http://localhost:${port}/hook`],
    ['IPv4-mapped loopback', (port: number) => `http://[::ffff:127.0.0.1]:${port}/hook`],
    ['IPv4-compatible loopback', (port: number) => `http://[::127.0.0.1]:${port}/hook`],
    ['NAT64 of loopback', (port: number) => `http://[64:ff9b::7f00:1]:${port}/hook`],
    ['6to4 of loopback', (port: number) => `http://[2002:7f00:1::1]:${port}/hook`],
  ])('in production, refuses to deliver to a private address: %s', async (_label, address) => {
    const { key } = await integration();
    const target = address((receiver.address() as AddressInfo).port);
    const webhook = await body(v1(key, 'POST', '/webhooks', { url: target, events: ['lead.created'] }));
    const repo = createWebhooksRepository(t.db);
    const strict = createWebhooksService({
      repo,
      enqueue: async () => undefined,
      notify: async () => undefined,
      allowPrivateTargets: false,
      secrets: createSecretBox(t.config.appSecret, 'webhook-signing-secret'),
    });
    const deliveryId = await repo.addDelivery(webhook.id, crypto.randomUUID(), 'lead.created', '{}');
    const before = received.length;
    await expect(strict.attempt(deliveryId!)).rejects.toBeInstanceOf(DeliveryFailed);
    expect(received).toHaveLength(before);
    expect((await body(v1(key, 'GET', `/webhooks/${webhook.id}/deliveries`))).data[0]).toMatchObject({
      lastError: expect.stringContaining('private network'),
      attempts: 1,
    });
  });

  it('a registration retried with its Idempotency-Key answers the same webhook and secret, while the replay cache never holds the secret', async () => {
    const { key } = await integration();
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const created = await v1(key, 'POST', '/webhooks', { url, events: ['lead.created'] }, headers);
    expect(created.status).toBe(201);
    const webhook = await body(created);
    expect(webhook.secret).toMatch(/^whsec_/);

    const kept = await t.db.select().from(apiIdempotency).where(eq(apiIdempotency.idempotencyKey, headers['idempotency-key']));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ status: 201, body: { id: webhook.id, url } });
    expect(JSON.stringify(kept)).not.toContain(webhook.secret);
    expect(JSON.stringify(kept)).not.toContain(webhook.secret.slice('whsec_'.length));

    const replayed = await v1(key, 'POST', '/webhooks', { url, events: ['lead.created'] }, headers);
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(await body(replayed)).toEqual(webhook);
    expect((await body(v1(key, 'GET', '/webhooks'))).data).toHaveLength(1);

    // The same key with another body registers nothing.
    const other = await v1(key, 'POST', '/webhooks', { url: `${url}/other`, events: ['lead.deleted'] }, headers);
    expect(other.status).toBe(422);
    expect(await body(other)).toMatchObject({ error: { code: 'idempotency_key_reused' } });
    expect((await body(v1(key, 'GET', '/webhooks'))).data).toHaveLength(1);

    // Once the webhook is deleted, its registration's replay has no secret to give: 404, says why.
    expect((await v1(key, 'DELETE', `/webhooks/${webhook.id}`)).status).toBe(204);
    const gone = await v1(key, 'POST', '/webhooks', { url, events: ['lead.created'] }, headers);
    expect(gone.status).toBe(404);
    expect(await body(gone)).toMatchObject({ error: { code: 'not_found', message: expect.stringContaining('deleted since') } });
  });

  it("keeps each account's webhooks and deliveries to itself, and names the invalid field", async () => {
    const { key } = await integration();
    const webhook = await body(v1(key, 'POST', '/webhooks', { url, events: ['lead.deleted'] }));
    const other = await integration();
    expect((await body(v1(other.key, 'GET', '/webhooks'))).data).toEqual([]);
    expect((await v1(other.key, 'GET', `/webhooks/${webhook.id}/deliveries`)).status).toBe(404);
    expect((await v1(other.key, 'DELETE', `/webhooks/${webhook.id}`)).status).toBe(404);
    expect((await v1(other.key, 'POST', `/webhooks/${webhook.id}/deliveries/${crypto.randomUUID()}/resend`)).status).toBe(404);
    const bad = await v1(key, 'POST', '/webhooks', { url: 'ftp://nope', events: ['lead.created'] });
    expect(await body(bad)).toMatchObject({ error: { code: 'invalid_request', field: 'url' } });
    expect((await v1(key, 'DELETE', `/webhooks/${webhook.id}`)).status).toBe(204);
  });
});
