import type { SocialPlatform } from '@porchlight/domain/social/social-platforms';
import type { SocialPostResponse } from '@porchlight/domain/social/social-post-schemas';
import { vi, expect } from 'vitest';
import { socialAccounts } from '../src/db/schema/index.ts';
import { createSecretBox } from '../src/lib/secret-box.ts';
import { messagingAgent } from './messaging-agent.ts';
import { PEER_TOKENS } from './social-platform-peer.ts';
import type { TestApp } from './test-app.ts';

/** The account each platform's connect would have saved (the OAuth round trip is social.test.ts's). */
const ACCOUNTS: Record<SocialPlatform, { token: string; externalId: string; name: string }> = {
  facebook: { token: PEER_TOKENS.facebook, externalId: 'fb-1', name: 'Dana on Facebook' },
  instagram: { token: PEER_TOKENS.instagram, externalId: 'fb-2', name: 'Dana on Instagram' },
  linkedin: { token: PEER_TOKENS.linkedin, externalId: 'li-member-1', name: 'Dana on LinkedIn' },
  x: { token: PEER_TOKENS.x, externalId: 'x-1', name: 'Dana on X' },
};

/** A 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** An agent on a plan with the given accounts connected, and the calls the tests make. */
export async function socialAgent(t: TestApp, options: { plan?: 'trial' | 'starter' | 'agent'; connect?: SocialPlatform[] } = {}) {
  const agent = await messagingAgent(t, { plan: options.plan ?? 'agent' });
  const box = createSecretBox(t.config.appSecret, 'social-account-tokens');
  for (const platform of options.connect ?? ['facebook', 'instagram', 'linkedin', 'x']) {
    const account = ACCOUNTS[platform];
    await t.db.insert(socialAccounts).values({
      userId: agent.userId,
      platform,
      externalId: account.externalId,
      displayName: account.name,
      accessTokenSealed: box.seal(account.token),
      scopes: [],
    });
  }
  const compose = async (body: Record<string, unknown>) =>
    agent.post('/api/social/posts', { text: 'Just listed: 12 Oak Lane', action: 'now', ...body });
  const read = async (id: string) => (await (await agent.call(`/api/social/posts/${id}`)).json()) as SocialPostResponse;
  /** Waits for the jobs to leave the post in `status`. */
  const settled = async (id: string, status: SocialPostResponse['status']) => {
    let last: SocialPostResponse | undefined;
    await vi.waitFor(
      async () => {
        last = await read(id);
        expect(last.status).toBe(status);
      },
      { timeout: 10_000, interval: 50 },
    );
    return last!;
  };
  const upload = async () => {
    const form = new FormData();
    form.append('image', new File([new Uint8Array(TINY_PNG)], 'house.png', { type: 'image/png' }));
    const res = await agent.call('/api/social/images', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; url: string };
  };
  return { ...agent, compose, read, settled, upload };
}
