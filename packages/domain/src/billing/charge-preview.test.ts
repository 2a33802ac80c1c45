import { describe, expect, it } from 'vitest';
import { confirmChargeLabel, formatCents, planChargeItem, planPeriodCents } from './charge-preview.ts';

describe('planPeriodCents', () => {
  it.each([
    ['starter', 'monthly', 4900],
    ['agent', 'monthly', 14900],
    ['agent', 'annual', 119 * 12 * 100],
    ['business', 'annual', 319 * 12 * 100],
  ] as const)('%s billed %s is %i cents a period', (plan, interval, cents) => {
    expect(planPeriodCents(plan, interval)).toBe(cents);
  });
});

describe('confirmChargeLabel', () => {
  it.each([
    [{ way: 'prorated', due_now_cents: 9933 }, 'Upgrade to Agent', 'Pay $99.33 and upgrade to Agent'],
    [{ way: 'prorated', due_now_cents: 0 }, 'Switch to annual billing', 'Switch to annual billing'],
    [{ way: 'prorated', due_now_cents: -500 }, 'Upgrade', 'Upgrade'],
    [{ way: 'checkout', due_now_cents: 4900 }, 'Upgrade', 'Continue to payment'],
    [{ way: 'no_charge', due_now_cents: null }, 'Add it', 'Add it'],
  ] as const)('%o with %s says %s', (preview, action, label) => {
    expect(confirmChargeLabel(preview, action)).toBe(label);
  });
});

it('names the plan and how it is billed, and formats cents as dollars', () => {
  expect(planChargeItem('agent', 'annual')).toBe('Agent plan, billed annually');
  expect(formatCents(1234567)).toBe('$12,345.67');
  expect(formatCents(-1250)).toBe('-$12.50');
});
