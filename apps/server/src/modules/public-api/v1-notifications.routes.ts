import type { NewNotification, NotificationResponse } from '@porchlight/domain/notifications/notification-schemas';
import {
  V1CreateNotificationRequestSchema,
  V1NotificationListQuerySchema,
  V1NotificationPageSchema,
  V1NotificationSchema,
} from '@porchlight/domain/public-api/v1-schemas';
import { parseJsonBody, parseQuery } from '../../lib/validate.ts';
import { decodeKeyCursor, encodeKeyCursor } from './v1-cursor.ts';
import type { V1Route } from './v1-route.ts';

/** The notifications module's use-cases, handed in by app composition. */
export type V1Notifications = {
  page(
    userId: string,
    limit: number,
    options: { unreadOnly?: boolean; after?: { at: string; id: string } },
  ): Promise<{ notifications: NotificationResponse[]; next: { at: string; id: string } | null }>;
  get(userId: string, id: string): Promise<NotificationResponse>;
  create(userId: string, request: NewNotification): Promise<NotificationResponse>;
  markRead(userId: string, id: string): Promise<NotificationResponse>;
  remove(userId: string, id: string): Promise<void>;
};

const notFoundResponse = { description: 'No such notification in this account.' };

/** The agent's notifications: what the bell shows, for an integration that mirrors them elsewhere. */
export function v1NotificationRoutes(notifications: V1Notifications): V1Route[] {
  return [
    {
      method: 'get',
      path: '/notifications',
      tag: 'Notifications',
      summary: 'List notifications',
      description:
        'The newest first, up to limit (at most 100) a page; unread=true keeps the unread ones; next_cursor gives the next page (new notifications never shift it).',
      scope: 'read',
      query: V1NotificationListQuerySchema,
      responses: { 200: { description: 'The notifications.', schema: V1NotificationPageSchema } },
      handle: async (c) => {
        const { limit, unread, cursor } = parseQuery(c, V1NotificationListQuerySchema);
        const page = await notifications.page(c.var.caller.userId, limit, {
          unreadOnly: unread === 'true',
          after: decodeKeyCursor(cursor),
        });
        return c.json({ data: page.notifications, next_cursor: page.next ? encodeKeyCursor(page.next) : null });
      },
    },
    {
      method: 'post',
      path: '/notifications',
      tag: 'Notifications',
      summary: 'Create a notification',
      description:
        "Tells the agent something from your integration: it appears in the bell and live in the app, and reaches the agent's devices and e-mail as their preferences say. actionUrl is a path in the app (e.g. /leads?id=...).",
      scope: 'write',
      body: V1CreateNotificationRequestSchema,
      example: { type: 'task', title: 'Showing confirmed', message: '12 Oak St, Saturday 10:00', priority: 'medium' },
      responses: { 201: { description: 'The notification.', schema: V1NotificationSchema } },
      handle: async (c) =>
        c.json(await notifications.create(c.var.caller.userId, await parseJsonBody(c, V1CreateNotificationRequestSchema)), 201),
    },
    {
      method: 'get',
      path: '/notifications/:id',
      tag: 'Notifications',
      summary: 'Get a notification',
      description: 'One notification of the agent, read or not.',
      scope: 'read',
      responses: { 200: { description: 'The notification.', schema: V1NotificationSchema }, 404: notFoundResponse },
      handle: async (c) => c.json(await notifications.get(c.var.caller.userId, c.req.param('id') ?? '')),
    },
    {
      method: 'post',
      path: '/notifications/:id/read',
      tag: 'Notifications',
      summary: 'Mark a notification read',
      description: 'Marks it read, as opening it in the bell does.',
      scope: 'write',
      responses: { 200: { description: 'The notification, read.', schema: V1NotificationSchema }, 404: notFoundResponse },
      handle: async (c) => c.json(await notifications.markRead(c.var.caller.userId, c.req.param('id') ?? '')),
    },
    {
      method: 'delete',
      path: '/notifications/:id',
      tag: 'Notifications',
      summary: 'Delete a notification',
      description: 'Removes it from the bell.',
      scope: 'write',
      responses: { 204: { description: 'Deleted.' }, 404: notFoundResponse },
      handle: async (c) => {
        await notifications.remove(c.var.caller.userId, c.req.param('id') ?? '');
        return c.body(null, 204);
      },
    },
  ];
}
