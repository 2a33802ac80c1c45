import { describeActivity, type ActivityFeedResponse } from '@porchlight/domain/dashboard/activity-feed';
import { buildDashboardMetrics, dashboardComparison, type DashboardMetricsResponse } from '@porchlight/domain/dashboard/dashboard-metrics';
import { periodWindow, type DashboardPeriod } from '@porchlight/domain/dashboard/dashboard-period';
import type { DashboardTodayResponse } from '@porchlight/domain/dashboard/dashboard-today';
import type { DashboardRepository } from './dashboard.repository.ts';

export function createDashboardService(repo: DashboardRepository, now: () => Date = () => new Date()) {
  return {
    async metrics(userId: string, period: DashboardPeriod): Promise<DashboardMetricsResponse> {
      const window = periodWindow(period, now());
      const counts = await repo.counts(userId, window);
      return {
        period,
        from: window.from.toISOString(),
        to: window.to.toISOString(),
        comparison: dashboardComparison(period),
        metrics: buildDashboardMetrics(period, counts),
      };
    },

    today(userId: string): Promise<DashboardTodayResponse> {
      return repo.today(userId);
    },

    async activity(userId: string, before: number | null, limit: number): Promise<ActivityFeedResponse> {
      const { events, nextBefore } = await repo.activity(userId, before, limit);
      return { items: events.map(describeActivity).filter((item) => item !== null), next_before: nextBefore };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
