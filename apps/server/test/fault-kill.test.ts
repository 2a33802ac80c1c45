import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { autoMapColumns } from '@porchlight/domain/csv-import/auto-map';
import type { ImportFileView } from '@porchlight/domain/csv-import/import-file';
import { smsSendWindow } from '@porchlight/domain/messaging/send-window';
import { events, messages, notificationSettings, properties, users } from '../src/db/schema/index.ts';
import { eventually, killableServer, signUpOn } from './killable-server.ts';
import { json } from './test-app.ts';
import { startStripePeer } from './stripe-peer.ts';
import {
  TEST_PRICE_IDS,
  nowSeconds,
  signedDelivery,
  stripeEvent,
  stripeInvoice,
  stripeSubscription,
  stripeTestEnv,
} from './stripe-events.ts';
import { startTwilioPeer } from './twilio-peer.ts';

// The server killed with SIGKILL where it hurts (mid-import, mid-send), then started again on
// the same database: nothing is lost and nothing happens twice. A real process (main.ts) on a
// real database, both PGlite and PostgreSQL; the providers are loopback peers.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const countOf = (result: unknown) => Number((result as { rows: { n: number | string }[] }).rows[0]!.n);

describe('killed mid-way and started again', () => {
  it('an import: every row once, one completion', async () => {
    const { server, whileStopped } = await killableServer();
    const agent = await signUpOn(server);
    expect((await agent.post('/api/billing/plan', { plan: 'business', interval: 'monthly' })).status).toBe(200);
    const headers = ['MLS #', 'Address', 'City', 'State', 'List Price', 'Beds'];
    const rows = 3000;
    const lines = Array.from({ length: rows }, (_, i) => `ML${i},${i} Oak Ave,Austin,TX,${400_000 + i},3`);
    const bytes = Buffer.from([headers.join(','), ...lines].join('\n'));
    const announced = await agent.post('/api/properties/imports', {
      file_name: 'board.csv',
      file_size: bytes.length,
      headers,
      mapping: autoMapColumns('properties', headers).mapping,
      format: { encoding: 'utf-8', delimiter: ',', decimalSeparator: '.', dateOrder: 'mdy' },
      duplicates: 'skip',
    });
    expect(announced.status).toBe(201);
    const { id } = (await announced.json()) as ImportFileView;
    expect((await agent.call(`/api/properties/imports/${id}/parts/0`, { method: 'PUT', body: bytes })).status).toBe(200);
    expect((await agent.post(`/api/properties/imports/${id}/start`, {})).status).toBe(202);
    // Killed as soon as the job has it (reading or writing), not after.
    const seen = await eventually(
      async () => ((await (await agent.call(`/api/properties/imports/${id}`)).json()) as ImportFileView).status,
      (status) => status !== 'queued',
    );
    await server.kill();
    expect(['reading', 'writing']).toContain(seen);
    await server.start();

    const done = await eventually(
      async () => (await (await agent.call(`/api/properties/imports/${id}`)).json()) as ImportFileView,
      (view) => view.status === 'completed' || view.status === 'failed',
      120_000,
    );
    expect({ status: done.status, imported: done.result?.imported }).toEqual({ status: 'completed', imported: rows });
    const { stored, completions } = await whileStopped(async (db) => ({
      stored: await db.$count(properties, eq(properties.userId, agent.userId)),
      completions: await db.$count(events, and(eq(events.accountId, agent.userId), eq(events.type, 'import.completed'))),
    }));
    expect({ stored, completions }).toEqual({ stored: rows, completions: 1 });
  }, 300_000);

  it("a flow's wait: the step after it runs once, when the wait is over", async () => {
    const { server, whileStopped } = await killableServer();
    const agent = await signUpOn(server);
    expect((await agent.post('/api/billing/plan', { plan: 'business', interval: 'monthly' })).status).toBe(200);
    const created = await agent.post('/api/flows', {
      name: 'Check in later',
      steps: [
        { id: 'before', type: 'notify', title: 'Before the wait' },
        { id: 'wait', type: 'wait', amount: 3, unit: 'days' },
        { id: 'after', type: 'notify', title: 'After the wait' },
      ],
    });
    expect(created.status).toBe(201);
    const flow = (await created.json()) as { id: string };
    expect((await agent.post(`/api/flows/${flow.id}/status`, { status: 'active' })).status).toBe(200);
    const lead = (await (await agent.post('/api/leads', { name: 'Rita Restart' })).json()) as { id: string };
    expect((await agent.post(`/api/flows/${flow.id}/enrol`, { lead_ids: [lead.id] })).status).toBe(200);
    const titles = async () =>
      ((await (await agent.call('/api/notifications?limit=100')).json()) as { notifications: { title: string }[] }).notifications.map(
        (n) => n.title,
      );
    const runs = async () => ((await (await agent.call(`/api/flows/${flow.id}/runs`)).json()) as { runs: { status: string }[] }).runs;
    // The run is waiting: the step after the wait is a job due in three days.
    await eventually(runs, (list) => list.length === 1 && list[0]!.status === 'waiting');
    expect(await titles()).toContain('Before the wait');

    // Killed while the run waits; three days pass (the wait's job made due) before it starts again.
    await server.kill();
    await whileStopped((db) => db.execute(sql`UPDATE jobs SET run_at = now() WHERE state = 'queued' AND queue = 'automations.step'`));

    // Generous: beside the e2e journeys on 2 cores, a killed PGlite's restart and the due job took over 60 s.
    await eventually(titles, (list) => list.includes('After the wait'), 150_000);
    const finished = await eventually(runs, (list) => list.every((r) => ['completed', 'stopped', 'failed'].includes(r.status)), 60_000);
    expect(finished.map((r) => r.status)).toEqual(['completed']);
    const list = await titles();
    expect(list.filter((t) => t === 'Before the wait')).toHaveLength(1);
    expect(list.filter((t) => t === 'After the wait')).toHaveLength(1);
  }, 300_000);

  it('a text: Twilio took it, the server died before hearing back; after the restart it is sent, and sent once', async () => {
    const peer = await startTwilioPeer();
    cleanups.push(peer.close);
    const { server, whileStopped } = await killableServer(peer.env({ TWILIO_PHONE_NUMBER: '+15125550000' }));
    const agent = await signUpOn(server);
    expect((await agent.post('/api/billing/plan', { plan: 'starter', interval: 'monthly' })).status).toBe(200);
    // A verified address, and a zone where it is day (texts wait for 8:00 otherwise).
    const zones = [
      'Pacific/Kiritimati',
      'Asia/Tokyo',
      'Asia/Kolkata',
      'Europe/London',
      'America/New_York',
      'America/Los_Angeles',
      'Pacific/Honolulu',
    ];
    const dayZone = zones.find(
      (z) => smsSendWindow(new Date(), z).allowed && smsSendWindow(new Date(Date.now() + 10 * 60_000), z).allowed,
    )!;
    await whileStopped(async (db) => {
      await db.update(users).set({ emailVerified: true }).where(eq(users.id, agent.userId));
      await db
        .insert(notificationSettings)
        .values({ userId: agent.userId, preferences: {} as never, timeZone: dayZone })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { timeZone: dayZone } });
    });
    expect((await agent.call('/api/sms/settings', { ...json({ enabled: true }), method: 'PUT' })).status).toBe(200);
    // Its own texting number is bought by a job (decision 044).
    await eventually(
      async () => ((await (await agent.call('/api/sms/status')).json()) as { data: { status: string } }).data.status,
      (s) => s === 'active',
    );
    const lead = (await (await agent.post('/api/leads', { name: 'Ana Lopez', phone: '+447700900123' })).json()) as { id: string };

    peer.hold.creates = true;
    const sent = await agent.post('/api/messages', { channel: 'sms', lead_id: lead.id, body: 'See you at 5' });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    await eventually(
      async () => peer.sent.length,
      (n) => n === 1,
    );
    await server.kill();
    peer.hold.creates = false;
    await server.start();

    const status = await eventually(
      async () => {
        const body = (await (await agent.call(`/api/messages/${id}`)).json()) as { status?: string; message?: { status: string } };
        return body.message?.status ?? body.status;
      },
      (s) => s === 'sent' || s === 'failed',
      60_000,
    );
    expect(status).toBe('sent');
    expect(peer.sent.filter((m) => m.form.Body === 'See you at 5')).toHaveLength(1);
    const rows = await whileStopped(async (db) =>
      countOf(
        await db.execute(
          sql`SELECT count(*) AS n FROM ${messages} WHERE ${messages.userId} = ${agent.userId} AND ${messages.status} = 'sent'`,
        ),
      ),
    );
    expect(rows).toBe(1);
    expect(peer.problems).toEqual([]);
  }, 180_000);

  it('a Stripe webhook: killed as it is processed, redelivered by Stripe, applied and told once', async () => {
    const stripe = await startStripePeer();
    cleanups.push(stripe.close);
    const { server } = await killableServer(stripeTestEnv(stripe.url));
    const agent = await signUpOn(server);
    const customer = `cus_${agent.userId.slice(0, 12)}`;
    const sub = stripeSubscription({ priceId: TEST_PRICE_IDS.plan_agent_monthly, customer, metadata: { user_id: agent.userId } });
    const deliver = (event: object) => server.request('/api/billing/webhook', signedDelivery(event));
    const at = nowSeconds() - 60;
    expect((await deliver(stripeEvent('customer.subscription.created', sub, { created: at }))).status).toBe(200);
    const statusOf = async () =>
      ((await (await agent.call('/api/subscription')).json()) as { subscription: { status: string } | null }).subscription?.status;
    await eventually(statusOf, (status) => status === 'active');

    const failed = stripeEvent('invoice.payment_failed', stripeInvoice(sub.id, customer), { created: at + 1 });
    expect((await deliver(failed)).status).toBe(200);
    await server.kill();
    await server.start();
    // Stripe delivers again what it is not sure of; the same event, the same id.
    expect((await deliver(failed)).status).toBe(200);

    await eventually(statusOf, (status) => status === 'past_due', 60_000);
    const told = async () =>
      ((await (await agent.call('/api/notifications?limit=100')).json()) as { notifications: { title: string }[] }).notifications.filter(
        (n) => n.title === 'Payment failed',
      ).length;
    await eventually(told, (n) => n > 0, 60_000);
    // The follow-up jobs have settled: still one.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await told()).toBe(1);
  }, 180_000);
});
