import { z } from 'zod';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { ApiKeysRepository } from './api-keys.repository.ts';

export const SWEEP_IDEMPOTENCY_QUEUE = 'public-api.sweep-idempotency';

/** Idempotency answers are kept 24 hours: older ones are deleted daily, once across instances. */
export function definePublicApiJobs(jobs: JobQueue, repo: Pick<ApiKeysRepository, 'sweepAnswers'>) {
  jobs.define({ queue: SWEEP_IDEMPOTENCY_QUEUE, payload: z.object({}), priority: 1, run: async () => void (await repo.sweepAnswers()) });
  jobs.schedule('public-api-sweep-idempotency', '15 4 * * *', SWEEP_IDEMPOTENCY_QUEUE);
}
