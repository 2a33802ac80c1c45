// A job worker in a process of its own, for the tests that kill, restart and multiply workers
// (job-queue-processes.test.ts). It runs the `effect` queue: each job writes one row of
// job_test_effects (job id, worker, attempt), then, with SLOW_FIRST_TRY, waits long on its
// first try so a test can kill it mid-job.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase } from '../src/db/client.ts';
import { createJobQueue } from '../src/jobs/job-queue.ts';
import { createLogger } from '../src/lib/logger.ts';

const env = process.env;
const database = await openDatabase(
  env.WORKER_DATABASE_URL ? { databaseUrl: env.WORKER_DATABASE_URL, poolSize: 4 } : { dataDir: env.WORKER_DATA_DIR! },
);
await database.db.execute(
  sql`CREATE TABLE IF NOT EXISTS job_test_effects (job_id uuid NOT NULL, worker text NOT NULL, attempt int NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp())`,
);
const worker = env.WORKER_NAME ?? `worker-${process.pid}`;
const jobs = createJobQueue(database, createLogger('silent'), {
  namespace: env.WORKER_NAMESPACE,
  leaseSeconds: Number(env.WORKER_LEASE_SECONDS ?? 2),
  pollMs: 100,
  concurrency: Number(env.WORKER_CONCURRENCY ?? 8),
  perAccount: 100,
  workerId: worker,
  // A name kept across restarts (decision 046): the restarted worker takes back what it left.
  instanceName: env.WORKER_INSTANCE,
});
jobs.define({
  queue: 'effect',
  payload: z.object({ n: z.number() }),
  run: async (_payload, job) => {
    // Idempotent: the effect is written once per job whatever the number of tries.
    const done = await database.db.execute(sql`SELECT 1 FROM job_test_effects WHERE job_id = ${job.id}`);
    if ((done as unknown as { rows: unknown[] }).rows.length === 0) {
      await database.db.execute(sql`INSERT INTO job_test_effects (job_id, worker, attempt) VALUES (${job.id}, ${worker}, ${job.attempt})`);
    }
    if (env.SLOW_FIRST_TRY && job.attempt === 1) {
      console.log(`effect written ${job.id}`);
      await new Promise((resolve) => setTimeout(resolve, 60_000));
    }
    if (env.REPORT_RUNS) console.log(`ran ${job.id} attempt ${job.attempt} at ${Date.now()}`);
  },
});

if (env.ENQUEUE_AT) {
  // Enqueue one job due at ENQUEUE_AT, then stop without running anything (a deploy's restart).
  const id = await jobs.enqueue(database.db, 'effect', { n: 1 }, { runAt: new Date(env.ENQUEUE_AT) });
  console.log(`enqueued ${id}`);
  await database.close();
  process.exit(0);
}

await jobs.start();
console.log('ready');
process.on('SIGTERM', async () => {
  await jobs.stop(2_000);
  await database.close();
  process.exit(0);
});
