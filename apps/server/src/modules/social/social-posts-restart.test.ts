import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialPostResponse } from '@porchlight/domain/social/social-post-schemas';
import type { DatabaseOptions } from '../../db/client.ts';
import { createTestApp, databaseAfterRestart, testDatabase, type TestApp } from '../../../test/test-app.ts';
import { startSocialPlatformPeer } from '../../../test/social-platform-peer.ts';
import { socialAgent } from '../../../test/social-posts-test-support.ts';

let peer: Awaited<ReturnType<typeof startSocialPlatformPeer>>;
beforeAll(async () => {
  peer = await startSocialPlatformPeer();
});
afterAll(async () => {
  await peer?.close();
  expect(peer?.problems ?? []).toEqual([]);
});

// The app that scheduled the post is closed before its time; the next one, on the same
// database, publishes it when it is due, and only once.
describe('a scheduled post across a restart', () => {
  it('is published once by the next instance', async () => {
    const namespace = `social-${crypto.randomUUID().slice(0, 8)}:`;
    const first: DatabaseOptions = await testDatabase();
    const a = await createTestApp(peer.env, { jobNamespace: namespace }, first);
    const agent = await socialAgent(a, { connect: ['x', 'linkedin'] });
    const at = new Date(Date.now() + 2_500).toISOString();
    const res = await agent.compose({
      text: 'Open house at 4 Birch Rd at noon',
      platforms: ['x', 'linkedin'],
      action: 'schedule',
      scheduled_at: at,
    });
    const post = (await res.json()) as SocialPostResponse;
    expect(post.status).toBe('scheduled');

    await a.jobs.stop(1_000);
    const next = await databaseAfterRestart(first, a);
    await a.close();
    expect(peer.posts.filter((p) => JSON.stringify(p.body).includes('4 Birch Rd'))).toEqual([]);

    let b: TestApp | undefined;
    try {
      b = await createTestApp(peer.env, { jobNamespace: namespace }, next);
      // The agent's session lives in the database too: they read the post on the new instance.
      const read = async () =>
        (await (await b!.request(`/api/social/posts/${post.id}`, { headers: { cookie: agent.cookie } })).json()) as SocialPostResponse;
      let published: SocialPostResponse | undefined;
      await expect.poll(async () => (published = await read()).status, { timeout: 15_000, interval: 100 }).toBe('published');
      expect(published!.results.map((r) => r.status)).toEqual(['published', 'published']);
      // The jobs ran at their time, not before.
      expect(Date.parse(published!.published_at!)).toBeGreaterThanOrEqual(Date.parse(at));
      await b.jobs.stop(1_000);
      expect(
        peer.posts
          .filter((p) => JSON.stringify(p.body).includes('4 Birch Rd'))
          .map((p) => p.platform)
          .sort(),
      ).toEqual(['linkedin', 'x']);
    } finally {
      await b?.close();
    }
  });
});
