import { QueryClient, QueryObserver, timeoutManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedTimeouts } from './coalesced-timeouts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const provider = () => coalescedTimeouts(() => Date.now());

describe('coalesced timeouts', () => {
  it.each([
    ['a timer a minute off', 60_000, 60_000],
    ['a timer due mid-slot, at the slot end', 60_400, 61_000],
    ['a timer due on a slot end, then', 61_000, 61_000],
    ['a timer just over a second off', 1_001, 2_000],
  ])('fires %s at %i ms, never early', (_, delay, firesAt) => {
    vi.setSystemTime(0);
    const timeouts = provider();
    const callback = vi.fn();
    timeouts.setTimeout(callback, delay);
    vi.advanceTimersByTime(firesAt - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('gives timers due in the same second one platform timer', () => {
    vi.setSystemTime(0);
    const timeouts = provider();
    const calls: string[] = [];
    for (const [name, delay] of [['a', 300_100], ['b', 300_200], ['c', 300_900]] as const) timeouts.setTimeout(() => calls.push(name), delay);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(301_000);
    expect(calls).toEqual(['a', 'b', 'c']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears one timer of a slot, and the platform timer with the last', () => {
    vi.setSystemTime(0);
    const timeouts = provider();
    const kept = vi.fn();
    const cleared = vi.fn();
    const a = timeouts.setTimeout(cleared, 5_000);
    timeouts.setTimeout(kept, 5_100);
    timeouts.clearTimeout(a);
    vi.advanceTimersByTime(6_000);
    expect(cleared).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);

    const c = timeouts.setTimeout(cleared, 5_000);
    expect(vi.getTimerCount()).toBe(1);
    timeouts.clearTimeout(c);
    expect(vi.getTimerCount()).toBe(0);
    timeouts.clearTimeout(c);
    timeouts.clearTimeout(undefined);
  });

  it('keeps short timers on the platform, exact and clearable', () => {
    const timeouts = provider();
    const now = vi.fn();
    const never = vi.fn();
    timeouts.setTimeout(now, 0);
    const id = timeouts.setTimeout(never, 200);
    timeouts.clearTimeout(id);
    vi.advanceTimersByTime(0);
    expect(now).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(never).not.toHaveBeenCalled();
  });

  it('runs the rest of a slot when one callback throws, and reports the error', () => {
    vi.setSystemTime(0);
    const timeouts = provider();
    const after = vi.fn();
    const reported: unknown[] = [];
    const queue = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => {
      try {
        task();
      } catch (error) {
        reported.push(error);
      }
    });
    timeouts.setTimeout(() => {
      throw new Error('boom');
    }, 2_000);
    timeouts.setTimeout(after, 2_000);
    vi.advanceTimersByTime(2_000);
    queue.mockRestore();
    expect(after).toHaveBeenCalledTimes(1);
    expect(reported).toEqual([new Error('boom')]);
  });

  it('passes intervals to the platform', () => {
    const timeouts = provider();
    const tick = vi.fn();
    const id = timeouts.setInterval(tick, 30_000);
    vi.advanceTimersByTime(90_000);
    expect(tick).toHaveBeenCalledTimes(3);
    timeouts.clearInterval(id);
    vi.advanceTimersByTime(90_000);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it("keeps TanStack Query's staleness and garbage collection, a second late at most", () => {
    vi.setSystemTime(0);
    // This file's own copy of the library (each test file has its own modules): nothing to restore.
    timeoutManager.setTimeoutProvider(provider());
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 5_000, gcTime: 10_000 } } });
    client.setQueryData(['leads'], ['Ada']);
    const observer = new QueryObserver(client, { queryKey: ['leads'], queryFn: () => ['Ada'], notifyOnChangeProps: ['isStale'] });
    const results: boolean[] = [];
    const unsubscribe = observer.subscribe((result) => results.push(result.isStale));
    vi.advanceTimersByTime(4_999);
    expect(results).toEqual([]);
    vi.advanceTimersByTime(1_001);
    expect(results).toEqual([true]);
    unsubscribe();
    vi.advanceTimersByTime(9_999);
    expect(client.getQueryCache().find({ queryKey: ['leads'] })).toBeDefined();
    vi.advanceTimersByTime(1_001);
    expect(client.getQueryCache().find({ queryKey: ['leads'] })).toBeUndefined();
  });
});
