import { useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import {
  APPOINTMENT_OUTCOME_LABELS,
  type AppointmentOutcome,
  type AppointmentResponse,
} from '@porchlight/domain/appointments/appointment-schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { useAppointments } from '../api/appointments';
import { AppointmentDetailsDialog } from './appointment-details-dialog';
import { formatRange } from './appointment-time';
import type { NewAppointmentDefaults } from './new-appointment-dialog';
import { lazyWithPrefetch } from '@/components/ui/lazy-with-prefetch';

// Shown after a click: not in the screen's first scripts.
const NewAppointmentDialog = lazyWithPrefetch(() => import('./new-appointment-dialog').then((m) => m.NewAppointmentDialog));

type Props = { kind: 'lead'; id: string; name: string } | { kind: 'property'; id: string; name: string };

/** A lead's or a property's appointments (soonest first) and "New appointment", on its page. */
export function RecordAppointments(props: Props) {
  const query = props.kind === 'lead' ? { lead_id: props.id } : { property_id: props.id };
  const list = useAppointments(query);
  const [isNew, setNew] = useState(false);
  const [opened, setOpened] = useState<AppointmentResponse | null>(null);
  const defaults: NewAppointmentDefaults =
    props.kind === 'lead' ? { leads: [{ id: props.id, name: props.name }] } : { propertyId: props.id, propertyAddress: props.name };
  const titleId = `${props.kind}-appointments-title`;

  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          Appointments
        </h2>
        <Button size="sm" variant="outline" onClick={() => setNew(true)}>
          <CalendarPlus aria-hidden="true" />
          New appointment
        </Button>
      </div>
      {list.isPending && (
        <div role="status" aria-label="Loading appointments">
          <Skeleton className="h-12 w-full" />
        </div>
      )}
      {list.isError && (
        <ErrorState
          title="Appointments could not be loaded"
          message={messageOf(list.error)}
          onRetry={() => list.refetch()}
          isRetrying={list.isFetching}
        />
      )}
      {list.isSuccess && list.data.length === 0 && (
        <p className="text-sm text-muted-foreground">
          No appointments {props.kind === 'lead' ? `with ${props.name}` : 'at this property'} yet. Book a showing or a consultation and it
          goes on your calendar, with reminders.
        </p>
      )}
      {list.data && list.data.length > 0 && (
        <ul className="grid gap-2" aria-label={`Appointments ${props.kind === 'lead' ? `with ${props.name}` : `at ${props.name}`}`}>
          {list.data.map((a) => (
            <li key={a.id}>
              <button
                type="button"
                onClick={() => setOpened(a)}
                className="flex w-full flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-left hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="grid">
                  <span className="font-medium">{a.title}</span>
                  <span className="text-sm text-muted-foreground">{formatRange(a.starts_at, a.ends_at)}</span>
                </span>
                <span className="flex gap-1">
                  {a.lead_response === 'asked_to_move' && <Badge variant="destructive">Asks to move</Badge>}
                  {a.lead_response === 'confirmed' && <Badge variant="secondary">Confirmed</Badge>}
                  {a.status !== 'scheduled' && (
                    <Badge variant="outline">{APPOINTMENT_OUTCOME_LABELS[a.status as AppointmentOutcome]}</Badge>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {isNew && <NewAppointmentDialog open onOpenChange={setNew} defaults={defaults} />}
      <AppointmentDetailsDialog appointment={opened} onOpenChange={(open) => !open && setOpened(null)} />
    </section>
  );
}
