import { z } from 'zod';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { REFRESH_SOCIAL_TOKENS_QUEUE, type SocialService } from './social.service.ts';

/** Tokens are renewed by a job, so a restart or another instance still does it on time. */
export function defineSocialJobs(jobs: JobQueue, social: Pick<SocialService, 'refreshTokens'>) {
  jobs.define({
    queue: REFRESH_SOCIAL_TOKENS_QUEUE,
    payload: z.object({ accountId: z.uuid() }),
    run: async ({ accountId }) => social.refreshTokens(accountId),
  });
}
