import { addCalendarDays, zonedParts, zonedTimeToUtc } from '../automations/zoned-time.ts';

// The slots a lead may pick on a booking page: the agent's working hours, on the agent's clock,
// minus the times they are busy (appointments, their own calendar), each busy time widened by a
// buffer on both sides (travel between showings), and none sooner than a minimum notice.

/** A working window on a weekday (0 = Sunday), in minutes since midnight: 9:00–17:00 is 540–1020. */
export type WorkingWindow = { weekday: number; start: number; end: number };
export type BusyTime = { start: Date; end: Date };

export type SlotRequest = {
  now: Date;
  timeZone: string;
  /** How many calendar days from today (on the agent's clock) to offer. */
  days: number;
  durationMinutes: number;
  bufferMinutes: number;
  /** Slots start on this grid within a window (every 30 minutes). */
  stepMinutes: number;
  minNoticeMinutes: number;
  workingHours: readonly WorkingWindow[];
  busy: readonly BusyTime[];
};

export const DEFAULT_WORKING_HOURS: WorkingWindow[] = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: 9 * 60, end: 17 * 60 }));

const MINUTE = 60_000;

/** Start times of the free slots, soonest first. */
export function availableSlots(r: SlotRequest): Date[] {
  const today = zonedParts(r.now, r.timeZone);
  const earliest = r.now.getTime() + r.minNoticeMinutes * MINUTE;
  const busy = r.busy.map((b) => ({
    start: b.start.getTime() - r.bufferMinutes * MINUTE,
    end: b.end.getTime() + r.bufferMinutes * MINUTE,
  }));
  const slots: Date[] = [];
  for (let offset = 0; offset < r.days; offset += 1) {
    const day = addCalendarDays(today, offset);
    const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
    for (const window of r.workingHours.filter((w) => w.weekday === weekday).sort((a, b) => a.start - b.start)) {
      for (let minute = window.start; minute + r.durationMinutes <= window.end; minute += r.stepMinutes) {
        const start = zonedTimeToUtc({ ...day, hour: Math.floor(minute / 60), minute: minute % 60 }, r.timeZone).getTime();
        const end = start + r.durationMinutes * MINUTE;
        if (start < earliest) continue;
        if (busy.some((b) => start < b.end && end > b.start)) continue;
        if (slots.length && slots[slots.length - 1]!.getTime() === start) continue;
        slots.push(new Date(start));
      }
    }
  }
  return slots;
}
