import crypto from 'node:crypto';
import type { ImapFlow } from 'imapflow';
import type { Logger } from '../../lib/logger.ts';
import type { MailboxesRepository } from './mailboxes.repository.ts';

/** How long an instance's claim on a mailbox's IDLE lasts unless renewed (renewed every reconcile). */
export const IDLE_LEASE_MS = 90_000;
/** How often an instance renews its leases, picks up new or orphaned mailboxes and reconnects dropped ones. */
export const IDLE_RECONCILE_MS = 30_000;

type Watch = { client?: ImapFlow; connecting: boolean; connectedAt: number; stopped: boolean };

export type MailboxWatcherDeps = {
  repo: MailboxesRepository;
  /** A not yet connected client for the agent's mailbox that IDLEs when free; undefined without one. */
  open: (userId: string) => Promise<ImapFlow | undefined>;
  /** New mail in INBOX: read it (the read job, which dedupes by UID and Message-ID). */
  onNewMail: (userId: string) => Promise<unknown>;
  logger: Logger;
  instanceId?: string;
  reconcileMs?: number;
  leaseMs?: number;
};

/**
 * IMAP IDLE for every connected mailbox, so replies arrive within seconds while the server runs;
 * the 30 s read job stays as the fallback and catch-up (it is what reads; IDLE only says when).
 *
 * Bounded: one connection per mailbox per instance, and per mailbox only the instance holding
 * its lease in the database (renewed every 30 s, lost after 90 s) keeps one open, so N instances
 * hold one IDLE per mailbox between them. Should two ever overlap (a lease taken over from an
 * instance that is slow, not dead), both only trigger reads, and reads are harmless twice: the
 * read position only moves forward and a reply is stored once per Message-ID. Closed on
 * shutdown, releasing the leases so another instance takes over at its next reconcile.
 */
export function createMailboxWatchers(deps: MailboxWatcherDeps) {
  const { repo, logger } = deps;
  const instanceId = deps.instanceId ?? crypto.randomUUID();
  const leaseMs = deps.leaseMs ?? IDLE_LEASE_MS;
  const watching = new Map<string, Watch>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  let running: Promise<void> | undefined;

  const newMail = (userId: string) =>
    void deps.onNewMail(userId).catch((err: unknown) => logger.warn({ err, userId }, 'Could not queue a mailbox read'));

  async function connect(userId: string, watch: Watch) {
    watch.connecting = true;
    try {
      const client = await deps.open(userId);
      if (!client || watch.stopped) return;
      watch.client = client;
      client.on('error', (err: unknown) => logger.warn({ err, userId }, 'IMAP IDLE connection error'));
      client.on('exists', (event: { count: number; prevCount: number }) => {
        if (event.count > event.prevCount) newMail(userId);
      });
      client.on('close', () => {
        if (watch.client === client) watch.client = undefined; // reconnected at the next reconcile
      });
      await client.connect();
      await client.mailboxOpen('INBOX');
      if (watch.stopped) return void (await client.logout().catch(() => client.close()));
      // What came while nobody watched (a restart, a dropped connection) is read now.
      newMail(userId);
    } catch (err) {
      logger.warn({ err, userId }, 'IMAP IDLE could not start; the 30 s reads go on');
      watch.client?.close();
      watch.client = undefined;
    } finally {
      watch.connecting = false;
    }
  }

  async function stop(userId: string) {
    const watch = watching.get(userId);
    if (!watch) return;
    watching.delete(userId);
    watch.stopped = true;
    const client = watch.client;
    watch.client = undefined;
    if (client) await client.logout().catch(() => client.close());
    await repo
      .releaseIdleLease(userId, instanceId)
      .catch((err: unknown) => logger.warn({ err, userId }, 'Could not release the IDLE lease'));
  }

  async function reconcileOnce() {
    const accounts = await repo.emailAccountsToPoll();
    const connected = new Map(accounts.map((a) => [a.userId, a.connectedAt.getTime()]));
    for (const userId of [...watching.keys()]) {
      const watch = watching.get(userId)!;
      // Disconnected, or connected again with new details: this connection is stale.
      if (connected.get(userId) !== watch.connectedAt) await stop(userId);
    }
    for (const [userId, connectedAt] of connected) {
      if (closed) return;
      if (!(await repo.claimIdleLease(userId, instanceId, leaseMs))) {
        await stop(userId); // another instance holds it
        continue;
      }
      let watch = watching.get(userId);
      if (!watch) {
        watch = { connecting: false, connectedAt, stopped: false };
        watching.set(userId, watch);
      }
      if (!watch.connecting && !watch.client?.usable) {
        watch.client = undefined;
        await connect(userId, watch);
      }
    }
  }

  /** One pass at a time; a call during a pass waits for it and runs again (a mailbox just connected). */
  async function reconcile(): Promise<void> {
    while (running) await running.catch(() => undefined);
    if (closed) return;
    running = reconcileOnce()
      .catch((err: unknown) => logger.warn({ err }, 'Mailbox IDLE reconcile failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    instanceId,
    reconcile,
    stop,
    start() {
      timer = setInterval(() => void reconcile(), deps.reconcileMs ?? IDLE_RECONCILE_MS);
      timer.unref();
      return reconcile();
    },
    /** The mailboxes this instance is IDLE on now (tests, health). */
    idling: () => [...watching.entries()].filter(([, w]) => w.client?.idling).map(([userId]) => userId),
    async close() {
      closed = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
      await Promise.all([...watching.keys()].map((userId) => stop(userId)));
    },
  };
}

export type MailboxWatchers = ReturnType<typeof createMailboxWatchers>;
