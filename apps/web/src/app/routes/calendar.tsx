import { PageHeader } from '@/components/ui/page-header';
import { CalendarScreen } from '@/features/appointments/components/calendar-screen';

/** `/calendar`: the book's appointments by day, week and month (an agenda on a phone). */
export function Component() {
  return (
    <>
      <PageHeader title="Calendar" description="Showings, listing appointments and consultations, with their reminders." />
      <CalendarScreen />
    </>
  );
}
