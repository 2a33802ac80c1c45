import { addCalendarDays, zonedParts, zonedTimeToUtc } from '../automations/zoned-time.ts';

// The calendar screen's days and times, on the viewer's clock: which days a day, week or month
// view shows, where an appointment sits in a day, and where a move (a drag, a key) puts it.

export const CALENDAR_VIEWS = ['day', 'week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export type Day = { year: number; month: number; day: number };

/** A move by keyboard or a drop lands on this grid (minutes). */
export const CALENDAR_STEP_MINUTES = 15;
/** The shortest an appointment can be made by resizing. */
export const CALENDAR_MIN_MINUTES = 15;

const pad = (n: number) => String(n).padStart(2, '0');
export const dayKey = (d: Day) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;
export function parseDayKey(key: string): Day | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!m) return null;
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const check = addCalendarDays(d, 0);
  return check.year === d.year && check.month === d.month && check.day === d.day ? d : null;
}

export const dayOf = (at: Date, timeZone: string): Day => {
  const p = zonedParts(at, timeZone);
  return { year: p.year, month: p.month, day: p.day };
};
const weekday = (d: Day) => new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
const mondayOf = (d: Day) => addCalendarDays(d, -((weekday(d) + 6) % 7));

/** The days a view shows around `anchor`: one; Monday to Sunday; or the month's six weeks from the Monday before its 1st. */
export function viewDays(view: CalendarView, anchor: Day): Day[] {
  if (view === 'day') return [anchor];
  const first = view === 'week' ? mondayOf(anchor) : mondayOf({ ...anchor, day: 1 });
  return Array.from({ length: view === 'week' ? 7 : 42 }, (_, i) => addCalendarDays(first, i));
}

/** The instants a view covers (the API's from and to). */
export function viewRange(view: CalendarView, anchor: Day, timeZone: string): { from: Date; to: Date } {
  const days = viewDays(view, anchor);
  const at = (d: Day) => zonedTimeToUtc({ ...d, hour: 0, minute: 0 }, timeZone);
  return { from: at(days[0]!), to: at(addCalendarDays(days[days.length - 1]!, 1)) };
}

/** The anchor of the previous (-1) or next (+1) day, week or month. */
export function shiftAnchor(view: CalendarView, anchor: Day, direction: -1 | 1): Day {
  if (view === 'day') return addCalendarDays(anchor, direction);
  if (view === 'week') return addCalendarDays(anchor, 7 * direction);
  const total = anchor.year * 12 + (anchor.month - 1) + direction;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(anchor.day, daysInMonth) };
}

/** Minutes since the viewer's midnight. */
export const minutesIntoDay = (at: Date, timeZone: string) => {
  const p = zonedParts(at, timeZone);
  return p.hour * 60 + p.minute;
};

/** The instant of a day and minute on the viewer's clock. */
export const instantOf = (day: Day, minute: number, timeZone: string) =>
  zonedTimeToUtc(
    { ...addCalendarDays(day, Math.floor(minute / 1440)), hour: Math.floor((minute % 1440) / 60), minute: minute % 60 },
    timeZone,
  );

export type Times = { starts_at: string; ends_at: string };

/** Moved to start on `day` at `minute` (a drop): the same length. */
export function movedTo(a: { starts_at: string; ends_at: string }, day: Day, minute: number, timeZone: string): Times {
  const length = Date.parse(a.ends_at) - Date.parse(a.starts_at);
  const start = instantOf(day, minute, timeZone);
  return { starts_at: start.toISOString(), ends_at: new Date(start.getTime() + length).toISOString() };
}

/**
 * A keyboard move: up and down by CALENDAR_STEP_MINUTES, left and right by a day (on the
 * viewer's clock, so a daylight-saving night keeps the wall time); `resize` moves the end only,
 * never shorter than CALENDAR_MIN_MINUTES.
 */
export function nudged(
  a: { starts_at: string; ends_at: string },
  key: 'up' | 'down' | 'left' | 'right',
  timeZone: string,
  resize = false,
): Times {
  const start = new Date(a.starts_at);
  const end = new Date(a.ends_at);
  if (resize) {
    if (key === 'left' || key === 'right') return { starts_at: a.starts_at, ends_at: a.ends_at };
    const step = (key === 'down' ? 1 : -1) * CALENDAR_STEP_MINUTES * 60_000;
    const next = Math.max(end.getTime() + step, start.getTime() + CALENDAR_MIN_MINUTES * 60_000);
    return { starts_at: a.starts_at, ends_at: new Date(next).toISOString() };
  }
  if (key === 'up' || key === 'down') {
    const step = (key === 'down' ? 1 : -1) * CALENDAR_STEP_MINUTES * 60_000;
    return { starts_at: new Date(start.getTime() + step).toISOString(), ends_at: new Date(end.getTime() + step).toISOString() };
  }
  const day = addCalendarDays(dayOf(start, timeZone), key === 'right' ? 1 : -1);
  return movedTo(a, day, minutesIntoDay(start, timeZone), timeZone);
}

/**
 * Side-by-side places for one day's appointments: each gets a lane, and the lanes its cluster of
 * overlapping ones needs, so none hides another.
 */
export function dayLanes<T extends { id: string; starts_at: string; ends_at: string }>(
  items: T[],
): Map<string, { lane: number; lanes: number }> {
  const sorted = [...items].sort(
    (a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at) || Date.parse(b.ends_at) - Date.parse(a.ends_at),
  );
  const placed = new Map<string, { lane: number; lanes: number }>();
  let cluster: { id: string; lane: number }[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -Infinity;
  const close = () => {
    const lanes = laneEnds.length;
    for (const c of cluster) placed.set(c.id, { lane: c.lane, lanes });
    cluster = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    const start = Date.parse(item.starts_at);
    const end = Date.parse(item.ends_at);
    if (start >= clusterEnd) close();
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) lane = laneEnds.push(end) - 1;
    else laneEnds[lane] = end;
    cluster.push({ id: item.id, lane });
    clusterEnd = Math.max(clusterEnd, end);
  }
  close();
  return placed;
}

/** The calendar date `days` after the given one. */
export const addDays = (day: Day, days: number): Day => addCalendarDays(day, days);
