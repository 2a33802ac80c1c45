import { UsersRound } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export function Component() {
  return (
    <>
      <PageHeader title="Audience" description="Groups of leads you message together." />
      <EmptyState
        icon={UsersRound}
        title="No audience yet"
        description="Your audience segments will appear here. Building audiences from your leads is coming soon."
      />
    </>
  );
}
