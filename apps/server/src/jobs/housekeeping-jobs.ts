import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { vacuumWhereDue } from '../db/embedded-vacuum.ts';
import { foldRecordCounts } from '../db/record-counts.ts';
import type { RequestQuotas } from '../lib/request-quota.ts';
import type { JobQueue } from './job-queue.ts';

/** Finished jobs are kept a while for operators: completed a week, failed a month. */
export const COMPLETED_JOBS_KEPT_DAYS = 7;
export const FAILED_JOBS_KEPT_DAYS = 30;

/**
 * The app's own clean-ups, once across instances: daily, and the lists' kept counts hourly; on
 * the embedded database, hourly, the vacuum autovacuum would do on a server (decision 032).
 */
export function defineHousekeepingJobs(
  jobs: JobQueue,
  quotas: Pick<RequestQuotas, 'sweep'>,
  db: Database,
  { embeddedDatabase = false } = {},
) {
  jobs.define({
    queue: 'jobs.cleanup',
    payload: z.object({}),
    priority: 1,
    run: async () => void (await jobs.store.deleteFinished(COMPLETED_JOBS_KEPT_DAYS, FAILED_JOBS_KEPT_DAYS)),
  });
  jobs.define({ queue: 'quotas.sweep', payload: z.object({}), priority: 1, run: async () => void (await quotas.sweep()) });
  jobs.define({ queue: 'record-counts.fold', payload: z.object({}), priority: 1, run: async () => foldRecordCounts(db) });
  jobs.schedule('record-counts-fold', '7 * * * *', 'record-counts.fold');
  jobs.schedule('jobs-cleanup', '30 3 * * *', 'jobs.cleanup');
  jobs.schedule('quotas-sweep', '45 3 * * *', 'quotas.sweep');
  if (embeddedDatabase) {
    jobs.define({ queue: 'database.vacuum', payload: z.object({}), priority: 1, run: async () => void (await vacuumWhereDue(db)) });
    jobs.schedule('database-vacuum', '23 * * * *', 'database.vacuum');
  }
}
