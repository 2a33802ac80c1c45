import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_RETRY } from '@porchlight/domain/public-api/webhooks';
import type { EventLog } from '../../events/event-log.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { WebhooksService } from './webhooks.service.ts';

export const DELIVER_WEBHOOK_QUEUE = 'public-api.deliver-webhook';

/** Subscribed events become deliveries; each delivery is a job retried with backoff for 3 days. */
export function defineWebhookJobs(jobs: JobQueue, events: Pick<EventLog, 'on'>, webhooks: WebhooksService) {
  jobs.define({
    queue: DELIVER_WEBHOOK_QUEUE,
    payload: z.object({ deliveryId: z.string() }),
    maxAttempts: WEBHOOK_RETRY.maxAttempts,
    backoff: WEBHOOK_RETRY.backoff,
    run: ({ deliveryId }) => webhooks.attempt(deliveryId),
    onFailed: ({ deliveryId }) => webhooks.markFailed(deliveryId),
  });
  events.on([...WEBHOOK_EVENT_TYPES], 'public-api-webhooks', (event) =>
    webhooks.fanOut(event.account_id, {
      id: event.id,
      type: event.type,
      created_at: event.created_at,
      data: { subject_type: event.subject_type, subject_id: event.subject_id, ...event.payload },
    }),
  );
}
