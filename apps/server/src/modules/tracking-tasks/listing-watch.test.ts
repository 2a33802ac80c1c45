import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LISTING_DATA_MESSAGE } from '@porchlight/domain/automations/listing-page';
import { notifications, trackingTasks } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { body, messagingAgent } from '../../../test/messaging-agent.ts';
import { TRACKING_TICK_QUEUE } from './tracking-tasks.jobs.ts';

// A listing site on loopback serves the fictional pages of test-data/listing-pages; which one it
// serves is changed between readings. The app allows private addresses only where it says so.
const page = (name: string) => readFileSync(new URL(`../../../../../test-data/listing-pages/${name}`, import.meta.url), 'utf8');
let serving = 'realestate-listing.html';
let site: http.Server;
let listingUrl: string;
let allowed: TestApp;
let strict: TestApp;

beforeAll(async () => {
  site = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page(serving)));
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  listingUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/homes/14-elm-street`;
});
afterAll(async () => {
  await new Promise<void>((r) => site.close(() => r()));
});

/** The next reading is due now: the minute tick queues it. */
async function nextReading(t: TestApp, taskId: string) {
  await t.db.update(trackingTasks).set({ dueAt: new Date() }).where(eq(trackingTasks.id, taskId));
  await t.jobs.enqueue(t.db, TRACKING_TICK_QUEUE, { at: String(Date.now()) });
  await t.jobs.drain();
}

// The minute tick reads every due watch in the database, whichever account: two apps on one
// server database would read each other's. Each describe has its app to itself.
describe('watching a listing page', () => {
  beforeAll(async () => {
    allowed = await createTestApp({ LISTING_FETCH_ALLOW_PRIVATE: '1' });
  });
  afterAll(() => allowed?.close());

  it('reads price and status at once; a change is an execution, tells the agent and updates the linked property', async () => {
    serving = 'realestate-listing.html';
    const t = allowed;
    const agent = await messagingAgent(t);
    const property = await body(agent.post('/api/properties', { address: '14 Elm Street', currentPrice: 450000, status: 'Active' }));
    const res = await agent.post('/api/tracking-tasks', { kind: 'watch_listing', url: listingUrl, property_id: property.id });
    expect(res.status).toBe(201);
    const task = await body(res);
    expect(task).toMatchObject({ kind: 'watch_listing', title: 'Watch 14 Elm Street', url: listingUrl });
    await t.jobs.drain();
    let [read] = (await body(agent.call('/api/tracking-tasks'))).tasks;
    expect(read).toMatchObject({ listing_price: 450000, listing_status: 'Active', last_error: null, executions: [] });
    expect(new Date(read.due_at).getTime()).toBeGreaterThan(Date.now() + 5.9 * 3_600_000);

    serving = 'realestate-listing-reduced.html';
    await nextReading(t, task.id);
    await nextReading(t, task.id); // nothing changed since: nothing more recorded
    [read] = (await body(agent.call('/api/tracking-tasks'))).tasks;
    expect(read).toMatchObject({ listing_price: 435000, listing_status: 'Pending', last_error: null });
    expect(read.executions.map((e: { detail: string }) => e.detail)).toEqual([
      'Price dropped from $450,000 to $435,000; Status changed from Active to Pending',
    ]);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, agent.userId), eq(notifications.title, 'Watch 14 Elm Street')));
    expect(told.map((n) => n.message)).toEqual(['Price dropped from $450,000 to $435,000; Status changed from Active to Pending']);
    expect(await body(agent.call(`/api/properties/${property.id}`))).toMatchObject({ currentPrice: 435000, status: 'Pending' });
  });

  it('a page with no structured data gives the task a clear error', async () => {
    serving = 'no-structured-data.html';
    const agent = await messagingAgent(allowed);
    await agent.post('/api/tracking-tasks', { kind: 'watch_listing', url: listingUrl });
    await allowed.jobs.drain();
    const [read] = (await body(agent.call('/api/tracking-tasks'))).tasks;
    expect(read).toMatchObject({
      title: expect.stringMatching(/^Watch 127\.0\.0\.1\/homes\/14-elm-street$/),
      last_error: NO_LISTING_DATA_MESSAGE,
      listing_price: null,
    });
    expect(NO_LISTING_DATA_MESSAGE).toBe('This page has no price or status we can read (no schema.org or Open Graph data)');
  });
});

describe('without the operator setting', () => {
  beforeAll(async () => {
    strict = await createTestApp();
  });
  afterAll(() => strict?.close());

  it('without the operator setting, a 127.0.0.1 page is refused with a clear message', async () => {
    serving = 'realestate-listing.html';
    const agent = await messagingAgent(strict);
    await agent.post('/api/tracking-tasks', { kind: 'watch_listing', url: listingUrl });
    await strict.jobs.drain();
    const [read] = (await body(agent.call('/api/tracking-tasks'))).tasks;
    expect(read).toMatchObject({
      last_error: '127.0.0.1 is a private or local address (127.0.0.1): only public web pages can be watched',
      listing_price: null,
    });
  });

  it('400 naming the url: a web address, http or https only', async () => {
    const agent = await messagingAgent(strict);
    for (const url of ['ftp://homes.example/1', 'not a url', '']) {
      const res = await agent.post('/api/tracking-tasks', { kind: 'watch_listing', url });
      expect(res.status).toBe(400);
      expect((await body(res)).error).toMatch(/^url: /);
    }
  });
});
