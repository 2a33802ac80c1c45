import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { socialAccounts } from '../../db/schema/index.ts';
import { authed, createTestApp, json, signUp, type TestApp } from '../../../test/test-app.ts';

// The whole OAuth 2.0 round trip against a real authorization server on loopback
// (oauth2-mock-server checks the PKCE verifier against the challenge), as X is configured.
let t: TestApp;
let provider: OAuth2Server;
const issued: string[] = [];
const revoked: string[] = [];
beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  const url = `http://127.0.0.1:${provider.address().port}`;
  provider.issuer.url = url;
  provider.service.on('beforeUserinfo', (response) => {
    response.body = { data: { id: 'x-42', name: 'Dana on X', username: 'dana_homes', profile_image_url: 'https://pbs.example/dana.jpg' } };
  });
  provider.service.on('beforeResponse', (response) => {
    const body = response.body as { access_token?: string };
    if (body.access_token) issued.push(body.access_token);
  });
  // The mock parses no revocation body: read the form it was sent.
  provider.service.on('beforeRevoke', (_response, req) => {
    let form = '';
    req.on('data', (chunk: Buffer) => (form += chunk.toString()));
    req.on('end', () => revoked.push(new URLSearchParams(form).get('token') ?? ''));
  });
  t = await createTestApp({
    SOCIAL_X_CLIENT_ID: 'porchlight-x',
    SOCIAL_X_CLIENT_SECRET: 'x-secret',
    SOCIAL_X_AUTHORIZE_URL: `${url}/authorize`,
    SOCIAL_X_TOKEN_URL: `${url}/token`,
    SOCIAL_X_PROFILE_URL: `${url}/userinfo`,
    SOCIAL_X_REVOKE_URL: `${url}/revoke`,
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

const get = async (cookie: string, path: string) => t.request(`/api/auth/social${path}`, authed(cookie));

/** Connect, and follow the platform's authorize page back to us: the callback's query. */
async function authorize(cookie: string) {
  const { authUrl } = (await (await get(cookie, '/x/connect')).json()) as { authUrl: string };
  const back = await fetch(authUrl, { redirect: 'manual' });
  expect(back.status).toBe(302);
  return { authUrl: new URL(authUrl), callback: new URL(back.headers.get('location')!) };
}

describe('connecting X', () => {
  it('goes to the platform with state and PKCE, exchanges the code, stores the tokens sealed and shows the account', async () => {
    const { cookie, userId } = await signUp(t);
    expect(await (await get(cookie, '/x/status')).json()).toEqual({
      platform: 'x',
      connected: false,
      user: null,
      connected_at: null,
      last_sync: null,
      scopes: [],
      enabled: true,
    });

    const { authUrl, callback } = await authorize(cookie);
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/social/x/callback');
    expect(authUrl.searchParams.get('scope')).toBe('tweet.read tweet.write users.read offline.access');
    expect(callback.searchParams.get('state')).toBe(authUrl.searchParams.get('state'));

    const done = await get(cookie, `/x/callback${callback.search}`);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/settings?tab=accounts&social=x&connected=1');

    const status = (await (await get(cookie, '/x/status')).json()) as Record<string, unknown>;
    expect(status).toMatchObject({
      platform: 'x',
      connected: true,
      user: { name: 'Dana on X', picture: 'https://pbs.example/dana.jpg' },
      scopes: expect.any(Array),
    });
    expect(Date.parse(String(status.connected_at))).toBeGreaterThan(Date.now() - 60_000);

    // The token is neither answered nor readable in the database without the key.
    const [row] = await t.db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId));
    const token = issued.at(-1)!;
    expect(JSON.stringify(status)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.accessTokenSealed).toMatch(/^v1\./);
    expect(await t.services.social.accessToken(userId, 'x')).toBe(token);

    // The same return again (a replayed code and state) changes nothing.
    const replay = await get(cookie, `/x/callback${callback.search}`);
    expect(new URL(replay.headers.get('location')!, 'http://x').searchParams.get('social_error')).toMatch(/could not be verified/);
  });

  it('refuses a forged state, a state of another agent, and a refusal at the platform', async () => {
    const { cookie } = await signUp(t);
    const forged = await get(cookie, '/x/callback?code=abc&state=forged');
    expect(new URL(forged.headers.get('location')!, 'http://x').searchParams.get('social_error')).toMatch(/could not be verified/);

    const { callback } = await authorize(cookie);
    const other = await signUp(t);
    const stolen = await get(other.cookie, `/x/callback${callback.search}`);
    expect(new URL(stolen.headers.get('location')!, 'http://x').searchParams.get('social_error')).toMatch(/could not be verified/);
    expect(((await (await get(other.cookie, '/x/status')).json()) as { connected: boolean }).connected).toBe(false);

    const { authUrl } = await authorize(cookie);
    const denied = await get(cookie, `/x/callback?error=access_denied&state=${authUrl.searchParams.get('state')}`);
    expect(new URL(denied.headers.get('location')!, 'http://x').searchParams.get('social_error')).toBe('You did not allow the connection.');
    expect(((await (await get(cookie, '/x/status')).json()) as { connected: boolean }).connected).toBe(false);
  });

  it('renews the tokens before they expire, by a job', async () => {
    const { cookie, userId } = await signUp(t);
    const { callback } = await authorize(cookie);
    await get(cookie, `/x/callback${callback.search}`);
    const [before] = await t.db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId));
    expect(before!.expiresAt).not.toBeNull();
    await t.services.social.refreshTokens(before!.id);
    const [after] = await t.db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId));
    expect(await t.services.social.accessToken(userId, 'x')).toBe(issued.at(-1));
    expect(after!.accessTokenSealed).not.toBe(before!.accessTokenSealed);
    expect(after!.lastSyncAt!.getTime()).toBeGreaterThanOrEqual(before!.lastSyncAt!.getTime());
  });

  it('disconnects: revokes the token at the platform and forgets it', async () => {
    const { cookie, userId } = await signUp(t);
    const { callback } = await authorize(cookie);
    await get(cookie, `/x/callback${callback.search}`);
    const token = await t.services.social.accessToken(userId, 'x');
    const res = await t.request('/api/auth/social/x/disconnect', authed(cookie, json({})));
    expect(await res.json()).toEqual({ success: true });
    await vi.waitFor(() => expect(revoked).toContain(token));
    expect(((await (await get(cookie, '/x/status')).json()) as { connected: boolean }).connected).toBe(false);
    expect(await t.db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId))).toEqual([]);
    expect(await (await t.request('/api/auth/social/x/disconnect', authed(cookie, json({})))).json()).toEqual({
      success: false,
      error: 'X is not connected',
    });
  });
});

describe('the social routes', () => {
  it('say when a platform is not set up, 404 an unknown one, and need a session', async () => {
    const { cookie } = await signUp(t);
    // In words the agent can act on; the variable names are for the operator's docs and logs only.
    const refused = (await (await get(cookie, '/facebook/connect')).json()) as { error: string };
    expect(refused).toEqual({ error: 'Facebook is not enabled on this server. Ask your administrator to turn it on.' });
    expect(refused.error).not.toMatch(/SOCIAL_|CLIENT_ID/);
    // The card knows before Connect is pressed: each status says whether the platform is enabled.
    expect(await (await get(cookie, '/facebook/status')).json()).toMatchObject({ connected: false, enabled: false });
    expect(await (await get(cookie, '/x/status')).json()).toMatchObject({ connected: false, enabled: true });
    expect((await get(cookie, '/myspace/status')).status).toBe(404);
    expect((await t.request('/api/auth/social/x/status')).status).toBe(401);
    // Back from the platform after signing out meanwhile: to sign-in, then to the accounts tab.
    const back = await t.request('/api/auth/social/x/callback?code=c&state=s');
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`/signin?next=${encodeURIComponent('/settings?tab=accounts&highlight=true')}`);
    expect(
      (await t.request('/api/auth/social/x/disconnect', { method: 'POST', headers: { cookie, origin: 'https://evil.example' } })).status,
    ).toBe(403);
  });
});
