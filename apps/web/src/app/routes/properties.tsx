import { TriggersView } from '@/features/automations/components/triggers-view';
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
    content: <TriggersView kinds={['property_price_changed', 'property_status_changed']} />,
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
