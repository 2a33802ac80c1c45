import { PageHeader } from '@/components/ui/page-header';
import { InboxView } from '@/features/messaging/components/inbox-view';
import { SetupBanner } from '@/features/messaging/components/setup-banner';
import { BookAppointmentButton } from '@/features/appointments/components/book-appointment-button';

export function Component() {
  return (
    <>
      <PageHeader title="Inbox" description="Your e-mail and SMS conversations with leads." />
      <div className="mb-4 grid gap-3">
        <SetupBanner />
      </div>
      <InboxView threadActions={(lead) => <BookAppointmentButton lead={lead} />} />
    </>
  );
}
