import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailAccounts, messages, notifications } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { MAILBOX_PASSWORD, startMailboxPeer } from '../../../test/mailbox-peer.ts';
import { parseMail, startSmtpPeer } from '../../../test/smtp-peer.ts';
import { body, messagingAgent } from '../../../test/messaging-agent.ts';

let t: TestApp;
let serverMail: Awaited<ReturnType<typeof startSmtpPeer>>;
let mailbox: Awaited<ReturnType<typeof startMailboxPeer>>;

beforeAll(async () => {
  serverMail = await startSmtpPeer();
  mailbox = await startMailboxPeer();
  t = await createTestApp({ SMTP_URL: serverMail.url, EMAIL_FROM: 'Porchlight <no-reply@porchlight.test>' });
});
afterAll(async () => {
  await t.close();
  await serverMail.close();
  await mailbox.close();
});

describe('GET /api/email/status', () => {
  it('answers the spec fields and the issues, then a connected account', async () => {
    const agent = await messagingAgent(t);
    expect(await body(agent.call('/api/email/status'))).toEqual({
      success: true,
      enabled: true,
      hasConnectedAccounts: false,
      emailNotificationsEnabled: true,
      issues: ['Email account not connected'],
      status: 'active',
      emailVerified: true,
      delivers: true,
    });
    expect((await agent.post('/api/email/account', mailbox.account())).status).toBe(200);
    await agent.put('/api/email/settings', { enabled: false });
    expect(await body(agent.call('/api/email/status'))).toEqual({
      success: true,
      enabled: false,
      hasConnectedAccounts: true,
      emailNotificationsEnabled: true,
      issues: ['E-mail to leads is turned off'],
      status: 'active',
      emailVerified: true,
      delivers: true,
    });
    const unverified = await messagingAgent(t, { verified: false });
    expect(await body(unverified.call('/api/email/status'))).toMatchObject({
      emailVerified: false,
      issues: expect.arrayContaining(['Verify your e-mail address to send e-mail to leads']),
    });
  });
});

describe('e-mailing a lead without a connected mailbox', () => {
  it('goes out through the server mail with Reply-To the agent, List-Unsubscribe, and an unsubscribe link that works', async () => {
    const agent = await messagingAgent(t);
    const lead = await agent.lead({ name: 'Eve Moss', email: 'eve@lead.test' });
    const res = await agent.post('/api/messages', {
      channel: 'email',
      lead_id: lead.id,
      subject: 'New listing',
      body: 'Hi Eve, a new listing for you.',
    });
    expect(res.status).toBe(201);
    await t.jobs.drain();
    const [mail] = serverMail.to('eve@lead.test');
    const parsed = parseMail(mail!.raw);
    expect(parsed.headers.get('reply-to')).toBe(agent.email);
    expect(parsed.headers.get('from')).toContain('Dana Agent');
    expect(parsed.headers.get('subject')).toBe('New listing');
    const unsubscribe = /<(http[^>]+)>/.exec(parsed.headers.get('list-unsubscribe') ?? '')![1]!;
    expect(parsed.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    const page = await t.request(new URL(unsubscribe).pathname + new URL(unsubscribe).search);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('You are unsubscribed');
    const refused = await agent.post('/api/messages', { channel: 'email', lead_id: lead.id, subject: 'Again', body: 'x' });
    expect(refused.status).toBe(409);
    // A changed token does nothing.
    const forged = await t.request(`/api/messaging/unsubscribe?lead=${lead.id}&token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
    expect(forged.status).toBe(404);
  });

  it("counts against emailNotifications (402 naming the limit on the trial's 30)", async () => {
    const agent = await messagingAgent(t, { plan: 'trial' });
    const lead = await agent.lead({ email: 'limit@lead.test' });
    await t.db.insert(messages).values(Array.from({ length: 30 }, () => ({ userId: agent.userId, type: 'email', status: 'sent' })));
    const res = await agent.post('/api/messages', { channel: 'email', lead_id: lead.id, subject: 'Hi', body: 'x' });
    expect(res.status).toBe(402);
    expect(await body(res)).toMatchObject({ limit: 'emailNotifications', used: 30, allowed: 30 });
  });
});

describe("the agent's own mailbox (SMTP + IMAP)", () => {
  it("is tested before saving and shows the server's own error", async () => {
    const agent = await messagingAgent(t);
    const res = await agent.post('/api/email/account', mailbox.account('wrong-password'));
    expect(res.status).toBe(422);
    expect((await body(res)).error).toBe('SMTP: 535 Authentication failed: use an app password');
    expect(await t.db.select().from(emailAccounts).where(eq(emailAccounts.userId, agent.userId))).toEqual([]);
  });

  it("sends from the mailbox, keeps the password encrypted, and links the lead's reply to the thread", async () => {
    const agent = await messagingAgent(t);
    expect((await agent.post('/api/email/account', mailbox.account())).status).toBe(200);
    const [stored] = await t.db.select().from(emailAccounts).where(eq(emailAccounts.userId, agent.userId));
    expect(stored!.passwordEncrypted).not.toContain(MAILBOX_PASSWORD);
    expect(JSON.stringify(await body(agent.call('/api/email/account')))).not.toContain(MAILBOX_PASSWORD);

    const lead = await agent.lead({ name: 'Finn Gray', email: 'finn@lead.test' });
    await agent.post('/api/messages', { channel: 'email', lead_id: lead.id, subject: 'Showing Saturday', body: 'Does 10am work?' });
    await t.jobs.drain();
    const sent = mailbox.sent.find((m) => m.to.includes('finn@lead.test'))!;
    const messageId = parseMail(sent.raw).headers.get('message-id')!;
    expect(messageId).toMatch(/^<.+@localhost>$/);

    // Finn answers from another address: the thread (In-Reply-To) links it to him.
    mailbox.deliver(
      `From: Finn <finn.personal@other.test>\nTo: ${mailbox.account().from_address}\nSubject: Re: Showing Saturday\nMessage-ID: <reply-1@other.test>\nIn-Reply-To: ${messageId}\n\nYes, 10am is perfect.\n`,
    );
    mailbox.deliver(
      `From: Newsletter <news@shop.test>\nTo: ${mailbox.account().from_address}\nSubject: Sale\nMessage-ID: <news-1@shop.test>\n\nNot from a lead.\n`,
    );
    await t.services.mailboxes.pollMailbox(agent.userId);
    await t.services.mailboxes.pollMailbox(agent.userId);
    await t.jobs.drain();

    const inbound = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, agent.userId), eq(messages.direction, 'inbound')));
    expect(inbound).toHaveLength(1);
    expect(inbound[0]).toMatchObject({
      leadId: lead.id,
      type: 'email',
      subject: 'Re: Showing Saturday',
      body: 'Yes, 10am is perfect.',
      inReplyTo: messageId,
    });
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, agent.userId), eq(notifications.type, 'message')));
    expect(note).toMatchObject({ title: 'New e-mail from Finn Gray' });
    const thread = await body(agent.call(`/api/conversations/${lead.id}`));
    expect(thread.messages.map((m: { direction: string }) => m.direction)).toEqual(['outbound', 'inbound']);
  });
});

describe('bulk e-mail to an audience segment', () => {
  it('previews who can receive it, sends each its own personalised e-mail job with an unsubscribe link, and counts them all', async () => {
    const agent = await messagingAgent(t);
    const hot = (name: string, email?: string) => agent.lead({ name, email, status: 'hot' });
    await hot('Hana Ito', 'hana@lead.test');
    await hot('Ivan Roe', 'ivan@lead.test');
    const noMail = await hot('Jo Park');
    await agent.lead({ name: 'Cold Lead', email: 'cold@lead.test' });
    const preview = await body(agent.post('/api/messages/bulk/preview', { channel: 'email', audience: { status: 'hot' } }));
    expect(preview).toEqual({
      total: 3,
      recipients: 2,
      excluded: [{ lead_id: noMail.id, name: 'Jo Park', reason: 'no_email' }],
      sample: null,
    });

    const res = await agent.post('/api/messages/bulk', {
      channel: 'email',
      audience: { status: 'hot' },
      subject: 'New listings for {{lead.firstName}}',
      body: 'Hi {{lead.firstName}}, three new homes this week. {{agent.name}}',
    });
    expect(res.status).toBe(201);
    expect(await body(res)).toMatchObject({ queued: 2, excluded: [{ name: 'Jo Park', reason: 'no_email' }] });
    await t.jobs.drain();
    const hana = parseMail(serverMail.to('hana@lead.test').at(-1)!.raw);
    expect(hana.headers.get('subject')).toBe('New listings for Hana');
    expect(hana.text).toContain('Hi Hana, three new homes this week. Dana Agent');
    expect(hana.text).toContain('Unsubscribe: http://localhost:3000/api/messaging/unsubscribe?lead=');
    expect(hana.headers.get('list-unsubscribe')).toContain('/api/messaging/unsubscribe?lead=');
    const ivan = parseMail(serverMail.to('ivan@lead.test').at(-1)!.raw);
    expect(ivan.text).toContain('Hi Ivan');
    const rows = await t.db
      .select({ status: messages.status })
      .from(messages)
      .where(and(eq(messages.userId, agent.userId), eq(messages.direction, 'outbound')));
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);

    // A segment bigger than what is left of the month is refused whole.
    const trial = await messagingAgent(t, { plan: 'trial' });
    await trial.lead({ name: 'A One', email: 'a1@lead.test' });
    await trial.lead({ name: 'B Two', email: 'b2@lead.test' });
    await t.db.insert(messages).values(Array.from({ length: 29 }, () => ({ userId: trial.userId, type: 'email', status: 'sent' })));
    const tooMany = await trial.post('/api/messages/bulk', { channel: 'email', audience: {}, subject: 'Hi', body: 'x' });
    expect(tooMany.status).toBe(402);
  });
});

describe('bulk e-mail to chosen leads with a property', () => {
  it("sends only to the chosen leads, fills {{property.*}} from the attached property, and lists each recipient's status", async () => {
    const agent = await messagingAgent(t);
    const kim = await agent.lead({ name: 'Kim Lee', email: 'kim@lead.test' });
    const lou = await agent.lead({ name: 'Lou Hart', email: 'lou@lead.test' });
    const optedOut = await agent.lead({ name: 'Max Opt', email: 'max@lead.test' });
    await agent.lead({ name: 'Not Chosen', email: 'nope@lead.test' });
    const unsubscribe = new URL(t.services.messaging.unsubscribeUrl(optedOut.id));
    expect((await t.request(unsubscribe.pathname + unsubscribe.search, { method: 'POST' })).status).toBe(204);
    const property = await body(
      agent.post('/api/properties', { address: '12 Oak St', city: 'Austin', currentPrice: 450000, bedrooms: 3, bathrooms: 2 }),
    );
    const audience = { lead_ids: [kim.id, lou.id, optedOut.id] };

    const preview = await body(agent.post('/api/messages/bulk/preview', { channel: 'email', audience }));
    expect(preview).toEqual({
      total: 3,
      recipients: 2,
      excluded: [{ lead_id: optedOut.id, name: 'Max Opt', reason: 'unsubscribed' }],
      sample: null,
    });
    // With the message, one recipient's own copy: merge fields filled, the property once.
    const sample = await body(
      agent.post('/api/messages/bulk/preview', {
        channel: 'email',
        audience,
        property_id: property.id,
        subject: 'About {{property.address}}',
        body: 'Hi {{lead.firstName}}, {{property.address}} is {{property.price}}.',
      }),
    );
    expect(sample.sample).toEqual({
      lead_name: 'Kim Lee',
      subject: 'About 12 Oak St',
      body: expect.stringMatching(/^Hi Kim, 12 Oak St is \$450,000\./),
    });
    expect((await agent.post('/api/messages/bulk/preview', { channel: 'email', audience: { lead_ids: ['nope'] } })).status).toBe(400);

    const other = await messagingAgent(t);
    const foreign = await body(other.post('/api/properties', { address: '1 Their St', currentPrice: 1 }));
    const send = (property_id: string) =>
      agent.post('/api/messages/bulk', {
        channel: 'email',
        audience,
        property_id,
        subject: 'About {{property.address}}',
        body: 'Hi {{lead.firstName}}, {{property.address}} is {{property.price}} with {{property.beds}} beds.',
      });
    expect((await send(foreign.id)).status).toBe(404);
    const res = await send(property.id);
    expect(res.status).toBe(201);
    const { bulk_id } = await body(res);
    await t.jobs.drain();
    const kimMail = parseMail(serverMail.to('kim@lead.test').at(-1)!.raw);
    expect(kimMail.headers.get('subject')).toBe('About 12 Oak St');
    expect(kimMail.text).toContain('Hi Kim, 12 Oak St is $450,000 with 3 beds.');
    expect(serverMail.to('nope@lead.test')).toHaveLength(0);
    expect(serverMail.to('max@lead.test')).toHaveLength(0);

    const status = await body(agent.call(`/api/messages/bulk/${bulk_id}`));
    expect(status.recipients.map((r: { lead_name: string; status: string; to: string }) => [r.lead_name, r.status, r.to])).toEqual([
      ['Kim Lee', 'sent', 'kim@lead.test'],
      ['Lou Hart', 'sent', 'lou@lead.test'],
    ]);
    expect((await other.call(`/api/messages/bulk/${bulk_id}`)).status).toBe(404);

    // One e-mail with the property attached fills its fields too; another agent's property is a 404.
    const one = {
      channel: 'email',
      lead_id: lou.id,
      subject: '{{property.address}}',
      body: '{{property.baths}} baths, {{lead.firstName}}.',
    };
    expect((await agent.post('/api/messages', { ...one, property_id: foreign.id })).status).toBe(404);
    expect(await body(agent.post('/api/messages', { ...one, property_id: property.id }))).toMatchObject({
      subject: '12 Oak St',
      body: '2 baths, Lou.',
    });
  });
});

describe('templates', () => {
  it('creates, lists, edits and deletes, scoped to the agent', async () => {
    const agent = await messagingAgent(t);
    const created = await body(
      agent.post('/api/message-templates', { name: 'Follow-up', channel: 'sms', body: 'Hi {{lead.firstName}}, {{agent.name}} here.' }),
    );
    expect(created).toMatchObject({ name: 'Follow-up', channel: 'sms', subject: null });
    expect((await agent.post('/api/message-templates', { name: '', channel: 'sms', body: 'x' })).status).toBe(400);
    expect(
      (await agent.put(`/api/message-templates/${created.id}`, { name: 'Follow up', channel: 'email', subject: 'Hello', body: 'Hi' }))
        .status,
    ).toBe(200);
    expect((await body(agent.call('/api/message-templates'))).templates.map((x: { name: string }) => x.name)).toEqual(['Follow up']);
    const other = await messagingAgent(t);
    expect((await other.call(`/api/message-templates/${created.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await agent.call(`/api/message-templates/${created.id}`, { method: 'DELETE' })).status).toBe(204);
  });
});

describe("the agent's profile in e-mails", () => {
  it('fills {{agent.brokerage}} and {{agent.phone}}, and puts the signature below each e-mail once', async () => {
    const agent = await messagingAgent(t);
    const saved = await agent.call('/api/settings/profile', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        phone: '(512) 555-0100',
        brokerage: 'Hill Country Realty',
        email_signature: 'Dana Agent\nHill Country Realty',
      }),
    });
    expect(saved.status).toBe(200);
    await agent.lead({ name: 'Sig Lead', email: 'sig@lead.test', status: 'hot' });
    const res = await agent.post('/api/messages/bulk', {
      channel: 'email',
      audience: { status: 'hot' },
      subject: 'Hello',
      body: 'Call me at {{agent.phone}} ({{agent.brokerage}}).',
    });
    expect(res.status).toBe(201);
    await t.jobs.drain();
    const mail = parseMail(serverMail.to('sig@lead.test').at(-1)!.raw);
    const text = (mail.text ?? '').replace(/\r\n/g, '\n');
    expect(text).toContain('Call me at (512) 555-0100 (Hill Country Realty).\n\n-- \nDana Agent\nHill Country Realty');
    expect(text.match(/Hill Country Realty/g)).toHaveLength(2);
  });
});
