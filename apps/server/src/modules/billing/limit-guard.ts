import { FEATURE_LABELS } from '@porchlight/domain/billing/plans';
import { USAGE_FULL_PERCENT, USAGE_WARNING_PERCENT, remainingUnder, usagePercentage } from '@porchlight/domain/billing/entitlements';
import type { LimitedFeature } from '@porchlight/domain/billing/usage';
import { HttpError } from '../../lib/http-errors.ts';
import { processLock, type LimitLock } from './limit-lock.ts';
import type { MeteredCounts } from './usage.repository.ts';

export type { LimitedFeature };

export type LimitStatus = { used: number; allowed: number; remaining: number };

export type LimitGuard = {
  /**
   * Checks that one more (or `adding` more) fits, then runs `write`, both while holding the
   * limit's lock: concurrent requests cannot both pass the check for the last unit. A write that
   * spends two limits (a property created watched) names both: they are locked together.
   */
  withinLimit<T>(userId: string, feature: LimitedFeature | readonly LimitedFeature[], write: () => Promise<T>, adding?: number): Promise<T>;
  /** Runs `work` holding the limit's lock, for writes that learn their size inside (imports). */
  exclusive<T>(userId: string, feature: LimitedFeature, work: () => Promise<T>): Promise<T>;
  /** Throws LimitReachedError when used + adding would pass the effective limit (plan + add-ons). Call it inside `exclusive`. */
  assertCanAdd(userId: string, feature: LimitedFeature, adding?: number): Promise<void>;
  status(userId: string, feature: LimitedFeature): Promise<LimitStatus>;
  /** After a write that learned its size inside its transaction (imports): sends the usage alert it crossed, if any. */
  reportAdded(userId: string, feature: LimitedFeature, added: number): Promise<void>;
};

/** How each limited feature is measured. */
export const usedFor = (feature: LimitedFeature, counts: MeteredCounts): number => {
  switch (feature) {
    case 'activeTasks':
      return counts.active_tasks;
    case 'taskExecutions':
      return counts.task_executions;
    case 'flows':
      return counts.flows_count;
    case 'triggerEvents':
      return counts.trigger_events;
    case 'smsNotifications':
      return counts.sms_notifications_used;
    case 'callMinutes':
      return counts.call_minutes_used;
    case 'emailNotifications':
      return counts.email_notifications_used;
    case 'maxProperties':
      return counts.properties_stored;
    case 'maxLeads':
      return counts.leads_stored;
    case 'userSeats':
      return counts.team_members_count;
    case 'propertyAlerts':
      return counts.property_alerts;
    case 'exportLimit':
      return counts.exports_this_month;
    case 'workflowExecutions':
      return counts.workflow_executions;
    case 'maxSocialPosts':
      return counts.social_posts_this_month;
  }
};

const NOUNS: Record<LimitedFeature, string> = {
  activeTasks: 'active tasks',
  taskExecutions: 'task executions',
  flows: 'flows',
  triggerEvents: 'triggers',
  smsNotifications: 'SMS messages',
  callMinutes: 'call minutes',
  emailNotifications: 'e-mails',
  maxProperties: 'properties',
  maxLeads: 'leads',
  userSeats: 'user seats',
  propertyAlerts: 'property alerts',
  exportLimit: 'exports a month',
  workflowExecutions: 'flow runs a month',
  maxSocialPosts: 'social posts a month',
};

export function limitMessage(feature: LimitedFeature, used: number, allowed: number, hasPlan: boolean): string {
  if (!hasPlan) return `Your plan has ended. Choose a plan to add more ${NOUNS[feature]} (${FEATURE_LABELS[feature]}).`;
  return `You've reached your plan's limit of ${allowed.toLocaleString('en-US')} ${NOUNS[feature]} (${used.toLocaleString('en-US')} used). Upgrade your plan or add an add-on to get more.`;
}

/** The one 402 of the product: { error, limit, used, allowed }. */
export class LimitReachedError extends HttpError {
  constructor(
    readonly feature: LimitedFeature,
    readonly used: number,
    readonly allowed: number,
    hasPlan = true,
  ) {
    super(402, limitMessage(feature, used, allowed, hasPlan), { limit: feature, used, allowed });
  }
}

export type LimitSnapshot = { limits: Record<LimitedFeature, number>; counts: MeteredCounts; hasPlan: boolean };

/** Usage alerts fire when an addition crosses 80% or reaches 100% of a limit. */
export const USAGE_ALERT_THRESHOLDS = [USAGE_WARNING_PERCENT, USAGE_FULL_PERCENT] as const;

export type UsageThresholdCrossed = { userId: string; feature: LimitedFeature; percent: number; used: number; allowed: number };

/** The highest alert threshold that going from `before` to `after` crosses, if any. */
export function crossedThreshold(before: number, after: number, allowed: number): number | undefined {
  if (allowed <= 0) return undefined;
  const from = usagePercentage(before, allowed);
  const to = usagePercentage(after, allowed);
  return [...USAGE_ALERT_THRESHOLDS].reverse().find((t) => from < t && to >= t);
}

/**
 * The guard reads the entitlements and the counts afresh on every check. A check that lets an
 * addition through reports the threshold it will cross, so the agent hears before the 402.
 */
export function createLimitGuard(
  snapshot: (userId: string) => Promise<LimitSnapshot>,
  onThresholdCrossed?: (event: UsageThresholdCrossed) => Promise<void> | void,
  lock: LimitLock = processLock(),
): LimitGuard {
  const status = async (userId: string, feature: LimitedFeature) => {
    const { limits, counts, hasPlan } = await snapshot(userId);
    const used = usedFor(feature, counts);
    const allowed = limits[feature];
    return { used, allowed, hasPlan, remaining: remainingUnder(used, allowed) };
  };
  const keyOf = (userId: string, feature: LimitedFeature) => `limit:${feature}:${userId}`;
  const exclusive = <T>(userId: string, feature: LimitedFeature, work: () => Promise<T>) => lock([keyOf(userId, feature)], work);
  /** Throws the 402 when `adding` does not fit; answers the alert threshold it would cross. */
  async function check(userId: string, feature: LimitedFeature, adding: number): Promise<UsageThresholdCrossed | undefined> {
    const { used, allowed, remaining, hasPlan } = await status(userId, feature);
    if (adding > remaining) throw new LimitReachedError(feature, used, allowed, hasPlan);
    const percent = crossedThreshold(used, used + adding, allowed);
    return percent === undefined ? undefined : { userId, feature, percent, used: used + adding, allowed };
  }
  async function assertCanAdd(userId: string, feature: LimitedFeature, adding = 1) {
    const crossing = await check(userId, feature, adding);
    if (crossing) await onThresholdCrossed?.(crossing);
  }
  return {
    exclusive,
    assertCanAdd,
    withinLimit: (userId, feature, write, adding = 1) => {
      const features: readonly LimitedFeature[] = typeof feature === 'string' ? [feature] : feature;
      return lock(
        features.map((f) => keyOf(userId, f)),
        async () => {
          const crossings: UsageThresholdCrossed[] = [];
          for (const f of features) {
            const crossing = await check(userId, f, adding);
            if (crossing) crossings.push(crossing);
          }
          const written = await write();
          // Only a write that happened crosses a threshold: a failed one alerts nobody.
          for (const crossing of crossings) await onThresholdCrossed?.(crossing);
          return written;
        },
      );
    },
    async status(userId, feature) {
      const { used, allowed, remaining } = await status(userId, feature);
      return { used, allowed: allowed === -1 ? Infinity : allowed, remaining };
    },
    async reportAdded(userId, feature, added) {
      if (added <= 0) return;
      const { used, allowed } = await status(userId, feature);
      const percent = crossedThreshold(Math.max(0, used - added), used, allowed);
      if (percent !== undefined) await onThresholdCrossed?.({ userId, feature, percent, used, allowed });
    },
  };
}
