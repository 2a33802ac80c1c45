import { z } from 'zod';
import { isInAppPath } from './in-app-path.ts';
import {
  NOTIFICATION_TYPES,
  NOTIFICATION_PRIORITIES,
  NOTIFICATIONS_FETCH_LIMIT,
  NOTIFICATIONS_MAX_LIMIT,
  NOTIFICATION_TITLE_MAX,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_ACTION_URL_MAX,
  NOTIFICATION_ACTION_LABEL_MAX,
  NOTIFICATION_DETAILS_MAX_CHARS,
} from './notification-constants.ts';

// The notification as spec 001 §3 and §7 describe it, and the API's contracts around it. Its kinds
// and limits are in notification-constants.ts, without zod, for the shell (issue 15).

export { isInAppPath };
export {
  NOTIFICATION_TYPES,
  NOTIFICATION_PRIORITIES,
  DEFAULT_NOTIFICATION_PRIORITY,
  NOTIFICATIONS_FETCH_LIMIT,
  NOTIFICATIONS_PREFETCH_LIMIT,
  NOTIFICATIONS_POLL_LIMIT,
  NOTIFICATIONS_MAX_LIMIT,
  NOTIFICATION_TITLE_MAX,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_ACTION_URL_MAX,
  NOTIFICATION_ACTION_LABEL_MAX,
  NOTIFICATION_DETAILS_MAX_CHARS,
  type NotificationPriority,
  type NotificationType,
} from './notification-constants.ts';

const detailsSchema = (label: string) =>
  z
    .record(z.string(), z.unknown())
    .refine(
      (v) => JSON.stringify(v).length <= NOTIFICATION_DETAILS_MAX_CHARS,
      `${label} must be at most ${NOTIFICATION_DETAILS_MAX_CHARS} characters of JSON`,
    );

/** What a feature hands to the one function that creates a notification (server `notify`). */
export const NewNotificationSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string().trim().min(1, 'Title is required').max(NOTIFICATION_TITLE_MAX),
  message: z.string().trim().max(NOTIFICATION_MESSAGE_MAX),
  priority: z.enum(NOTIFICATION_PRIORITIES).optional(),
  actionUrl: z
    .string()
    .max(NOTIFICATION_ACTION_URL_MAX)
    .refine(isInAppPath, 'Action URL must be a path on this site')
    // isInAppPath for JSON Schema (the OpenAPI document): a path, not another site's address.
    .meta({ pattern: '^/(?![/\\\\])' })
    .optional(),
  actionLabel: z.string().trim().min(1).max(NOTIFICATION_ACTION_LABEL_MAX).optional(),
  metadata: detailsSchema('metadata').optional(),
  data: detailsSchema('data').optional(),
});
export type NewNotification = z.input<typeof NewNotificationSchema>;

/** One notification as the API and the realtime stream speak it (snake_case, spec 001 §7). */
export const NotificationResponseSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  read: z.boolean(),
  action_url: z.string().nullable(),
  action_label: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type NotificationResponse = z.infer<typeof NotificationResponseSchema>;

export const NotificationsListResponseSchema = z.object({ notifications: z.array(NotificationResponseSchema) });
export type NotificationsListResponse = z.infer<typeof NotificationsListResponseSchema>;

/** ?limit=: a positive whole number; above the maximum it is capped, absent it is the fetch limit. */
export const ListNotificationsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .optional()
    .transform((v) => Math.min(v ?? NOTIFICATIONS_FETCH_LIMIT, NOTIFICATIONS_MAX_LIMIT)),
});

export const NOTIFICATION_BULK_ACTIONS = ['mark_all_read', 'clear_all'] as const;
export const NotificationBulkActionRequestSchema = z
  .object({ action: z.enum(NOTIFICATION_BULK_ACTIONS, { error: 'action must be "mark_all_read" or "clear_all"' }) })
  .strict();
export type NotificationBulkActionRequest = z.infer<typeof NotificationBulkActionRequestSchema>;
export type NotificationBulkActionResponse = { success: true; count: number };
