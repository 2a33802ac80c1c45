import { describe, expect, it } from 'vitest';
import { newLeadPushText, leadCreatedNotification } from './notification-builders';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from './notification-preferences';
import { CreatePushSubscriptionRequestSchema, isPushEndpoint, pushMessage, shouldPush } from './push';

const P256DH = `B${'A'.repeat(86)}`;
const AUTH = 'A'.repeat(22);

describe('isPushEndpoint', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://web.push.apple.com/QH3', true],
    ['http://127.0.0.1:4000/push/1', true],
    ['http://localhost:4000/push/1', true],
    ['http://[::1]:4000/push/1', true],
    ['http://push.example.com/x', false],
    ['https://user:pw@push.example.com/x', false],
    ['ftp://push.example.com/x', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => expect(isPushEndpoint(url)).toBe(expected));
});

describe('CreatePushSubscriptionRequestSchema', () => {
  const valid = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys: { p256dh: P256DH, auth: AUTH } };
  it('takes what PushSubscription.toJSON() gives, with an optional label', () => {
    expect(CreatePushSubscriptionRequestSchema.safeParse(valid).success).toBe(true);
    expect(CreatePushSubscriptionRequestSchema.safeParse({ ...valid, label: ' Chrome on Android ' }).data?.label).toBe('Chrome on Android');
  });
  it.each([
    [{ ...valid, endpoint: 'http://push.example.com/x' }, 'endpoint'],
    [{ ...valid, keys: { auth: AUTH } }, 'keys.p256dh'],
    [{ ...valid, keys: { p256dh: 'abc', auth: AUTH } }, 'keys.p256dh'],
    [{ ...valid, keys: { p256dh: P256DH, auth: 'short' } }, 'keys.auth'],
    [{ endpoint: valid.endpoint }, 'keys'],
    [{ ...valid, label: 'x'.repeat(101) }, 'label'],
  ])('refuses %j naming %s', (body, field) => {
    const parsed = CreatePushSubscriptionRequestSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path.join('.')).toBe(field);
  });
});

describe('shouldPush', () => {
  const noon = new Date('2026-01-10T12:00:00Z');
  const night = new Date('2026-01-10T23:30:00Z');
  const quiet: NotificationPreferences = {
    ...DEFAULT_NOTIFICATION_PREFERENCES,
    quietHours: { enabled: true, start: '22:00', end: '07:00' },
  };
  it.each([
    ['lead, defaults', 'lead', 'medium', DEFAULT_NOTIFICATION_PREFERENCES, noon, true],
    ['push off', 'lead', 'high', { ...DEFAULT_NOTIFICATION_PREFERENCES, push: false }, noon, false],
    [
      'leads hidden in the app',
      'lead',
      'medium',
      { ...DEFAULT_NOTIFICATION_PREFERENCES, leads: { inApp: false, email: false, sms: false } },
      noon,
      false,
    ],
    ['everything in-app off', 'system', 'medium', { ...DEFAULT_NOTIFICATION_PREFERENCES, inApp: false }, noon, false],
    ['quiet hours hold a medium one', 'lead', 'medium', quiet, night, false],
    ['quiet hours let a high one through', 'property', 'high', quiet, night, true],
    ['outside quiet hours', 'lead', 'low', quiet, noon, true],
  ] as const)('%s', (_label, type, priority, prefs, at, expected) => {
    expect(shouldPush(type, priority, prefs, at, 'UTC')).toBe(expected);
  });
});

describe('new lead push text', () => {
  it.each([
    [{ source: 'Zillow', propertyAddress: '12 Oak St' }, 'Zillow, asked about 12 Oak St'],
    [{ source: 'Website form' }, 'Website form'],
    [{ propertyAddress: '12 Oak St' }, 'asked about 12 Oak St'],
    [{}, 'Tap to see the lead and reply.'],
  ])('%j → %s', (extra, body) => {
    expect(newLeadPushText({ id: 'l-1', name: 'Ana Buyer', ...extra })).toEqual({ title: 'New lead: Ana Buyer', body });
  });

  it('is what the device shows for a new lead; the in-app texts stay as they were', () => {
    const n = leadCreatedNotification({ id: 'l-1', name: 'Ana Buyer', source: 'Zillow', propertyAddress: '12 Oak St' });
    expect(n.title).toBe('New lead');
    const shown = pushMessage({
      id: 'n-1',
      title: n.title,
      message: n.message,
      actionUrl: n.actionUrl ?? null,
      metadata: n.metadata ?? {},
    });
    expect(shown).toEqual({
      title: 'New lead: Ana Buyer',
      body: 'Zillow, asked about 12 Oak St',
      url: '/leads?id=l-1&highlight=true',
      tag: 'n-1',
      notificationId: 'n-1',
    });
  });

  it('other notifications push their own title and message, and open the dashboard without a link', () => {
    expect(
      pushMessage({ id: 'n-2', title: 'Price drop', message: '12 Oak St: price changed', actionUrl: null, metadata: {} }),
    ).toMatchObject({
      title: 'Price drop',
      body: '12 Oak St: price changed',
      url: '/dashboard',
    });
  });
});
