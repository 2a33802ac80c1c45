import type { AppointmentResponse } from '@porchlight/domain/appointments/appointment-schemas';
import { APPOINTMENT_OUTCOME_LABELS, type AppointmentOutcome } from '@porchlight/domain/appointments/appointment-schemas';
import { dayKey, dayOf, type Day } from '@porchlight/domain/appointments/calendar-view';
import { Badge } from '@/components/ui/badge';
import { formatTime } from './appointment-time';

/** The phone's calendar: the days that have appointments, in order, each a list to tap. */
export function AgendaList({
  days,
  appointments,
  timeZone,
  onOpen,
}: {
  days: Day[];
  appointments: AppointmentResponse[];
  timeZone: string;
  onOpen: (a: AppointmentResponse) => void;
}) {
  const byDay = new Map(days.map((d) => [dayKey(d), [] as AppointmentResponse[]]));
  for (const a of appointments) byDay.get(dayKey(dayOf(new Date(a.starts_at), timeZone)))?.push(a);
  const busy = days.filter((d) => byDay.get(dayKey(d))!.length > 0);
  if (!busy.length)
    return <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">Nothing booked in these days.</p>;
  return (
    <div className="grid gap-4">
      {busy.map((d) => {
        const label = new Date(Date.UTC(d.year, d.month - 1, d.day, 12)).toLocaleDateString(undefined, {
          weekday: 'long',
          month: 'long',
          day: 'numeric',
          timeZone: 'UTC',
        });
        return (
          <section key={dayKey(d)} aria-label={label} className="grid gap-2">
            <h3 className="text-sm font-semibold">{label}</h3>
            <ul className="grid gap-2">
              {byDay.get(dayKey(d))!.map((a) => (
                <li key={a.id}>
                  <button
                    type="button"
                    onClick={() => onOpen(a)}
                    className="flex w-full items-start gap-3 rounded-lg border p-3 text-left hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <span className="w-16 shrink-0 text-sm font-medium">{formatTime(a.starts_at)}</span>
                    <span className="grid min-w-0 flex-1">
                      <span className="truncate font-medium">{a.title}</span>
                      {a.location && <span className="truncate text-sm text-muted-foreground">{a.location}</span>}
                    </span>
                    {a.status !== 'scheduled' && (
                      <Badge variant="outline">{APPOINTMENT_OUTCOME_LABELS[a.status as AppointmentOutcome]}</Badge>
                    )}
                    {a.lead_response === 'asked_to_move' && <Badge variant="destructive">Asks to move</Badge>}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
