import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, gt, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startSocialPlatformPeer } from '../../../test/social-platform-peer.ts';
import { socialAgent, TINY_PNG } from '../../../test/social-posts-test-support.ts';

// A property's picture on the web is an address the agent typed: LinkedIn wants its bytes, so
// the server reads it, through the outbound guard. A loopback server stands in for the web.
let peer: Awaited<ReturnType<typeof startSocialPlatformPeer>>;
let photos: http.Server;
let photoUrl: string;
let photoReads = 0;
let dev: TestApp;
let prod: TestApp;

beforeAll(async () => {
  peer = await startSocialPlatformPeer();
  photos = http.createServer((_req, res) => {
    photoReads += 1;
    res.writeHead(200, { 'content-type': 'image/png' }).end(TINY_PNG);
  });
  await new Promise<void>((resolve) => photos.listen(0, '127.0.0.1', resolve));
  photoUrl = `http://127.0.0.1:${(photos.address() as AddressInfo).port}/12-oak.png`;
  dev = await createTestApp(peer.env);
  prod = await createTestApp({ ...peer.env, NODE_ENV: 'production' });
});
afterAll(async () => {
  await dev?.close();
  await prod?.close();
  await peer?.close();
  await new Promise<void>((resolve) => photos?.close(() => resolve()));
});

async function linkedInPostWithPropertyPhoto(t: TestApp) {
  const agent = await socialAgent(t, { connect: ['linkedin'] });
  const res = await agent.post('/api/properties', { address: '12 Oak Lane', currentPrice: 450000, images: [photoUrl] });
  expect(res.status).toBe(201);
  const property = (await res.json()) as { id: string };
  const post = await agent.compose({ text: 'Just listed: 12 Oak Lane', platforms: ['linkedin'], property_id: property.id });
  expect(post.status).toBe(201);
  return { agent, post: (await post.json()) as { id: string } };
}

describe("a property's picture on the web", () => {
  it('is read for LinkedIn outside production, where loopback is allowed', async () => {
    const before = photoReads;
    const { agent, post } = await linkedInPostWithPropertyPhoto(dev);
    await agent.settled(post.id, 'published');
    expect(photoReads).toBe(before + 1);
  });

  it('is not read in production when it is on this network: the attempt fails and nothing reaches it', async () => {
    const before = photoReads;
    const { agent } = await linkedInPostWithPropertyPhoto(prod);
    await vi.waitFor(
      async () => {
        const tried = await prod.db
          .select({ lastError: jobs.lastError })
          .from(jobs)
          .where(and(eq(jobs.accountId, agent.userId), like(jobs.queue, '%social%'), gt(jobs.attempts, 0)));
        expect(tried[0]?.lastError).toContain("The property's photo could not be read");
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(photoReads).toBe(before);
  });
});
