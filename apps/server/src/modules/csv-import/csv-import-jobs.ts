import { z } from 'zod';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { CsvImportService } from './csv-import.service.ts';

export const STAGED_IMPORT_SWEEP_QUEUE = 'csv-import.sweep-abandoned';

/** Staged imports never committed are deleted after a day: checked hourly, once across instances. */
export function defineCsvImportJobs(jobs: JobQueue, service: Pick<CsvImportService, 'sweepAbandoned'>) {
  jobs.define({ queue: STAGED_IMPORT_SWEEP_QUEUE, payload: z.object({}), priority: 1, run: async () => void (await service.sweepAbandoned()) });
  jobs.schedule('staged-import-sweep', '17 * * * *', STAGED_IMPORT_SWEEP_QUEUE);
}
