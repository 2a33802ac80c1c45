import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationSettingsResponse,
} from '@porchlight/domain/notifications/notification-preferences';
import type { NotificationResponse } from '@porchlight/domain/notifications/notification-schemas';

let seq = 0;
/** A notification as the API sends it; each one a minute older than the last made. */
export function apiNotification(overrides: Partial<NotificationResponse> = {}): NotificationResponse {
  seq++;
  return {
    id: `n-${seq}`,
    type: 'system',
    title: `Notification ${seq}`,
    message: 'Something happened',
    priority: 'medium',
    read: false,
    action_url: null,
    action_label: null,
    metadata: {},
    data: {},
    created_at: new Date(Date.now() - seq * 60_000).toISOString(),
    ...overrides,
  };
}

export const settingsResponse = (overrides: Partial<NotificationSettingsResponse> = {}): NotificationSettingsResponse => ({
  preferences: structuredClone(DEFAULT_NOTIFICATION_PREFERENCES),
  time_zone: 'UTC',
  retention_days: null,
  ...overrides,
});

/**
 * Our API for the notifications feature, backed by an in-memory list the test can read: the
 * list, the changes, and the settings. Individual tests override single handlers to fail.
 */
export function notificationsApi(server: SetupServer, initial: NotificationResponse[], settings = settingsResponse()) {
  const state = { items: [...initial], requests: [] as string[] };
  server.use(
    http.get('*/api/notifications', ({ request }) => {
      state.requests.push(`GET ${new URL(request.url).search}`);
      const limit = Number(new URL(request.url).searchParams.get('limit') ?? 100);
      return HttpResponse.json({ notifications: state.items.slice(0, limit) });
    }),
    http.post('*/api/notifications/:id/read', ({ params }) => {
      const item = state.items.find((n) => n.id === params.id);
      if (!item) return HttpResponse.json({ error: 'Notification not found' }, { status: 404 });
      item.read = true;
      return HttpResponse.json({ notification: item });
    }),
    http.delete('*/api/notifications/:id', ({ params }) => {
      state.items = state.items.filter((n) => n.id !== params.id);
      return HttpResponse.json({ success: true });
    }),
    http.patch('*/api/notifications', async ({ request }) => {
      const { action } = (await request.json()) as { action: string };
      if (action === 'mark_all_read') state.items.forEach((n) => (n.read = true));
      else state.items = [];
      return HttpResponse.json({ success: true, count: 1 });
    }),
    http.get('*/api/settings/notifications', () => HttpResponse.json(settings)),
  );
  return state;
}
