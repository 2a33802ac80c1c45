// The notification preferences' shape and defaults without zod: the client store's defaults are
// part of the app's first script (issue 15), the schemas are not.

export type ChannelPreferences = { inApp: boolean; email: boolean; sms: boolean };
export type QuietHours = { enabled: boolean; start: string; end: string };
export type NotificationPreferences = {
  email: boolean;
  push: boolean;
  inApp: boolean;
  sms: boolean;
  leads: ChannelPreferences;
  properties: ChannelPreferences;
  messages: ChannelPreferences;
  quietHours: QuietHours;
};

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: true,
  push: true,
  inApp: true,
  sms: false,
  leads: { inApp: true, email: false, sms: false },
  properties: { inApp: true, email: false, sms: false },
  messages: { inApp: true, email: false, sms: false },
  quietHours: { enabled: false, start: '22:00', end: '07:00' },
};
