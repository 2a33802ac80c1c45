import type { NewNotification } from '@porchlight/domain/notifications/notification-schemas';
import { subscriptionNotification, type SubscriptionEvent } from '@porchlight/domain/notifications/notification-builders';
import type { Infra } from '../../infra.ts';
import type { BillingProvider } from '../../providers/billing/billing-provider.ts';
import { createStripeBilling } from '../../providers/billing/stripe-billing.ts';
import { createStripeClient } from '../../providers/billing/stripe-client.ts';
import { createBillingRepository } from './billing.repository.ts';
import { createBillingService, type BillingService } from './billing.service.ts';
import { createLimitGuard, type UsageThresholdCrossed } from './limit-guard.ts';
import { advisoryLock, lockPoolFor } from './limit-lock.ts';
import { stripeSubscriptionEvent, subscriptionEventOf } from './subscription-events.ts';
import { STRIPE_CHANGE_QUEUE, STRIPE_EVENT_QUEUE, defineStripeWebhookJobs } from './stripe-webhook.jobs.ts';
import { createStripeWebhookService, type StripeWebhookService } from './stripe-webhook.service.ts';
import { createUsageRepository } from './usage.repository.ts';

export type BillingPorts = {
  notify: (userId: string, notification: NewNotification, opts: { dedupeKey?: string }) => Promise<unknown>;
  /** The 80% and 100% usage alerts (notifications queues them). */
  queueUsageAlert: (crossed: UsageThresholdCrossed) => Promise<unknown>;
};

/**
 * Plans, add-ons and their limits: the billing service, the limit guard every write that counts
 * goes through, and (driver stripe) Stripe's webhook. Subscription changes reach open clients,
 * the agent's notifications and the event log from one place.
 */
export function registerBilling(
  { config, logger, database, db, jobs, eventLog, bus, sideEffect }: Infra,
  { notify, queueUsageAlert }: BillingPorts,
) {
  // `dedupeKey` (a Stripe event's) makes a second run tell the agent nothing twice.
  const announceSubscriptionChange = async (userId: string, event?: SubscriptionEvent, dedupeKey?: string) => {
    await bus.publish(userId, 'subscription_update', {});
    if (!event) return;
    // Recorded once the change is committed (billing writes through Stripe's webhook or its own
    // repository, whose transactions do not reach here): see docs/decisions/013-job-queue-and-event-log.md.
    // Keyed by the Stripe event, both happen once however often a run dies and runs again.
    await notify(userId, subscriptionNotification(event), { dedupeKey });
    const status = event.kind === 'canceled' ? 'canceled' : event.kind === 'payment_failed' ? 'past_due' : 'active';
    const plan = (await billing.currentPlanId(userId)) ?? 'none';
    await eventLog.record(db, {
      type: 'subscription.changed',
      accountId: userId,
      subjectType: 'subscription',
      subjectId: userId,
      payload: { plan, status, change: event.kind },
      onceKey: dedupeKey,
    });
  };
  const subscriptionChanged = sideEffect('subscription change event', announceSubscriptionChange);

  let provider: BillingProvider = { driver: 'local' };
  let stripeWebhook: StripeWebhookService | undefined;
  if (config.billing.driver === 'stripe') {
    const client = createStripeClient(config.billing);
    provider = { driver: 'stripe', stripe: createStripeBilling(config.billing, { db, logger, client }) };
    stripeWebhook = createStripeWebhookService(config.billing, {
      db,
      logger,
      client,
      queueEvent: (event) => jobs.enqueue(db, STRIPE_EVENT_QUEUE, { event }, { uniqueKey: event.id }),
      queueSubscriptionChanged: (tx, followUp) =>
        jobs.enqueue(tx, STRIPE_CHANGE_QUEUE, followUp, { accountId: followUp.userId, uniqueKey: `stripe-change:${followUp.eventId}` }),
    });
    defineStripeWebhookJobs(jobs, stripeWebhook, async ({ userId, change, eventId }) =>
      announceSubscriptionChange(userId, await stripeSubscriptionEvent(billing, userId, change), `stripe:${eventId}`),
    );
  }
  const billing: BillingService = createBillingService({
    repo: createBillingRepository(db),
    usage: createUsageRepository(db),
    provider,
    config,
    onSubscriptionChanged: (userId, change) => subscriptionChanged(userId, subscriptionEventOf(change)),
  });
  // On a PostgreSQL server several instances may serve one agent: the limit lock is an advisory lock there.
  const limitLock = database.pool ? advisoryLock(lockPoolFor(database.pool, logger), logger) : undefined;
  const limits = createLimitGuard((userId) => billing.limitSnapshot(userId), sideEffect('usage alert', queueUsageAlert), limitLock);
  return {
    billing,
    limits,
    stripeWebhook,
    /** Each user's plan's dataRetention (notifications expire by it). */
    retentionDays: async (userIds: string[]) =>
      new Map(await Promise.all(userIds.map(async (id) => [id, await billing.retentionDays(id)] as const))),
    close: async () => {
      await limitLock?.close();
    },
  };
}
