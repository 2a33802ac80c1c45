import type { z } from 'zod';
import type { Backoff } from '@porchlight/domain/jobs/job-retry';

/** What a handler is told about the job it runs. */
export type RunningJob = { id: string; attempt: number; accountId: string | null; signal: AbortSignal };

/**
 * One kind of job. `run` must be idempotent: a job whose worker died mid-way runs again, so it
 * checks whether its effect already happened (a unique key, a status) before acting.
 */
export type JobDefinition<P> = {
  queue: string;
  payload: z.ZodType<P>;
  run: (payload: P, job: RunningJob) => Promise<void>;
  maxAttempts?: number;
  backoff?: Backoff;
  /** 0 (default) for work an agent waits on; 1 for bulk work that may wait behind it. */
  priority?: 0 | 1;
  /** Called once when the job failed for good, to show the owner (a message marked failed). */
  onFailed?: (payload: P, error: string, job: { id: string; accountId: string | null }) => Promise<void>;
};

export type EnqueueOptions = { accountId?: string | null; uniqueKey?: string; runAt?: Date; maxAttempts?: number };

export type JobQueueOptions = {
  /** Jobs run at once on this instance. */
  concurrency?: number;
  /** Jobs of one account running at once across instances, so one account cannot take every slot. */
  perAccount?: number;
  /** How long a claimed job is this worker's before another may take it (renewed while it runs). */
  leaseSeconds?: number;
  /** How often the worker looks for due jobs when nothing woke it. */
  pollMs?: number;
  workerId?: string;
  /**
   * Prefixes every queue and schedule name: instances that share a database but not their
   * providers (test apps on one PostgreSQL) never take each other's jobs. Empty in production.
   */
  namespace?: string;
  /**
   * Whether this instance keeps the cron schedules (default true). Test apps turn them off: a
   * schedule firing at a minute boundary would run sweeps over every test's data on a shared
   * PostgreSQL (IMAP reads of mailboxes whose peers are gone) and hold up `drain()`.
   */
  schedules?: boolean;
  /**
   * Whether this is the only worker there can be (the embedded database, which one process
   * opens): jobs it finds running at start were left by a process that died, and run again at
   * once instead of after their lease.
   */
  soleWorker?: boolean;
  /**
   * A name this instance keeps across restarts (host and port), on a PostgreSQL server: at start
   * it takes back at once the jobs its previous life of that name left running, if no live
   * instance holds the name (decision 046). Without it, those wait for their lease to run out.
   */
  instanceName?: string;
  /** Told when a job failed because the database's disk is full (for /api/health/ready). */
  onDiskFull?: () => void;
};
