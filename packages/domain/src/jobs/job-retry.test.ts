import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF, DEFAULT_MAX_ATTEMPTS, isFinalAttempt, retryDelayMs } from './job-retry';

describe('job retries', () => {
  it('pins the defaults', () => {
    expect(DEFAULT_BACKOFF).toEqual({ baseMs: 10_000, maxMs: 3_600_000 });
    expect(DEFAULT_MAX_ATTEMPTS).toBe(5);
  });

  it.each([
    [1, 10_000],
    [2, 20_000],
    [3, 40_000],
    [9, 2_560_000],
    [10, 3_600_000],
    [50, 3_600_000],
  ])('after try %i waits %i ms', (attempt, delay) => {
    expect(retryDelayMs(attempt)).toBe(delay);
  });

  it('adds at most 10% of jitter', () => {
    expect(retryDelayMs(1, { baseMs: 1_000, maxMs: 10_000 }, 0.999)).toBe(1_100);
    expect(retryDelayMs(1, { baseMs: 1_000, maxMs: 10_000 }, 0.5)).toBe(1_050);
  });

  it.each([
    [1, 5, false],
    [4, 5, false],
    [5, 5, true],
    [1, 1, true],
  ])('try %i of %i is final: %s', (attempt, max, final) => {
    expect(isFinalAttempt(attempt, max)).toBe(final);
  });
});
