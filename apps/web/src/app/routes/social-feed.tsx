import { Rss } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export function Component() {
  return (
    <>
      <PageHeader title="Social Feed" description="Posts and replies from your connected social accounts." />
      <EmptyState
        icon={Rss}
        title="Nothing in your feed yet"
        description="Posts, comments and messages from your connected social accounts will appear here. The social feed is coming soon."
      />
    </>
  );
}
