import { INITIAL_ONBOARDING_STATE } from '@porchlight/domain/onboarding/onboarding';
import { DEFAULT_THEME } from '@porchlight/domain/theme/theme';
import type { AppData, NotificationPreferences } from './store-types';

/** Spec 000 §3 / 001 §3, exactly. */
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

/** A fresh copy every time, so a reset never shares arrays or objects with old state. */
export function defaultAppData(): AppData {
  return {
    theme: DEFAULT_THEME,
    notificationPreferences: structuredClone(DEFAULT_NOTIFICATION_PREFERENCES),
    sidebarCollapsed: false,
    onboarding: structuredClone(INITIAL_ONBOARDING_STATE),
    userProfile: null,
    tasks: [],
    properties: [],
    leads: [],
    socialAccounts: [],
    // The spec's six sample notifications are deliberately left out: no fake data. Real
    // getting-started notifications come from the server.
    notifications: [],
  };
}
