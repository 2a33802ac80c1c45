import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailAccounts, messages } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startMailboxPeer } from '../../../test/mailbox-peer.ts';
import { body, messagingAgent } from '../../../test/messaging-agent.ts';
import { createLogger } from '../../lib/logger.ts';
import { createMailboxWatchers } from './mailbox-watcher.ts';
import { createMailboxesRepository } from './mailboxes.repository.ts';
import { IMAP_POLL_INTERVAL_MS } from './mailboxes.jobs.ts';

// hoodiecrow speaks IDLE (its IDLE plugin, on in the peer): an append reaches an idling client
// at once as an untagged EXISTS, as a real server's would.

let t: TestApp;
let mailbox: Awaited<ReturnType<typeof startMailboxPeer>>;

beforeAll(async () => {
  mailbox = await startMailboxPeer();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

async function until<T>(read: () => Promise<T | undefined> | T | undefined, ms = 8_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const inboundOf = (userId: string) =>
  t.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.direction, 'inbound')));

describe('IMAP IDLE', () => {
  it('brings a reply in within seconds, far sooner than the 30 s read; one instance holds the IDLE, the other takes over when it stops', async () => {
    const agent = await messagingAgent(t);
    expect((await agent.post('/api/email/account', mailbox.account())).status).toBe(200);
    const lead = await agent.lead({ name: 'Gus Hill', email: 'gus@lead.test' });
    await until(() => t.mailboxWatchers.idling().includes(agent.userId));
    const [lease] = await t.db
      .select({ holder: emailAccounts.idleHolder })
      .from(emailAccounts)
      .where(eq(emailAccounts.userId, agent.userId));
    expect(lease!.holder).toBe(t.mailboxWatchers.instanceId);

    const sentAt = Date.now();
    mailbox.deliver(
      `From: Gus <gus@lead.test>\nTo: ${mailbox.account().from_address}\nSubject: Re: Open house\nMessage-ID: <idle-1@lead.test>\n\nSee you there.\n`,
    );
    const [reply] = await until(async () => {
      const rows = await inboundOf(agent.userId);
      return rows.length > 0 ? rows : undefined;
    });
    expect(Date.now() - sentAt).toBeLessThan(IMAP_POLL_INTERVAL_MS / 3);
    expect(reply).toMatchObject({ leadId: lead.id, body: 'See you there.' });
    const thread = await body(agent.call(`/api/conversations/${lead.id}`));
    expect(thread.messages.map((m: { body: string }) => m.body)).toEqual(['See you there.']);

    // A second instance on the same database: the lease is held, so it opens no connection.
    const other = createMailboxWatchers({
      repo: createMailboxesRepository(t.db),
      open: t.services.mailboxes.openMailboxClient,
      onNewMail: async () => undefined,
      logger: createLogger('silent'),
      reconcileMs: 60_000,
    });
    await other.reconcile();
    expect(other.idling()).toEqual([]);
    // This instance stops for the agent (as on shutdown): its lease is released, the other takes over.
    await t.mailboxWatchers.stop(agent.userId);
    await other.reconcile();
    await until(() => other.idling().includes(agent.userId));
    await other.close();
    const [released] = await t.db
      .select({ holder: emailAccounts.idleHolder })
      .from(emailAccounts)
      .where(eq(emailAccounts.userId, agent.userId));
    expect(released!.holder).toBeNull();
  });

  it('stops watching a mailbox the agent disconnects', async () => {
    const agent = await messagingAgent(t);
    expect((await agent.post('/api/email/account', mailbox.account())).status).toBe(200);
    await until(() => t.mailboxWatchers.idling().includes(agent.userId));
    expect((await agent.call('/api/email/account', { method: 'DELETE' })).status).toBe(204);
    expect(t.mailboxWatchers.idling()).not.toContain(agent.userId);
  });
});
