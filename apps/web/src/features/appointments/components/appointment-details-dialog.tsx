import { useState } from 'react';
import { Link } from 'react-router';
import {
  APPOINTMENT_OUTCOME_LABELS,
  APPOINTMENT_TYPE_LABELS,
  type AppointmentOutcome,
  type AppointmentResponse,
} from '@porchlight/domain/appointments/appointment-schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { messageOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRecordOutcome } from '../api/appointments';
import { formatRange } from './appointment-time';

const pad = (n: number) => String(n).padStart(2, '0');
const localInput = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** One appointment: when, where, with whom, the lead's answer, and how it went (the outcome). */
export function AppointmentDetailsDialog({
  appointment,
  onOpenChange,
}: {
  appointment: AppointmentResponse | null;
  onOpenChange: (open: boolean) => void;
}) {
  // Keyed by the appointment: another one opens with its own form state.
  return appointment ? <Details key={appointment.id} a={appointment} onOpenChange={onOpenChange} /> : null;
}

function Details({ a, onOpenChange }: { a: AppointmentResponse; onOpenChange: (open: boolean) => void }) {
  const record = useRecordOutcome();
  const [rescheduleAt, setRescheduleAt] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const isOpen = a.status === 'scheduled';
  const canCorrect = a.status === 'held' || a.status === 'no_show';

  const decide = (outcome: AppointmentOutcome, times?: { starts_at: string; ends_at: string }) => {
    setProblem(null);
    record.mutate(
      { id: a.id, outcome, ...times },
      {
        onSuccess: (after) => {
          toast.success(
            outcome === 'rescheduled'
              ? `Moved to ${formatRange(after.starts_at, after.ends_at)}`
              : `Marked ${APPOINTMENT_OUTCOME_LABELS[outcome].toLowerCase()}`,
          );
          setRescheduleAt(null);
          onOpenChange(false);
        },
        onError: (error) => setProblem(messageOf(error)),
      },
    );
  };

  const reschedule = () => {
    const start = rescheduleAt ? new Date(rescheduleAt) : null;
    if (!start || Number.isNaN(start.getTime())) return setProblem('Choose the new day and time.');
    const length = Date.parse(a.ends_at) - Date.parse(a.starts_at);
    decide('rescheduled', { starts_at: start.toISOString(), ends_at: new Date(start.getTime() + length).toISOString() });
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{a.title}</DialogTitle>
          <DialogDescription>
            {APPOINTMENT_TYPE_LABELS[a.type]} · {formatRange(a.starts_at, a.ends_at)}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Status</dt>
          <dd>
            <Badge variant={isOpen ? 'secondary' : 'outline'}>
              {isOpen ? 'Scheduled' : APPOINTMENT_OUTCOME_LABELS[a.status as AppointmentOutcome]}
            </Badge>
            {a.lead_response && (
              <Badge className="ml-2" variant={a.lead_response === 'confirmed' ? 'secondary' : 'destructive'}>
                {a.lead_response === 'confirmed' ? 'Lead confirmed' : 'Lead asks to move it'}
              </Badge>
            )}
          </dd>
          {a.lead_response_text && (
            <>
              <dt className="text-muted-foreground">Their reply</dt>
              <dd className="italic">“{a.lead_response_text}”</dd>
            </>
          )}
          <dt className="text-muted-foreground">With</dt>
          <dd className="flex flex-wrap gap-x-2">
            {a.leads.length
              ? a.leads.map((lead) => (
                  <Link key={lead.id} to={`/leads/${lead.id}`} className="underline underline-offset-2">
                    {lead.name}
                  </Link>
                ))
              : 'No lead'}
          </dd>
          {a.location && (
            <>
              <dt className="text-muted-foreground">Where</dt>
              <dd>{a.location}</dd>
            </>
          )}
          {a.property_id && (
            <>
              <dt className="text-muted-foreground">Property</dt>
              <dd>
                <Link to={`/properties/${a.property_id}`} className="underline underline-offset-2">
                  {a.property_address ?? 'Open the property'}
                </Link>
              </dd>
            </>
          )}
          {a.notes && (
            <>
              <dt className="text-muted-foreground">Notes</dt>
              <dd className="whitespace-pre-line">{a.notes}</dd>
            </>
          )}
          {a.outcome_note && (
            <>
              <dt className="text-muted-foreground">How it went</dt>
              <dd className="whitespace-pre-line">{a.outcome_note}</dd>
            </>
          )}
        </dl>
        {rescheduleAt !== null && (
          <FormField label="New day and time">
            <Input type="datetime-local" value={rescheduleAt} onChange={(e) => setRescheduleAt(e.target.value)} />
          </FormField>
        )}
        {problem && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        )}
        {(isOpen || canCorrect) && (
          <DialogFooter className="flex-wrap gap-2">
            {rescheduleAt !== null ? (
              <>
                <Button variant="outline" onClick={() => setRescheduleAt(null)}>
                  Back
                </Button>
                <Button onClick={reschedule} isLoading={record.isPending}>
                  Reschedule
                </Button>
              </>
            ) : (
              <>
                {isOpen && (
                  <>
                    <Button variant="outline" onClick={() => decide('cancelled')} disabled={record.isPending}>
                      Cancel appointment
                    </Button>
                    <Button variant="outline" onClick={() => setRescheduleAt(localInput(new Date(a.starts_at)))}>
                      Reschedule…
                    </Button>
                  </>
                )}
                {a.status !== 'no_show' && (
                  <Button variant="outline" onClick={() => decide('no_show')} disabled={record.isPending}>
                    No-show
                  </Button>
                )}
                {a.status !== 'held' && (
                  <Button onClick={() => decide('held')} disabled={record.isPending}>
                    Mark held
                  </Button>
                )}
              </>
            )}
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
