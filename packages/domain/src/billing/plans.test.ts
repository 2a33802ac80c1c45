import { describe, expect, it } from 'vitest';
import {
  BOOLEAN_FEATURES,
  NUMERIC_FEATURES,
  PLANS,
  PLAN_KEYS,
  UNLIMITED,
  annualSaving,
  isLimitIncluded,
  planIncluding,
  planUnlocking,
  type FeatureKey,
} from './plans';

const U = UNLIMITED;
// spec 000 §9, row by row: [feature, trial, starter, agent, business]
const TABLE: [FeatureKey | 'monthly' | 'annual', number | boolean, number | boolean, number | boolean, number | boolean][] = [
  ['monthly', 0, 49, 149, 399],
  ['annual', 0, 39, 119, 319],
  ['activeTasks', 50, 250, 800, 2500],
  ['taskExecutions', 500, 2500, 8000, 25000],
  ['flows', 2, 5, 10, 25],
  ['triggerEvents', 5, 10, 25, 50],
  ['userSeats', 1, 1, 3, 10],
  ['maxProperties', 50, 1000, 3000, 10000],
  ['propertyAlerts', 25, U, U, U],
  ['maxLeads', 25, 500, 1500, 5000],
  ['emailNotifications', 30, 1000, 2500, 5000],
  ['smsNotifications', 0, 75, 150, 500],
  // Not in spec 000 §9: the plans' call minutes a month (issue 52, docs/product-decisions.md).
  ['callMinutes', 0, 300, 1000, 3000],
  ['workflowExecutions', 50, 1000, 5000, 25000],
  ['maxSocialPosts', 0, 1000, 5000, U],
  ['apiCalls', 100, 2000, 10000, 50000],
  ['dataRetention', 7, 30, 90, 365],
  ['exportLimit', 2, 10, 25, 100],
  // spec 000 §6 entitlements
  ['apiAccess', false, true, true, true],
  ['advancedAnalytics', false, false, true, true],
  ['prioritySupport', false, false, true, true],
  ['customIntegrations', false, false, false, true],
  ['whiteLabel', false, false, false, false],
];

describe('the plan catalogue (spec 000 §9)', () => {
  it('sells four plans in order', () => {
    expect(PLAN_KEYS).toEqual(['trial', 'starter', 'agent', 'business']);
    expect(PLAN_KEYS.map((k) => PLANS[k].name)).toEqual(['Trial', 'Starter', 'Agent', 'Business']);
  });

  it.each(TABLE)('%s: trial %s, starter %s, agent %s, business %s', (feature, ...values) => {
    PLAN_KEYS.forEach((key, i) => {
      const plan = PLANS[key];
      const actual = feature === 'monthly' || feature === 'annual' ? plan.price[feature] : plan.features[feature];
      expect(actual, key).toBe(values[i]);
    });
  });

  it('covers every feature name of spec 000 §3, six of them booleans', () => {
    // Fifteen of spec 000 §3, and call minutes (issue 52).
    expect(NUMERIC_FEATURES).toHaveLength(16);
    expect([...BOOLEAN_FEATURES].sort()).toEqual(
      ['advancedAnalytics', 'apiAccess', 'customIntegrations', 'prioritySupport', 'whiteLabel'].sort(),
    );
    for (const key of PLAN_KEYS) expect(Object.keys(PLANS[key].features).sort()).toEqual([...NUMERIC_FEATURES, ...BOOLEAN_FEATURES].sort());
  });
});

describe('annualSaving', () => {
  it.each([
    ['starter', 588, 468, 120, 20],
    ['agent', 1788, 1428, 360, 20],
    ['business', 4788, 3828, 960, 20],
    ['trial', 0, 0, 0, 0],
  ] as const)('%s: %i a year monthly, %i annually, saves %i (%i%)', (key, perYearMonthly, perYearAnnual, saving, percent) => {
    expect(annualSaving(PLANS[key])).toEqual({ perYearMonthly, perYearAnnual, saving, percent });
  });
});

describe('planUnlocking', () => {
  it.each([
    ['apiAccess', 'starter'],
    ['advancedAnalytics', 'agent'],
    ['prioritySupport', 'agent'],
    ['customIntegrations', 'business'],
    ['whiteLabel', undefined],
  ] as const)('%s is unlocked by %s', (feature, plan) => {
    expect(planUnlocking(feature)?.key).toBe(plan);
  });
});

describe('isLimitIncluded and planIncluding', () => {
  it.each([
    ['smsNotifications', 0, false, 'starter'],
    ['smsNotifications', 75, true, 'starter'],
    ['userSeats', 1, false, 'agent'],
    ['userSeats', 3, true, 'agent'],
    ['maxLeads', -1, true, 'trial'],
  ] as const)('%s with a limit of %s is included: %s; first included on %s', (key, limit, included, plan) => {
    expect(isLimitIncluded(key, limit)).toBe(included);
    expect(planIncluding(key)?.key).toBe(plan);
  });
});
