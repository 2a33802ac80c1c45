import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.ts';
import { createTestApp, json, signUp, authed, type TestApp } from '../../../test/test-app.ts';
import { body, messagingAgent } from '../../../test/messaging-agent.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEV_MAILBOX: 'true' });
});
afterAll(() => t.close());

describe('SMS without Twilio (the development outbox)', () => {
  it('keeps texts readable at /api/dev/sms-outbox, and a simulated reply reaches the inbox and notifies', async () => {
    const agent = await messagingAgent(t);
    // No operator number: the agent names theirs, and SMS becomes active.
    const noNumber = await body(agent.put('/api/sms/settings', { enabled: true }));
    expect(noNumber.data).toMatchObject({ enabled: false, phone_number: null, status: 'not_configured' });
    expect((await agent.put('/api/sms/settings', { enabled: true, phone_number: '555' })).status).toBe(400);
    const on = await body(agent.put('/api/sms/settings', { enabled: true, phone_number: '+15125550199' }));
    expect(on.data).toMatchObject({ enabled: true, phone_number: '+15125550199', status: 'active' });

    const lead = await agent.lead({ name: 'Gia Hart', phone: '+447700900800' });
    await agent.post('/api/messages', { channel: 'sms', lead_id: lead.id, body: 'Hello from the outbox', override_quiet_hours: true });
    await t.jobs.drain();
    const kept = await body(t.request('/api/dev/sms-outbox?to=%2B447700900800'));
    expect(kept.messages).toEqual([expect.objectContaining({ from: '+15125550199', body: 'Hello from the outbox', status: 'sent' })]);

    expect((await agent.post('/api/dev/sms/inbound', { from: '+447700900800', body: 'Got it' })).status).toBe(200);
    await t.jobs.drain();
    const [note] = await t.db.select().from(notifications).where(and(eq(notifications.userId, agent.userId), eq(notifications.type, 'message')));
    expect(note).toMatchObject({ title: 'New text from Gia Hart', message: 'Got it' });
  });

  it('without the operator\'s Twilio, the webhooks answer only agents\' own accounts: anything unsigned is a 403', async () => {
    expect((await t.request('/api/sms/webhooks/inbound', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'From=%2B15125550100&Body=x&MessageSid=SM1' })).status).toBe(403);
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
    const refused = await t.request('/api/messages', authed(agent.cookie, json({ channel: 'email', lead_id: lead.id, subject: 'Hi', body: 'Hello' })));
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
