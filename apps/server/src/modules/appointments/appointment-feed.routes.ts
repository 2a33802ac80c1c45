import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { AppointmentFeed } from './appointment-feed.ts';

/** Settings > Calendar: the agent's own subscription link (made, replaced, revoked). */
export function appointmentFeedRoutes(feed: AppointmentFeed) {
  return new Hono<AppEnv>()
    .get('/appointments/feed', async (c) => c.json(await feed.status(c.var.user.id)))
    .post('/appointments/feed', async (c) => c.json(await feed.create(c.var.user.id), 201))
    .delete('/appointments/feed', async (c) => {
      await feed.revoke(c.var.user.id);
      return c.body(null, 204);
    });
}

/** The feed calendars poll: public, the token in the path is the credential (PUBLIC_API_PATHS). */
export function calendarFeedRoutes(feed: AppointmentFeed) {
  return new Hono<AppEnv>().get('/calendar-feed/:token/appointments.ics', async (c) => {
    const text = await feed.read(c.req.param('token'));
    if (text === undefined) throw notFound('Calendar feed not found');
    return c.body(text, 200, { 'content-type': 'text/calendar; charset=utf-8' });
  });
}
