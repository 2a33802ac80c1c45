import { DASHBOARD_PERIOD_COMPARISONS, DASHBOARD_PERIOD_DAYS, type DashboardPeriod } from './dashboard-period.ts';

// The dashboard's metric cards (spec 001 §2 "Metric card": title, value, change with a period,
// tooltip, icon by title). The server counts; these rules turn counts into cards, so the maths is
// tested here on fixed numbers and the tooltips say exactly what the maths does.

export const DASHBOARD_METRIC_KEYS = ['leads', 'properties', 'tasks', 'executions', 'pipelineValue', 'timeSaved'] as const;
export type DashboardMetricKey = (typeof DASHBOARD_METRIC_KEYS)[number];

export type MetricFormat = 'count' | 'money' | 'minutes';

export type DashboardMetric = {
  key: DashboardMetricKey;
  title: string;
  value: number;
  /** Percent change against the previous period (or the period's start); null when there is nothing to compare with. */
  change: number | null;
  format: MetricFormat;
  /** How the value and the change are computed, in the agent's words. */
  tooltip: string;
  /** Where the agent acts on it. */
  href: string;
};

export type DashboardMetricsResponse = {
  period: DashboardPeriod;
  from: string;
  to: string;
  /** "vs previous 7 days", shown beside each change. */
  comparison: string;
  metrics: DashboardMetric[];
};

/**
 * What the server counts in one round trip. "AtStart" is the stock at the period's start (records
 * created before it that are still in the book); "Previous" is the same count over the previous
 * period.
 */
export type DashboardCounts = {
  leads: number;
  leadsAtStart: number;
  properties: number;
  propertiesAtStart: number;
  activeTasks: number;
  activeTasksAtStart: number;
  taskExecutions: number;
  taskExecutionsPrevious: number;
  flowRuns: number;
  flowRunsPrevious: number;
  automatedMessages: number;
  automatedMessagesPrevious: number;
  /** Flow steps that did a chore other than a send or a wait (update the lead, create a task, notify). */
  automatedChores: number;
  automatedChoresPrevious: number;
  pipelineValue: number;
  pipelineValueAtStart: number;
};

/** Minutes an agent would spend doing each automated action by hand (the Time Saved card). */
export const MINUTES_SAVED = { automatedMessage: 3, taskExecution: 2, automatedChore: 1 } as const;

/** Listings that make up the pipeline: on the market or under contract. */
export const PIPELINE_STATUSES = ['Active', 'Pending', 'Price Reduced'] as const;

/** Percent change from `before` to `now`, one decimal; null when `before` is 0 (no base to compare). */
export function changePercent(now: number, before: number): number | null {
  if (!Number.isFinite(now) || !Number.isFinite(before) || before <= 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

export function minutesSaved(automatedMessages: number, taskExecutions: number, automatedChores: number): number {
  return (
    automatedMessages * MINUTES_SAVED.automatedMessage +
    taskExecutions * MINUTES_SAVED.taskExecution +
    automatedChores * MINUTES_SAVED.automatedChore
  );
}

/** The six cards, in the spec's order, from the counts of one period. */
export function buildDashboardMetrics(period: DashboardPeriod, c: DashboardCounts): DashboardMetric[] {
  const days = DASHBOARD_PERIOD_DAYS[period];
  const span = days === 1 ? '24 hours' : `${days} days`;
  const executions = c.taskExecutions + c.flowRuns;
  const executionsPrevious = c.taskExecutionsPrevious + c.flowRunsPrevious;
  const saved = minutesSaved(c.automatedMessages, c.taskExecutions, c.automatedChores);
  const savedPrevious = minutesSaved(c.automatedMessagesPrevious, c.taskExecutionsPrevious, c.automatedChoresPrevious);
  const growth = (what: string) =>
    `The change is how much it grew over the last ${span}: now against ${span} ago (${what} created since, deletions aside).`;
  return [
    {
      key: 'leads',
      title: 'Leads',
      value: c.leads,
      change: changePercent(c.leads, c.leadsAtStart),
      format: 'count',
      tooltip: `Leads in your book now. ${growth('leads')}`,
      href: '/leads',
    },
    {
      key: 'properties',
      title: 'Properties',
      value: c.properties,
      change: changePercent(c.properties, c.propertiesAtStart),
      format: 'count',
      tooltip: `Properties in your book now. ${growth('properties')}`,
      href: '/properties',
    },
    {
      key: 'tasks',
      title: 'Tasks',
      value: c.activeTasks,
      change: changePercent(c.activeTasks, c.activeTasksAtStart),
      format: 'count',
      tooltip: `Active tracking tasks (watched properties and listings, follow-up reminders). ${growth('tasks')}`,
      href: '/properties?tab=tracking',
    },
    {
      key: 'executions',
      title: 'Executions',
      value: executions,
      change: changePercent(executions, executionsPrevious),
      format: 'count',
      tooltip: `Task runs plus flow runs started in the last ${span}, as your plan counts them, against the ${span} before.`,
      href: '/flows',
    },
    {
      key: 'pipelineValue',
      title: 'Pipeline Value',
      value: c.pipelineValue,
      change: changePercent(c.pipelineValue, c.pipelineValueAtStart),
      format: 'money',
      tooltip: `Sum of the prices of your listings that are Active, Pending or Price Reduced. The change compares with the listings you had ${span} ago, at today's prices.`,
      href: '/properties',
    },
    {
      key: 'timeSaved',
      title: 'Time Saved',
      value: saved,
      change: changePercent(saved, savedPrevious),
      format: 'minutes',
      tooltip: `Automated work in the last ${span}: ${MINUTES_SAVED.automatedMessage} min per message sent for you, ${MINUTES_SAVED.taskExecution} min per task run, ${MINUTES_SAVED.automatedChore} min per other flow step (lead updates, tasks, notifications), against the ${span} before.`,
      href: '/flows',
    },
  ];
}

export function dashboardComparison(period: DashboardPeriod): string {
  return DASHBOARD_PERIOD_COMPARISONS[period];
}

/** "2h 15m", "45m", "3d 4h": a Time Saved value. */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m}m`;
  const hours = Math.floor(m / 60);
  if (hours < 24) return m % 60 ? `${hours}h ${m % 60}m` : `${hours}h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days}d ${hours % 24}h` : `${days}d`;
}

/**
 * "1,234": a count as en-US writes it. Without Intl, because a page's first Intl call loads the
 * browser's locale data (17–68 ms here), and the dashboard's figures are drawn as it starts
 * (issue 15).
 */
export function formatCount(count: number): string {
  const whole = Math.round(count);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

/** "+12.5%", "-3%", "0%". */
export function formatChange(change: number): string {
  if (change === 0) return '0%';
  return `${change > 0 ? '+' : ''}${change}%`;
}
