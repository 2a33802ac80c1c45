import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import type { ClientNotification } from '@porchlight/domain/notifications/notification-mapping';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@porchlight/domain/notifications/notification-preferences';
import { toastArrivedNotification } from './notification-toasts';

vi.mock('@/lib/toast', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), info: vi.fn() }) }));

let seq = 0;
const notification = (overrides: Partial<ClientNotification> = {}): ClientNotification => ({
  id: `toast-${++seq}`,
  type: 'lead',
  title: 'New lead',
  message: 'Ana',
  timestamp: new Date().toISOString(),
  read: false,
  priority: 'medium',
  ...overrides,
});
const prefs = (patch: Partial<NotificationPreferences> = {}) => ({ ...structuredClone(DEFAULT_NOTIFICATION_PREFERENCES), ...patch });
const noon = new Date('2025-06-16T12:00:00Z');
const show = (n: ClientNotification, p = prefs(), now = noon) =>
  toastArrivedNotification(n, { preferences: p, timeZone: 'UTC', onOpen: () => {}, now });

beforeEach(() => vi.clearAllMocks());

describe('toasts for arriving notifications (spec 001 §9)', () => {
  it.each([
    ['high', toast.error, 10_000],
    ['medium', toast.info, 5_000],
    ['low', toast as unknown as typeof toast.info, 5_000],
  ] as const)('%s priority uses the right style and lasts %i ms', (priority, fn, duration) => {
    expect(show(notification({ priority, actionUrl: '/leads?id=1&highlight=true', actionLabel: 'View lead' }))).toBe(true);
    expect(fn).toHaveBeenCalledWith(
      'New lead',
      expect.objectContaining({ description: 'Ana', duration, action: expect.objectContaining({ label: 'View lead' }) }),
    );
  });

  it('does not toast the same notification twice within 30 s', () => {
    const n = notification();
    expect(show(n)).toBe(true);
    expect(show(n, prefs(), new Date(noon.getTime() + 29_000))).toBe(false);
    expect(toast.info).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['during quiet hours', prefs({ quietHours: { enabled: true, start: '11:00', end: '13:00' } }), notification()],
    ['with pop-ups (push) off', prefs({ push: false }), notification()],
    ['when its type is hidden in the app', prefs({ leads: { inApp: false, email: false, sms: false } }), notification()],
    ['when in-app is off', prefs({ inApp: false }), notification({ type: 'system' })],
    ['when it is already read', prefs(), notification({ read: true })],
  ])('stays quiet %s', (_label, p, n) => {
    expect(show(n, p)).toBe(false);
    expect(toast.info).not.toHaveBeenCalled();
  });
});
