import { Hono } from 'hono';
import { NewNotificationSchema } from '@porchlight/domain/notifications/notification-schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { parseJsonBody } from '../../lib/validate.ts';
import type { NotificationsService } from './notifications.service.ts';

/**
 * Development tool: creates a notification for the signed-in user through the real `notify`
 * (stored, published, alerted), so someone running Porchlight locally, or the e2e tests, can
 * watch one arrive live. Mounted with the other dev tools (DEV_MAILBOX), never in production.
 */
export function notificationsDevRoutes(service: NotificationsService) {
  return new Hono<AppEnv>().post('/dev/notifications', async (c) => {
    const body = await parseJsonBody(c, NewNotificationSchema);
    return c.json({ notification: await service.notify(c.var.user.id, body) }, 201);
  });
}
