import { useEffect, useRef, type KeyboardEvent } from 'react';
import { DndContext, PointerSensor, useDraggable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import type { AppointmentResponse } from '@porchlight/domain/appointments/appointment-schemas';
import {
  CALENDAR_MIN_MINUTES,
  CALENDAR_STEP_MINUTES,
  dayKey,
  dayLanes,
  dayOf,
  instantOf,
  minutesIntoDay,
  movedTo,
  nudged,
  type Day,
  type Times,
} from '@porchlight/domain/appointments/calendar-view';
import { cn } from '@/lib/cn';
import { formatTime } from './appointment-time';

/** 48 px an hour: a 15-minute step is 12 px. */
const HOUR_PX = 48;
const STEP_PX = (HOUR_PX * CALENDAR_STEP_MINUTES) / 60;
const HOURS = Array.from({ length: 24 }, (_, h) => h);
export const MOVE_KEYS_HINT =
  'To move an appointment, focus it and press Alt with the arrow keys: up and down by 15 minutes, left and right by a day. Alt, Shift and up or down makes it shorter or longer. Enter opens it. With a mouse, drag it, or drag its bottom edge.';
const KEYS: Record<string, 'up' | 'down' | 'left' | 'right'> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

export type MoveHandler = (appointment: AppointmentResponse, times: Times, how: 'moved' | 'resized') => void;

type GridProps = {
  days: Day[];
  appointments: AppointmentResponse[];
  timeZone: string;
  onOpen: (appointment: AppointmentResponse) => void;
  onMove: MoveHandler;
  onNew: (at: Date) => void;
};

/** Day and week views: hours down, days across; drag to move, drag the bottom edge to resize, or the keys. */
export function TimeGrid({ days, appointments, timeZone, onOpen, onMove, onNew }: GridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const columns = useRef<HTMLDivElement>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  useEffect(() => {
    // Open on the working day, not at midnight.
    const el = scroller.current;
    // After the browser has laid the grid out (a scroll set before that is lost).
    const frame = requestAnimationFrame(() => {
      if (el) el.scrollTop = 7 * HOUR_PX;
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  const byDay = new Map(days.map((d) => [dayKey(d), [] as AppointmentResponse[]]));
  for (const a of appointments) byDay.get(dayKey(dayOf(new Date(a.starts_at), timeZone)))?.push(a);

  const handleDragEnd = ({ active, delta }: DragEndEvent) => {
    const { appointment, resize } = active.data.current as { appointment: AppointmentResponse; resize: boolean };
    const steps = Math.round(delta.y / STEP_PX);
    const columnWidth = (columns.current?.clientWidth ?? 1) / days.length;
    const dayShift = resize ? 0 : Math.round(delta.x / columnWidth);
    if (!steps && !dayShift) return;
    const start = new Date(appointment.starts_at);
    if (resize) {
      const end = Date.parse(appointment.ends_at) + steps * CALENDAR_STEP_MINUTES * 60_000;
      const ends = Math.max(end, start.getTime() + CALENDAR_MIN_MINUTES * 60_000);
      return onMove(appointment, { starts_at: appointment.starts_at, ends_at: new Date(ends).toISOString() }, 'resized');
    }
    const from = dayOf(start, timeZone);
    const index = days.findIndex((d) => dayKey(d) === dayKey(from));
    const target = days[Math.min(days.length - 1, Math.max(0, index + dayShift))] ?? from;
    const minute = minutesIntoDay(start, timeZone) + steps * CALENDAR_STEP_MINUTES;
    onMove(appointment, movedTo(appointment, target, Math.max(0, Math.min(24 * 60 - CALENDAR_STEP_MINUTES, minute)), timeZone), 'moved');
  };

  return (
    <DndContext sensors={sensors} onDragEnd={handleDragEnd}>
      <div className="overflow-hidden rounded-lg border">
        <div className="flex border-b bg-muted/40 pl-14 text-sm" aria-hidden="true">
          {days.map((d) => (
            <div key={dayKey(d)} className="flex-1 px-2 py-1.5 text-center font-medium">
              {new Date(Date.UTC(d.year, d.month - 1, d.day, 12)).toLocaleDateString(undefined, {
                weekday: 'short',
                day: 'numeric',
                timeZone: 'UTC',
              })}
            </div>
          ))}
        </div>
        <div ref={scroller} className="relative h-[34rem] overflow-y-auto" role="region" aria-label="Appointments by time" tabIndex={0}>
          <div className="relative flex" style={{ height: 24 * HOUR_PX }}>
            <div className="w-14 shrink-0" aria-hidden="true">
              {HOURS.map((h) => (
                <div key={h} className="pr-2 text-right text-xs text-muted-foreground" style={{ height: HOUR_PX }}>
                  {h === 0 ? '' : new Date(2000, 0, 1, h).toLocaleTimeString(undefined, { hour: 'numeric' })}
                </div>
              ))}
            </div>
            <div ref={columns} className="relative flex flex-1">
              {days.map((d) => (
                <DayColumn
                  key={dayKey(d)}
                  day={d}
                  items={byDay.get(dayKey(d)) ?? []}
                  timeZone={timeZone}
                  onOpen={onOpen}
                  onMove={onMove}
                  onNew={onNew}
                />
              ))}
            </div>
          </div>
        </div>
      </div>
    </DndContext>
  );
}

function DayColumn({
  day,
  items,
  timeZone,
  onOpen,
  onMove,
  onNew,
}: { day: Day; items: AppointmentResponse[] } & Omit<GridProps, 'days' | 'appointments'>) {
  const lanes = dayLanes(items);
  const label = new Date(Date.UTC(day.year, day.month - 1, day.day, 12)).toLocaleDateString(undefined, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <div className="relative flex-1 border-l" role="group" aria-label={label}>
      {HOURS.map((h) => (
        <button
          key={h}
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          className="block w-full border-b border-dashed border-border/60 hover:bg-muted/40"
          style={{ height: HOUR_PX }}
          onClick={() => onNew(instantOf(day, h * 60, timeZone))}
        />
      ))}
      {items.map((a) => (
        <GridAppointment key={a.id} appointment={a} place={lanes.get(a.id)} timeZone={timeZone} onOpen={onOpen} onMove={onMove} />
      ))}
    </div>
  );
}

function GridAppointment({
  appointment: a,
  place,
  timeZone,
  onOpen,
  onMove,
}: {
  appointment: AppointmentResponse;
  place: { lane: number; lanes: number } | undefined;
  timeZone: string;
  onOpen: (appointment: AppointmentResponse) => void;
  onMove: MoveHandler;
}) {
  const movable = a.status === 'scheduled';
  const body = useDraggable({ id: a.id, data: { appointment: a, resize: false }, disabled: !movable });
  const edge = useDraggable({ id: `${a.id}:end`, data: { appointment: a, resize: true }, disabled: !movable });
  const top = (minutesIntoDay(new Date(a.starts_at), timeZone) / 60) * HOUR_PX;
  const height = Math.max(STEP_PX * 1.5, ((Date.parse(a.ends_at) - Date.parse(a.starts_at)) / 3_600_000) * HOUR_PX);
  const { lane = 0, lanes = 1 } = place ?? {};
  const handleKeyDown = (event: KeyboardEvent) => {
    const key = KEYS[event.key];
    if (!key || !event.altKey || !movable) return;
    event.preventDefault();
    onMove(a, nudged(a, key, timeZone, event.shiftKey), event.shiftKey ? 'resized' : 'moved');
  };
  return (
    <div
      className="absolute px-0.5"
      style={{
        top,
        height: height + (edge.transform?.y ?? 0),
        left: `${(lane / lanes) * 100}%`,
        width: `${100 / lanes}%`,
        transform: body.transform ? `translate(${body.transform.x}px, ${body.transform.y}px)` : undefined,
        zIndex: body.isDragging || edge.isDragging ? 20 : 10,
      }}
    >
      <button
        ref={body.setNodeRef}
        type="button"
        {...body.listeners}
        {...body.attributes}
        aria-roledescription={movable ? 'movable appointment' : undefined}
        aria-describedby="calendar-move-keys"
        onClick={() => onOpen(a)}
        onKeyDown={handleKeyDown}
        data-appointment-id={a.id}
        className={cn(
          'flex size-full flex-col overflow-hidden rounded-md border px-1.5 py-0.5 text-left text-xs shadow-sm focus-visible:outline-2 focus-visible:outline-ring',
          a.status === 'scheduled' ? 'border-primary/40 bg-primary/15' : 'border-border bg-muted text-muted-foreground line-through',
          body.isDragging && 'opacity-80 ring-2 ring-ring',
        )}
      >
        <span className="truncate font-medium">{a.title}</span>
        <span className="truncate">
          {formatTime(a.starts_at)} – {formatTime(a.ends_at)}
        </span>
      </button>
      {movable && (
        <div
          ref={edge.setNodeRef}
          {...edge.listeners}
          aria-hidden="true"
          className="absolute inset-x-1 bottom-0 h-2 cursor-ns-resize rounded-b-md"
        />
      )}
    </div>
  );
}
