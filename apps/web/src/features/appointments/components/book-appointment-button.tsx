import { useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NewAppointmentDialog } from './new-appointment-dialog';

/** "Book" beside a conversation: a new appointment with that lead (the inbox thread's header). */
export function BookAppointmentButton({ lead }: { lead: { id: string; name: string } }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Book an appointment with ${lead.name}`}>
        <CalendarPlus aria-hidden="true" />
        Book
      </Button>
      {isOpen && <NewAppointmentDialog open onOpenChange={setOpen} defaults={{ leads: [lead] }} />}
    </>
  );
}
