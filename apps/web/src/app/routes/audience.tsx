import { PageHeader } from '@/components/ui/page-header';
import { AudienceView } from '@/features/leads/components/audience-view';

export function Component() {
  return (
    <>
      <PageHeader title="Audience" description="Your leads grouped by status, tag, source and location." />
      <AudienceView />
    </>
  );
}
