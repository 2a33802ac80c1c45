// The notification's kinds, priorities and limits (spec 001 §3, §7) without zod: the shell's bell
// reads them on every first load (issue 15), the schemas in notification-schemas.ts do not.

export const NOTIFICATION_TYPES = ['lead', 'property', 'message', 'alert', 'system', 'task'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_PRIORITIES = ['high', 'medium', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];
export const DEFAULT_NOTIFICATION_PRIORITY: NotificationPriority = 'medium';

/** Spec 001 §7/§9: the list asks for 100, startup prefetches 50, the polling fallback 5. */
export const NOTIFICATIONS_FETCH_LIMIT = 100;
export const NOTIFICATIONS_PREFETCH_LIMIT = 50;
export const NOTIFICATIONS_POLL_LIMIT = 5;
/** A larger ?limit= is capped to this rather than refused. */
export const NOTIFICATIONS_MAX_LIMIT = 100;

export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_MESSAGE_MAX = 2000;
export const NOTIFICATION_ACTION_URL_MAX = 1000;
export const NOTIFICATION_ACTION_LABEL_MAX = 40;
/** metadata and data are small: ids and a few labels, never bodies (serialized JSON length). */
export const NOTIFICATION_DETAILS_MAX_CHARS = 4000;
