import { Rss, Users, UsersRound } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { UrlTabs, type UrlTab } from '../url-tabs';

const TABS: readonly UrlTab<'all' | 'audience' | 'social-feed'>[] = [
  {
    value: 'all',
    label: 'All Leads',
    content: (
      <EmptyState icon={Users} title="No leads yet" description="Your leads will appear here. Adding and importing leads is coming soon." />
    ),
  },
  {
    value: 'audience',
    label: 'Audience',
    content: (
      <EmptyState
        icon={UsersRound}
        title="No audience yet"
        description="Groups of leads you message together will appear here. Building audiences is coming soon."
      />
    ),
  },
  {
    value: 'social-feed',
    label: 'Social Feed',
    content: (
      <EmptyState
        icon={Rss}
        title="No social activity yet"
        description="Leads and conversations from your connected social accounts will appear here. The social feed is coming soon."
      />
    ),
  },
];

export function Component() {
  return (
    <>
      <PageHeader title="Leads" description="The people you are working with." />
      <UrlTabs tabs={TABS} defaultValue="all" label="Lead views" />
    </>
  );
}
