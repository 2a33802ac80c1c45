import { LayoutDashboard } from 'lucide-react';
import { useUserProfile } from '@/features/profile/hooks/use-user-profile';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export function Component() {
  const { displayName } = useUserProfile();
  return (
    <>
      <PageHeader title="Dashboard" description={`Welcome back, ${displayName}.`} />
      <EmptyState
        icon={LayoutDashboard}
        title="Your dashboard will appear here"
        description="Metrics for your leads, properties, tasks and automations, with your recent activity, will show here once you have data. Dashboard metrics are coming soon."
      />
    </>
  );
}
