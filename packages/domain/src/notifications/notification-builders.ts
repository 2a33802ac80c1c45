import { leadLink, pathWithQuery, propertyLink, settingsTabLink, usageLink, withLinkContext } from './notification-links';
import type { NewNotification, NotificationPriority } from './notification-schemas';

// Pure builders for every notification the product makes. A feature passes the result to the
// server's one `notify(userId, notification)`, so titles, texts and deep links live in one place.

const money = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * The one notification a new account receives (issue 46). Spec 000 §3's "six sample
 * notifications" were made real as six how-tos once, and they buried a new agent's first real
 * lead alert: the how-tos live in the setup guide now, and the panel keeps room for alerts.
 * Low priority, so it never pops up as a toast or a push over real work.
 */
export function welcomeNotification(firstName?: string | null): NewNotification {
  return {
    type: 'system',
    title: firstName ? `Welcome to Porchlight, ${firstName}` : 'Welcome to Porchlight',
    message:
      'Your workspace is ready. The setup guide on your dashboard walks you through the first steps; alerts about your leads will show here.',
    priority: 'low',
    actionUrl: withLinkContext('/dashboard', 'system'),
    actionLabel: 'Open dashboard',
    metadata: { gettingStarted: 'welcome' },
  };
}

export type LeadSummary = {
  id: string;
  name: string;
  source?: string | null;
  platform?: string | null;
  location?: string | null;
  /** The address of the property the lead asked about, when the way in knows it. */
  propertyAddress?: string | null;
};

/**
 * The push to the agent's phone reads in one glance (issue 19): "New lead: Ana Buyer" over
 * "Zillow, asked about 12 Oak St", each part only when known.
 */
export function newLeadPushText(lead: LeadSummary): { title: string; body: string } {
  const parts = [lead.source, lead.propertyAddress ? `asked about ${lead.propertyAddress}` : null].filter((p): p is string =>
    Boolean(p?.trim()),
  );
  return { title: `New lead: ${lead.name}`, body: parts.length ? parts.join(', ') : 'Tap to see the lead and reply.' };
}

export function leadCreatedNotification(lead: LeadSummary): NewNotification {
  const from = lead.source ? ` from ${lead.source}` : '';
  return {
    type: 'lead',
    title: 'New lead',
    message: `${lead.name}${from} was added to your leads.`,
    priority: 'medium',
    actionUrl: leadLink(lead.id),
    actionLabel: 'View lead',
    metadata: {
      leadId: lead.id,
      ...(lead.platform ? { platform: lead.platform } : {}),
      ...(lead.location ? { location: lead.location } : {}),
      ...(lead.propertyAddress ? { address: lead.propertyAddress } : {}),
      push: newLeadPushText(lead),
    },
  };
}

/** After a CSV import: one lead links to it; several link to the list. */
export function leadsImportedNotification(count: number, firstLeadId?: string): NewNotification {
  const single = count === 1 && firstLeadId;
  return {
    type: 'lead',
    title: 'Leads imported',
    message: `${plural(count, 'lead was', 'leads were')} imported.`,
    priority: 'low',
    actionUrl: single ? leadLink(firstLeadId) : pathWithQuery('/leads', { highlight: true }),
    actionLabel: single ? 'View lead' : 'View leads',
    metadata: { count, ...(firstLeadId ? { leadId: firstLeadId } : {}) },
  };
}

type ImportEntityName = 'properties' | 'leads';
const IMPORT_NOUNS: Record<ImportEntityName, [string, string]> = { properties: ['property', 'properties'], leads: ['lead', 'leads'] };
const fileLabel = (fileName?: string | null) =>
  fileName ? `"${fileName.length > 60 ? `${fileName.slice(0, 57)}...` : fileName}"` : 'Your file';

/** A file import finished: what it added, updated, skipped and could not read. */
export function importFinishedNotification(p: {
  entity: ImportEntityName;
  imported: number;
  updated: number;
  skipped: number;
  invalid?: number;
  fileName?: string | null;
}): NewNotification {
  const [one, many] = IMPORT_NOUNS[p.entity];
  const parts = [`${plural(p.imported, `new ${one}`, `new ${many}`)}`];
  if (p.updated > 0) parts.push(`${p.updated.toLocaleString('en-US')} updated`);
  if (p.skipped > 0) parts.push(`${p.skipped.toLocaleString('en-US')} duplicates skipped`);
  if ((p.invalid ?? 0) > 0) parts.push(`${plural(p.invalid ?? 0, 'row', 'rows')} with errors left out`);
  return {
    type: 'system',
    title: 'Import complete',
    message: `${fileLabel(p.fileName)} is imported: ${parts.join(', ')}.`,
    priority: 'low',
    actionUrl: pathWithQuery(`/${p.entity}`, { highlight: true }),
    actionLabel: `View ${many}`,
    metadata: { entity: p.entity, imported: p.imported, updated: p.updated, skipped: p.skipped },
  };
}

/** A file import wrote nothing: why, and where to try again. */
export function importFailedNotification(p: { entity: ImportEntityName; fileName?: string | null; reason: string }): NewNotification {
  return {
    type: 'alert',
    title: 'Import failed',
    message: `${fileLabel(p.fileName)} was not imported, and nothing was changed: ${p.reason}`,
    priority: 'high',
    actionUrl: `/${p.entity}`,
    actionLabel: 'Try again',
    metadata: { entity: p.entity },
  };
}

export type PropertyChange = {
  propertyId: string;
  address: string;
  changeType: 'price' | 'status';
  /** The new price in dollars (price changes). */
  amount?: number;
  previousAmount?: number;
  /** The new listing status (status changes), e.g. "Pending". */
  status?: string;
};

/** A watched property's price or status changed; a price drop is high priority. */
export function propertyChangedNotification(change: PropertyChange): NewNotification {
  const { propertyId, address, changeType, amount, previousAmount, status } = change;
  let title = 'Status change';
  let message = `${address} is now ${status ?? 'updated'}.`;
  let priority: NotificationPriority = 'medium';
  if (changeType === 'price') {
    const dropped = amount !== undefined && previousAmount !== undefined && amount < previousAmount;
    const rose = amount !== undefined && previousAmount !== undefined && amount > previousAmount;
    title = dropped ? 'Price drop' : rose ? 'Price increase' : 'Price change';
    const from = previousAmount !== undefined ? ` from ${money(previousAmount)}` : '';
    message = amount !== undefined ? `${address}: price changed${from} to ${money(amount)}.` : `${address}: the price changed.`;
    if (dropped) priority = 'high';
  }
  return {
    type: 'property',
    title,
    message,
    priority,
    actionUrl: propertyLink(propertyId),
    actionLabel: 'View property',
    metadata: {
      propertyId,
      address,
      changeType,
      ...(amount !== undefined ? { amount } : {}),
      ...(previousAmount !== undefined ? { previousAmount } : {}),
      ...(status ? { status } : {}),
    },
  };
}

/** Spec 000 §3: the plan limit keys, in the agent's words. */
export const USAGE_LIMIT_LABELS: Record<string, string> = {
  activeTasks: 'active tracking tasks',
  taskExecutions: 'task executions',
  flows: 'flows',
  triggerEvents: 'triggers',
  smsNotifications: 'SMS messages',
  callMinutes: 'call minutes',
  emailNotifications: 'e-mails',
  maxProperties: 'properties',
  maxLeads: 'leads',
  userSeats: 'team seats',
};
export const USAGE_ALERT_THRESHOLDS = [80, 100] as const;
export type UsageAlertThreshold = (typeof USAGE_ALERT_THRESHOLDS)[number];

/** The highest threshold crossed going from `before` to `after` percent, if any (alert once per crossing). */
export function usageThresholdCrossed(before: number, after: number): UsageAlertThreshold | null {
  const crossed = USAGE_ALERT_THRESHOLDS.filter((t) => before < t && after >= t);
  return crossed.at(-1) ?? null;
}

export function usageThresholdNotification(input: {
  limit: string;
  percent: UsageAlertThreshold;
  used?: number;
  max?: number;
}): NewNotification {
  const label = USAGE_LIMIT_LABELS[input.limit] ?? input.limit;
  const counts =
    input.used !== undefined && input.max !== undefined
      ? ` (${input.used.toLocaleString('en-US')} of ${input.max.toLocaleString('en-US')})`
      : '';
  const reached = input.percent >= 100;
  return {
    type: 'alert',
    title: reached ? 'Plan limit reached' : 'Approaching your plan limit',
    message: reached
      ? `You have used all of your ${label}${counts}. Upgrade your plan or add an add-on to keep going.`
      : `You have used ${input.percent}% of your ${label}${counts}.`,
    priority: reached ? 'high' : 'medium',
    actionUrl: usageLink(),
    actionLabel: 'View usage',
    metadata: {
      limit: input.limit,
      percent: input.percent,
      ...(input.used !== undefined ? { used: input.used } : {}),
      ...(input.max !== undefined ? { max: input.max } : {}),
    },
  };
}

export type SubscriptionEvent =
  | { kind: 'plan_started'; planName: string }
  | { kind: 'plan_changed'; planName: string }
  | { kind: 'canceled'; endsAt?: string }
  | { kind: 'payment_failed' }
  | { kind: 'addon_added'; addonName: string }
  | { kind: 'addon_removed'; addonName: string }
  | { kind: 'addon_cancelled'; addonName: string };

export function subscriptionNotification(event: SubscriptionEvent): NewNotification {
  const billing = settingsTabLink('billing');
  const plan = settingsTabLink('plan');
  const base = { type: 'system' as const, metadata: { subscriptionEvent: event.kind } };
  switch (event.kind) {
    case 'plan_started':
      return {
        ...base,
        title: 'Subscription started',
        message: `You are on the ${event.planName} plan.`,
        priority: 'medium',
        actionUrl: plan,
        actionLabel: 'View plan',
      };
    case 'plan_changed':
      return {
        ...base,
        title: 'Plan changed',
        message: `You are now on the ${event.planName} plan.`,
        priority: 'medium',
        actionUrl: plan,
        actionLabel: 'View plan',
      };
    case 'canceled': {
      const until = event.endsAt ? ` It stays active until ${event.endsAt.slice(0, 10)}.` : '';
      return {
        ...base,
        title: 'Subscription canceled',
        message: `Your subscription was canceled.${until}`,
        priority: 'medium',
        actionUrl: billing,
        actionLabel: 'View billing',
      };
    }
    case 'payment_failed':
      return {
        ...base,
        title: 'Payment failed',
        message: 'We could not charge your payment method. Update it to keep your plan.',
        priority: 'high',
        actionUrl: billing,
        actionLabel: 'Update payment',
      };
    case 'addon_added':
      return {
        ...base,
        title: 'Add-on added',
        message: `${event.addonName} is now active.`,
        priority: 'low',
        actionUrl: plan,
        actionLabel: 'View plan',
      };
    case 'addon_cancelled':
      return {
        ...base,
        title: 'Add-on cancelled',
        message: `${event.addonName} ends at the end of its period.`,
        priority: 'low',
        actionUrl: plan,
        actionLabel: 'View plan',
      };
    case 'addon_removed':
      return {
        ...base,
        title: 'Add-on removed',
        message: `${event.addonName} was removed from your plan.`,
        priority: 'low',
        actionUrl: plan,
        actionLabel: 'View plan',
      };
  }
}
