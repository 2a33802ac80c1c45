import type { KeyboardEvent } from 'react';
import { DndContext, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import type { AppointmentResponse } from '@porchlight/domain/appointments/appointment-schemas';
import { dayKey, dayOf, instantOf, minutesIntoDay, movedTo, nudged, type Day } from '@porchlight/domain/appointments/calendar-view';
import { cn } from '@/lib/cn';
import { formatTime } from './appointment-time';
import type { MoveHandler } from './time-grid';

const SHOWN_PER_DAY = 3;

/** The month: six weeks of days, each with its appointments; drag one to another day (its time kept) or use Alt with the arrows. */
export function MonthGrid({
  days,
  month,
  appointments,
  timeZone,
  today,
  onOpen,
  onMove,
  onNew,
  onDay,
}: {
  days: Day[];
  month: number;
  appointments: AppointmentResponse[];
  timeZone: string;
  today: string;
  onOpen: (a: AppointmentResponse) => void;
  onMove: MoveHandler;
  onNew: (at: Date) => void;
  onDay: (day: Day) => void;
}) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const byDay = new Map(days.map((d) => [dayKey(d), [] as AppointmentResponse[]]));
  for (const a of appointments) byDay.get(dayKey(dayOf(new Date(a.starts_at), timeZone)))?.push(a);
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    const appointment = active.data.current?.appointment as AppointmentResponse | undefined;
    const day = over?.data.current?.day as Day | undefined;
    if (!appointment || !day || dayKey(day) === dayKey(dayOf(new Date(appointment.starts_at), timeZone))) return;
    onMove(appointment, movedTo(appointment, day, minutesIntoDay(new Date(appointment.starts_at), timeZone), timeZone), 'moved');
  };
  return (
    <DndContext sensors={sensors} onDragEnd={handleDragEnd}>
      <div className="grid grid-cols-7 overflow-hidden rounded-lg border text-sm">
        {days.slice(0, 7).map((d) => (
          <div key={dayKey(d)} className="border-b bg-muted/40 px-2 py-1.5 text-center font-medium" aria-hidden="true">
            {new Date(Date.UTC(d.year, d.month - 1, d.day, 12)).toLocaleDateString(undefined, { weekday: 'short', timeZone: 'UTC' })}
          </div>
        ))}
        {days.map((d) => (
          <MonthDay
            key={dayKey(d)}
            day={d}
            items={byDay.get(dayKey(d)) ?? []}
            isOtherMonth={d.month !== month}
            isToday={dayKey(d) === today}
            timeZone={timeZone}
            onOpen={onOpen}
            onMove={onMove}
            onNew={onNew}
            onDay={onDay}
          />
        ))}
      </div>
    </DndContext>
  );
}

function MonthDay({
  day,
  items,
  isOtherMonth,
  isToday,
  timeZone,
  onOpen,
  onMove,
  onNew,
  onDay,
}: {
  day: Day;
  items: AppointmentResponse[];
  isOtherMonth: boolean;
  isToday: boolean;
  timeZone: string;
  onOpen: (a: AppointmentResponse) => void;
  onMove: MoveHandler;
  onNew: (at: Date) => void;
  onDay: (day: Day) => void;
}) {
  const drop = useDroppable({ id: dayKey(day), data: { day } });
  const label = new Date(Date.UTC(day.year, day.month - 1, day.day, 12)).toLocaleDateString(undefined, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <div
      ref={drop.setNodeRef}
      role="group"
      aria-label={`${label}: ${items.length ? `${items.length} appointment${items.length > 1 ? 's' : ''}` : 'nothing booked'}`}
      className={cn('min-h-24 border-b border-l p-1', isOtherMonth && 'bg-muted/30 text-muted-foreground', drop.isOver && 'bg-primary/10')}
      onDoubleClick={() => onNew(instantOf(day, 10 * 60, timeZone))}
    >
      <button
        type="button"
        onClick={() => onDay(day)}
        aria-label={`Open ${label}`}
        className={cn(
          'mb-1 flex size-6 items-center justify-center rounded-full text-xs hover:bg-muted',
          isToday && 'bg-primary font-semibold text-primary-foreground hover:bg-primary/90',
        )}
      >
        {day.day}
      </button>
      <ul className="grid gap-0.5">
        {items.slice(0, SHOWN_PER_DAY).map((a) => (
          <MonthChip key={a.id} appointment={a} timeZone={timeZone} onOpen={onOpen} onMove={onMove} />
        ))}
        {items.length > SHOWN_PER_DAY && (
          <li>
            <button type="button" className="text-xs text-muted-foreground underline" onClick={() => onDay(day)}>
              {items.length - SHOWN_PER_DAY} more
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}

function MonthChip({
  appointment: a,
  timeZone,
  onOpen,
  onMove,
}: {
  appointment: AppointmentResponse;
  timeZone: string;
  onOpen: (a: AppointmentResponse) => void;
  onMove: MoveHandler;
}) {
  const movable = a.status === 'scheduled';
  const drag = useDraggable({ id: a.id, data: { appointment: a }, disabled: !movable });
  const handleKeyDown = (event: KeyboardEvent) => {
    const key = ({ ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' } as const)[event.key as 'ArrowLeft'];
    if (!key || !event.altKey || !movable) return;
    event.preventDefault();
    onMove(a, nudged(a, key, timeZone, event.shiftKey), event.shiftKey ? 'resized' : 'moved');
  };
  return (
    <li>
      <button
        ref={drag.setNodeRef}
        type="button"
        {...drag.listeners}
        {...drag.attributes}
        aria-roledescription={movable ? 'movable appointment' : undefined}
        aria-describedby="calendar-move-keys"
        onClick={() => onOpen(a)}
        onKeyDown={handleKeyDown}
        data-appointment-id={a.id}
        style={
          drag.transform
            ? { transform: `translate(${drag.transform.x}px, ${drag.transform.y}px)`, zIndex: 20, position: 'relative' }
            : undefined
        }
        className={cn(
          'w-full truncate rounded px-1 py-0.5 text-left text-xs focus-visible:outline-2 focus-visible:outline-ring',
          movable ? 'bg-primary/15' : 'bg-muted text-muted-foreground line-through',
        )}
      >
        {formatTime(a.starts_at)} {a.title}
      </button>
    </li>
  );
}
