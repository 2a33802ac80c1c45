import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationPreview, TeamResponse } from '@porchlight/domain/billing/billing-schemas';
import { emailOutbox, teamMembers } from '../../db/schema/index.ts';
import { parseMail, startSmtpPeer } from '../../../test/smtp-peer.ts';
import { authed, createTestApp, json, signUp, uniqueEmail, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (cookie: string, path: string, body: unknown) => t.request(path, authed(cookie, json(body)));
const team = async (cookie: string) => (await (await t.request('/api/team', authed(cookie))).json()) as TeamResponse;

/** An owner on the Agent plan (3 seats), so there is room to invite. */
async function owner() {
  const user = await signUp(t, { name: 'Olive Owner' });
  expect((await post(user.cookie, '/api/billing/plan', { plan: 'agent', interval: 'monthly' })).status).toBe(200);
  return user;
}

async function invitationToken(address: string) {
  const [mail] = await t.db
    .select({ text: emailOutbox.textBody, subject: emailOutbox.subject, kind: emailOutbox.kind })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  expect(mail).toMatchObject({ kind: 'team-invite', subject: "You're invited to join a team on Porchlight" });
  const match = /\/team\/join\?token=([\w-]+)/.exec(mail!.text);
  return match![1]!;
}

describe('invitations cannot be used to send our e-mail', () => {
  it("keeps the owner's name out of the subject, and quotes it bounded and on one line in the body", async () => {
    const me = await owner();
    // A name from before the server checked names (or a provider's): as long and odd as it gets.
    await t.db.execute(
      sql`UPDATE users SET name = ${'URGENT\r\nYour account is locked. Visit evil.example ' + 'x'.repeat(3_000)} WHERE id = ${me.userId}`,
    );
    // Written behind better-auth's back, so no account-change event tells the session cache.
    t.sessionCache.forgetUser(me.userId);
    const address = uniqueEmail('phished');
    expect((await post(me.cookie, '/api/team/invitations', { email: address })).status).toBe(201);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
    expect(mail!.subject).toBe("You're invited to join a team on Porchlight");
    const line = mail!.textBody.split('\n').find((l) => l.includes('invited you'))!;
    expect(line).toMatch(
      /^"URGENT Your account is locked\. Visit evil\.example x+…" \(.+@example\.com\) invited you to join their team on Porchlight\.$/,
    );
    expect(line.length).toBeLessThan(200);
  });

  it('an account sends at most 20 invitations a day, withdrawn ones counted', async () => {
    const me = await owner();
    for (let i = 0; i < 10; i++) {
      const res = await post(me.cookie, '/api/team/invitations', { email: uniqueEmail('churn') });
      expect(res.status).toBe(201);
      const { member } = (await res.json()) as { member: { id: string } };
      expect((await t.request(`/api/team/members/${member.id}`, authed(me.cookie, { method: 'DELETE' }))).status).toBe(204);
      expect((await post(me.cookie, '/api/team/invitations', { email: uniqueEmail('churn') })).status).toBe(201);
      const [latest] = (await team(me.cookie)).members.filter((m) => m.status === 'invited');
      expect((await t.request(`/api/team/members/${latest!.id}`, authed(me.cookie, { method: 'DELETE' }))).status).toBe(204);
    }
    const refused = await post(me.cookie, '/api/team/invitations', { email: uniqueEmail('churn') });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toBe('You can send at most 20 invitations a day. Try again tomorrow.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 60 * 60);
    expect((await team(me.cookie)).members).toEqual([]);
  });
});

describe('team seats', () => {
  it('invites by e-mail: the invitation goes through the outbox and holds a seat', async () => {
    const me = await owner();
    const address = uniqueEmail('pat');
    const res = await post(me.cookie, '/api/team/invitations', { email: address.toUpperCase() });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { member: unknown }).member).toMatchObject({ email: address, status: 'invited', name: null });
    expect(await invitationToken(address)).toMatch(/^[\w-]{40,}$/);
    const body = await team(me.cookie);
    expect(body.members).toHaveLength(1);
    expect(body.seats).toEqual({ used: 2, allowed: 3 });
  });

  it('answers 402 when the seats are taken, and an add-on makes room', async () => {
    const me = await owner();
    expect((await post(me.cookie, '/api/team/invitations', { email: uniqueEmail() })).status).toBe(201);
    expect((await post(me.cookie, '/api/team/invitations', { email: uniqueEmail() })).status).toBe(201);
    const full = await post(me.cookie, '/api/team/invitations', { email: uniqueEmail() });
    expect(full.status).toBe(402);
    expect(await full.json()).toMatchObject({ limit: 'userSeats', used: 3, allowed: 3 });
    await post(me.cookie, '/api/billing/addons', { addon_id: 'seats-5' });
    expect((await post(me.cookie, '/api/team/invitations', { email: uniqueEmail() })).status).toBe(201);
    expect((await team(me.cookie)).seats).toEqual({ used: 4, allowed: 8 });
  });

  it.each([
    [{ email: 'not-an-address' }, 'email'],
    [{}, 'email'],
    [{ email: 'a@example.com', role: 'admin' }, ''],
  ])('answers 400 for %j', async (body, field) => {
    const me = await owner();
    const res = await post(me.cookie, '/api/team/invitations', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(field);
  });

  it('refuses a duplicate and your own address', async () => {
    const me = await owner();
    const address = uniqueEmail();
    await post(me.cookie, '/api/team/invitations', { email: address });
    expect((await post(me.cookie, '/api/team/invitations', { email: address })).status).toBe(409);
    const own = await post(me.cookie, '/api/team/invitations', { email: me.email });
    expect(own.status).toBe(400);
  });

  it('accepts by signing up from the link; the member sees the team they joined', async () => {
    const me = await owner();
    const address = uniqueEmail('newbie');
    await post(me.cookie, '/api/team/invitations', { email: address });
    const token = await invitationToken(address);

    // The join page reads the invitation before anyone signs in.
    const preview = await t.request(`/api/team/invitations/preview/${token}`);
    expect(preview.status).toBe(200);
    expect((await preview.json()) as InvitationPreview).toEqual({ email: address, owner_name: 'Olive Owner', status: 'pending' });

    const member = await signUp(t, { email: address, name: 'Nina Newbie' });
    const accepted = await post(member.cookie, '/api/team/invitations/accept', { token });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ team_owner_name: 'Olive Owner' });

    const body = await team(me.cookie);
    expect(body.members).toEqual([expect.objectContaining({ email: address, name: 'Nina Newbie', status: 'active' })]);
    expect((await team(member.cookie)).memberships).toEqual([
      expect.objectContaining({ owner_name: 'Olive Owner', owner_email: me.email }),
    ]);
    expect(((await (await t.request(`/api/team/invitations/preview/${token}`)).json()) as InvitationPreview).status).toBe('accepted');
    expect((await post(member.cookie, '/api/team/invitations/accept', { token })).status).toBe(409);
  });

  it('accepts only for the invited address, and not after it expires', async () => {
    const me = await owner();
    const address = uniqueEmail('late');
    await post(me.cookie, '/api/team/invitations', { email: address });
    const token = await invitationToken(address);
    const someoneElse = await signUp(t);
    const wrong = await post(someoneElse.cookie, '/api/team/invitations/accept', { token });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { error: string }).error).toContain(address);

    await t.db
      .update(teamMembers)
      .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(teamMembers.teamId, me.userId), eq(teamMembers.email, address)));
    const invited = await signUp(t, { email: address });
    expect((await post(invited.cookie, '/api/team/invitations/accept', { token })).status).toBe(410);
    expect(((await (await t.request(`/api/team/invitations/preview/${token}`)).json()) as InvitationPreview).status).toBe('expired');
  });

  it('answers 404 for unknown tokens and needs a session to accept', async () => {
    expect((await t.request('/api/team/invitations/preview/short')).status).toBe(404);
    expect((await t.request(`/api/team/invitations/preview/${'x'.repeat(43)}`)).status).toBe(404);
    expect((await t.request('/api/team/invitations/accept', json({ token: 'x'.repeat(43) }))).status).toBe(401);
  });

  it('removes a member (owner only) and lets a member leave', async () => {
    const me = await owner();
    const address = uniqueEmail();
    await post(me.cookie, '/api/team/invitations', { email: address });
    const [row] = (await team(me.cookie)).members;
    const stranger = await signUp(t);
    expect((await t.request(`/api/team/members/${row!.id}`, authed(stranger.cookie, { method: 'DELETE' }))).status).toBe(404);
    expect((await t.request(`/api/team/members/${row!.id}`, authed(me.cookie, { method: 'DELETE' }))).status).toBe(204);
    expect((await team(me.cookie)).members).toEqual([]);
    expect((await t.request(`/api/team/members/${row!.id}`, authed(me.cookie, { method: 'DELETE' }))).status).toBe(404);

    const second = uniqueEmail('leaver');
    await post(me.cookie, '/api/team/invitations', { email: second });
    const token = await invitationToken(second);
    const leaver = await signUp(t, { email: second });
    await post(leaver.cookie, '/api/team/invitations/accept', { token });
    const [membership] = (await team(leaver.cookie)).memberships;
    expect((await t.request(`/api/team/memberships/${membership!.id}`, authed(leaver.cookie, { method: 'DELETE' }))).status).toBe(204);
    expect((await team(me.cookie)).seats.used).toBe(1);
  });
});

describe('team invitations over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let s: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    s = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  it('delivers the invitation with a working join link', async () => {
    const me = await signUp(s, { name: 'Olive Owner' });
    await s.request('/api/billing/plan', authed(me.cookie, json({ plan: 'agent', interval: 'monthly' })));
    const address = uniqueEmail('smtp-invitee');
    expect((await s.request('/api/team/invitations', authed(me.cookie, json({ email: address })))).status).toBe(201);
    const [delivered] = smtp.to(address);
    const mail = parseMail(delivered!.raw);
    expect(mail.headers.get('subject')).toBe("You're invited to join a team on Porchlight");
    expect(mail.text).toContain(`"Olive Owner" (${me.email}) invited you to join their team on Porchlight.`);
    const token = /\/team\/join\?token=([\w-]+)/.exec(mail.text!)![1]!;
    const preview = await s.request(`/api/team/invitations/preview/${token}`);
    expect(await preview.json()).toMatchObject({ email: address, status: 'pending' });
  });
});
