import { useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { lazyWithPrefetch } from '@/components/ui/lazy-with-prefetch';

// Shown after a click: not in the screen's first scripts.
const NewAppointmentDialog = lazyWithPrefetch(() => import('./new-appointment-dialog').then((m) => m.NewAppointmentDialog));

/** "Book" beside a conversation: a new appointment with that lead (the inbox thread's header). */
/** `compact`: an icon alone (a pipeline card), its name still said to screen readers. */
export function BookAppointmentButton({ lead, compact = false }: { lead: { id: string; name: string }; compact?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  return (
    // Inside a draggable card, a press on the button or in its dialog (a portal, whose events still
    // reach the card through React) is not the start of a drag.
    <span className="contents" onPointerDown={(e) => e.stopPropagation()}>
      {compact ? (
        <Button
          size="icon"
          variant="ghost"
          className="size-7 text-muted-foreground"
          onClick={() => setOpen(true)}
          aria-label={`Book an appointment with ${lead.name}`}
        >
          <CalendarPlus aria-hidden="true" />
        </Button>
      ) : (
        <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Book an appointment with ${lead.name}`}>
          <CalendarPlus aria-hidden="true" />
          Book
        </Button>
      )}
      {isOpen && <NewAppointmentDialog open onOpenChange={setOpen} defaults={{ leads: [lead] }} />}
    </span>
  );
}
