import { LayoutDashboard } from 'lucide-react';
import { useUserProfile } from '@/features/profile/hooks/use-user-profile';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { SpeedToLeadCard } from '@/features/leads/components/speed-to-lead-card';

export function Component() {
  const { displayName } = useUserProfile();
  return (
    <>
      <PageHeader title="Dashboard" description={`Welcome back, ${displayName}.`} />
      <div className="mb-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <SpeedToLeadCard />
      </div>
      <EmptyState
        icon={LayoutDashboard}
        title="Your dashboard will appear here"
        description="More metrics for your leads, properties, tasks and automations, with your recent activity, will show here once you have data. Dashboard metrics are coming soon."
      />
    </>
  );
}
