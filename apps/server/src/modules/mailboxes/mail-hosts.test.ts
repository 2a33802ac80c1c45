import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailAccounts } from '../../db/schema/index.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { messagingAgent } from '../../../test/messaging-agent.ts';
import { MAILBOX_PASSWORD, startMailboxPeer } from '../../../test/mailbox-peer.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// In production an agent's mail server settings cannot point the server at its own network
// (SSRF: the database, metadata services, internal ports). Development and the other tests use
// loopback mail servers, which production refuses before any connection is tried.
let t: TestApp;
let mailbox: Awaited<ReturnType<typeof startMailboxPeer>>;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production' });
  mailbox = await startMailboxPeer();
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

const account = (smtpHost: string, imapHost: string) => ({
  from_name: 'Dana Agent',
  from_address: 'dana@example.com',
  username: 'dana@example.com',
  password: 'mailbox password',
  smtp_host: smtpHost,
  smtp_port: 6379,
  smtp_secure: false,
  imap_host: imapHost,
  imap_port: 5432,
  imap_secure: false,
});

// A public address: the check refuses the other server before anything connects to it.
const PUBLIC = '93.184.216.34';

describe('mail servers on a private network', () => {
  it.each([
    ['127.0.0.1', PUBLIC, 'smtp_host'],
    ['localhost', PUBLIC, 'smtp_host'],
    [PUBLIC, '169.254.169.254', 'imap_host'],
    [PUBLIC, '10.0.0.5', 'imap_host'],
    [PUBLIC, '[::1]', 'imap_host'],
    [PUBLIC, '::ffff:7f00:1', 'imap_host'],
    ['64:ff9b::a9fe:a9fe', PUBLIC, 'smtp_host'],
    ['203.0.113.10', PUBLIC, 'smtp_host'],
  ])('smtp %s, imap %s: refused, naming %s, and nothing is kept', async (smtpHost, imapHost, field) => {
    const agent = await messagingAgent(t);
    const res = await agent.post('/api/email/account', account(smtpHost, imapHost));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(
      `${field}: use your e-mail provider's server; addresses on a private network are not allowed`,
    );
    expect(await t.db.select().from(emailAccounts).where(eq(emailAccounts.userId, agent.userId))).toEqual([]);
  });

  it('a mailbox kept with servers that now resolve to this network is checked again at each connection: nothing is sent or read', async () => {
    // As if its names resolved to public addresses when the agent connected it, and to loopback now.
    const agent = await messagingAgent(t);
    const settings = mailbox.account();
    await t.db.insert(emailAccounts).values({
      userId: agent.userId,
      fromName: settings.from_name,
      fromAddress: settings.from_address,
      username: settings.username,
      passwordEncrypted: createSecretBox(t.config.appSecret, 'email-account-password').seal(MAILBOX_PASSWORD),
      smtpHost: 'localhost',
      smtpPort: settings.smtp_port,
      smtpSecure: false,
      imapHost: 'localhost',
      imapPort: settings.imap_port,
      imapSecure: false,
    });
    await expect(t.services.mailboxes.pollMailbox(agent.userId)).rejects.toThrow('private or local address');
    const lead = await agent.lead({ name: 'Finn Gray', email: 'finn@lead.test' });
    expect((await agent.post('/api/messages', { channel: 'email', lead_id: lead.id, subject: 'Hi', body: 'x' })).status).toBe(201);
    await t.jobs.drain();
    expect(mailbox.sent).toEqual([]);
  });
});
