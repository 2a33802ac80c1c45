import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, emailOutbox, profiles, users } from './db/schema/index.ts';
import { ACCOUNT_SIGN_IN_QUOTA, SIGN_IN_RATE_LIMIT } from './auth.ts';
import { sessionTokenOf } from './lib/session-cache.ts';
import { uniqueIp } from '../test/client-addresses.ts';
import { TEST_PASSWORD, authed, cookieHeader, createTestApp, json, signIn, signUp, uniqueEmail, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-up', () => {
  it('creates the user and keeps the full name as profile data', async () => {
    const { userId, cookie } = await signUp(t, { name: 'Mary Ann Smith' });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile).toMatchObject({ fullName: 'Mary Ann Smith', firstName: 'Mary Ann', lastName: 'Smith' });
    const res = await t.request('/api/settings/profile', authed(cookie));
    expect(await res.json()).toMatchObject({ first_name: 'Mary Ann', last_name: 'Smith', full_name: 'Mary Ann Smith' });
  });

  it('refuses a duplicate e-mail without creating a second user', async () => {
    const { email } = await signUp(t);
    const res = await t.request('/api/auth/sign-up/email', json({ email: email.toUpperCase(), name: 'Copy', password: TEST_PASSWORD }));
    expect(res.status).toBe(422);
    expect(((await res.json()) as { code: string }).code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
    const rows = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('refuses a password shorter than 8 characters', async () => {
    const res = await t.request('/api/auth/sign-up/email', json({ email: uniqueEmail(), name: 'Short', password: 'seven77' }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('PASSWORD_TOO_SHORT');
  });
});

describe('sign-in', () => {
  it('signs in with the right password and sets the session cookie', async () => {
    const { email } = await signUp(t);
    const res = await signIn(t, email);
    expect(res.status).toBe(200);
    const cookie = cookieHeader(res);
    expect(cookie).toContain('porchlight.session_token=');
    expect((await t.request('/api/profile', authed(cookie))).status).toBe(200);
    // Scripts cannot read it and other sites' requests do not carry it.
    const session = res.headers.getSetCookie().find((c) => c.startsWith('porchlight.session_token='))!;
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const { email } = await signUp(t);
    const ip = uniqueIp();
    const wrong = await signIn(t, email, 'not the password', ip);
    const unknown = await signIn(t, uniqueEmail('nobody'), 'not the password', ip);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('rate limits repeated attempts from one address, not from others', async () => {
    const { email } = await signUp(t);
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_RATE_LIMIT.max; i++) statuses.push((await signIn(t, email, 'wrong password', ip)).status);
    expect(statuses.slice(0, SIGN_IN_RATE_LIMIT.max).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await signIn(t, email, TEST_PASSWORD, uniqueIp())).status).toBe(200);
  });

  it('ignores a client-sent rate-limit address header', async () => {
    const { email } = await signUp(t);
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_RATE_LIMIT.max; i++) {
      const res = await t.request(
        '/api/auth/sign-in/email',
        json({ email, password: 'wrong password' }, { 'x-porchlight-client-ip': `192.0.2.${i}` }),
        ip,
      );
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('session reads', () => {
  it('are not rate limited: a busy office behind one address keeps working', async () => {
    const { cookie } = await signUp(t);
    const ip = uniqueIp();
    for (let i = 0; i < 110; i++) {
      const res = await t.request('/api/auth/get-session', { headers: { cookie } }, ip);
      expect(res.status).toBe(200);
    }
  });
});

describe('sign-out', () => {
  it('ends every session of the user, on every device', async () => {
    const { email, userId, cookie: first } = await signUp(t);
    const second = cookieHeader(await signIn(t, email));
    const other = await signUp(t);
    // Both sessions were just used, so this instance holds them in its session cache.
    for (const cookie of [first, second]) expect((await t.request('/api/profile', authed(cookie))).status).toBe(200);
    expect(t.sessionCache.size).toBeGreaterThanOrEqual(2);
    const res = await t.request(
      '/api/auth/sign-out',
      authed(first, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    );
    expect(res.status).toBe(200);
    expect((await t.request('/api/profile', authed(first))).status).toBe(401);
    expect((await t.request('/api/profile', authed(second))).status).toBe(401);
    expect(await t.db.select().from(authSessions).where(eq(authSessions.userId, userId))).toHaveLength(0);
    expect((await t.request('/api/profile', authed(other.cookie))).status).toBe(200);
  });

  it('revoking one device refuses it at once though it was just used, and an account change reaches the cached user', async () => {
    const { email, cookie: phone } = await signUp(t);
    const laptop = cookieHeader(await signIn(t, email));
    expect((await t.request('/api/profile', authed(phone))).status).toBe(200);
    const phoneToken = decodeURIComponent(sessionTokenOf(phone)!).split('.')[0];
    expect((await t.request('/api/auth/revoke-session', authed(laptop, json({ token: phoneToken })))).status).toBe(200);
    expect((await t.request('/api/profile', authed(phone))).status).toBe(401);
    expect((await t.request('/api/profile', authed(laptop))).status).toBe(200);

    const cachedName = () => t.sessionCache.get(sessionTokenOf(laptop)!)?.user.name;
    expect(cachedName()).toBe('Dana Agent');
    expect((await t.request('/api/auth/update-user', authed(laptop, json({ name: 'Dana Renamed' })))).status).toBe(200);
    expect(cachedName()).toBeUndefined();
    expect((await t.request('/api/profile', authed(laptop))).status).toBe(200);
    expect(cachedName()).toBe('Dana Renamed');
  });
});

describe('origin checks', () => {
  it('refuses an auth write from another site', async () => {
    const res = await t.request(
      '/api/auth/sign-in/email',
      json({ email: uniqueEmail(), password: 'whatever1' }, { origin: 'https://evil.example' }),
    );
    expect(res.status).toBe(403);
  });
});

describe('account fields are checked on the server (the browser is not trusted)', () => {
  const signUpWith = (body: Record<string, unknown>) =>
    t.request('/api/auth/sign-up/email', json({ email: uniqueEmail(), name: 'Dana Agent', password: TEST_PASSWORD, ...body }), uniqueIp());
  const errorOf = async (res: Response) => ((await res.json()) as { message: string }).message;

  it.each([
    ['a 5,000-character e-mail', { email: `${'a'.repeat(4_990)}@example.com` }, 'email: Email is too long'],
    ['a name of 3,000 characters', { name: 'Phish '.repeat(500) }, 'name: Full name must be at most 100 characters'],
    ['a name with @', { name: 'write to boss@evil.example' }, 'name: Enter your name, not an email address'],
    [
      'a name with a web address',
      { name: 'Your account is locked: https://evil.example/login' },
      'name: Enter your name, not a web address',
    ],
    ['a name with a bare domain', { name: 'Visit evil.com now' }, 'name: Enter your name, not a web address'],
    ['a name with a line break', { name: 'Dana\r\nBcc: everyone' }, 'name: Full name cannot contain line breaks, < or >'],
    ['a javascript: image', { image: 'javascript:alert(1)' }, 'image: Image must be an http:// or https:// address'],
  ] as [string, Record<string, unknown>, string][])(
    'sign-up refuses %s with 400 naming the field, and creates nobody',
    async (_label, body, message) => {
      const res = await signUpWith(body);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe(message);
      const email = (body as { email?: string }).email;
      if (email) expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    },
  );

  it('sign-up accepts real names: accents, apostrophes, hyphens, initials', async () => {
    for (const name of ["Zoë O'Brien-Núñez", 'J. R. Smith', '李小龍', 'Anne-Marie St. John']) {
      expect((await signUpWith({ name })).status, name).toBe(200);
    }
  });

  it('update-user refuses the same, and keeps the name as it was', async () => {
    const { userId, cookie } = await signUp(t, { name: 'Kept Name' });
    for (const [body, message] of [
      [{ name: 'x'.repeat(101) }, 'name: Full name must be at most 100 characters'],
      [{ name: 'Click www.evil.example' }, 'name: Enter your name, not a web address'],
      [{ image: 'javascript:alert(document.cookie)' }, 'image: Image must be an http:// or https:// address'],
    ] as const) {
      const res = await t.request('/api/auth/update-user', authed(cookie, json(body)));
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe(message);
    }
    const [user] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ name: 'Kept Name', image: null });
    expect(
      (await t.request('/api/auth/update-user', authed(cookie, json({ name: 'New Name', image: 'https://cdn.example.com/me.png' }))))
        .status,
    ).toBe(200);
  });

  it.each([
    ['reset-password token', '/api/auth/reset-password', { token: 'abc\u0000def', newPassword: 'a brand new password' }, 'token'],
    ['update-user name', '/api/auth/update-user', { name: 'Dana\u0000' }, 'name'],
    ['revoke-session token', '/api/auth/revoke-session', { token: '\u0000' }, 'token'],
    ['sign-in e-mail', '/api/auth/sign-in/email', { email: 'a\u0000@example.com', password: TEST_PASSWORD }, 'email'],
  ])('a NUL character in the %s is a 400 naming the field, not a 500', async (_label, path, body, field) => {
    const { cookie } = await signUp(t);
    const res = await t.request(path, authed(cookie, json(body)), uniqueIp());
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(`${field}: must not contain a NUL character`);
  });

  it('a NUL character in a reset link is a 400 too', async () => {
    const res = await t.request('/api/auth/reset-password/abc%00def?callbackURL=%2Freset-password');
    expect(res.status).toBeLessThan(500);
  });
});

describe('sign-in attempts per account', () => {
  it('after 30 attempts in 15 minutes from any addresses the account answers 429, others do not; a password reset lifts it', async () => {
    const { email } = await signUp(t);
    const neighbour = await signUp(t);
    for (let i = 0; i < ACCOUNT_SIGN_IN_QUOTA.max; i++) expect((await signIn(t, email, `wrong guess ${i}`, uniqueIp())).status).toBe(401);
    const locked = await signIn(t, email, TEST_PASSWORD, uniqueIp());
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many sign-in attempts for this account. Try again in 15 minutes, or reset your password to sign in now.',
    });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(t, neighbour.email, TEST_PASSWORD, uniqueIp())).status).toBe(200);

    expect((await t.request('/api/auth/request-password-reset', json({ email, redirectTo: '/reset-password' }), uniqueIp())).status).toBe(
      200,
    );
    const [mail] = await t.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'password-reset')));
    const token = /reset-password\/([^?\s]+)/.exec(mail!.text)![1];
    expect((await t.request('/api/auth/reset-password', json({ token, newPassword: 'a brand new password' }), uniqueIp())).status).toBe(
      200,
    );
    expect((await signIn(t, email, 'a brand new password', uniqueIp())).status).toBe(200);
  });
});
