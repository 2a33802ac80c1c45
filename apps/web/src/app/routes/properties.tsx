import { Zap } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PropertiesView } from '@/features/properties/components/properties-view';
import { ImportButton } from '../import-button';
import { UrlTabs, type UrlTab } from '../url-tabs';

const TABS: readonly UrlTab<'all' | 'tracking' | 'triggers'>[] = [
  { value: 'all', label: 'All Properties', content: <PropertiesView toolbarActions={<ImportButton entity="properties" />} /> },
  { value: 'tracking', label: 'Tracking', content: <PropertiesView watchedOnly toolbarActions={<ImportButton entity="properties" />} /> },
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
