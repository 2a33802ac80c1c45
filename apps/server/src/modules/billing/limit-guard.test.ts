import { describe, expect, it } from 'vitest';
import { EMPTY_USAGE } from '@porchlight/domain/billing/usage';
import { PLANS } from '@porchlight/domain/billing/plans';
import { createLimitGuard, crossedThreshold, limitMessage, type UsageThresholdCrossed } from './limit-guard.ts';

describe('crossedThreshold', () => {
  it.each([
    [18, 19, 25, undefined],
    [19, 20, 25, 80],
    [23, 25, 25, 100],
    [19, 25, 25, 100],
    [20, 21, 25, undefined],
    [0, 5, -1, undefined],
    [0, 1, 0, undefined],
  ])('%i -> %i of %i crosses %s', (before, after, allowed, expected) => {
    expect(crossedThreshold(before, after, allowed)).toBe(expected);
  });
});

describe('limitMessage', () => {
  it('names the limit and the numbers', () => {
    expect(limitMessage('maxLeads', 25, 25, true)).toBe(
      "You've reached your plan's limit of 25 leads (25 used). Upgrade your plan or add an add-on to get more.",
    );
    expect(limitMessage('maxProperties', 1000, 1000, true)).toContain('1,000 properties');
    expect(limitMessage('maxLeads', 3, 0, false)).toMatch(/^Your plan has ended/);
  });
});

describe('createLimitGuard', () => {
  const counts = {
    ...EMPTY_USAGE,
    leads_stored: 19,
    property_alerts: 0,
    exports_this_month: 0,
    workflow_executions: 0,
    social_posts_this_month: 0,
  };
  const snapshot = async () => ({ limits: { ...PLANS.trial.features }, counts, hasPlan: true });

  it('reports the 80% crossing of an addition it lets through', async () => {
    const events: UsageThresholdCrossed[] = [];
    const guard = createLimitGuard(snapshot, (e) => {
      events.push(e);
    });
    await guard.assertCanAdd('u1', 'maxLeads');
    expect(events).toEqual([{ userId: 'u1', feature: 'maxLeads', percent: 80, used: 20, allowed: 25 }]);
    await guard.assertCanAdd('u1', 'maxLeads', 6);
    expect(events.at(-1)).toMatchObject({ percent: 100, used: 25 });
  });

  it('reports nothing when it refuses', async () => {
    const events: UsageThresholdCrossed[] = [];
    const guard = createLimitGuard(snapshot, (e) => {
      events.push(e);
    });
    await expect(guard.assertCanAdd('u1', 'maxLeads', 7)).rejects.toMatchObject({ status: 402 });
    expect(events).toEqual([]);
  });

  it('around a write, reports the crossing once the write succeeded, and not when it failed', async () => {
    const events: UsageThresholdCrossed[] = [];
    const guard = createLimitGuard(snapshot, (e) => {
      events.push(e);
    });
    await expect(guard.withinLimit('u1', 'maxLeads', async () => Promise.reject(new Error('the insert failed')))).rejects.toThrow(
      'the insert failed',
    );
    expect(events).toEqual([]);
    const written: string[] = [];
    await guard.withinLimit('u1', 'maxLeads', async () => {
      written.push('lead');
      expect(events).toEqual([]);
    });
    expect(written).toEqual(['lead']);
    expect(events).toEqual([{ userId: 'u1', feature: 'maxLeads', percent: 80, used: 20, allowed: 25 }]);
  });
});
