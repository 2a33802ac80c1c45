import { z } from 'zod';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from './notification-preference-defaults.ts';

// Spec 000 §3 / 001 §3: the notification preferences, their shape and their defaults, shared by
// the server (stored per user) and the client store (mirrored and persisted).

export type { ChannelPreferences, NotificationPreferences, QuietHours } from './notification-preference-defaults.ts';
export { DEFAULT_NOTIFICATION_PREFERENCES };

export const PREFERENCE_TYPE_KEYS = ['leads', 'properties', 'messages'] as const;
export type PreferenceTypeKey = (typeof PREFERENCE_TYPE_KEYS)[number];

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });
const channels = (name: string) =>
  z.object({ inApp: flag(`${name}.inApp`), email: flag(`${name}.email`), sms: flag(`${name}.sms`) }).strict();
const timeOfDay = (name: string) => z.string({ error: `${name} must be a time` }).regex(TIME_OF_DAY, `${name} must be a time like 22:00`);

export const NotificationPreferencesSchema = z
  .object({
    email: flag('email'),
    push: flag('push'),
    inApp: flag('inApp'),
    sms: flag('sms'),
    leads: channels('leads'),
    properties: channels('properties'),
    messages: channels('messages'),
    quietHours: z.object({ enabled: flag('quietHours.enabled'), start: timeOfDay('start'), end: timeOfDay('end') }).strict(),
  })
  .strict();

/** An IANA time zone the runtime knows ("America/Chicago"); quiet hours are read in it. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.length > 0 && value.length <= 64;
  } catch {
    return false;
  }
}
export const DEFAULT_TIME_ZONE = 'UTC';

export const UpdateNotificationSettingsRequestSchema = z
  .object({
    preferences: NotificationPreferencesSchema,
    time_zone: z.string().refine(isTimeZone, 'time_zone must be a time zone like America/Chicago').optional(),
  })
  .strict();
export type UpdateNotificationSettingsRequest = z.infer<typeof UpdateNotificationSettingsRequestSchema>;

/**
 * GET/PUT /api/settings/notifications. retention_days is how long the plan keeps notifications
 * (null: kept until the agent deletes them).
 */
export type NotificationSettingsResponse = {
  preferences: NotificationPreferences;
  time_zone: string;
  retention_days: number | null;
};

/** Stored preferences from an older shape keep the defaults for keys they lack. */
export function withPreferenceDefaults(stored: Partial<NotificationPreferences> | null | undefined): NotificationPreferences {
  const d = DEFAULT_NOTIFICATION_PREFERENCES;
  const s = stored ?? {};
  return {
    ...d,
    ...s,
    leads: { ...d.leads, ...s.leads },
    properties: { ...d.properties, ...s.properties },
    messages: { ...d.messages, ...s.messages },
    quietHours: { ...d.quietHours, ...s.quietHours },
  };
}
