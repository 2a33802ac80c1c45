import { describe, expect, it } from 'vitest';
import {
  NO_PLAN_FEATURES,
  addToLimit,
  canUse,
  daysUntilRenewal,
  effectiveLimits,
  entitlementsFor,
  isActiveStatus,
  isCurrentStatus,
  pickCurrentSubscription,
  remainingUnder,
  usageLevel,
  usagePercentage,
  type OwnedAddon,
} from './entitlements';
import { PLANS } from './plans';

const owned = (addon_id: string, over: Partial<OwnedAddon> = {}): OwnedAddon => ({
  addon_id,
  active: true,
  pending_cancellation: false,
  ...over,
});

describe('addToLimit (spec 000 §4)', () => {
  it.each([
    [100, 50, 150],
    [-1, 50, -1],
    [100, -1, -1],
    [-1, -1, -1],
    [0, 200, 200],
  ])('%i + %i = %i', (limit, amount, expected) => {
    expect(addToLimit(limit, amount)).toBe(expected);
  });
});

describe('effectiveLimits', () => {
  it.each([
    ['no add-ons', 'starter', [], { maxLeads: 500, smsNotifications: 75 }],
    ['one active add-on', 'starter', [owned('leads-2000')], { maxLeads: 2500 }],
    [
      'two add-ons on one feature',
      'agent',
      [owned('sms-200'), owned('message-bundle')],
      { smsNotifications: 150 + 200 + 1000, emailNotifications: 2500 + 5000 },
    ],
    ['an inactive add-on', 'agent', [owned('leads-2000', { active: false })], { maxLeads: 1500 }],
    ['an add-on pending cancellation', 'agent', [owned('leads-2000', { pending_cancellation: true })], { maxLeads: 1500 }],
    ['an unknown add-on', 'agent', [owned('nope')], { maxLeads: 1500 }],
    ['an unlimited plan feature', 'business', [owned('properties-1000')], { maxProperties: 11000, maxSocialPosts: -1 }],
    ['executions raise both meters', 'trial', [owned('executions-2000')], { workflowExecutions: 2050, taskExecutions: 2500 }],
    ['seats', 'agent', [owned('seats-5')], { userSeats: 8 }],
  ] as const)('%s', (_label, plan, addons, expected) => {
    expect(effectiveLimits(PLANS[plan].features, addons)).toMatchObject(expected);
  });

  it('ignores add-on resources for features absent from the plan', () => {
    const { maxLeads: _ignored, ...withoutLeads } = PLANS.agent.features;
    const limits = effectiveLimits(withoutLeads as typeof PLANS.agent.features, [owned('leads-2000')]);
    expect('maxLeads' in limits).toBe(false);
  });

  it('does not change the catalogue', () => {
    effectiveLimits(PLANS.starter.features, [owned('leads-2000')]);
    expect(PLANS.starter.features.maxLeads).toBe(500);
  });

  it('falls back to trial for an unknown plan key', () => {
    expect(entitlementsFor('gold', [])).toEqual(PLANS.trial.features);
  });

  it('has nothing to add without a plan, and keeps the trial retention', () => {
    expect(NO_PLAN_FEATURES.maxLeads).toBe(0);
    expect(NO_PLAN_FEATURES.apiAccess).toBe(false);
    expect(NO_PLAN_FEATURES.dataRetention).toBe(7);
  });
});

describe('canUse: strictly below the limit', () => {
  it.each([
    [0, 25, true],
    [24, 25, true],
    [25, 25, false],
    [26, 25, false],
    [0, 0, false],
    [1_000_000, -1, true],
    [0, undefined, false],
  ])('used %s of %s: %s', (used, limit, expected) => {
    expect(canUse(used, limit)).toBe(expected);
  });
});

describe('remainingUnder', () => {
  it.each([
    [20, 25, 5],
    [30, 25, 0],
    [5, -1, Infinity],
  ])('used %i of %i leaves %s', (used, limit, expected) => {
    expect(remainingUnder(used, limit)).toBe(expected);
  });
});

describe('usagePercentage (spec 000 §5)', () => {
  it.each([
    [0, 100, 0],
    [1, 3, 33],
    [2, 3, 67],
    [25, 25, 100],
    [30, 25, 120],
    [5, 0, 0],
    [5, undefined, 0],
    [5, null, 0],
    [5, -1, 0],
    [1, 200, 1],
    [1, 400, 0],
  ])('%s of %s is %i%', (used, limit, expected) => {
    expect(usagePercentage(used, limit)).toBe(expected);
  });
});

describe('usageLevel', () => {
  it.each([
    [0, 'ok'],
    [79, 'ok'],
    [80, 'warning'],
    [99, 'warning'],
    [100, 'full'],
    [140, 'full'],
  ] as const)('%i% is %s', (percent, level) => {
    expect(usageLevel(percent)).toBe(level);
  });
});

describe('daysUntilRenewal', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    ['in exactly 14 days', '2026-12-05T12:00:00Z', 14],
    ['in 13 days and an hour', '2026-12-04T13:00:00Z', 14],
    ['in one minute', '2026-11-21T12:01:00Z', 1],
    ['right now', '2026-11-21T12:00:00Z', 0],
    ['yesterday', '2026-11-20T12:00:00Z', 0],
    ['no end date', null, null],
    ['an invalid date', 'soon', null],
  ])('%s: %s', (_label, end, expected) => {
    expect(daysUntilRenewal(end, now)).toBe(expected);
  });
});

describe('current subscription (spec 000 §4)', () => {
  it.each([
    ['active', true, true],
    ['trialing', true, true],
    ['past_due', true, false],
    ['canceled', false, false],
    ['incomplete', false, false],
    ['expired', false, false],
  ])('%s: current %s, active %s', (status, current, active) => {
    expect(isCurrentStatus(status)).toBe(current);
    expect(isActiveStatus(status)).toBe(active);
  });

  it('uses only the newest current row by created_at', () => {
    const rows = [
      { id: 'old-active', status: 'active', created_at: '2026-01-01T00:00:00Z' },
      { id: 'new-canceled', status: 'canceled', created_at: '2026-06-01T00:00:00Z' },
      { id: 'mid-past-due', status: 'past_due', created_at: '2026-03-01T00:00:00Z' },
    ];
    expect(pickCurrentSubscription(rows)?.id).toBe('mid-past-due');
    expect(pickCurrentSubscription([{ status: 'canceled', created_at: '2026-01-01' }])).toBeUndefined();
    expect(pickCurrentSubscription([])).toBeUndefined();
  });
});
