import { describe, expect, it } from 'vitest';
import {
  buildDashboardMetrics,
  changePercent,
  formatChange,
  formatCount,
  formatMinutes,
  minutesSaved,
  type DashboardCounts,
} from './dashboard-metrics.ts';
import { periodWindow } from './dashboard-period.ts';

describe('changePercent', () => {
  it.each([
    [150, 100, 50],
    [50, 100, -50],
    [100, 100, 0],
    [4, 3, 33.3],
    [2, 3, -33.3],
    [5, 0, null],
    [0, 0, null],
    [Number.NaN, 1, null],
  ])('%s against %s is %s', (now, before, expected) => {
    expect(changePercent(now, before)).toBe(expected);
  });
});

describe('minutesSaved and formatMinutes', () => {
  it.each([
    [[0, 0, 0], 0, '0m'],
    [[1, 0, 0], 3, '3m'],
    [[10, 10, 10], 60, '1h'],
    [[20, 5, 5], 75, '1h 15m'],
    [[480, 0, 0], 1440, '1d'],
    [[500, 0, 1], 1501, '1d 1h'],
  ] as const)('%j saves %s minutes (%s)', ([messages, tasks, chores], minutes, text) => {
    expect(minutesSaved(messages, tasks, chores)).toBe(minutes);
    expect(formatMinutes(minutes)).toBe(text);
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [-1234, '-1,234'],
    [999.6, '1,000'],
  ])('%s reads %s, as en-US writes it', (count, text) => {
    expect(formatCount(count)).toBe(text);
    expect(formatCount(count)).toBe(Math.round(count).toLocaleString('en-US'));
  });
});

describe('formatChange', () => {
  it.each([
    [12.5, '+12.5%'],
    [-3, '-3%'],
    [0, '0%'],
  ])('%s reads %s', (change, text) => expect(formatChange(change)).toBe(text));
});

describe('periodWindow', () => {
  const now = new Date('2026-03-08T12:00:00Z');
  it.each([
    ['day', '2026-03-07T12:00:00.000Z', '2026-03-06T12:00:00.000Z'],
    ['week', '2026-03-01T12:00:00.000Z', '2026-02-22T12:00:00.000Z'],
    ['month', '2026-02-06T12:00:00.000Z', '2026-01-07T12:00:00.000Z'],
    ['year', '2025-03-08T12:00:00.000Z', '2024-03-08T12:00:00.000Z'],
  ] as const)('%s starts at %s after the previous one from %s', (period, from, previousFrom) => {
    const w = periodWindow(period, now);
    expect([w.from.toISOString(), w.previousFrom.toISOString(), w.to]).toEqual([from, previousFrom, now]);
  });
});

describe('buildDashboardMetrics', () => {
  const counts: DashboardCounts = {
    leads: 120,
    leadsAtStart: 100,
    properties: 10,
    propertiesAtStart: 10,
    activeTasks: 4,
    activeTasksAtStart: 0,
    taskExecutions: 6,
    taskExecutionsPrevious: 2,
    flowRuns: 4,
    flowRunsPrevious: 3,
    automatedMessages: 10,
    automatedMessagesPrevious: 0,
    automatedChores: 5,
    automatedChoresPrevious: 5,
    pipelineValue: 1_500_000,
    pipelineValueAtStart: 1_000_000,
  };
  const cards = buildDashboardMetrics('month', counts);
  it.each([
    ['leads', 'Leads', 120, 20, '/leads'],
    ['properties', 'Properties', 10, 0, '/properties'],
    ['tasks', 'Tasks', 4, null, '/properties?tab=tracking'],
    ['executions', 'Executions', 10, 100, '/flows'],
    ['pipelineValue', 'Pipeline Value', 1_500_000, 50, '/properties'],
    // 10 x 3 + 6 x 2 + 5 x 1 = 47, against 0 + 4 + 5 = 9.
    ['timeSaved', 'Time Saved', 47, 422.2, '/flows'],
  ])('%s: %s is %s, change %s, links to %s', (key, title, value, change, href) => {
    expect(cards.find((c) => c.key === key)).toMatchObject({ title, value, change, href });
  });

  it('says the period in each tooltip', () => {
    expect(cards.find((c) => c.key === 'executions')!.tooltip).toContain('last 30 days');
    expect(buildDashboardMetrics('day', counts).find((c) => c.key === 'leads')!.tooltip).toContain('24 hours');
  });
});
