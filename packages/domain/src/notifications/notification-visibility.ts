import type { NotificationPreferences, PreferenceTypeKey } from './notification-preferences';
import type { NotificationType } from './notification-constants.ts';

/** The preference group that governs a type; system, alert and task have none (always shown). */
export const PREFERENCE_KEY_BY_TYPE: Partial<Record<NotificationType, PreferenceTypeKey>> = {
  lead: 'leads',
  property: 'properties',
  message: 'messages',
};

type VisibilityPreferences = Pick<NotificationPreferences, 'inApp' | 'leads' | 'properties' | 'messages'>;

/**
 * Spec 001 §4: with inApp off the list is empty; system, alert and task always show; lead,
 * property and message hide when their own inApp flag is off.
 */
export function isVisibleInApp(type: NotificationType, prefs: VisibilityPreferences): boolean {
  if (!prefs.inApp) return false;
  const key = PREFERENCE_KEY_BY_TYPE[type];
  return key ? prefs[key].inApp : true;
}

export function visibleNotifications<T extends { type: NotificationType }>(items: readonly T[], prefs: VisibilityPreferences): T[] {
  return items.filter((n) => isVisibleInApp(n.type, prefs));
}

/** Spec 001 §2: the panel's filters; "alert" exists in logic but has no tab. */
export const NOTIFICATION_FILTERS = ['all', 'unread', 'system', 'inbox', 'properties', 'leads', 'alert'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];
export const NOTIFICATION_PANEL_TABS = [
  'all',
  'unread',
  'system',
  'inbox',
  'properties',
  'leads',
] as const satisfies readonly NotificationFilter[];

export function matchesNotificationFilter(n: { type: NotificationType; read: boolean }, filter: NotificationFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'unread':
      return !n.read;
    case 'system':
      return n.type === 'system' || n.type === 'task';
    case 'inbox':
      return n.type === 'message';
    case 'properties':
      return n.type === 'property';
    case 'leads':
      return n.type === 'lead';
    case 'alert':
      return n.type === 'alert';
  }
}

export const countUnread = (items: readonly { read: boolean }[]) => items.reduce((c, n) => (n.read ? c : c + 1), 0);
