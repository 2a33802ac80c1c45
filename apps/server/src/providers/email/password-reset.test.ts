import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, authVerifications, emailOutbox } from '../../db/schema/index.ts';
import {
  TEST_APP_URL,
  TEST_PASSWORD,
  authed,
  cookieHeader,
  createTestApp,
  json,
  signIn,
  signUp,
  uniqueEmail,
  type TestApp,
} from '../../../test/test-app.ts';
import { uniqueIp } from '../../../test/client-addresses.ts';
import { parseMail, startSmtpPeer } from '../../../test/smtp-peer.ts';

const RESET_PAGE = `${TEST_APP_URL}/reset-password`;
const NEW_PASSWORD = 'a brand new passphrase';

const requestReset = (t: TestApp, email: string, ip: string) =>
  t.request('/api/auth/request-password-reset', json({ email, redirectTo: RESET_PAGE }), ip);

/** The reset link of a message: an absolute URL to our /api/auth/reset-password/:token. */
function resetLinkIn(text: string): URL {
  const match = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(text);
  if (!match) throw new Error(`no reset link in:\n${text}`);
  return new URL(match[0]);
}

/** Follows the link like a browser would: the app only sees its path and query. */
const followLink = (t: TestApp, link: URL) => t.request(`${link.pathname}${link.search}`);

// The reset e-mails only: sign-up also sends its verification link.
const outboxRowsTo = (t: TestApp, email: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email.toLowerCase()), eq(emailOutbox.kind, 'password-reset')));

describe('password reset over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** Signs up, asks for a reset and returns the link from the delivered message. */
  async function resetLinkFor(email: string, ip = uniqueIp()) {
    const res = await requestReset(t, email, ip);
    expect(res.status).toBe(200);
    const delivered = smtp.to(email);
    expect(delivered.length).toBeGreaterThan(0);
    const mail = parseMail(delivered.at(-1)!.raw);
    expect(mail.headers.get('subject')).toBe('Reset your Porchlight password');
    expect(mail.text).toBeDefined();
    return resetLinkIn(mail.text!);
  }

  it('mails a link that leads to the reset page, sets the new password once and ends every session', async () => {
    const ip = uniqueIp();
    const { email, userId, cookie } = await signUp(t, { name: 'Rita Reset' }, ip);
    const secondDevice = cookieHeader(await signIn(t, email, TEST_PASSWORD, ip));
    expect((await t.request('/api/profile', authed(secondDevice))).status).toBe(200);

    const link = await resetLinkFor(email);
    expect(link.origin).toBe(TEST_APP_URL);

    const landing = await followLink(t, link);
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get('location')!);
    expect(`${target.origin}${target.pathname}`).toBe(RESET_PAGE);
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();
    expect(target.searchParams.get('error')).toBeNull();

    const reset = await t.request('/api/auth/reset-password', json({ newPassword: NEW_PASSWORD, token }), ip);
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ status: true });

    // Every session of the user ended: both devices are signed out.
    expect(await t.db.select().from(authSessions).where(eq(authSessions.userId, userId))).toHaveLength(0);
    expect((await t.request('/api/profile', authed(cookie))).status).toBe(401);
    expect((await t.request('/api/profile', authed(secondDevice))).status).toBe(401);

    expect((await signIn(t, email, TEST_PASSWORD, ip)).status).toBe(401);
    const signedIn = await signIn(t, email, NEW_PASSWORD, ip);
    expect(signedIn.status).toBe(200);
    expect((await t.request('/api/profile', authed(cookieHeader(signedIn)))).status).toBe(200);

    // The link works once.
    const reused = await t.request('/api/auth/reset-password', json({ newPassword: 'yet another passphrase', token }), ip);
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { code: string }).code).toBe('INVALID_TOKEN');
    const again = await followLink(t, link);
    expect(again.status).toBe(302);
    const refused = new URL(again.headers.get('location')!);
    expect(`${refused.origin}${refused.pathname}`).toBe(RESET_PAGE);
    expect(refused.searchParams.get('error')).toBe('INVALID_TOKEN');
    expect(refused.searchParams.get('token')).toBeNull();
    expect((await signIn(t, email, NEW_PASSWORD, ip)).status).toBe(200);

    // The outbox records what went out.
    const rows = await outboxRowsTo(t, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'sent',
      kind: 'password-reset',
      userId,
      subject: 'Reset your Porchlight password',
      error: null,
    });
    expect(rows[0]!.sentAt).toBeInstanceOf(Date);
    expect(rows[0]!.textBody).toContain(link.href);
  });

  it('puts the whole link in the message even where quoted-printable wraps it', async () => {
    const { email } = await signUp(t, {}, uniqueIp());
    await requestReset(t, email, uniqueIp());
    const raw = smtp.to(email).at(-1)!.raw;
    const [stored] = await outboxRowsTo(t, email);
    // Whatever the transfer encoding did to the raw lines, decoding gives back the text we sent.
    expect(parseMail(raw).text?.replace(/\r\n/g, '\n').trim()).toBe(stored!.textBody.trim());
  });

  it('sends an expired link to the reset page with error=INVALID_TOKEN and refuses its token', async () => {
    const ip = uniqueIp();
    const { email } = await signUp(t, {}, ip);
    const link = await resetLinkFor(email);
    const token = link.pathname.split('/').at(-1)!;

    const expired = await t.db
      .update(authVerifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(authVerifications.identifier, `reset-password:${token}`))
      .returning({ id: authVerifications.id });
    expect(expired).toHaveLength(1);

    const landing = await followLink(t, link);
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get('location')!);
    expect(`${target.origin}${target.pathname}`).toBe(RESET_PAGE);
    expect(target.searchParams.get('error')).toBe('INVALID_TOKEN');

    const reset = await t.request('/api/auth/reset-password', json({ newPassword: NEW_PASSWORD, token }), ip);
    expect(reset.status).toBe(400);
    expect((await signIn(t, email, TEST_PASSWORD, ip)).status).toBe(200);
  });
});

describe('password reset without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('keeps the message in the outbox, with a link that works', async () => {
    const ip = uniqueIp();
    const { email, userId } = await signUp(t, {}, ip);
    const res = await requestReset(t, email, ip);
    expect(res.status).toBe(200);

    const rows = await outboxRowsTo(t, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'stored', kind: 'password-reset', userId, sentAt: null });
    const link = resetLinkIn(rows[0]!.textBody);
    expect(rows[0]!.htmlBody).toContain(`href="${link.href}"`);

    const landing = await followLink(t, link);
    expect(landing.status).toBe(302);
    const token = new URL(landing.headers.get('location')!).searchParams.get('token');
    expect(token).toBeTruthy();
    expect((await t.request('/api/auth/reset-password', json({ newPassword: NEW_PASSWORD, token }), ip)).status).toBe(200);
    expect((await signIn(t, email, NEW_PASSWORD, ip)).status).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
    const { email } = await signUp(t, {}, uniqueIp());
    const unknown = uniqueEmail('nobody');
    const known = await requestReset(t, email, uniqueIp());
    const stranger = await requestReset(t, unknown, uniqueIp());
    expect(stranger.status).toBe(200);
    expect(await stranger.json()).toEqual(await known.json());
    expect(await outboxRowsTo(t, unknown)).toHaveLength(0);
  });
});
