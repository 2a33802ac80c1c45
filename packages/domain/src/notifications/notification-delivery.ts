import type { NotificationPreferences } from './notification-preferences';
import { isQuietTime } from './quiet-hours';
import type { NotificationType } from './notification-constants.ts';
import { PREFERENCE_KEY_BY_TYPE, isVisibleInApp } from './notification-visibility';

export type DeliveryChannels = { list: boolean; toast: boolean; email: boolean; sms: boolean };

/**
 * Where one notification goes. The list always gets it (visibility is applied when shown, so
 * turning a type back on shows what arrived meanwhile). Quiet hours hold back the toast, the
 * e-mail and the SMS, never the list. Toasts follow in-app visibility and `push`; e-mail and SMS
 * need the top-level switch and the type's own (system, alert and task have no e-mail or SMS
 * switch of their own, so they are never sent that way).
 */
export function deliveryChannels(type: NotificationType, prefs: NotificationPreferences, at: Date, timeZone: string): DeliveryChannels {
  const quiet = isQuietTime(prefs.quietHours, at, timeZone);
  const key = PREFERENCE_KEY_BY_TYPE[type];
  return {
    list: true,
    toast: !quiet && prefs.push && isVisibleInApp(type, prefs),
    email: !quiet && prefs.email && Boolean(key && prefs[key].email),
    sms: !quiet && prefs.sms && Boolean(key && prefs[key].sms),
  };
}
