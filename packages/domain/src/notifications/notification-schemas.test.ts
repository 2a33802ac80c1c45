import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NotificationPreferencesSchema,
  UpdateNotificationSettingsRequestSchema,
  withPreferenceDefaults,
} from './notification-preferences';
import { retentionCutoff, retentionSentence } from './notification-retention';
import {
  ListNotificationsQuerySchema,
  NOTIFICATIONS_FETCH_LIMIT,
  NOTIFICATIONS_POLL_LIMIT,
  NOTIFICATIONS_PREFETCH_LIMIT,
  NewNotificationSchema,
  NotificationBulkActionRequestSchema,
  isInAppPath,
} from './notification-schemas';

describe('limits (spec 001 §7/§9)', () => {
  it('fetches 100, prefetches 50, polls 5', () => {
    expect([NOTIFICATIONS_FETCH_LIMIT, NOTIFICATIONS_PREFETCH_LIMIT, NOTIFICATIONS_POLL_LIMIT]).toEqual([100, 50, 5]);
  });
  it.each([
    [undefined, 100],
    ['5', 5],
    ['100', 100],
    ['5000', 100],
  ])('limit=%j is %i', (limit, expected) => expect(ListNotificationsQuerySchema.parse({ limit }).limit).toBe(expected));
  it.each(['0', '-1', 'abc', '2.5'])('refuses limit=%j', (limit) =>
    expect(ListNotificationsQuerySchema.safeParse({ limit }).success).toBe(false),
  );
});

describe('bulk actions', () => {
  it.each(['mark_all_read', 'clear_all'])('accepts %s', (action) =>
    expect(NotificationBulkActionRequestSchema.safeParse({ action }).success).toBe(true),
  );
  it.each([{}, { action: 'delete_everything' }, { action: 'clear_all', extra: 1 }, { action: 1 }])('refuses %j', (body) =>
    expect(NotificationBulkActionRequestSchema.safeParse(body).success).toBe(false),
  );
});

describe('a new notification', () => {
  it.each([
    ['/leads?id=1', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['leads', false],
  ])('action URL %j allowed: %s', (url, ok) => {
    expect(isInAppPath(url)).toBe(ok);
    expect(NewNotificationSchema.safeParse({ type: 'system', title: 'T', message: 'M', actionUrl: url }).success).toBe(ok);
  });
  it('refuses big metadata', () => {
    expect(NewNotificationSchema.safeParse({ type: 'system', title: 'T', message: '', metadata: { blob: 'x'.repeat(5000) } }).success).toBe(
      false,
    );
  });
});

describe('preferences (spec 000 §3)', () => {
  it('defaults exactly as the spec says', () => {
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toEqual({
      email: true,
      push: true,
      inApp: true,
      sms: false,
      leads: { inApp: true, email: false, sms: false },
      properties: { inApp: true, email: false, sms: false },
      messages: { inApp: true, email: false, sms: false },
      quietHours: { enabled: false, start: '22:00', end: '07:00' },
    });
    expect(NotificationPreferencesSchema.parse(DEFAULT_NOTIFICATION_PREFERENCES)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it.each([
    [{ ...DEFAULT_NOTIFICATION_PREFERENCES, email: 'yes' }, 'email'],
    [{ ...DEFAULT_NOTIFICATION_PREFERENCES, quietHours: { enabled: true, start: '25:00', end: '07:00' } }, 'quietHours.start'],
    [{ ...DEFAULT_NOTIFICATION_PREFERENCES, leads: { inApp: true, email: false } }, 'leads.sms'],
  ])('refuses %j naming %s', (preferences, field) => {
    const parsed = UpdateNotificationSettingsRequestSchema.safeParse({ preferences });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path.slice(1).join('.')).toBe(field);
  });

  it.each([
    ['America/Chicago', true],
    ['UTC', true],
    ['Mars/Olympus', false],
  ])('time zone %s valid: %s', (time_zone, ok) =>
    expect(UpdateNotificationSettingsRequestSchema.safeParse({ preferences: DEFAULT_NOTIFICATION_PREFERENCES, time_zone }).success).toBe(
      ok,
    ),
  );

  it('fills keys an older stored shape lacks', () => {
    expect(withPreferenceDefaults({ email: false, leads: { inApp: false } as never })).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      email: false,
      leads: { inApp: false, email: false, sms: false },
    });
  });
});

describe('retention', () => {
  const now = new Date('2025-06-15T00:00:00Z');
  it.each([
    [7, '2025-06-08T00:00:00.000Z'],
    [30, '2025-05-16T00:00:00.000Z'],
    [null, null],
    [-1, null],
  ])('%j days keeps from %j', (days, expected) => expect(retentionCutoff(days, now)?.toISOString() ?? null).toBe(expected));
  it.each([
    [
      7,
      'Your plan keeps notifications for 7 days; older ones are removed automatically. Your leads, properties and messages are never removed this way.',
    ],
    [null, 'Notifications are kept until you delete them.'],
  ])('%j days reads %j', (days, text) => expect(retentionSentence(days)).toBe(text));
});
