import { useState, type FormEvent } from 'react';
import { X } from 'lucide-react';
import { APPOINTMENT_TYPES, APPOINTMENT_TYPE_LABELS, type AppointmentType } from '@porchlight/domain/appointments/appointment-schemas';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { messageOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateAppointment } from '../api/appointments';
import { LeadPicker, type PickedLead } from './lead-picker';

export const DURATIONS = [15, 30, 45, 60, 90, 120, 180] as const;
const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export type NewAppointmentDefaults = {
  leads?: PickedLead[];
  propertyId?: string;
  propertyAddress?: string;
  type?: AppointmentType;
  /** A day and time the calendar was clicked at. */
  startsAt?: Date;
};

/** Tomorrow at 10:00 on the agent's clock, unless the calendar said when. */
function initialStart(defaults: NewAppointmentDefaults) {
  if (defaults.startsAt) return defaults.startsAt;
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1, 10, 0);
}

/**
 * Book an appointment: from a lead's page (the lead given), a property's page (its address the
 * place) or the calendar (the day clicked). Times are the agent's clock, kept with its zone.
 */
export function NewAppointmentDialog({
  open,
  onOpenChange,
  defaults = {},
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaults?: NewAppointmentDefaults;
}) {
  const create = useCreateAppointment();
  const start = initialStart(defaults);
  const [type, setType] = useState<AppointmentType>(defaults.type ?? (defaults.propertyId ? 'showing' : 'buyer_consultation'));
  const [leads, setLeads] = useState<PickedLead[]>(defaults.leads ?? []);
  const [date, setDate] = useState(localDate(start));
  const [time, setTime] = useState(`${pad(start.getHours())}:${pad(start.getMinutes())}`);
  const [duration, setDuration] = useState(60);
  const [location, setLocation] = useState('');
  const [notes, setNotes] = useState('');
  const [problems, setProblems] = useState<{ leads?: string; when?: string; form?: string }>({});
  const timeZone = viewerTimeZone();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startsAt = new Date(`${date}T${time}`);
    const next: typeof problems = {};
    if (!leads.length) next.leads = 'Add the lead this appointment is with.';
    if (!date || !time || Number.isNaN(startsAt.getTime())) next.when = 'Choose a day and a time.';
    setProblems(next);
    if (next.leads || next.when) return;
    create.mutate(
      {
        type,
        lead_ids: leads.map((l) => l.id),
        property_id: defaults.propertyId ?? null,
        starts_at: startsAt.toISOString(),
        ends_at: new Date(startsAt.getTime() + duration * 60_000).toISOString(),
        time_zone: timeZone,
        location: location.trim() || null,
        notes: notes.trim(),
      },
      {
        onSuccess: (made) => {
          toast.success(`${made.title} booked`);
          onOpenChange(false);
        },
        onError: (error) => setProblems({ form: messageOf(error, 'The appointment could not be booked. Please try again.') }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>New appointment</DialogTitle>
          <DialogDescription>
            The lead gets a reminder before it (Calendar settings say when), and it shows on your calendar.
          </DialogDescription>
        </DialogHeader>
        <form id="new-appointment" onSubmit={submit} className="grid gap-4" noValidate>
          <FormField label="Type">
            <NativeSelect value={type} onChange={(e) => setType(e.target.value as AppointmentType)}>
              {APPOINTMENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {APPOINTMENT_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <div className="grid gap-1.5">
            <span className="text-sm font-medium" id="appointment-leads-label">
              With
            </span>
            {leads.length > 0 && (
              <ul className="flex flex-wrap gap-2" aria-labelledby="appointment-leads-label">
                {leads.map((lead) => (
                  <li key={lead.id} className="flex items-center gap-1 rounded-full border bg-muted px-2.5 py-0.5 text-sm">
                    {lead.name}
                    <button
                      type="button"
                      className="rounded-full p-0.5 hover:bg-background"
                      aria-label={`Remove ${lead.name}`}
                      onClick={() => setLeads(leads.filter((l) => l.id !== lead.id))}
                    >
                      <X className="size-3" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <LeadPicker exclude={leads.map((l) => l.id)} onPick={(lead) => setLeads([...leads, lead])} invalid={Boolean(problems.leads)} />
            {problems.leads && (
              <p role="alert" className="text-xs font-medium text-destructive">
                {problems.leads}
              </p>
            )}
          </div>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <FormField label="Day" error={problems.when}>
              <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
            </FormField>
            <FormField label="Starts">
              <Input type="time" step={300} value={time} onChange={(e) => setTime(e.target.value)} required />
            </FormField>
            <FormField label="Length" className="col-span-2 sm:col-span-1">
              <NativeSelect value={duration} onChange={(e) => setDuration(Number(e.target.value))}>
                {DURATIONS.map((m) => (
                  <option key={m} value={m}>
                    {m < 60 ? `${m} min` : `${m / 60} h${m % 60 ? ` ${m % 60} min` : ''}`}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <p className="-mt-2 text-xs text-muted-foreground">Times are in your time zone, {timeZone}.</p>
          <FormField label="Place" hint={defaults.propertyAddress ? 'Leave empty for the property’s address.' : undefined}>
            <Input
              value={location}
              maxLength={300}
              placeholder={defaults.propertyAddress ?? 'Our office, a coffee shop, a video call link…'}
              onChange={(e) => setLocation(e.target.value)}
            />
          </FormField>
          <FormField label="Notes">
            <Textarea value={notes} maxLength={2000} rows={3} onChange={(e) => setNotes(e.target.value)} />
          </FormField>
          {problems.form && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problems.form}
            </p>
          )}
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="new-appointment" isLoading={create.isPending}>
            {create.isPending ? 'Booking…' : 'Book appointment'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
