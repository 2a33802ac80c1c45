import type { ManagedTimerId, TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** Timers due this far off or more share one platform timer per slot of this width. */
const TIMER_SLOT_MS = 1000;

type Slot = { handle: ReturnType<typeof setTimeout>; timers: Set<number> };
type Timer = { callback: TimeoutCallback; slot: number } | { handle: ReturnType<typeof setTimeout> };

/**
 * TanStack Query's timers (each query's stale and garbage-collection timeouts, minutes away),
 * coalesced: a timer due in a second or more joins the slot of timers due in the same second,
 * and only a slot has a platform timer; it fires at the slot's end, up to a second late, never
 * early. A screen's queries mounting in one render set and clear some fifty timers. Each is cheap
 * alone, but with the stack it is called from captured (a browser's developer tools, Lighthouse),
 * they were a good part of the dashboard's first effects (issue 15). Shorter timers and intervals
 * keep the platform's own.
 */
export function coalescedTimeouts(now: () => number = () => performance.now()): TimeoutProvider {
  const timers = new Map<number, Timer>();
  const slots = new Map<number, Slot>();
  let lastId = 0;

  const fire = (due: number) => {
    const slot = slots.get(due);
    slots.delete(due);
    for (const id of slot?.timers ?? []) {
      const timer = timers.get(id);
      timers.delete(id);
      if (!timer || !('callback' in timer)) continue;
      try {
        timer.callback();
      } catch (error) {
        // The others still run; the error is reported as the platform's timer would have.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  };

  return {
    setTimeout(callback, delay) {
      const id = ++lastId;
      if (!(delay >= TIMER_SLOT_MS)) {
        timers.set(id, { handle: setTimeout(() => (timers.delete(id), callback()), delay) });
        return id;
      }
      const due = Math.ceil((now() + delay) / TIMER_SLOT_MS) * TIMER_SLOT_MS;
      let slot = slots.get(due);
      if (!slot) {
        slot = { handle: setTimeout(() => fire(due), due - now()), timers: new Set() };
        slots.set(due, slot);
      }
      slot.timers.add(id);
      timers.set(id, { callback, slot: due });
      return id;
    },
    clearTimeout(timerId: ManagedTimerId | undefined) {
      if (timerId === undefined) return;
      const id = Number(timerId);
      const timer = timers.get(id);
      if (!timer) return;
      timers.delete(id);
      if ('handle' in timer) return clearTimeout(timer.handle);
      const slot = slots.get(timer.slot);
      slot?.timers.delete(id);
      if (slot && slot.timers.size === 0) {
        clearTimeout(slot.handle);
        slots.delete(timer.slot);
      }
    },
    setInterval: (callback, delay) => setInterval(callback, delay) as unknown as ManagedTimerId,
    clearInterval: (intervalId) => clearInterval(intervalId as Parameters<typeof clearInterval>[0]),
  };
}
