import crypto from 'node:crypto';
import { z } from 'zod';
import type { Logger } from '../lib/logger.ts';
import type { JobQueue } from './job-queue.ts';

export const RESEAL_SECRETS_QUEUE = 'secrets.reseal';

/**
 * Stored credentials (mailbox passwords, Twilio tokens, social tokens, webhook signing secrets)
 * sealed under a former APP_SECRET, or kept in plain text before they were sealed, are sealed
 * again under the current one. Each module reseals its own; a value an agent replaced meanwhile
 * is left alone. Idempotent: a rerun finds nothing left.
 */
export function defineResealSecretsJob(jobs: JobQueue, logger: Logger, resealers: Record<string, () => Promise<number>>) {
  jobs.define({
    queue: RESEAL_SECRETS_QUEUE,
    payload: z.object({}),
    priority: 1,
    run: async () => {
      const resealed: Record<string, number> = {};
      for (const [what, reseal] of Object.entries(resealers)) resealed[what] = await reseal();
      if (Object.values(resealed).some((n) => n > 0)) logger.info({ resealed }, 'Stored secrets sealed again under the current APP_SECRET');
    },
  });
}

/** Once per set of secrets per database: a new APP_SECRET (or the first start after sealing began) runs it again. */
export const resealSecretsKey = (appSecret: string, previous: readonly string[]) =>
  `reseal-secrets:${crypto
    .createHash('sha256')
    .update([appSecret, ...previous].join('\n'))
    .digest('hex')
    .slice(0, 16)}`;
