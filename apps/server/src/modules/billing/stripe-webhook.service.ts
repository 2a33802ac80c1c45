import Stripe from 'stripe';
import { findAddon } from '@porchlight/domain/billing/addons';
import { isCurrentStatus } from '@porchlight/domain/billing/entitlements';
import { catalogueItemForPriceId } from '@porchlight/domain/billing/price-ids';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { createStripeClient, type StripeBillingConfig } from '../../providers/billing/stripe-client.ts';
import { createStripeWebhookRepository, type StripeWebhookQueries, type WebhookOutcome } from './stripe-webhook.repository.ts';

/** Stripe's own default: a signature older than five minutes is refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Stripe statuses under which an add-on still raises the user's limits. */
const ADDON_ACTIVE_STATUSES = ['active', 'trialing', 'past_due'];

export type SubscriptionChange = { event: string; kind: 'plan' | 'addon'; stripeSubscriptionId: string };
/** What follows an applied change (realtime, the agent's notification, history), for the job that does it. */
export type SubscriptionFollowUp = { userId: string; change: SubscriptionChange; eventId: string };

type Deps = {
  db: Database;
  logger: Logger;
  client?: Stripe;
  /**
   * Queues what follows a change as a job, in the transaction that applies it: it happens once
   * the change committed, is retried when it fails, and survives a crash right after the commit
   * (which would otherwise leave the event processed and the agent never told).
   */
  queueSubscriptionChanged?: (tx: Database, followUp: SubscriptionFollowUp) => Promise<unknown>;
  /**
   * Stores a verified event as a job (unique by the event's id) to be processed by
   * `processEvent`; answers undefined when that event is queued already.
   */
  queueEvent: (event: Stripe.Event) => Promise<string | undefined>;
};

/** What an event asks of us, once read. */
type Intent =
  | { kind: 'sync'; subscription: Stripe.Subscription; deleted: boolean; userHint: string | undefined }
  | { kind: 'payment'; stripeSubscriptionId: string; status: 'past_due' | 'active' }
  | { kind: 'none'; reason: string };

type Result = { outcome: WebhookOutcome | 'duplicate'; userId?: string; change?: SubscriptionChange };

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? undefined));
const fromUnix = (seconds: unknown) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

/** API versions before 2025-03 keep the period on the subscription, newer ones on its items. */
function periodOf(subscription: Stripe.Subscription) {
  const legacy = subscription as unknown as { current_period_start?: number; current_period_end?: number };
  const item = subscription.items?.data?.[0] as
    (Stripe.SubscriptionItem & { current_period_start?: number; current_period_end?: number }) | undefined;
  return {
    start: fromUnix(item?.current_period_start ?? legacy.current_period_start),
    end: fromUnix(item?.current_period_end ?? legacy.current_period_end),
  };
}

/** Newer invoices name their subscription under parent.subscription_details, older ones at the top. */
function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | undefined {
  const legacy = invoice as unknown as { subscription?: string | { id: string } | null };
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy.subscription);
}

function describeSignatureError(error: Stripe.errors.StripeSignatureVerificationError): string {
  if (/tolerance/i.test(error.message))
    return `Stripe signature is too old (more than ${WEBHOOK_TOLERANCE_SECONDS} seconds): refused as a possible replay`;
  if (/extract timestamp|expected scheme/i.test(error.message)) return 'Stripe-Signature header is malformed';
  return 'Stripe signature does not match the payload';
}

export function createStripeWebhookService(config: StripeBillingConfig, deps: Deps) {
  const stripe = deps.client ?? createStripeClient(config);
  const repository = createStripeWebhookRepository(deps.db);
  const { logger } = deps;

  function verify(payload: Buffer, signature: string | undefined): Stripe.Event {
    if (!signature) throw new HttpError(400, 'Missing Stripe-Signature header');
    try {
      return stripe.webhooks.constructEvent(payload, signature, config.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new HttpError(400, describeSignatureError(error));
      throw error;
    }
  }

  /** The subscription as Stripe holds it now; a failure to ask answers 503 so Stripe retries. */
  async function retrieveSubscription(id: string): Promise<Stripe.Subscription | undefined> {
    try {
      return await stripe.subscriptions.retrieve(id);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return undefined;
      logger.error(
        { err: error instanceof Error ? error.message : error, stripeSubscriptionId: id },
        'Could not read a subscription from Stripe',
      );
      throw new HttpError(503, 'Stripe could not be reached; the event will be retried');
    }
  }

  async function intentOf(event: Stripe.Event): Promise<Intent> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const subscriptionId = idOf(session.subscription);
        if (session.mode !== 'subscription' || !subscriptionId) return { kind: 'none', reason: 'checkout without a subscription' };
        const subscription =
          typeof session.subscription === 'object' && session.subscription
            ? session.subscription
            : await retrieveSubscription(subscriptionId);
        if (!subscription) return { kind: 'none', reason: 'checkout subscription not found at Stripe' };
        return { kind: 'sync', subscription, deleted: false, userHint: session.client_reference_id ?? session.metadata?.user_id };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.trial_will_end':
        return { kind: 'sync', subscription: event.data.object, deleted: false, userHint: undefined };
      case 'customer.subscription.deleted':
        return { kind: 'sync', subscription: event.data.object, deleted: true, userHint: undefined };
      case 'invoice.payment_failed':
      case 'invoice.paid':
      case 'invoice.payment_succeeded': {
        const stripeSubscriptionId = subscriptionIdOfInvoice(event.data.object);
        if (!stripeSubscriptionId) return { kind: 'none', reason: 'invoice without a subscription' };
        return { kind: 'payment', stripeSubscriptionId, status: event.type === 'invoice.payment_failed' ? 'past_due' : 'active' };
      }
      default:
        return { kind: 'none', reason: 'event type not handled' };
    }
  }

  async function resolveUser(tx: StripeWebhookQueries, subscription: Stripe.Subscription, hint: string | undefined) {
    const customerId = idOf(subscription.customer);
    const known = customerId ? await tx.userIdForStripeCustomer(customerId) : undefined;
    if (known) return known;
    for (const candidate of [hint, subscription.metadata?.user_id]) {
      if (candidate && (await tx.userExists(candidate))) {
        if (customerId) await tx.rememberCustomer(candidate, customerId);
        return candidate;
      }
    }
    return undefined;
  }

  async function sync(tx: StripeWebhookQueries, event: Stripe.Event, intent: Extract<Intent, { kind: 'sync' }>): Promise<Result> {
    const { subscription, deleted } = intent;
    const priceId = subscription.items?.data?.[0]?.price?.id;
    const item = priceId ? catalogueItemForPriceId(config.priceIds, priceId) : undefined;
    if (!item) {
      logger.warn(
        { eventId: event.id, type: event.type, stripeSubscriptionId: subscription.id, priceId },
        'Stripe event for a price we do not sell: ignored',
      );
      return { outcome: 'ignored' };
    }
    const userId = await resolveUser(tx, subscription, intent.userHint);
    if (!userId) {
      logger.warn(
        { eventId: event.id, type: event.type, stripeSubscriptionId: subscription.id },
        'Stripe event for a customer we do not know: ignored',
      );
      return { outcome: 'ignored' };
    }
    const period = periodOf(subscription);
    const status = deleted ? 'canceled' : subscription.status;
    const change: SubscriptionChange = { event: event.type, kind: item.kind, stripeSubscriptionId: subscription.id };

    if (item.kind === 'plan') {
      const row = await tx.upsertPlanSubscription({
        userId,
        planId: item.plan,
        billingInterval: item.interval,
        stripeSubscriptionId: subscription.id,
        stripeCustomerId: idOf(subscription.customer) ?? null,
        status,
        currentPeriodStart: period.start,
        currentPeriodEnd: period.end,
        cancelAtPeriodEnd: !deleted && subscription.cancel_at_period_end,
      });
      if (row.userId !== userId)
        logger.warn({ stripeSubscriptionId: subscription.id }, 'Stripe subscription already belongs to another user; kept with its owner');
      if (isCurrentStatus(status)) await tx.cancelOlderCurrentPlans(row.userId, row);
      return { outcome: 'applied', userId: row.userId, change };
    }

    const addon = findAddon(item.addonId);
    const active = !deleted && ADDON_ACTIVE_STATUSES.includes(subscription.status);
    await tx.upsertAddonSubscription({
      userId,
      addonId: item.addonId,
      addonName: addon?.name ?? item.addonId,
      stripeSubscriptionId: subscription.id,
      active,
      pendingCancellation: active && subscription.cancel_at_period_end,
      currentPeriodEnd: period.end,
    });
    const owner = (await tx.addonSubscriptionByStripeId(subscription.id))?.userId ?? userId;
    return { outcome: 'applied', userId: owner, change };
  }

  /** Invoices move an existing row between paying and not paying; the subscription events carry the rest. */
  async function payment(tx: StripeWebhookQueries, event: Stripe.Event, intent: Extract<Intent, { kind: 'payment' }>): Promise<Result> {
    const change = (kind: 'plan' | 'addon'): SubscriptionChange => ({
      event: event.type,
      kind,
      stripeSubscriptionId: intent.stripeSubscriptionId,
    });
    const plan = await tx.planSubscriptionByStripeId(intent.stripeSubscriptionId);
    if (plan) {
      const from = intent.status === 'past_due' ? ['active', 'trialing'] : ['past_due', 'unpaid', 'incomplete'];
      if (!from.includes(plan.status)) return { outcome: 'applied', userId: plan.userId };
      await tx.setPlanStatus(intent.stripeSubscriptionId, intent.status);
      return { outcome: 'applied', userId: plan.userId, change: change('plan') };
    }
    const addon = await tx.addonSubscriptionByStripeId(intent.stripeSubscriptionId);
    if (addon) {
      // A past-due add-on keeps counting (Stripe is still retrying); a paid one counts again.
      if (intent.status === 'past_due' || addon.active) return { outcome: 'applied', userId: addon.userId };
      await tx.setAddonActive(intent.stripeSubscriptionId, true);
      return { outcome: 'applied', userId: addon.userId, change: change('addon') };
    }
    logger.info(
      { eventId: event.id, type: event.type, stripeSubscriptionId: intent.stripeSubscriptionId },
      'Invoice for a subscription we do not hold: ignored',
    );
    return { outcome: 'ignored' };
  }

  async function process(event: Stripe.Event, intent: Intent): Promise<Result> {
    const stripeSubscriptionId =
      intent.kind === 'sync' ? intent.subscription.id : intent.kind === 'payment' ? intent.stripeSubscriptionId : null;
    const createdAt = new Date(event.created * 1000);
    return repository.transaction(async (tx, rawTx) => {
      if (!(await tx.claimEvent({ id: event.id, type: event.type, createdAt, stripeSubscriptionId }))) return { outcome: 'duplicate' };
      if (intent.kind === 'none' || !stripeSubscriptionId) {
        logger.debug(
          { eventId: event.id, type: event.type, reason: intent.kind === 'none' ? intent.reason : undefined },
          'Stripe event needs nothing',
        );
        return { outcome: 'ignored' };
      }
      const latest = await tx.latestAppliedEventAt(stripeSubscriptionId, event.id);
      const deletedBefore = !(intent.kind === 'sync' && intent.deleted) && (await tx.wasDeleted(stripeSubscriptionId));
      if ((latest && latest > createdAt) || deletedBefore) {
        logger.info({ eventId: event.id, type: event.type, stripeSubscriptionId }, 'Stripe event older than what we hold: ignored');
        await tx.settleEvent(event.id, 'stale');
        return { outcome: 'stale' };
      }
      const result = intent.kind === 'sync' ? await sync(tx, event, intent) : await payment(tx, event, intent);
      await tx.settleEvent(event.id, result.outcome === 'duplicate' ? 'ignored' : result.outcome);
      if (result.userId && result.change)
        await deps.queueSubscriptionChanged?.(rawTx, { userId: result.userId, change: result.change, eventId: event.id });
      return result;
    });
  }

  /**
   * Two events about one subscription stamped in the same second cannot be ordered by their
   * time: then the subscription is read from Stripe, which always knows the latest state.
   */
  async function freshen(event: Stripe.Event, intent: Intent): Promise<Intent> {
    if (intent.kind !== 'sync' || intent.deleted) return intent;
    const latest = await repository.latestAppliedEventAt(intent.subscription.id, event.id);
    if (!latest || latest.getTime() !== event.created * 1000) return intent;
    const current = await retrieveSubscription(intent.subscription.id);
    return current ? { ...intent, subscription: current } : intent;
  }

  return {
    /**
     * A delivery: verified (HttpError 400 for a bad signature), then stored as a job and answered
     * at once, so Stripe never waits on our processing; a redelivery is recognised by its id.
     */
    async handle(payload: Buffer, signature: string | undefined): Promise<{ outcome: 'queued' | 'duplicate' }> {
      const event = verify(payload, signature);
      if (await repository.wasProcessed(event.id)) return { outcome: 'duplicate' };
      return { outcome: (await deps.queueEvent(event)) ? 'queued' : 'duplicate' };
    },

    /** The job: de-duplicates and applies one event (idempotent by the event's id). */
    async processEvent(event: Stripe.Event): Promise<{ outcome: Result['outcome'] }> {
      if (await repository.wasProcessed(event.id)) return { outcome: 'duplicate' };
      const intent = await freshen(event, await intentOf(event));
      const result = await process(event, intent);
      logger.info({ eventId: event.id, type: event.type, outcome: result.outcome }, 'Stripe webhook');
      return { outcome: result.outcome };
    },
  };
}
export type StripeWebhookService = ReturnType<typeof createStripeWebhookService>;
