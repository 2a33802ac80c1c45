import { Building2, Crosshair, Zap } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { UrlTabs, type UrlTab } from '../url-tabs';

const TABS: readonly UrlTab<'all' | 'tracking' | 'triggers'>[] = [
  {
    value: 'all',
    label: 'All Properties',
    content: (
      <EmptyState
        icon={Building2}
        title="No properties yet"
        description="Your properties will appear here. Adding and importing properties is coming soon."
      />
    ),
  },
  {
    value: 'tracking',
    label: 'Tracking',
    content: (
      <EmptyState
        icon={Crosshair}
        title="No tracking tasks yet"
        description="Tracking tasks that watch listings for price and status changes will appear here. Creating tracking tasks is coming soon."
      />
    ),
  },
  {
    value: 'triggers',
    label: 'Triggers',
    content: (
      <EmptyState
        icon={Zap}
        title="No property triggers yet"
        description="Triggers that act when a watched property changes will appear here. Creating triggers is coming soon."
      />
    ),
  },
];

export function Component() {
  return (
    <>
      <PageHeader title="Properties" description="Listings you store, track and act on." />
      <UrlTabs tabs={TABS} defaultValue="all" label="Property views" />
    </>
  );
}
