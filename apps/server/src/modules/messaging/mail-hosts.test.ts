import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailAccounts } from '../../db/schema/index.ts';
import { messagingAgent } from '../../../test/messaging-agent.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// In production an agent's mail server settings cannot point the server at its own network
// (SSRF: the database, metadata services, internal ports). Development and the other tests use
// loopback mail servers, which production refuses before any connection is tried.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production' });
});
afterAll(() => t?.close());

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

describe('mail servers on a private network', () => {
  it.each([
    ['127.0.0.1', '203.0.113.10', 'smtp_host'],
    ['localhost', '203.0.113.10', 'smtp_host'],
    ['203.0.113.10', '169.254.169.254', 'imap_host'],
    ['203.0.113.10', '10.0.0.5', 'imap_host'],
    ['203.0.113.10', '[::1]', 'imap_host'],
  ])('smtp %s, imap %s: refused, naming %s, and nothing is kept', async (smtpHost, imapHost, field) => {
    const agent = await messagingAgent(t);
    const res = await agent.post('/api/email/account', account(smtpHost, imapHost));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(`${field}: use your e-mail provider's server; addresses on a private network are not allowed`);
    expect(await t.db.select().from(emailAccounts).where(eq(emailAccounts.userId, agent.userId))).toEqual([]);
  });
});
