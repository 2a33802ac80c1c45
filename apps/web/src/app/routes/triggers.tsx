import { Zap } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export function Component() {
  return (
    <>
      <PageHeader title="Triggers" description="Actions that run when something happens to a property or lead." />
      <EmptyState icon={Zap} title="No triggers yet" description="Your triggers will appear here. Creating triggers is coming soon." />
    </>
  );
}
