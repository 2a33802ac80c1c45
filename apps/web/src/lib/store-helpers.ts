import type { NotificationPreferences, NotificationPreferencesPatch } from './store-types';

export const newId = (): string => crypto.randomUUID();
export const nowIso = (): string => new Date().toISOString();

export function patchById<T extends { id: string }>(items: T[], id: string, patch: Partial<T>): T[] {
  // The id is the record's identity: a patch cannot change it.
  return items.map((item) => (item.id === id ? { ...item, ...patch, id } : item));
}

export function removeById<T extends { id: string }>(items: T[], id: string): T[] {
  return items.filter((item) => item.id !== id);
}

/** One level deeper than a spread, so `{ leads: { sms: true } }` keeps leads.inApp. */
export function mergePreferences(current: NotificationPreferences, patch: NotificationPreferencesPatch): NotificationPreferences {
  return {
    ...current,
    ...patch,
    leads: { ...current.leads, ...patch.leads },
    properties: { ...current.properties, ...patch.properties },
    messages: { ...current.messages, ...patch.messages },
    quietHours: { ...current.quietHours, ...patch.quietHours },
  };
}
