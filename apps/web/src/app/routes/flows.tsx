import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { FlowEditor } from '@/features/automations/components/flow-editor';
import { FlowsList, TemplatesGallery } from '@/features/automations/components/flows-view';
import { UrlTabs, type UrlTab } from '../url-tabs';

const TABS: readonly UrlTab<'my-flows' | 'templates'>[] = [
  { value: 'my-flows', label: 'My flows', content: <FlowsList /> },
  { value: 'templates', label: 'Templates', content: <TemplatesGallery /> },
];

export function Component() {
  const [params] = useSearchParams();
  const flowId = params.get('flow');
  return (
    <>
      <PageHeader title="Flows" description="Steps a lead goes through on their own: e-mails, texts, waits, reminders." />
      {flowId ? <FlowEditor flowId={flowId} /> : <UrlTabs tabs={TABS} defaultValue="my-flows" label="Flow views" />}
    </>
  );
}
