// The dashboard's periods (spec 001 §7: GET /api/dashboard/metrics?period=day). Each is a rolling
// window ending now, compared with the window of the same length just before it, so "week" on a
// Tuesday means the last 7 days, not Monday to now, and the change never jumps at midnight in
// one time zone and not another. No zod here: the dashboard's first paint reads the labels (issue
// 15); the query's schema is in dashboard-schemas.ts.

export const DASHBOARD_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const DASHBOARD_PERIOD_DAYS: Record<DashboardPeriod, number> = { day: 1, week: 7, month: 30, year: 365 };

export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  day: 'Today',
  week: 'This week',
  month: 'This month',
  year: 'This year',
};

/** How the change is described beside a card: "vs previous 7 days". */
export const DASHBOARD_PERIOD_COMPARISONS: Record<DashboardPeriod, string> = {
  day: 'vs previous 24 hours',
  week: 'vs previous 7 days',
  month: 'vs previous 30 days',
  year: 'vs previous 365 days',
};

export type PeriodWindow = { from: Date; to: Date; previousFrom: Date };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The period ending at `now` and the one before it: [previousFrom, from) and [from, to]. */
export function periodWindow(period: DashboardPeriod, now: Date): PeriodWindow {
  const length = DASHBOARD_PERIOD_DAYS[period] * DAY_MS;
  return { from: new Date(now.getTime() - length), to: now, previousFrom: new Date(now.getTime() - 2 * length) };
}
