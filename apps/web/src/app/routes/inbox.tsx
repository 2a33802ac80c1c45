import { PageHeader } from '@/components/ui/page-header';
import { InboxView } from '@/features/messaging/components/inbox-view';
import { SetupBanner } from '@/features/messaging/components/setup-banner';
import { CallLeadButton } from '@/features/calls/components/call-lead-button';
import { useActiveBook } from '@/lib/book';
import { BookAppointmentButton } from '@/features/appointments/components/book-appointment-button';

export function Component() {
  // Calls go through the agent's own number, like texts: not from a team's book (decision 027).
  const ownBook = !useActiveBook();
  return (
    <>
      <PageHeader title="Inbox" description="Your e-mail and SMS conversations with leads." />
      <div className="mb-4 grid gap-3">
        <SetupBanner />
      </div>
      <InboxView
        renderCall={
          ownBook ? (lead) => <CallLeadButton appearance="small" leadId={lead.id} leadName={lead.name} leadPhone={lead.phone} /> : undefined
        }
        threadActions={(lead) => <BookAppointmentButton lead={lead} />}
      />
    </>
  );
}
