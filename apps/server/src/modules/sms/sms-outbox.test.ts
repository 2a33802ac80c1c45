import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.ts';
import { createTestApp, json, signUp, authed, type TestApp } from '../../../test/test-app.ts';
import { STARTER_TEMPLATES } from '@porchlight/domain/messaging/starter-templates';
import { body, messagingAgent } from '../../../test/messaging-agent.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEV_MAILBOX: 'true' });
});
afterAll(() => t.close());

describe('SMS without Twilio (the development outbox)', () => {
  it('keeps texts readable at /api/dev/sms-outbox, and a simulated reply reaches the inbox and notifies', async () => {
    const agent = await messagingAgent(t);
    expect((await agent.post('/api/dev/sms/inbound', { from: '+447700900800', body: 'Too soon' })).status).toBe(409);
    // No Twilio: SMS on gives the account a stand-in number of its own at once (decision 044); none can be chosen.
    const chosen = await agent.put('/api/sms/settings', { enabled: true, phone_number: '+15125550199' });
    expect(chosen.status).toBe(400);
    expect((await body(chosen)).error).toContain('phone_number');
    const on = await body(agent.put('/api/sms/settings', { enabled: true }));
    // On, with a number, yet nothing would leave: SMS is not "set up" (issue 46).
    expect(on.data).toMatchObject({ enabled: true, status: 'active', delivers: false });
    const number = on.data.phone_number;
    expect(number).toMatch(/^\+1555\d{7}$/);
    expect((await body(agent.call('/api/sms/number'))).number).toEqual({
      phone_number: number,
      status: 'active',
      error: null,
      local: true,
      released_after: null,
    });

    const lead = await agent.lead({ name: 'Gia Hart', phone: '+447700900800' });
    await agent.post('/api/messages', { channel: 'sms', lead_id: lead.id, body: 'Hello from the outbox', override_quiet_hours: true });
    await t.jobs.drain();
    const kept = await body(t.request('/api/dev/sms-outbox?to=%2B447700900800'));
    expect(kept.messages).toEqual([expect.objectContaining({ from: number, body: 'Hello from the outbox', status: 'kept' })]);
    // The thread says so too: kept here, never "sent".
    const thread = await body(agent.call(`/api/conversations/${lead.id}`));
    expect(thread.messages.map((m: { status: string }) => m.status)).toEqual(['kept']);

    // The simulated reply comes to the agent's own number, so it reaches them and no one else.
    const other = await messagingAgent(t);
    await other.put('/api/sms/settings', { enabled: true });
    const decoy = await other.lead({ phone: '+447700900800' });
    await other.post('/api/messages', { channel: 'sms', lead_id: decoy.id, body: 'Me too', override_quiet_hours: true });
    await t.jobs.drain();
    expect((await agent.post('/api/dev/sms/inbound', { from: '+447700900800', body: 'Got it' })).status).toBe(200);
    await t.jobs.drain();
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, agent.userId), eq(notifications.type, 'message')));
    expect(note).toMatchObject({ title: 'New text from Gia Hart', message: 'Got it' });
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, other.userId), eq(notifications.type, 'message'))),
    ).toEqual([]);

    // Off: a stand-in is let go at once.
    await agent.put('/api/sms/settings', { enabled: false });
    expect(await body(agent.call('/api/sms/number'))).toEqual({ number: null });
  });

  it('an e-mail without SMTP is kept in the outbox, never called sent, and e-mail does not count as set up', async () => {
    const agent = await messagingAgent(t);
    expect(await body(agent.call('/api/email/status'))).toMatchObject({
      delivers: false,
      issues: expect.arrayContaining(["E-mail isn't set up on this server: e-mails are kept here, not sent"]),
    });
    const lead = await agent.lead({ name: 'Kip Moss', email: 'kip@lead.test' });
    expect(
      (await agent.post('/api/messages', { channel: 'email', lead_id: lead.id, subject: 'Hello', body: 'Kept, not sent' })).status,
    ).toBe(201);
    await t.jobs.drain();
    const thread = await body(agent.call(`/api/conversations/${lead.id}`));
    expect(thread.messages.map((m: { status: string }) => m.status)).toEqual(['kept']);
    const list = await body(agent.call('/api/conversations'));
    expect(list.conversations[0].last_message.status).toBe('kept');
  });

  it("without the operator's Twilio, the webhooks answer only agents' own accounts: anything unsigned is a 403", async () => {
    expect(
      (
        await t.request('/api/sms/webhooks/inbound', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'From=%2B15125550100&Body=x&MessageSid=SM1',
        })
      ).status,
    ).toBe(403);
  });
});

describe('e-mail verification (messaging needs it)', () => {
  it('sends the link at sign-up, landing on Settings > Profile; until it is opened a send answers 403 with its code', async () => {
    const agent = await signUp(t);
    const outbox = await body(t.request(`/api/dev/outbox?to=${encodeURIComponent(agent.email)}`));
    const mail = outbox.messages.find((m: { kind: string }) => m.kind === 'email-verification');
    expect(mail, 'a verification e-mail at sign-up').toBeDefined();
    const url = new URL(/(http\S+verify-email\S+)/.exec(mail.text)![1]!);
    expect(url.searchParams.get('callbackURL')).toBe('/settings?tab=profile&verified=1');
    expect(await body(t.request('/api/settings/profile', authed(agent.cookie)))).toMatchObject({ email_verified: false });
    const lead = await body(t.request('/api/leads', authed(agent.cookie, json({ name: 'Vera Lead', email: 'vera@example.com' }))));
    const refused = await t.request(
      '/api/messages',
      authed(agent.cookie, json({ channel: 'email', lead_id: lead.id, subject: 'Hi', body: 'Hello' })),
    );
    expect(refused.status).toBe(403);
    expect(await body(refused)).toMatchObject({ code: 'email_not_verified', error: expect.stringContaining('Verify your e-mail address') });
    const opened = await t.request(url.pathname + url.search);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/settings?tab=profile&verified=1');
    expect(await body(t.request('/api/settings/profile', authed(agent.cookie)))).toMatchObject({ email_verified: true });
  });

  it('sends a link on request; opening it verifies the address', async () => {
    const agent = await signUp(t);
    const res = await t.request('/api/auth/send-verification-email', authed(agent.cookie, json({ email: agent.email })));
    expect(res.status).toBe(200);
    const outbox = await body(t.request(`/api/dev/outbox?to=${encodeURIComponent(agent.email)}`));
    const mail = outbox.messages.find((m: { kind: string }) => m.kind === 'email-verification');
    const link = /(http\S+verify-email\S+)/.exec(mail.text)![1]!;
    const url = new URL(link);
    const opened = await t.request(url.pathname + url.search);
    expect([200, 302]).toContain(opened.status);
    const [user] = await t.db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, agent.userId));
    expect(user!.verified).toBe(true);
  });
});

describe('starter templates (issue 46)', () => {
  it("adds the starter library once, beside the agent's own, and only to their account", async () => {
    const agent = await messagingAgent(t);
    await agent.post('/api/message-templates', { name: 'Check-in', channel: 'sms', body: 'My own check-in' });
    const added = await body(agent.post('/api/message-templates/starters', {}));
    expect(added.templates).toHaveLength(STARTER_TEMPLATES.length);
    expect(added.templates.find((x: { name: string }) => x.name === 'Check-in').body).toBe('My own check-in');
    expect((await body(agent.post('/api/message-templates/starters', {}))).templates).toHaveLength(STARTER_TEMPLATES.length);
    const other = await messagingAgent(t);
    expect((await body(other.call('/api/message-templates'))).templates).toEqual([]);
  });
});
