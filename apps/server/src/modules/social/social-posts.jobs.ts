import { z } from 'zod';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { PUBLISH_SOCIAL_POST_QUEUE } from './social-posts.service.ts';
import type { SocialPublishing } from './social-publishing.ts';

/** A platform that is down gets this many tries (with the queue's backoff) before the account shows failed. */
const PUBLISH_ATTEMPTS = 5;

/**
 * One job per account of a post, due at its scheduled time: it survives a restart, and its
 * unique key (result and attempt) with the claim in the table makes it publish once.
 */
export function defineSocialPostJobs(jobs: JobQueue, publishing: SocialPublishing) {
  jobs.define({
    queue: PUBLISH_SOCIAL_POST_QUEUE,
    payload: z.object({ resultId: z.uuid(), attempt: z.number().int().positive() }),
    maxAttempts: PUBLISH_ATTEMPTS,
    run: ({ resultId, attempt }, job) => publishing.publish(resultId, attempt, job.signal),
    onFailed: ({ resultId, attempt }, error) => publishing.markFailed(resultId, attempt, error),
  });
}
