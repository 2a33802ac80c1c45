import { Hono } from 'hono';
import { UpdateNotificationSettingsRequestSchema } from '@porchlight/domain/notifications/notification-preferences';
import { ListNotificationsQuerySchema, NotificationBulkActionRequestSchema } from '@porchlight/domain/notifications/notification-schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { validJson, validQuery } from '../../lib/validate.ts';
import type { NotificationsService } from './notifications.service.ts';

/** Spec 001 §7: the list, mark one read, delete one, the bulk actions; and the preferences. */
export function notificationsRoutes(service: NotificationsService) {
  return new Hono<AppEnv>()
    .get('/notifications', validQuery(ListNotificationsQuerySchema), async (c) =>
      c.json({ notifications: await service.list(c.var.user.id, c.req.valid('query').limit) }),
    )
    .post('/notifications/:id/read', async (c) => c.json({ notification: await service.markRead(c.var.user.id, c.req.param('id')) }))
    .delete('/notifications/:id', async (c) => {
      await service.remove(c.var.user.id, c.req.param('id'));
      return c.json({ success: true });
    })
    .patch('/notifications', validJson(NotificationBulkActionRequestSchema), async (c) => {
      const body = c.req.valid('json');
      return c.json({ success: true, count: await service.bulk(c.var.user.id, body) });
    })
    .get('/settings/notifications', async (c) => c.json(await service.getSettings(c.var.user.id)))
    .put('/settings/notifications', validJson(UpdateNotificationSettingsRequestSchema), async (c) => {
      const body = c.req.valid('json');
      return c.json(await service.updateSettings(c.var.user.id, body));
    });
}
