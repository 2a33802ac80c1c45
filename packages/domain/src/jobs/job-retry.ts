// When a failed job runs again: exponential backoff with a cap, and a little jitter so jobs that
// failed together (a provider down) do not all come back in the same second.

export type Backoff = { baseMs: number; maxMs: number };

/** The default: 10 s, 20 s, 40 s ... up to an hour between tries. */
export const DEFAULT_BACKOFF: Backoff = { baseMs: 10_000, maxMs: 60 * 60_000 };
export const DEFAULT_MAX_ATTEMPTS = 5;
/** Up to this share of the delay is added at random. */
export const BACKOFF_JITTER = 0.1;

/** The delay before the next try after failed try number `attempt` (1-based); `random` in [0, 1). */
export function retryDelayMs(attempt: number, { baseMs, maxMs }: Backoff = DEFAULT_BACKOFF, random = 0): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), maxMs);
  return Math.round(exponential * (1 + BACKOFF_JITTER * random));
}

/** Whether a job that just failed try `attempt` of `maxAttempts` is done for good. */
export const isFinalAttempt = (attempt: number, maxAttempts: number) => attempt >= maxAttempts;
