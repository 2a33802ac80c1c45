import { INITIAL_ONBOARDING_STATE } from '@porchlight/domain/onboarding/onboarding';
import { DEFAULT_THEME } from '@porchlight/domain/theme/theme';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@porchlight/domain/notifications/notification-preference-defaults';
import type { AppData } from './store-types';

// Spec 000 §3 / 001 §3: one definition, shared with the server.
export { DEFAULT_NOTIFICATION_PREFERENCES };

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
