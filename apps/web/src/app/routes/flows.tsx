import { Workflow } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export function Component() {
  return (
    <>
      <PageHeader title="Flows" description="Multi-step automations for your leads and properties." />
      <EmptyState icon={Workflow} title="No flows yet" description="Your flows will appear here. Building flows is coming soon." />
    </>
  );
}
