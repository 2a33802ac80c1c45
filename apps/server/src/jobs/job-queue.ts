import crypto from 'node:crypto';
import { Cron } from 'croner';
import { DEFAULT_BACKOFF, DEFAULT_MAX_ATTEMPTS, isFinalAttempt, retryDelayMs } from '@porchlight/domain/jobs/job-retry';
import type { DatabaseHandle } from '../db/client.ts';
import { isDiskFull } from '../db/database-faults.ts';
import { openPgChannel, type PgChannel } from '../db/pg-channel.ts';
import type { Logger } from '../lib/logger.ts';
import { holdInstanceName } from './instance-name.ts';
import type { EnqueueOptions, JobDefinition, JobQueueOptions } from './job-types.ts';
import { JOBS_CHANNEL, createJobStore, insertJobs, type ClaimedJob, type JobExecutor, type NewJob } from './job-store.ts';
import { createJobScheduleStore } from './job-schedules.ts';

export type { EnqueueOptions, JobDefinition, JobQueueOptions, RunningJob } from './job-types.ts';

const DEFAULTS = { concurrency: 8, perAccount: 4, leaseSeconds: 60, pollMs: 1_000 };

/**
 * The durable job queue (docs/decisions/013-job-queue-and-event-log.md): a `jobs` table taken with
 * FOR UPDATE SKIP LOCKED under a lease, woken by NOTIFY, on PGlite and PostgreSQL alike.
 */
export function createJobQueue(
  database: Pick<DatabaseHandle, 'db' | 'driver' | 'pglite' | 'pool'>,
  logger: Logger,
  options: JobQueueOptions = {},
) {
  // Each option falls back on its own: compose passes `pollMs: undefined` in production, and a
  // spread would let that undefined replace the default (the worker then never ran its cron
  // schedules and polled the database in a tight loop).
  const concurrency = options.concurrency ?? DEFAULTS.concurrency;
  const perAccount = options.perAccount ?? DEFAULTS.perAccount;
  const leaseSeconds = options.leaseSeconds ?? DEFAULTS.leaseSeconds;
  const pollMs = options.pollMs ?? DEFAULTS.pollMs;
  const namespace = options.namespace ?? '';
  const stored = (queue: string) => `${namespace}${queue}`;
  const unstored = (queue: string) => queue.slice(namespace.length);
  let workerId = options.workerId ?? `${process.pid}-${crypto.randomUUID().slice(0, 8)}`;
  let instanceHold: Awaited<ReturnType<typeof holdInstanceName>> | undefined;
  const store = createJobStore(database.db);
  const scheduleStore = createJobScheduleStore(database.db);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const definitions = new Map<string, JobDefinition<any>>();
  const schedules: { name: string; cron: string; queue: string; payload: Record<string, unknown> }[] = [];
  const active = new Map<string, { done: Promise<void>; abort: AbortController }>();

  let running = false;
  let loop: Promise<void> | undefined;
  // A wake-up (NOTIFY, a freed slot) that comes while the worker is busy is remembered, so the
  // worker looks again at once instead of sleeping through it.
  let woken = false;
  const remember = () => void (woken = true);
  let wake: () => void = remember;
  let channel: PgChannel | undefined;
  let leaseTimer: NodeJS.Timeout | undefined;

  const definitionOf = (queue: string) => {
    const definition = definitions.get(stored(queue));
    if (!definition) throw new Error(`No job handler is defined for queue "${queue}"`);
    return definition;
  };

  const toNewJob = (queue: string, payload: unknown, opts: EnqueueOptions): NewJob => {
    const definition = definitionOf(queue);
    return {
      queue: stored(queue),
      payload: definition.payload.parse(payload) as Record<string, unknown>,
      accountId: opts.accountId ?? null,
      uniqueKey: opts.uniqueKey,
      runAt: opts.runAt,
      priority: definition.priority ?? 0,
      maxAttempts: opts.maxAttempts ?? definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    };
  };

  async function finish(job: ClaimedJob, error: unknown) {
    const definition = definitions.get(job.queue);
    if (error === undefined) {
      await store.complete(workerId, job.id);
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    if (isDiskFull(error)) options.onDiskFull?.();
    const final = !definition || isFinalAttempt(job.attempts, job.maxAttempts);
    const retryIn = final ? null : retryDelayMs(job.attempts, definition.backoff ?? DEFAULT_BACKOFF, Math.random());
    const mine = await store.fail(workerId, job.id, message, retryIn);
    logger[final ? 'error' : 'warn'](
      { jobId: job.id, queue: job.queue, attempt: job.attempts, err: error },
      final ? 'Job failed for good' : 'Job failed; it will run again',
    );
    if (final && mine) await reportFailure(job, message);
  }

  async function reportFailure(job: ClaimedJob, message: string) {
    const definition = definitions.get(job.queue);
    if (!definition?.onFailed) return;
    try {
      await definition.onFailed(definition.payload.parse(job.payload), message, { id: job.id, accountId: job.accountId });
    } catch (err) {
      logger.error({ err, jobId: job.id }, 'Reporting a failed job failed');
    }
  }

  function start(job: ClaimedJob) {
    const abort = new AbortController();
    const done = (async () => {
      let error: unknown;
      try {
        const definition = definitionOf(unstored(job.queue));
        await definition.run(definition.payload.parse(job.payload), {
          id: job.id,
          attempt: job.attempts,
          accountId: job.accountId,
          signal: abort.signal,
        });
      } catch (err) {
        error = err ?? new Error('The job failed');
      }
      if (abort.signal.aborted) return; // released at shutdown: it runs again elsewhere
      await finish(job, error).catch((err: unknown) => logger.error({ err, jobId: job.id }, 'Recording a job result failed'));
    })().finally(() => {
      active.delete(job.id);
      wake();
    });
    active.set(job.id, { done, abort });
  }

  /** A restart under a held name: what the last life of this name left running runs again now. */
  async function takeBackWhatThisInstanceLeft(instanceName: string, pool: NonNullable<DatabaseHandle['pool']>) {
    const name = `${namespace}${instanceName}`;
    instanceHold = await holdInstanceName(pool, name, logger);
    if (!instanceHold.held) {
      logger.warn({ name }, 'Jobs: another running instance has this name; this one takes back nothing at start');
      return;
    }
    workerId = `${name}/${crypto.randomUUID().slice(0, 8)}`;
    const failed = await store.takeBack(`${name}/`, [...definitions.keys()]);
    for (const job of failed) await reportFailure(job, 'The worker stopped before the job finished');
  }

  async function runSchedules() {
    for (const schedule of await scheduleStore.dueSchedules()) {
      const following = new Cron(schedule.cron, { timezone: 'UTC' }).nextRun(new Date());
      if (following) await scheduleStore.claimScheduledRun(schedule, following);
    }
  }

  async function work() {
    let lastHousekeeping = 0;
    while (running) {
      try {
        if (Date.now() - lastHousekeeping >= pollMs) {
          lastHousekeeping = Date.now();
          await runSchedules();
          for (const failed of await store.reapExpired()) await reportFailure(failed, 'The worker stopped before the job finished');
        }
        const free = concurrency - active.size;
        const claimed = free > 0 ? await store.claim(workerId, [...definitions.keys()], free, leaseSeconds, perAccount) : [];
        for (const job of claimed) start(job);
        if (claimed.length > 0 && claimed.length === free) continue;
      } catch (err) {
        logger.error({ err }, 'The job worker could not reach the database; retrying');
      }
      if (!running) break;
      if (woken) {
        woken = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = remember;
      woken = false;
    }
  }

  return {
    /** Who leases this instance's jobs: "<name>/<start>" under a held instance name. */
    get workerId() {
      return workerId;
    },
    namespace,
    store,

    define<P>(definition: JobDefinition<P>) {
      if (definitions.has(stored(definition.queue))) throw new Error(`Queue "${definition.queue}" is defined twice`);
      definitions.set(stored(definition.queue), definition);
    },

    /** Enqueues in `executor` (a transaction, so the job exists only if the change committed). */
    async enqueue(executor: JobExecutor, queue: string, payload: unknown, opts: EnqueueOptions = {}): Promise<string | undefined> {
      const [id] = await insertJobs(executor, [toNewJob(queue, payload, opts)]);
      return id;
    },

    /** Many jobs of one account at once (a bulk send): one statement, fair among accounts. */
    async enqueueMany(
      executor: JobExecutor,
      queue: string,
      items: { payload: unknown; uniqueKey?: string; runAt?: Date }[],
      opts: EnqueueOptions = {},
    ): Promise<string[]> {
      return insertJobs(
        executor,
        items.map((item) => toNewJob(queue, item.payload, { ...opts, uniqueKey: item.uniqueKey, runAt: item.runAt ?? opts.runAt })),
      );
    },

    /** Runs `queue` on a cron schedule (UTC), once per due time across every instance. */
    schedule(name: string, cron: string, queue: string, payload: Record<string, unknown> = {}) {
      definitionOf(queue);
      new Cron(cron, { timezone: 'UTC' }); // fails now on a bad expression, not at 3 a.m.
      schedules.push({ name: stored(name), cron, queue: stored(queue), payload });
    },

    /** Starts taking jobs on this instance. */
    async start() {
      if (running) return;
      if (options.schedules !== false)
        for (const s of schedules)
          await scheduleStore.saveSchedule(s.name, s.cron, s.queue, s.payload, new Cron(s.cron, { timezone: 'UTC' }).nextRun(new Date())!);
      if (options.soleWorker) await store.expireLeases([...definitions.keys()]);
      else if (options.instanceName && database.pool) await takeBackWhatThisInstanceLeft(options.instanceName, database.pool);
      running = true;
      channel = openPgChannel(database, JOBS_CHANNEL, logger);
      await channel
        .listen(
          () => wake(),
          () => wake(),
        )
        .catch((err: unknown) => logger.warn({ err }, 'Jobs: no NOTIFY wake-ups; polling only'));
      leaseTimer = setInterval(
        () => {
          void store
            .extendLeases(workerId, [...active.keys()], leaseSeconds)
            .catch((err: unknown) => logger.warn({ err }, 'Jobs: could not renew leases'));
        },
        (leaseSeconds * 1000) / 3,
      );
      leaseTimer.unref();
      loop = work();
    },

    /**
     * Stops taking jobs and waits up to `graceMs` for the running ones; those still running are
     * put back in line (they are idempotent and run again elsewhere).
     */
    async stop(graceMs = 10_000) {
      running = false;
      wake();
      await loop;
      const pending = [...active.values()].map((a) => a.done);
      const inTime = await Promise.race([
        Promise.all(pending).then(() => true),
        new Promise<boolean>((r) => setTimeout(() => r(false), graceMs).unref()),
      ]);
      if (!inTime) {
        const left = [...active.keys()];
        for (const a of active.values()) a.abort.abort();
        await store.release(workerId, left).catch((err: unknown) => logger.error({ err }, 'Jobs: could not release running jobs'));
        logger.warn({ jobs: left.length }, 'Jobs still running at shutdown were put back in line');
      }
      clearInterval(leaseTimer);
      await channel?.close();
      await instanceHold?.close();
    },

    /** The queue across every instance: the oldest due job's age, and how many wait, run and failed. */
    async health() {
      const [lagSeconds, due, counts] = await Promise.all([store.lagSeconds(), store.dueCount(), store.counts()]);
      return { lagSeconds, due, running: counts.running ?? 0, failed: counts.failed ?? 0 };
    },

    /**
     * Resolves when no job of this queue's handlers is due or running (tests). The default fails a
     * hang before a test's own 30 s timeout, and leaves room for CI's loaded cores, where jobs
     * that take a second alone took over 10.
     */
    async drain(timeoutMs = 25_000) {
      const deadline = Date.now() + timeoutMs;
      const queues = [...definitions.keys()];
      for (;;) {
        const pending = await store.pendingCount(queues);
        if (active.size === 0 && pending === 0) return;
        if (Date.now() > deadline)
          throw new Error(`Jobs still pending after ${timeoutMs} ms: ${JSON.stringify(await store.counts(queues))}`);
        wake();
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;
