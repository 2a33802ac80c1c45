import { PageHeader } from '@/components/ui/page-header';
import { TriggersView } from '@/features/automations/components/triggers-view';
import { UrlTabs, type UrlTab } from '../url-tabs';

const TABS: readonly UrlTab<'my-triggers'>[] = [{ value: 'my-triggers', label: 'My triggers', content: <TriggersView /> }];

export function Component() {
  return (
    <>
      <PageHeader title="Triggers" description="When something happens to a lead or a property, a trigger starts a flow." />
      <UrlTabs tabs={TABS} defaultValue="my-triggers" label="Trigger views" />
    </>
  );
}
