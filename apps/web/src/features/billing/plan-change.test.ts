import { describe, expect, it } from 'vitest';
import { EMPTY_USAGE } from '@porchlight/domain/billing/usage';
import { ownedAddonFixture } from '@/lib/subscription/test-fixtures';
import { limitsOverOnPlan, planAction, planActionLabel } from './plan-change';

const on = (planId: 'trial' | 'starter' | 'agent' | 'business' | null, billing_interval: 'monthly' | 'annual' = 'monthly') => ({
  planId,
  subscription: planId ? { billing_interval, status: planId === 'trial' ? 'trialing' : 'active' } : null,
});

describe('planAction', () => {
  it.each([
    ['trial', 'monthly', on('trial'), 'current'],
    ['trial', 'monthly', on('agent'), 'none'],
    ['starter', 'monthly', on(null), 'choose'],
    ['starter', 'monthly', on('trial'), 'upgrade'],
    ['agent', 'monthly', on('starter'), 'upgrade'],
    ['starter', 'monthly', on('business'), 'downgrade'],
    ['agent', 'monthly', on('agent'), 'current'],
    ['agent', 'annual', on('agent'), 'switch-interval'],
    ['agent', 'annual', on('agent', 'annual'), 'current'],
  ] as const)('%s (%s) for %o -> %s', (target, interval, current, expected) =>
    expect(planAction(target, interval, current)).toBe(expected),
  );

  it('labels each action', () => {
    expect(planActionLabel('upgrade', 'Agent', 'monthly')).toBe('Upgrade to Agent');
    expect(planActionLabel('downgrade', 'Starter', 'monthly')).toBe('Downgrade to Starter');
    expect(planActionLabel('switch-interval', 'Agent', 'annual')).toBe('Switch to annual billing');
    expect(planActionLabel('current', 'Agent', 'annual')).toBe('Current plan');
  });
});

describe('limitsOverOnPlan', () => {
  it('lists each limit that current usage is above on the new plan', () => {
    const usage = { ...EMPTY_USAGE, leads_stored: 1200, flows_count: 5, properties_stored: 1001, team_members_count: 3 };
    expect(limitsOverOnPlan('starter', [], usage)).toEqual([
      { key: 'maxProperties', label: 'Properties', used: 1001, newLimit: 1000 },
      { key: 'maxLeads', label: 'Leads', used: 1200, newLimit: 500 },
      { key: 'userSeats', label: 'User seats', used: 3, newLimit: 1 },
    ]);
  });

  it('counts the add-ons the user keeps, and nothing at the limit is "over"', () => {
    const usage = { ...EMPTY_USAGE, leads_stored: 2500 };
    expect(limitsOverOnPlan('starter', [ownedAddonFixture('leads-2000')], usage)).toEqual([]);
    expect(limitsOverOnPlan('starter', [ownedAddonFixture('leads-2000', { pending_cancellation: true })], usage)).toHaveLength(1);
  });
});
