import type { NotificationPriority } from './notification-constants.ts';

// Spec 001 §9: toasts for arriving notifications.

export const NOTIFICATION_TOAST_DURATION_MS = { high: 10_000, other: 5_000 } as const;
export const NOTIFICATION_TOAST_DEDUPE_MS = 30_000;

export type NotificationToastStyle = 'error' | 'info' | 'plain';

/** High priority is error style, medium is info, low is plain. */
export function notificationToastStyle(priority: NotificationPriority): NotificationToastStyle {
  return priority === 'high' ? 'error' : priority === 'medium' ? 'info' : 'plain';
}

/** 10 s for high priority, 5 s otherwise. */
export function notificationToastDuration(priority: NotificationPriority): number {
  return priority === 'high' ? NOTIFICATION_TOAST_DURATION_MS.high : NOTIFICATION_TOAST_DURATION_MS.other;
}

/**
 * Remembers which notifications were toasted, so the same one (the stream and the polling
 * fallback can both bring it) is not toasted twice within 30 s. Entries older than the window
 * are forgotten as new ones arrive.
 */
export function createToastMemory(windowMs = NOTIFICATION_TOAST_DEDUPE_MS) {
  const shownAt = new Map<string, number>();
  return {
    /** True (and remembered) when `id` was not toasted in the last window. */
    claim(id: string, now: number): boolean {
      for (const [key, at] of shownAt) if (now - at >= windowMs) shownAt.delete(key);
      if (shownAt.has(id)) return false;
      shownAt.set(id, now);
      return true;
    },
    get size() {
      return shownAt.size;
    },
  };
}
export type ToastMemory = ReturnType<typeof createToastMemory>;
