import { Inbox } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export function Component() {
  return (
    <>
      <PageHeader title="Inbox" description="Your e-mail and SMS conversations with leads." />
      <EmptyState
        icon={Inbox}
        title="No messages yet"
        description="Your e-mail and SMS conversations will appear here. Sending and receiving messages is coming soon."
      />
    </>
  );
}
