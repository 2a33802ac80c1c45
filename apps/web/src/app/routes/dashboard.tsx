import { useUserProfile } from '@/features/profile/hooks/use-user-profile';
import { PageHeader } from '@/components/ui/page-header';
import { AnalyticsView } from '@/features/analytics/components/analytics-view';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { ResponseClockBadge } from '@/features/leads/components/response-clock-badge';
import { SpeedToLeadCard } from '@/features/leads/components/speed-to-lead-card';
import { SetupBanner } from '@/features/messaging/components/setup-banner';
import { UrlTabs, type UrlTab } from '../url-tabs';

const TABS: readonly UrlTab<'overview' | 'analytics'>[] = [
  {
    value: 'overview',
    label: 'Overview',
    content: (
      <div className="grid gap-6">
        <SetupBanner />
        <DashboardOverview aside={<SpeedToLeadCard />} leadClock={(lead) => <ResponseClockBadge createdAt={lead.created_at} firstReplyAt={lead.first_reply_at} />} />
      </div>
    ),
  },
  { value: 'analytics', label: 'Analytics', content: <AnalyticsView /> },
];

export function Component() {
  const { displayName } = useUserProfile();
  return (
    <>
      <PageHeader title="Dashboard" description={`Welcome back, ${displayName}.`} />
      <UrlTabs tabs={TABS} defaultValue="overview" label="Dashboard views" />
    </>
  );
}
