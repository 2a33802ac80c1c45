import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialPostResponse } from '@porchlight/domain/social/social-post-schemas';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startSocialPlatformPeer } from '../../../test/social-platform-peer.ts';
import { socialAgent, TINY_PNG } from '../../../test/social-posts-test-support.ts';

// Posts go to a loopback server that speaks each platform's posting API and checks the token
// and the body as the platform would.
let t: TestApp;
let peer: Awaited<ReturnType<typeof startSocialPlatformPeer>>;

beforeAll(async () => {
  peer = await startSocialPlatformPeer();
  t = await createTestApp(peer.env);
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
  expect(peer?.problems ?? []).toEqual([]);
});

const created = async (res: Response) => {
  expect(res.status).toBe(201);
  return (await res.json()) as SocialPostResponse;
};

describe('publishing now', () => {
  it('posts to every chosen account through its own API, once, and shows each link', async () => {
    const agent = await socialAgent(t);
    const image = await agent.upload();
    const post = await created(
      await agent.compose({ text: 'Open house Sunday', platforms: ['facebook', 'instagram', 'linkedin', 'x'], image_ids: [image.id] }),
    );
    expect(post.status).toBe('publishing');
    const done = await agent.settled(post.id, 'published');
    expect(Object.fromEntries(done.results.map((r) => [r.platform, [r.status, r.post_url]]))).toEqual({
      facebook: ['published', expect.stringMatching(/^https:\/\/www\.facebook\.com\/page-1_\d+$/)],
      instagram: ['published', 'https://www.instagram.com/p/porch1/'],
      linkedin: ['published', expect.stringMatching(/^https:\/\/www\.linkedin\.com\/feed\/update\/urn:li:share:\d+$/)],
      x: ['published', expect.stringMatching(/^https:\/\/x\.com\/i\/web\/status\/17\d+$/)],
    });
    const mine = peer.posts.filter((p) => JSON.stringify(p.body).includes('Open house Sunday') || p.body.creation_id);
    const facebook = mine.find((p) => p.platform === 'facebook')!;
    expect(facebook).toMatchObject({
      path: '/page-1/photos',
      body: { caption: 'Open house Sunday', url: `${t.config.appUrl}${image.url}` },
    });
    expect(mine.find((p) => p.platform === 'linkedin')!.body).toMatchObject({
      author: 'urn:li:person:li-member-1',
      commentary: 'Open house Sunday',
      content: { media: { id: expect.stringMatching(/^urn:li:image:/) } },
    });
    expect(peer.uploads.at(-1)).toEqual({ contentType: 'image/png', size: TINY_PNG.length });
    expect(mine.find((p) => p.platform === 'x')!.body).toEqual({ text: 'Open house Sunday' });
    expect(mine.filter((p) => p.platform === 'instagram')).toHaveLength(1);
    expect(done.published_at).not.toBeNull();
  });

  it('fills a listing post from a property: the link goes to Facebook and LinkedIn', async () => {
    const agent = await socialAgent(t, { connect: ['facebook', 'linkedin'] });
    const property = (await (
      await agent.post('/api/properties', { address: '12 Oak Lane', currentPrice: 450000, listingUrl: 'https://listings.example/12-oak' })
    ).json()) as { id: string };
    const post = await created(
      await agent.compose({ text: 'Just listed: 12 Oak Lane', platforms: ['facebook', 'linkedin'], property_id: property.id }),
    );
    expect(post.property).toEqual({ id: property.id, address: '12 Oak Lane', photo_url: null });
    await agent.settled(post.id, 'published');
    const bodies = peer.posts
      .filter((p) => p.body.message === 'Just listed: 12 Oak Lane' || p.body.commentary === 'Just listed: 12 Oak Lane')
      .map((p) => [p.platform, p.path, p.body]);
    expect(bodies).toEqual(
      expect.arrayContaining([
        ['facebook', '/page-1/feed', { message: 'Just listed: 12 Oak Lane', link: 'https://listings.example/12-oak' }],
        [
          'linkedin',
          '/rest/posts',
          expect.objectContaining({
            content: { article: { source: 'https://listings.example/12-oak', title: 'Just listed: 12 Oak Lane' } },
          }),
        ],
      ]),
    );
  });

  it("a property's uploaded cover photo is the post's picture when it has none of its own, and Facebook gets its public link", async () => {
    const agent = await socialAgent(t, { connect: ['facebook'] });
    const property = (await (await agent.post('/api/properties', { address: '14 Oak Lane', currentPrice: 480000 })).json()) as {
      id: string;
    };
    const form = new FormData();
    form.set('photo', new File([new Uint8Array(TINY_PNG)], 'front.png', { type: 'image/png' }));
    expect((await agent.call(`/api/properties/${property.id}/photos`, { method: 'POST', body: form })).status).toBe(201);

    const post = await created(
      await agent.compose({ text: 'Just listed: 14 Oak Lane', platforms: ['facebook'], property_id: property.id }),
    );
    expect(post.property?.photo_url).toMatch(new RegExp(`^/api/properties/${property.id}/photos/`));
    expect(post.images).toHaveLength(1);
    await agent.settled(post.id, 'published');
    const sent = peer.posts.find((p) => p.platform === 'facebook' && p.body.caption === 'Just listed: 14 Oak Lane');
    expect(sent).toMatchObject({ path: '/page-1/photos', body: { url: `${t.config.appUrl}${post.images[0]!.url}` } });
    const picture = await t.request(post.images[0]!.url);
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(TINY_PNG);
  });

  it('shows a refusal with its reason, and a Retry publishes it', async () => {
    const agent = await socialAgent(t, { connect: ['x'] });
    peer.failNext.set('x', {
      status: 403,
      body: { title: 'Forbidden', detail: 'You are not allowed to create a Tweet with duplicate content.', status: 403 },
    });
    const post = await created(await agent.compose({ text: 'Price drop on Elm St', platforms: ['x'] }));
    const failed = await agent.settled(post.id, 'failed');
    expect(failed.results[0]).toMatchObject({
      status: 'failed',
      error: 'X refused the post: You are not allowed to create a Tweet with duplicate content.',
      post_url: null,
    });
    const retried = await agent.post(`/api/social/posts/${post.id}/results/${failed.results[0]!.id}/retry`, {});
    expect(retried.status).toBe(200);
    await agent.settled(post.id, 'published');
    expect(peer.posts.filter((p) => p.body.text === 'Price drop on Elm St')).toHaveLength(1);
    expect((await agent.post(`/api/social/posts/${post.id}/results/${failed.results[0]!.id}/retry`, {})).status).toBe(409);
  });
});

describe('drafts and schedules', () => {
  it("keeps a draft without publishing, then schedules it; the feed lists newest first with this month's count", async () => {
    const agent = await socialAgent(t, { connect: ['linkedin'] });
    const image = await agent.upload();
    const draft = await created(
      await agent.compose({ text: 'Thinking about a market update', platforms: [], action: 'draft', image_ids: [image.id] }),
    );
    expect(draft).toMatchObject({ status: 'draft', results: [] });
    const at = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const scheduled = await agent.put(`/api/social/posts/${draft.id}`, {
      text: 'Market update: prices up 3%',
      platforms: ['linkedin'],
      action: 'schedule',
      scheduled_at: at,
      image_ids: [image.id],
    });
    expect(scheduled.status).toBe(200);
    expect(await scheduled.json()).toMatchObject({
      status: 'scheduled',
      scheduled_at: at,
      results: [{ platform: 'linkedin', status: 'pending' }],
    });
    const second = await created(await agent.compose({ text: 'Newer draft', platforms: [], action: 'draft' }));
    const feed = (await (await agent.call('/api/social/posts')).json()) as {
      posts: SocialPostResponse[];
      usage: { used: number; allowed: number };
    };
    expect(feed.posts.map((p) => p.id)).toEqual([second.id, draft.id]);
    expect(feed.usage).toEqual({ used: 1, allowed: 5000 });
    expect((await agent.call(`/api/social/posts/${draft.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await agent.call(`/api/social/posts/${draft.id}`)).status).toBe(404);
    // Its picture went with it.
    expect((await t.request(image.url)).status).toBe(404);
  });
});

describe('the rules', () => {
  it('answers 402 naming maxSocialPosts on trial, and keeps drafts', async () => {
    const agent = await socialAgent(t, { plan: 'trial', connect: ['x'] });
    const res = await agent.compose({ platforms: ['x'] });
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ limit: 'maxSocialPosts', used: 0, allowed: 0 });
    expect((await agent.compose({ platforms: ['x'], action: 'draft' })).status).toBe(201);
  });

  it.each([
    [{ text: 'a'.repeat(281), platforms: ['x'] }, 'text: 281 characters is too long for X (at most 280)'],
    [{ platforms: ['facebook'] }, 'platforms: Facebook is not connected. Connect it in Settings > Accounts.'],
    [{ platforms: ['instagram'] }, 'image_ids: Instagram needs a picture'],
    [{ platforms: ['x'], action: 'schedule', scheduled_at: '2020-01-01T00:00:00Z' }, 'scheduled_at: choose a time in the future'],
    [{ platforms: ['x'], property_id: '00000000-0000-4000-8000-000000000000' }, 'property_id: choose one of your properties'],
    [
      { platforms: ['x'], image_ids: ['00000000-0000-4000-8000-000000000000'] },
      'image_ids: upload the pictures first (one of them is not yours or no longer exists)',
    ],
  ])('400 for %j', async (body, error) => {
    const agent = await socialAgent(t, { connect: ['x', 'instagram'] });
    const res = await agent.compose(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error });
  });

  it("answers 404 for another account's post, its result and its retry", async () => {
    const owner = await socialAgent(t, { connect: ['x'] });
    const post = await created(await owner.compose({ platforms: ['x'], text: 'Mine' }));
    const other = await socialAgent(t, { connect: ['x'] });
    expect((await other.call(`/api/social/posts/${post.id}`)).status).toBe(404);
    expect((await other.put(`/api/social/posts/${post.id}`, { text: 'Theirs', platforms: ['x'], action: 'now' })).status).toBe(404);
    expect((await other.call(`/api/social/posts/${post.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await other.post(`/api/social/posts/${post.id}/results/${post.results[0]!.id}/retry`, {})).status).toBe(404);
    expect((await other.call('/api/social/posts/not-an-id')).status).toBe(404);
    expect((await other.compose({ platforms: ['x'], image_ids: [(await owner.upload()).id] })).status).toBe(400);
  });

  it('serves a picture at its signed address only, without a session', async () => {
    const agent = await socialAgent(t, { connect: [] });
    const image = await agent.upload();
    const res = await t.request(image.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(TINY_PNG);
    expect((await t.request(image.url.replace(/\/[^/]+$/, '/forged'))).status).toBe(404);
    const form = new FormData();
    form.append('image', new File([new TextEncoder().encode('not a picture')], 'x.png'));
    const bad = await agent.call('/api/social/images', { method: 'POST', body: form });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'image: use a PNG, JPEG, WebP or GIF image (image/png, image/jpeg, image/webp, image/gif)' });
  });
});
