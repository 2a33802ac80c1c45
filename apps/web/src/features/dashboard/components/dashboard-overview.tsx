import type { ReactNode } from 'react';
import { ActivityFeedCard } from './activity-feed-card';
import { HotListsCard } from './hot-leads-card';
import { MetricCards } from './metric-cards';
import { TodayCard, type LeadClock } from './today-card';

/**
 * The dashboard's overview: the figures, then what to do today, opportunities and activity.
 * `aside` heads the side column (other features' cards, composed by the route).
 */
export function DashboardOverview({ leadClock, aside }: { leadClock?: LeadClock; aside?: ReactNode }) {
  return (
    <div className="grid gap-6">
      <MetricCards />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="grid content-start gap-6 xl:col-span-2">
          <TodayCard leadClock={leadClock} />
          <ActivityFeedCard />
        </div>
        <div className="grid content-start gap-6">
          {aside}
          <HotListsCard leadClock={leadClock} />
        </div>
      </div>
    </div>
  );
}
