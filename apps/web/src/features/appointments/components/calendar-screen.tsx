import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CalendarPlus, ChevronLeft, ChevronRight, Settings2 } from 'lucide-react';
import type { AppointmentResponse } from '@porchlight/domain/appointments/appointment-schemas';
import {
  CALENDAR_VIEWS,
  addDays,
  dayKey,
  dayOf,
  parseDayKey,
  shiftAnchor,
  viewDays,
  viewRange,
  type CalendarView,
  type Day,
  type Times,
} from '@porchlight/domain/appointments/calendar-view';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '@/components/ui/use-media-query';
import { messageOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/cn';
import { useAppointment, useAppointments, useUpdateAppointment } from '../api/appointments';
import { AgendaList } from './agenda-list';
import { AppointmentDetailsDialog } from './appointment-details-dialog';
import { formatRange } from './appointment-time';
import { CalendarSettingsDialog } from './calendar-settings-dialog';
import { MonthGrid } from './month-grid';
import { MOVE_KEYS_HINT, TimeGrid } from './time-grid';
import { lazyWithPrefetch } from '@/components/ui/lazy-with-prefetch';

// Shown after a click: not in the screen's first scripts.
const NewAppointmentDialog = lazyWithPrefetch(() => import('./new-appointment-dialog').then((m) => m.NewAppointmentDialog));

const VIEW_LABELS: Record<CalendarView, string> = { day: 'Day', week: 'Week', month: 'Month' };
/** The phone's agenda covers two weeks from the day shown. */
const AGENDA_DAYS = 14;

const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function title(view: CalendarView, days: Day[]) {
  const at = (d: Day, options: Intl.DateTimeFormatOptions) =>
    new Date(Date.UTC(d.year, d.month - 1, d.day, 12)).toLocaleDateString(undefined, { ...options, timeZone: 'UTC' });
  const first = days[0]!;
  if (view === 'day') return at(first, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  if (view === 'month') return at(days[10]!, { month: 'long', year: 'numeric' });
  return `${at(first, { month: 'short', day: 'numeric' })} – ${at(days[6]!, { month: 'short', day: 'numeric', year: 'numeric' })}`;
}

/**
 * The calendar (issue 53): day, week and month on a wide screen, an agenda on a phone. The view
 * and the day are in the URL (?view=week&date=2026-12-01), so a link or a reload keeps them.
 */
export function CalendarScreen() {
  const [params, setParams] = useSearchParams();
  const timeZone = viewerTimeZone();
  const isNarrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const today = dayOf(new Date(), timeZone);
  const view: CalendarView = (CALENDAR_VIEWS as readonly string[]).includes(params.get('view') ?? '')
    ? (params.get('view') as CalendarView)
    : 'week';
  const anchor = parseDayKey(params.get('date') ?? '') ?? today;
  const days = isNarrow ? Array.from({ length: AGENDA_DAYS }, (_, i) => addDays(anchor, i)) : viewDays(view, anchor);
  const range = isNarrow
    ? { from: viewRange('day', anchor, timeZone).from, to: viewRange('day', addDays(anchor, AGENDA_DAYS - 1), timeZone).to }
    : viewRange(view, anchor, timeZone);
  const list = useAppointments({ from: range.from.toISOString(), to: range.to.toISOString() });
  const update = useUpdateAppointment();
  const [opened, setOpened] = useState<AppointmentResponse | null>(null);
  const [newAt, setNewAt] = useState<{ startsAt?: Date } | null>(null);
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // A keyboard move re-renders the appointment (maybe in another day's column): focus follows it.
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    if (!focusId) return;
    const chip = document.querySelector<HTMLElement>(`[data-appointment-id="${focusId}"]`);
    // Only when focus was lost with the old element: never taken from where the agent went since.
    if (chip && (!document.activeElement || document.activeElement === document.body)) chip.focus();
  }, [focusId, list.data]);
  const openedId = params.get('appointment');
  const linked = useAppointment(openedId).data;

  const go = (next: Partial<{ view: CalendarView; date: Day }>) => {
    const p = new URLSearchParams(params);
    if (next.view) p.set('view', next.view);
    if (next.date) p.set('date', dayKey(next.date));
    p.delete('appointment');
    setParams(p, { replace: true });
  };
  const step = isNarrow
    ? (direction: -1 | 1) => go({ date: addDays(anchor, direction * AGENDA_DAYS) })
    : (direction: -1 | 1) => go({ date: shiftAnchor(view, anchor, direction) });

  const move = (appointment: AppointmentResponse, times: Times, how: 'moved' | 'resized') => {
    const words = `${appointment.title} ${how === 'moved' ? 'moved to' : 'now'} ${formatRange(times.starts_at, times.ends_at)}`;
    update.mutate(
      { id: appointment.id, ...times },
      {
        onSuccess: () => {
          setAnnouncement(words);
          if (document.activeElement?.getAttribute('data-appointment-id') === appointment.id) setFocusId(appointment.id);
        },
        onError: (error) => {
          setAnnouncement(`${appointment.title} could not be moved`);
          toast.error(messageOf(error, 'The appointment could not be moved. Please try again.'));
        },
      },
    );
  };
  const closeOpened = () => {
    setOpened(null);
    if (openedId) {
      const p = new URLSearchParams(params);
      p.delete('appointment');
      setParams(p, { replace: true });
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <Button variant="outline" size="icon" aria-label="Earlier" onClick={() => step(-1)}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" onClick={() => go({ date: today })}>
            Today
          </Button>
          <Button variant="outline" size="icon" aria-label="Later" onClick={() => step(1)}>
            <ChevronRight aria-hidden="true" />
          </Button>
          <h2 className="ml-2 text-lg font-semibold" aria-live="polite">
            {isNarrow ? `From ${title('day', [anchor])}` : title(view, days)}
          </h2>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {!isNarrow && (
            <div role="group" aria-label="View" className="flex rounded-md border p-0.5">
              {CALENDAR_VIEWS.map((v) => (
                <button
                  key={v}
                  type="button"
                  aria-pressed={v === view}
                  onClick={() => go({ view: v })}
                  className={cn('rounded px-3 py-1 text-sm', v === view ? 'bg-primary text-primary-foreground' : 'hover:bg-muted')}
                >
                  {VIEW_LABELS[v]}
                </button>
              ))}
            </div>
          )}
          <Button variant="outline" onClick={() => setSettingsOpen(true)}>
            <Settings2 aria-hidden="true" />
            Calendar settings
          </Button>
          <Button onClick={() => setNewAt({})}>
            <CalendarPlus aria-hidden="true" />
            New appointment
          </Button>
        </div>
      </div>
      <p id="calendar-move-keys" className="sr-only">
        {MOVE_KEYS_HINT}
      </p>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {list.isPending && (
        <div role="status" aria-label="Loading the calendar">
          <Skeleton className="h-[34rem] w-full" />
        </div>
      )}
      {list.isError && (
        <ErrorState
          title="The calendar could not be loaded"
          message={messageOf(list.error)}
          onRetry={() => list.refetch()}
          isRetrying={list.isFetching}
        />
      )}
      {list.data &&
        (isNarrow ? (
          <AgendaList days={days} appointments={list.data} timeZone={timeZone} onOpen={setOpened} />
        ) : view === 'month' ? (
          <MonthGrid
            days={days}
            month={anchor.month}
            appointments={list.data}
            timeZone={timeZone}
            today={dayKey(today)}
            onOpen={setOpened}
            onMove={move}
            onNew={(startsAt) => setNewAt({ startsAt })}
            onDay={(day) => go({ view: 'day', date: day })}
          />
        ) : (
          <TimeGrid
            days={days}
            appointments={list.data}
            timeZone={timeZone}
            onOpen={setOpened}
            onMove={move}
            onNew={(startsAt) => setNewAt({ startsAt })}
          />
        ))}
      {list.isSuccess && list.data.length === 0 && !isNarrow && (
        <p className="text-sm text-muted-foreground">
          Nothing booked here. Click a time to book an appointment, or book one from a lead’s or a property’s page.
        </p>
      )}
      {newAt && <NewAppointmentDialog open onOpenChange={(open) => !open && setNewAt(null)} defaults={newAt} />}
      <AppointmentDetailsDialog appointment={opened ?? linked ?? null} onOpenChange={(open) => !open && closeOpened()} />
      {isSettingsOpen && <CalendarSettingsDialog onOpenChange={setSettingsOpen} />}
    </div>
  );
}
