import {
  DEFAULT_NOTIFICATION_PRIORITY,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  type NotificationPriority,
  type NotificationType,
} from './notification-constants.ts';

/** A notification as the client shows it (spec 001 §3: camelCase, timestamp). */
export type ClientNotification = {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  /** ISO 8601. */
  timestamp: string;
  read: boolean;
  priority: NotificationPriority;
  actionUrl?: string;
  actionLabel?: string;
  metadata?: Record<string, unknown>;
  data?: Record<string, unknown>;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/**
 * Spec 001 §3/§7: id from notification_id or id, timestamp from created_at or timestamp,
 * actionUrl from action_url. Accepts the API list item and the realtime event's data; anything
 * without an id or a known type is not a notification (null).
 */
export function toClientNotification(raw: unknown): ClientNotification | null {
  if (!isRecord(raw)) return null;
  const id = text(raw.notification_id) ?? text(raw.id);
  const type = raw.type as NotificationType;
  if (!id || !NOTIFICATION_TYPES.includes(type)) return null;
  const priority = NOTIFICATION_PRIORITIES.includes(raw.priority as NotificationPriority)
    ? (raw.priority as NotificationPriority)
    : DEFAULT_NOTIFICATION_PRIORITY;
  const notification: ClientNotification = {
    id,
    type,
    title: text(raw.title) ?? '',
    message: text(raw.message) ?? '',
    timestamp: text(raw.created_at) ?? text(raw.timestamp) ?? '',
    read: raw.read === true,
    priority,
  };
  const actionUrl = text(raw.action_url) ?? text(raw.actionUrl);
  const actionLabel = text(raw.action_label) ?? text(raw.actionLabel);
  if (actionUrl) notification.actionUrl = actionUrl;
  if (actionLabel) notification.actionLabel = actionLabel;
  if (isRecord(raw.metadata)) notification.metadata = raw.metadata;
  if (isRecord(raw.data)) notification.data = raw.data;
  return notification;
}

/** Spec 001 §7: the list answer is an array or `{ notifications: [...] }` (maybe with a warning). */
export function toClientNotificationList(body: unknown): ClientNotification[] {
  const items = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.notifications) ? body.notifications : [];
  return items.map(toClientNotification).filter((n): n is ClientNotification => n !== null);
}

/** Newest first; an item already present (same id) is replaced, not duplicated. */
export function mergeNotifications(current: readonly ClientNotification[], incoming: readonly ClientNotification[]): ClientNotification[] {
  const byId = new Map(current.map((n) => [n.id, n]));
  for (const n of incoming) byId.set(n.id, n);
  return [...byId.values()].sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0));
}
