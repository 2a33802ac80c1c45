import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAccounts, authSessions, profiles, users } from './db/schema/index.ts';
import { TEST_APP_URL, authed, cookieHeader, createTestApp, json, uniqueEmail, type TestApp } from '../test/test-app.ts';
import { uniqueIp } from '../test/client-addresses.ts';
import { startOidcPeer } from '../test/oidc-peer.ts';

// better-auth 1.7's genericOAuth registers the provider as a social provider: the flow goes
// through POST /api/auth/sign-in/social and GET /api/auth/callback/:providerId. Sign-in starts
// are rate-limited per address (3 per 10 s), so each comes from its own address.
const CALLBACK_URL = `${TEST_APP_URL}/auth/callback?next=%2Fdashboard`;

/** Joins the cookies of two Set-Cookie sets, the later one winning, as a browser would keep them. */
function mergeCookies(...headers: string[]): string {
  const jar = new Map<string, string>();
  for (const header of headers) {
    for (const pair of header.split('; ').filter(Boolean)) jar.set(pair.split('=')[0]!, pair);
  }
  return [...jar.values()].join('; ');
}

describe('sign-in with an OpenID Connect provider', () => {
  let oidc: Awaited<ReturnType<typeof startOidcPeer>>;
  let t: TestApp;

  beforeAll(async () => {
    oidc = await startOidcPeer();
    t = await createTestApp({
      AUTH_OIDC_DISCOVERY_URL: oidc.discoveryUrl,
      AUTH_OIDC_CLIENT_ID: 'porchlight',
      AUTH_OIDC_CLIENT_SECRET: 'secret',
      AUTH_OIDC_NAME: 'Test SSO',
    });
  });
  afterAll(async () => {
    await t?.close();
    await oidc?.close();
  });

  /** The whole browser round trip: our sign-in endpoint, the provider's authorize page, our callback. */
  async function signInWithProvider() {
    const start = await t.request('/api/auth/sign-in/social', json({ provider: 'oidc', callbackURL: CALLBACK_URL }), uniqueIp());
    expect(start.status).toBe(200);
    const { url, redirect } = (await start.json()) as { url: string; redirect: boolean };
    expect(redirect).toBe(true);
    const authorizeUrl = new URL(url);
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${oidc.url}/authorize`);
    expect(authorizeUrl.searchParams.get('client_id')).toBe('porchlight');
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${TEST_APP_URL}/api/auth/callback/oidc`);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    const stateCookies = cookieHeader(start);
    expect(stateCookies).toContain('porchlight.state=');

    // The provider "signs the user in" and sends the browser back to our callback.
    const authorize = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const back = new URL(authorize.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${TEST_APP_URL}/api/auth/callback/oidc`);
    expect(back.searchParams.get('code')).toBeTruthy();
    expect(back.searchParams.get('state')).toBe(authorizeUrl.searchParams.get('state'));

    const callback = await t.request(`${back.pathname}${back.search}`, { headers: { cookie: stateCookies } });
    return { callback, stateCookies };
  }

  it('lists the provider for the sign-in page', async () => {
    const res = await t.request('/api/config');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { socialProviders: unknown }).socialProviders).toEqual([{ id: 'oidc', name: 'Test SSO' }]);
  });

  it('creates the user, signs them in and returns to the page they came from', async () => {
    const email = uniqueEmail('sso');
    const identity = oidc.signInAs({ email, name: 'Jean Claude Van Agent' });

    const { callback, stateCookies } = await signInWithProvider();
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe(CALLBACK_URL);
    const session = mergeCookies(stateCookies, cookieHeader(callback));
    expect(cookieHeader(callback)).toContain('porchlight.session_token=');

    const profile = await t.request('/api/profile', authed(session));
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({
      email,
      first_name: 'Jean Claude Van',
      last_name: 'Agent',
      full_name: 'Jean Claude Van Agent',
    });

    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: 'Jean Claude Van Agent', emailVerified: true });
    const accounts = await t.db.select().from(authAccounts).where(eq(authAccounts.userId, user!.id));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ providerId: 'oidc', accountId: identity.sub, password: null });
    // The provider's tokens are not kept (issue 20): nothing uses them after the sign-in.
    expect(accounts[0]).toMatchObject({ accessToken: null, refreshToken: null, idToken: null });
    const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(row).toMatchObject({ firstName: 'Jean Claude Van', lastName: 'Agent' });
  });

  it('signs a returning user into the same account', async () => {
    const identity = oidc.signInAs({ email: uniqueEmail('sso'), name: 'Rae Turner' });
    const first = await signInWithProvider();
    expect(first.callback.status).toBe(302);
    oidc.signInAs(identity);
    const second = await signInWithProvider();
    expect(second.callback.status).toBe(302);
    expect(second.callback.headers.get('location')).toBe(CALLBACK_URL);

    const rows = await t.db.select({ id: users.id }).from(users).where(eq(users.email, identity.email));
    expect(rows).toHaveLength(1);
    expect(await t.db.select().from(authSessions).where(eq(authSessions.userId, rows[0]!.id))).toHaveLength(2);
  });

  it('refuses a callback whose state cookie is missing', async () => {
    const email = uniqueEmail('sso');
    oidc.signInAs({ email, name: 'No Cookie' });
    const start = await t.request('/api/auth/sign-in/social', json({ provider: 'oidc', callbackURL: CALLBACK_URL }), uniqueIp());
    const { url } = (await start.json()) as { url: string };
    const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);

    const callback = await t.request(`${back.pathname}${back.search}`);
    expect(callback.status).toBe(302);
    expect(new URL(callback.headers.get('location')!).searchParams.get('error')).toBe('state_mismatch');
    expect(cookieHeader(callback)).not.toContain('porchlight.session_token=');
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});

describe('without a configured provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('lists no providers', async () => {
    const res = await t.request('/api/config');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { socialProviders: unknown }).socialProviders).toEqual([]);
  });

  it('refuses to start a sign-in with an unknown provider', async () => {
    const res = await t.request('/api/auth/sign-in/social', json({ provider: 'oidc', callbackURL: CALLBACK_URL }), uniqueIp());
    expect(res.status).toBe(404);
  });
});
