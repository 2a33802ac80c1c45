import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TOAST_DEDUPE_MS, createToastMemory, notificationToastDuration, notificationToastStyle } from './notification-toasts';

describe('notification toasts (spec 001 §9)', () => {
  it.each([
    ['high', 'error', 10_000],
    ['medium', 'info', 5_000],
    ['low', 'plain', 5_000],
  ] as const)('%s priority is %s style for %i ms', (priority, style, duration) => {
    expect(notificationToastStyle(priority)).toBe(style);
    expect(notificationToastDuration(priority)).toBe(duration);
  });

  it('remembers toasts for 30 s', () => expect(NOTIFICATION_TOAST_DEDUPE_MS).toBe(30_000));

  it.each([
    ['again at once', 0, false],
    ['again after 29.999 s', 29_999, false],
    ['again after 30 s', 30_000, true],
    ['again after a minute', 60_000, true],
  ])('the same notification %s: shown %s', (_label, later, expected) => {
    const memory = createToastMemory();
    expect(memory.claim('n1', 1_000)).toBe(true);
    expect(memory.claim('n1', 1_000 + later)).toBe(expected);
  });

  it('toasts different notifications independently and forgets old ones', () => {
    const memory = createToastMemory();
    expect(memory.claim('a', 0)).toBe(true);
    expect(memory.claim('b', 10)).toBe(true);
    expect(memory.size).toBe(2);
    expect(memory.claim('c', 40_000)).toBe(true);
    expect(memory.size).toBe(1);
  });
});
