import { Hono } from 'hono';
import { UpdateNotificationSettingsRequestSchema } from '@porchlight/domain/notifications/notification-preferences';
import { ListNotificationsQuerySchema, NotificationBulkActionRequestSchema } from '@porchlight/domain/notifications/notification-schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { badRequestFromZod } from '../../lib/http-errors.ts';
import { parseJsonBody } from '../../lib/validate.ts';
import type { NotificationsService } from './notifications.service.ts';

/** Spec 001 §7: the list, mark one read, delete one, the bulk actions; and the preferences. */
export function notificationsRoutes(service: NotificationsService) {
  return new Hono<AppEnv>()
    .get('/notifications', async (c) => {
      const query = ListNotificationsQuerySchema.safeParse({ limit: c.req.query('limit') });
      if (!query.success) throw badRequestFromZod(query.error);
      return c.json({ notifications: await service.list(c.var.user.id, query.data.limit) });
    })
    .post('/notifications/:id/read', async (c) => c.json({ notification: await service.markRead(c.var.user.id, c.req.param('id')) }))
    .delete('/notifications/:id', async (c) => {
      await service.remove(c.var.user.id, c.req.param('id'));
      return c.json({ success: true });
    })
    .patch('/notifications', async (c) => {
      const body = await parseJsonBody(c, NotificationBulkActionRequestSchema);
      return c.json({ success: true, count: await service.bulk(c.var.user.id, body) });
    })
    .get('/settings/notifications', async (c) => c.json(await service.getSettings(c.var.user.id)))
    .put('/settings/notifications', async (c) => {
      const body = await parseJsonBody(c, UpdateNotificationSettingsRequestSchema);
      return c.json(await service.updateSettings(c.var.user.id, body));
    });
}
