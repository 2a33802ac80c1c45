import type Stripe from 'stripe';
import { z } from 'zod';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { StripeWebhookService, SubscriptionFollowUp } from './stripe-webhook.service.ts';

export const STRIPE_EVENT_QUEUE = 'billing.stripe-event';
/** What follows a change an event applied: realtime, the agent's notification, the history line. */
export const STRIPE_CHANGE_QUEUE = 'billing.subscription-changed';

const FollowUpSchema = z.object({
  userId: z.string(),
  eventId: z.string(),
  change: z.object({ event: z.string(), kind: z.enum(['plan', 'addon']), stripeSubscriptionId: z.string() }),
});

/**
 * Each verified Stripe event is processed by a job: retried with backoff when Stripe or the
 * database does not answer, once per event id however often Stripe delivers it. What follows a
 * change is a second job, queued in the change's transaction.
 */
export function defineStripeWebhookJobs(
  jobs: JobQueue,
  service: Pick<StripeWebhookService, 'processEvent'>,
  followUp: (payload: SubscriptionFollowUp) => Promise<void>,
) {
  jobs.define({
    queue: STRIPE_EVENT_QUEUE,
    payload: z.object({ event: z.looseObject({ id: z.string(), type: z.string() }) }),
    maxAttempts: 10,
    run: async ({ event }) => void (await service.processEvent(event as unknown as Stripe.Event)),
  });
  jobs.define({ queue: STRIPE_CHANGE_QUEUE, payload: FollowUpSchema, maxAttempts: 10, run: followUp });
}
