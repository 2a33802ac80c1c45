import { PropertyAlertsView } from '@/features/property-alerts/components/property-alerts-view';
import { TrackingTasksView } from '@/features/tracking-tasks/components/tracking-tasks-view';
import { TriggersView } from '@/features/automations/components/triggers-view';
import { PageHeader } from '@/components/ui/page-header';
import { AssignSelect } from '@/features/ownership/components/assign-select';
import { PropertiesView } from '@/features/properties/components/properties-view';
import { ImportButton } from '../import-button';
import { UrlTabs, type UrlTab } from '../url-tabs';

const TABS: readonly UrlTab<'all' | 'tracking' | 'triggers'>[] = [
  {
    value: 'all',
    label: 'All Properties',
    content: (
      <PropertiesView
        toolbarActions={<ImportButton entity="properties" />}
        renderBulkActions={(ids) => <AssignSelect kind="properties" ids={ids} />}
      />
    ),
  },
  {
    value: 'tracking',
    label: 'Tracking',
    content: (
      <>
        <TrackingTasksView />
        <PropertiesView
          watchedOnly
          toolbarActions={<ImportButton entity="properties" />}
          renderBulkActions={(ids) => <AssignSelect kind="properties" ids={ids} />}
        />
      </>
    ),
  },
  {
    value: 'triggers',
    label: 'Triggers',
    content: (
      <div className="grid gap-8">
        <PropertyAlertsView />
        <section aria-labelledby="property-triggers-title" className="grid gap-3">
          <h2 id="property-triggers-title" className="text-lg font-semibold">
            Property triggers
          </h2>
          <TriggersView scope="properties" />
        </section>
      </div>
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
