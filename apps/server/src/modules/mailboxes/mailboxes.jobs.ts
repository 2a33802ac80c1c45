import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { SENT_COPY_QUEUE, SentCopySchema } from './email-send.ts';
import type { MailboxesService } from './mailboxes.service.ts';

export const IMAP_POLL_QUEUE = 'messaging.imap-poll';
export const IMAP_POLL_ALL_QUEUE = 'messaging.imap-poll-all';
/** How often a connected mailbox is read for replies. */
export const IMAP_POLL_INTERVAL_MS = 30_000;

const slotOf = (at: number) => Math.floor(at / IMAP_POLL_INTERVAL_MS);

/** Queues the mailbox's next read (once per 30 s slot, whoever asks). */
export function queueNextMailboxRead(jobs: JobQueue, db: Database, userId: string, at = Date.now() + IMAP_POLL_INTERVAL_MS) {
  return jobs.enqueue(db, IMAP_POLL_QUEUE, { userId }, { accountId: userId, uniqueKey: `${userId}:${slotOf(at)}`, runAt: new Date(at) });
}

/** How long IDLE's "new mail" signals are gathered into one read. */
export const IDLE_READ_BUCKET_MS = 1_000;

/**
 * A read now, because IDLE said mail arrived: signals within one second make one read, which
 * starts when that second is over, so every message they announced is in INBOX when it reads.
 */
export function queueMailboxReadNow(jobs: JobQueue, db: Database, userId: string, at = Date.now()) {
  const bucket = Math.floor(at / IDLE_READ_BUCKET_MS);
  return jobs.enqueue(
    db,
    IMAP_POLL_QUEUE,
    { userId },
    { accountId: userId, uniqueKey: `${userId}:idle:${bucket}`, runAt: new Date((bucket + 1) * IDLE_READ_BUCKET_MS) },
  );
}

/** Each connected mailbox is read every 30 s for replies; what went out through it is copied to its Sent folder. */
export function defineMailboxJobs(jobs: JobQueue, db: Database, service: MailboxesService) {
  // What went out through the agent's own SMTP, copied to their Sent folder (mail services
  // that do it themselves are left alone): the Sent folder is where a send in doubt is looked for.
  jobs.define({
    queue: SENT_COPY_QUEUE,
    payload: SentCopySchema,
    maxAttempts: 5,
    run: (copy) => service.copyToSent(copy),
  });
  jobs.define({
    queue: IMAP_POLL_QUEUE,
    payload: z.object({ userId: z.string() }),
    maxAttempts: 1,
    // Each read queues the next one, so replies arrive within about 30 s; the minute schedule
    // below restarts the chain of any mailbox whose chain stopped (a restart, a failed read).
    run: async ({ userId }) => {
      try {
        await service.pollMailbox(userId);
      } finally {
        if (await service.hasMailbox(userId)) await queueNextMailboxRead(jobs, db, userId);
      }
    },
  });
  jobs.define({
    queue: IMAP_POLL_ALL_QUEUE,
    payload: z.object({ at: z.string().optional() }),
    priority: 1,
    run: async () => {
      for (const { userId } of await service.mailboxesToRead()) await queueNextMailboxRead(jobs, db, userId, Date.now());
    },
  });
  jobs.schedule('messaging-imap-poll', '* * * * *', IMAP_POLL_ALL_QUEUE);
}
