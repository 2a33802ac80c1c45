import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES as defaults, type NotificationPreferences } from './notification-preferences';
import { NOTIFICATION_TYPES, type NotificationType } from './notification-schemas';
import {
  NOTIFICATION_FILTERS,
  NOTIFICATION_PANEL_TABS,
  countUnread,
  isVisibleInApp,
  matchesNotificationFilter,
  visibleNotifications,
} from './notification-visibility';

const prefs = (patch: Partial<NotificationPreferences>): NotificationPreferences => ({ ...JSON.parse(JSON.stringify(defaults)), ...patch });
const off = { inApp: false, email: false, sms: false };

describe('in-app visibility (spec 001 §4)', () => {
  it.each<[string, NotificationPreferences, NotificationType[]]>([
    ['defaults show every type', defaults, [...NOTIFICATION_TYPES]],
    ['inApp off shows nothing', prefs({ inApp: false }), []],
    ['leads off hides lead only', prefs({ leads: off }), ['property', 'message', 'alert', 'system', 'task']],
    ['properties off hides property only', prefs({ properties: off }), ['lead', 'message', 'alert', 'system', 'task']],
    ['messages off hides message only', prefs({ messages: off }), ['lead', 'property', 'alert', 'system', 'task']],
    ['all three off keeps system, alert and task', prefs({ leads: off, properties: off, messages: off }), ['alert', 'system', 'task']],
  ])('%s', (_label, p, expected) => {
    expect(NOTIFICATION_TYPES.filter((t) => isVisibleInApp(t, p))).toEqual(expected);
  });

  it('filters a list and keeps its order', () => {
    const items = [{ type: 'lead' as const }, { type: 'system' as const }, { type: 'property' as const }];
    expect(visibleNotifications(items, prefs({ leads: off }))).toEqual([{ type: 'system' }, { type: 'property' }]);
  });
});

describe('panel filters (spec 001 §2)', () => {
  it('has six tabs and the alert filter in logic only', () => {
    expect(NOTIFICATION_PANEL_TABS).toEqual(['all', 'unread', 'system', 'inbox', 'properties', 'leads']);
    expect(NOTIFICATION_FILTERS).toContain('alert');
    expect(NOTIFICATION_PANEL_TABS).not.toContain('alert');
  });

  it.each<[NotificationType, boolean, string[]]>([
    ['lead', false, ['all', 'unread', 'leads']],
    ['lead', true, ['all', 'leads']],
    ['property', true, ['all', 'properties']],
    ['message', true, ['all', 'inbox']],
    ['system', true, ['all', 'system']],
    ['task', true, ['all', 'system']],
    ['alert', false, ['all', 'unread', 'alert']],
  ])('a %s notification (read: %s) matches %j', (type, read, expected) => {
    expect(NOTIFICATION_FILTERS.filter((f) => matchesNotificationFilter({ type, read }, f))).toEqual(expected);
  });

  it('counts unread', () => expect(countUnread([{ read: false }, { read: true }, { read: false }])).toBe(2));
});
