import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { jobs, jobSchedules } from '../db/schema/index.ts';
import { createLogger } from '../lib/logger.ts';
import { testDatabase } from '../../test/test-app.ts';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './job-queue.ts';

let database: DatabaseHandle;
const logger = createLogger('silent');
const started: JobQueue[] = [];

beforeAll(async () => {
  database = await openDatabase(await testDatabase());
});
afterEach(async () => {
  await Promise.all(started.splice(0).map((q) => q.stop(1_000)));
});
afterAll(() => database?.close());

/** A queue of its own per test: names never meet another test's (or file's, on PostgreSQL). */
function queueFor(options: JobQueueOptions = {}) {
  const queue = createJobQueue(database, logger, { pollMs: 50, namespace: `t${crypto.randomUUID().slice(0, 8)}:`, ...options });
  return queue;
}
const run = async (queue: JobQueue) => {
  await queue.start();
  started.push(queue);
  return queue;
};
const Payload = z.object({ n: z.number() });
const jobsOf = (queue: JobQueue) =>
  database.db
    .select()
    .from(jobs)
    .where(sql`${jobs.queue} LIKE ${`${queue.namespace}%`}`);

describe('the job queue', () => {
  it('a job enqueued in a transaction that rolls back never exists; one that commits runs', async () => {
    const queue = queueFor();
    const ran: number[] = [];
    queue.define({ queue: 'count', payload: Payload, run: async ({ n }) => void ran.push(n) });
    await database.db
      .transaction(async (tx) => {
        await queue.enqueue(tx, 'count', { n: 1 });
        throw new Error('the change failed');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await queue.enqueue(tx, 'count', { n: 2 });
    });
    await run(queue);
    await queue.drain();
    expect(ran).toEqual([2]);
    expect((await jobsOf(queue)).map((j) => j.state)).toEqual(['completed']);
  });

  it('reports its lag: the age of the oldest due job nobody took', async () => {
    const queue = queueFor();
    queue.define({ queue: 'stuck', payload: Payload, run: async () => {} });
    await queue.enqueue(database.db, 'stuck', { n: 1 }, { runAt: new Date(Date.now() - 120_000) });
    const health = await queue.health();
    expect(health.lagSeconds).toBeGreaterThanOrEqual(119);
    expect(health.due).toBeGreaterThanOrEqual(1);
    await database.db.delete(jobs).where(sql`${jobs.queue} LIKE ${`${queue.namespace}%`}`);
  });

  it('a unique key makes enqueuing twice run once', async () => {
    const queue = queueFor();
    const ran: number[] = [];
    queue.define({ queue: 'once', payload: Payload, run: async ({ n }) => void ran.push(n) });
    const first = await queue.enqueue(database.db, 'once', { n: 1 }, { uniqueKey: 'evt_1' });
    const again = await queue.enqueue(database.db, 'once', { n: 1 }, { uniqueKey: 'evt_1' });
    expect(first).toBeDefined();
    expect(again).toBeUndefined();
    await run(queue);
    await queue.drain();
    expect(ran).toEqual([1]);
  });

  it('refuses a payload its schema does not accept, at enqueue', async () => {
    const queue = queueFor();
    queue.define({ queue: 'typed', payload: Payload, run: async () => {} });
    await expect(queue.enqueue(database.db, 'typed', { n: 'one' })).rejects.toThrow();
    await expect(queue.enqueue(database.db, 'nobody', {})).rejects.toThrow('No job handler is defined for queue "nobody"');
  });

  it('retries a failing job with backoff, then fails it for good and tells the owner once', async () => {
    const queue = queueFor();
    const tries: number[] = [];
    const reported: string[] = [];
    queue.define({
      queue: 'flaky',
      payload: Payload,
      maxAttempts: 3,
      backoff: { baseMs: 100, maxMs: 1_000 },
      run: async () => {
        tries.push(Date.now());
        throw new Error(`provider said no (${tries.length})`);
      },
      onFailed: async (_payload, error) => void reported.push(error),
    });
    await queue.enqueue(database.db, 'flaky', { n: 1 });
    await run(queue);
    const deadline = Date.now() + 5_000;
    while (reported.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(tries).toHaveLength(3);
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(100);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(200);
    expect(reported).toEqual(['provider said no (3)']);
    const [job] = await jobsOf(queue);
    expect(job).toMatchObject({ state: 'failed', attempts: 3, lastError: 'provider said no (3)' });
  });

  it('runs a job at its time, not before', async () => {
    const queue = queueFor();
    const ranAt: number[] = [];
    queue.define({ queue: 'later', payload: Payload, run: async () => void ranAt.push(Date.now()) });
    const due = Date.now() + 600;
    await queue.enqueue(database.db, 'later', { n: 1 }, { runAt: new Date(due) });
    await run(queue);
    await new Promise((r) => setTimeout(r, 300));
    expect(ranAt).toEqual([]);
    await queue.drain();
    while (ranAt.length === 0) await new Promise((r) => setTimeout(r, 20));
    expect(ranAt[0]!).toBeGreaterThanOrEqual(due - 5);
  });

  it("one account's thousand bulk jobs do not hold back another account's job", async () => {
    const queue = queueFor({ concurrency: 2, perAccount: 2 });
    const order: string[] = [];
    // Told from the job itself: on PGlite the worker's loop answers in microtasks, and a timer
    // of the test's would only fire once the thousand jobs were done.
    let quietRan!: () => void;
    const ranQuiet = new Promise<void>((resolve) => (quietRan = resolve));
    queue.define({
      queue: 'work',
      payload: z.object({ who: z.string() }),
      run: async ({ who }) => {
        order.push(who);
        if (who === 'quiet') quietRan();
      },
    });
    const [busy, quiet] = await seedAccounts(2);
    await queue.enqueueMany(
      database.db,
      'work',
      Array.from({ length: 1_000 }, () => ({ payload: { who: 'busy' } })),
      { accountId: busy },
    );
    await queue.enqueue(database.db, 'work', { who: 'quiet' }, { accountId: quiet });
    await run(queue);
    await ranQuiet;
    expect(order.indexOf('quiet')).toBeLessThan(5);
    await queue.stop(1_000);
    started.pop();
    // The rest would sit in a shared database's line (PostgreSQL in CI) and count as lag.
    await database.db.delete(jobs).where(sql`${jobs.queue} LIKE ${`${queue.namespace}%`}`);
  });

  it("one claim takes no more of one account's jobs than its share, and leaves the rest to other accounts", async () => {
    const queue = queueFor();
    queue.define({ queue: 'share', payload: Payload, run: async () => {} });
    const [busy, other] = await seedAccounts(2);
    await queue.enqueueMany(
      database.db,
      'share',
      Array.from({ length: 8 }, (_, n) => ({ payload: { n } })),
      { accountId: busy },
    );
    await queue.enqueue(database.db, 'share', { n: 99 }, { accountId: other });
    const claimed = await queue.store.claim('one-worker', [`${queue.namespace}share`], 8, 60, 4);
    expect(claimed.filter((j) => j.accountId === busy)).toHaveLength(4);
    expect(claimed.filter((j) => j.accountId === other)).toHaveLength(1);
    // With its share running, the account gets nothing more until one ends.
    expect(await queue.store.claim('another-worker', [`${queue.namespace}share`], 8, 60, 4)).toEqual([]);
    await database.db.delete(jobs).where(sql`${jobs.queue} LIKE ${`${queue.namespace}%`}`);
  });

  it("an account's jobs whose lease ran out (their worker is gone) do not hold back its other jobs", async () => {
    const queue = queueFor();
    queue.define({ queue: 'stale', payload: Payload, run: async () => {} });
    const [account] = await seedAccounts(1);
    await queue.enqueueMany(
      database.db,
      'stale',
      Array.from({ length: 5 }, (_, n) => ({ payload: { n } })),
      { accountId: account },
    );
    expect(await queue.store.claim('dead-worker', [`${queue.namespace}stale`], 4, 60, 4)).toHaveLength(4);
    // Their leases run out; no worker has reaped them yet.
    await database.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(sql`${jobs.queue} LIKE ${`${queue.namespace}%`} AND ${jobs.state} = 'running'`);
    expect(await queue.store.claim('live-worker', [`${queue.namespace}stale`], 4, 60, 4)).toHaveLength(1);
    await database.db.delete(jobs).where(sql`${jobs.queue} LIKE ${`${queue.namespace}%`}`);
  });

  it('a job whose worker died runs again once its lease ran out', async () => {
    const queue = queueFor({ leaseSeconds: 1 });
    const ran: number[] = [];
    queue.define({ queue: 'leased', payload: Payload, run: async ({ n }) => void ran.push(n) });
    await queue.enqueue(database.db, 'leased', { n: 7 });
    // A worker that claimed it and then vanished.
    const [claimed] = await queue.store.claim('dead-worker', [`${queue.namespace}leased`], 1, 1, 4);
    expect(claimed).toBeDefined();
    await run(queue);
    await new Promise((r) => setTimeout(r, 300));
    expect(ran).toEqual([]);
    await queue.drain();
    while (ran.length === 0) await new Promise((r) => setTimeout(r, 20));
    expect(ran).toEqual([7]);
    expect((await jobsOf(queue))[0]).toMatchObject({ state: 'completed', attempts: 2 });
    // The dead worker's late answer changes nothing.
    expect(await queue.store.complete('dead-worker', claimed!.id)).toBe(false);
  });

  it('a sole worker (the embedded database) runs at once, at start, what a dead process left running', async () => {
    const queue = queueFor({ leaseSeconds: 600, soleWorker: true });
    const ran: number[] = [];
    queue.define({ queue: 'left', payload: Payload, run: async ({ n }) => void ran.push(n) });
    await queue.enqueue(database.db, 'left', { n: 9 });
    // Claimed by the process before the crash, with ten minutes of lease left.
    await queue.store.claim('killed-process', [`${queue.namespace}left`], 1, 600, 4);
    await run(queue);
    while (ran.length === 0) await new Promise((r) => setTimeout(r, 20));
    expect(ran).toEqual([9]);
    // The job is marked completed just after its run returns: on a loaded machine, a moment later.
    await vi.waitFor(async () => expect((await jobsOf(queue))[0]).toMatchObject({ state: 'completed', attempts: 2 }), { timeout: 15_000 });
  });

  it('a cron schedule runs once per due time, whatever the number of instances', async () => {
    const namespace = `t${crypto.randomUUID().slice(0, 8)}:`;
    const ran: string[] = [];
    const instances = [queueFor({ namespace }), queueFor({ namespace })];
    for (const [i, q] of instances.entries()) {
      q.define({ queue: 'tick', payload: z.object({}), run: async () => void ran.push(`instance ${i}`) });
      q.schedule('every-second', '* * * * * *', 'tick');
    }
    await Promise.all(instances.map(run));
    await new Promise((r) => setTimeout(r, 2_600));
    await Promise.all(instances.map((q) => q.stop(1_000)));
    const runs = await jobsOf(instances[0]!);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(3);
    expect(new Set(runs.map((r) => r.uniqueKey)).size).toBe(runs.length);
    expect(ran).toHaveLength(runs.filter((r) => r.state === 'completed').length);
  });

  it('an instance with schedules off (test apps) keeps none and runs no tick', async () => {
    const queue = queueFor({ schedules: false });
    const ran: number[] = [];
    queue.define({ queue: 'tick', payload: z.object({}), run: async () => void ran.push(1) });
    queue.schedule('every-second', '* * * * * *', 'tick');
    await run(queue);
    await new Promise((r) => setTimeout(r, 1_500));
    const kept = await database.db
      .select()
      .from(jobSchedules)
      .where(sql`${jobSchedules.name} LIKE ${`${queue.namespace}%`}`);
    expect(kept).toEqual([]);
    expect(ran).toEqual([]);
  });

  it('options given as undefined (as compose passes them in production) keep their defaults: the schedule runs and the worker waits between looks', async () => {
    const namespace = `t${crypto.randomUUID().slice(0, 8)}:`;
    const queue = createJobQueue(database, logger, {
      namespace,
      pollMs: undefined,
      concurrency: undefined,
      perAccount: undefined,
      leaseSeconds: undefined,
    });
    const claims = vi.spyOn(queue.store, 'claim');
    const ran: number[] = [];
    queue.define({ queue: 'tick', payload: z.object({}), run: async () => void ran.push(1) });
    queue.schedule('every-second', '* * * * * *', 'tick');
    await run(queue);
    await new Promise((r) => setTimeout(r, 2_600));
    await queue.stop(1_000);
    started.pop();
    expect(ran.length).toBeGreaterThanOrEqual(1);
    // A look a second (plus the wake-ups the ticks cause), not thousands.
    expect(claims.mock.calls.length).toBeLessThan(20);
  });

  it('at shutdown stops taking jobs, lets running ones finish within the grace time, and puts back the rest', async () => {
    const queue = queueFor();
    let finished = 0;
    queue.define({ queue: 'quick', payload: Payload, run: async () => void (await new Promise((r) => setTimeout(r, 100)), finished++) });
    queue.define({
      queue: 'slow',
      payload: Payload,
      run: async (_p, job) => new Promise((resolve) => job.signal.addEventListener('abort', () => resolve())),
    });
    await queue.enqueue(database.db, 'quick', { n: 1 });
    await queue.enqueue(database.db, 'slow', { n: 2 });
    await run(queue);
    while ((await queue.store.counts([`${queue.namespace}slow`])).running === undefined) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 30));
    await queue.stop(500);
    started.pop();
    expect(finished).toBe(1);
    const byQueue = Object.fromEntries((await jobsOf(queue)).map((j) => [j.queue.slice(queue.namespace.length), j]));
    expect(byQueue.quick).toMatchObject({ state: 'completed' });
    expect(byQueue.slow).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null });
  });
});

/** Accounts for the fairness test (jobs reference users). */
async function seedAccounts(count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => `acct-${crypto.randomUUID()}`);
  for (const id of ids) {
    await database.db.execute(sql`INSERT INTO users (id, name, email) VALUES (${id}, 'Queue Test', ${`${id}@example.com`})`);
  }
  return ids;
}
