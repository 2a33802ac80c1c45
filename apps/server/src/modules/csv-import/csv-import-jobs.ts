import { z } from 'zod';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { CsvImportService } from './csv-import.service.ts';

export const STAGED_IMPORT_SWEEP_QUEUE = 'csv-import.sweep-abandoned';
export const IMPORT_RUN_QUEUE = 'csv-import.run';
export const ANALYZE_QUEUE = 'csv-import.analyze';
export const BACKFILL_KEYS_QUEUE = 'csv-import.backfill-duplicate-keys';
const BACKFILL_BATCH = 1_000;

/**
 * A file import runs as a job: it survives a restart (a rerun reads the file again; the write is
 * one transaction, so nothing is written twice) and the agent may leave the page. Uploads never
 * finished are deleted after a day: checked hourly, once across instances.
 */
export function defineCsvImportJobs(
  jobs: JobQueue,
  service: Pick<CsvImportService, 'sweepAbandoned' | 'runImport' | 'failRun' | 'backfillKeys' | 'analyze'>,
) {
  jobs.define({
    queue: ANALYZE_QUEUE,
    payload: z.object({ entity: z.enum(['properties', 'leads']) }),
    priority: 1,
    run: ({ entity }) => service.analyze(entity),
  });
  // Records written before the duplicate keys existed (migration 0013) get them, a thousand at a
  // time, once per database; a rerun after a crash finds only what is left.
  jobs.define({
    queue: BACKFILL_KEYS_QUEUE,
    payload: z.object({}),
    priority: 1,
    run: async () => {
      for (const entity of ['properties', 'leads'] as const) {
        for (let after: string | null = null; ;) {
          after = await service.backfillKeys(entity, after, BACKFILL_BATCH);
          if (after === null) break;
        }
      }
    },
  });
  jobs.define({
    queue: IMPORT_RUN_QUEUE,
    payload: z.object({ importId: z.string().uuid() }),
    priority: 1,
    maxAttempts: 3,
    run: ({ importId }) => service.runImport(importId),
    onFailed: ({ importId }) => service.failRun(importId),
  });
  jobs.define({
    queue: STAGED_IMPORT_SWEEP_QUEUE,
    payload: z.object({}),
    priority: 1,
    run: async () => void (await service.sweepAbandoned()),
  });
  jobs.schedule('staged-import-sweep', '17 * * * *', STAGED_IMPORT_SWEEP_QUEUE);
}
