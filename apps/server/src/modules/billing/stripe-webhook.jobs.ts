import type Stripe from 'stripe';
import { z } from 'zod';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { StripeWebhookService } from './stripe-webhook.service.ts';

export const STRIPE_EVENT_QUEUE = 'billing.stripe-event';

/**
 * Each verified Stripe event is processed by a job: retried with backoff when Stripe or the
 * database does not answer, once per event id however often Stripe delivers it.
 */
export function defineStripeWebhookJobs(jobs: JobQueue, service: Pick<StripeWebhookService, 'processEvent'>) {
  jobs.define({
    queue: STRIPE_EVENT_QUEUE,
    payload: z.object({ event: z.looseObject({ id: z.string(), type: z.string() }) }),
    maxAttempts: 10,
    run: async ({ event }) => void (await service.processEvent(event as unknown as Stripe.Event)),
  });
}
