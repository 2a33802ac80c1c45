import { lazy, Suspense } from 'react';
import { fromOnboardingResponse } from '@porchlight/domain/onboarding/onboarding-api';
import { isFirstVisit } from '@porchlight/domain/onboarding/onboarding-steps';
import { useOnboarding } from '@/features/onboarding/api/get-onboarding';
import { useUserProfile } from '@/features/profile/hooks/use-user-profile';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { CallsWeekCard } from '@/features/calls/components/calls-week-card';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { ResponseClockBadge } from '@/features/leads/components/response-clock-badge';
import { SpeedToLeadCard } from '@/features/leads/components/speed-to-lead-card';
import { AppointmentsWeekCard } from '@/features/appointments/components/appointments-week-card';
import { SetupBannerAbove } from '@/features/messaging/components/setup-banner';
import { DashboardSkeleton } from '../layout/screen-skeleton';
import { UrlTabs, type UrlTab } from '../url-tabs';

// The Analytics tab's code (with its period rules, which use zod) loads when the tab opens, not
// with the dashboard a signed-in agent lands on (issue 15: the shell's first load).
const AnalyticsView = lazy(() => import('@/features/analytics/components/analytics-view').then((m) => ({ default: m.AnalyticsView })));

const TABS: readonly UrlTab<'overview' | 'analytics'>[] = [
  {
    value: 'overview',
    label: 'Overview',
    content: (
      <div className="grid gap-6">
        <SetupBannerAbove placeholder={<DashboardSkeleton />}>
          <DashboardOverview
            aside={
              <>
                <AppointmentsWeekCard />
                <SpeedToLeadCard />
                <CallsWeekCard />
              </>
            }
            leadClock={(lead) => <ResponseClockBadge createdAt={lead.created_at} firstReplyAt={lead.first_reply_at} />}
          />
        </SetupBannerAbove>
      </div>
    ),
  },
  {
    value: 'analytics',
    label: 'Analytics',
    content: (
      <Suspense fallback={<Spinner className="mx-auto my-12 size-6" label="Loading analytics" />}>
        <AnalyticsView />
      </Suspense>
    ),
  },
];

export function Component() {
  const { displayName } = useUserProfile();
  // "Welcome back" only to someone coming back: a new agent on the tour's first step is greeted "Welcome".
  const onboarding = useOnboarding().data;
  const greeting = isFirstVisit(onboarding && fromOnboardingResponse(onboarding)) ? 'Welcome' : 'Welcome back';
  return (
    <>
      <PageHeader title="Dashboard" description={`${greeting}, ${displayName}.`} />
      <UrlTabs tabs={TABS} defaultValue="overview" label="Dashboard views" />
    </>
  );
}
