import { describe, expect, it } from 'vitest';
import {
  leadCreatedNotification,
  leadsImportedNotification,
  propertyChangedNotification,
  subscriptionNotification,
  usageThresholdCrossed,
  usageThresholdNotification,
  welcomeNotification,
  type SubscriptionEvent,
} from './notification-builders';
import { NewNotificationSchema } from './notification-schemas';

const valid = (n: unknown) => expect(NewNotificationSchema.safeParse(n).success).toBe(true);

describe('the welcome notification', () => {
  it('is one, low priority, opening the dashboard and its setup guide (no how-tos burying real alerts)', () => {
    const welcome = welcomeNotification('Dana');
    expect([welcome.type, welcome.title, welcome.priority, welcome.actionLabel, welcome.actionUrl]).toEqual([
      'system',
      'Welcome to Porchlight, Dana',
      'low',
      'Open dashboard',
      '/dashboard?context=system',
    ]);
    expect(welcome.message).toContain('setup guide');
    valid(welcome);
  });

  it('greets without a name too', () => expect(welcomeNotification(null).title).toBe('Welcome to Porchlight'));
});

describe('lead notifications', () => {
  it('a created lead links to it, highlighted', () => {
    const n = leadCreatedNotification({ id: 'l-1', name: 'Ana Buyer', source: 'Zillow', platform: 'facebook' });
    expect(n).toMatchObject({
      type: 'lead',
      title: 'New lead',
      message: 'Ana Buyer from Zillow was added to your leads.',
      actionUrl: '/leads?id=l-1&highlight=true',
      actionLabel: 'View lead',
      metadata: { leadId: 'l-1', platform: 'facebook' },
    });
    valid(n);
  });

  it.each([
    [1, 'l-9', '1 lead was imported.', '/leads?id=l-9&highlight=true', 'View lead'],
    [250, 'l-1', '250 leads were imported.', '/leads?highlight=true', 'View leads'],
    [1200, undefined, '1,200 leads were imported.', '/leads?highlight=true', 'View leads'],
  ])('%i imported', (count, first, message, url, label) => {
    const n = leadsImportedNotification(count, first);
    expect(n).toMatchObject({ type: 'lead', message, actionUrl: url, actionLabel: label, metadata: { count } });
    valid(n);
  });
});

describe('property notifications', () => {
  it.each([
    [
      { changeType: 'price', amount: 425_000, previousAmount: 450_000 },
      'Price drop',
      'high',
      '12 Oak St: price changed from $450,000 to $425,000.',
    ],
    [
      { changeType: 'price', amount: 460_000, previousAmount: 450_000 },
      'Price increase',
      'medium',
      '12 Oak St: price changed from $450,000 to $460,000.',
    ],
    [{ changeType: 'price', amount: 460_000 }, 'Price change', 'medium', '12 Oak St: price changed to $460,000.'],
    [{ changeType: 'status', status: 'Pending' }, 'Status change', 'medium', '12 Oak St is now Pending.'],
  ] as const)('%j', (change, title, priority, message) => {
    const n = propertyChangedNotification({ propertyId: 'p-1', address: '12 Oak St', ...change });
    expect(n).toMatchObject({ type: 'property', title, priority, message, actionUrl: '/properties?id=p-1', actionLabel: 'View property' });
    expect(n.metadata).toMatchObject({ propertyId: 'p-1', address: '12 Oak St', changeType: change.changeType });
    if ('amount' in change) expect(n.metadata).toMatchObject({ amount: change.amount });
    valid(n);
  });
});

describe('usage alerts', () => {
  it.each([
    [79, 80, 80],
    [80, 85, null],
    [50, 100, 100],
    [90, 100, 100],
    [100, 120, null],
    [10, 20, null],
  ])('from %i%% to %i%% crosses %j', (before, after, expected) => expect(usageThresholdCrossed(before, after)).toBe(expected));

  it.each([
    [80, 'Approaching your plan limit', 'medium', 'You have used 80% of your leads (20 of 25).'],
    [100, 'Plan limit reached', 'high', 'You have used all of your leads (25 of 25). Upgrade your plan or add an add-on to keep going.'],
  ] as const)('%i%%', (percent, title, priority, message) => {
    const n = usageThresholdNotification({ limit: 'maxLeads', percent, used: percent === 80 ? 20 : 25, max: 25 });
    expect(n).toMatchObject({ type: 'alert', title, priority, message, actionUrl: '/settings?tab=usage&highlight=true' });
    valid(n);
  });
});

describe('subscription notifications', () => {
  it.each<[SubscriptionEvent, string, string]>([
    [{ kind: 'plan_started', planName: 'Agent' }, 'Subscription started', '/settings?tab=plan&highlight=true'],
    [{ kind: 'plan_changed', planName: 'Business' }, 'Plan changed', '/settings?tab=plan&highlight=true'],
    [{ kind: 'canceled', endsAt: '2025-07-01T00:00:00Z' }, 'Subscription canceled', '/settings?tab=billing&highlight=true'],
    [{ kind: 'payment_failed' }, 'Payment failed', '/settings?tab=billing&highlight=true'],
    [{ kind: 'addon_added', addonName: 'SMS 200' }, 'Add-on added', '/settings?tab=plan&highlight=true'],
    [{ kind: 'addon_removed', addonName: 'SMS 200' }, 'Add-on removed', '/settings?tab=plan&highlight=true'],
  ])('%j', (event, title, url) => {
    const n = subscriptionNotification(event);
    expect(n).toMatchObject({ type: 'system', title, actionUrl: url });
    valid(n);
  });
  it('a failed payment is high priority', () => expect(subscriptionNotification({ kind: 'payment_failed' }).priority).toBe('high'));
});
