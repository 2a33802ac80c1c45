import { Hono } from 'hono';
import { ActivityQuerySchema } from '@porchlight/domain/dashboard/activity-feed';
import { DashboardPeriodQuerySchema } from '@porchlight/domain/dashboard/dashboard-schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { validQuery } from '../../lib/validate.ts';
import type { DashboardService } from './dashboard.service.ts';

/** /api/dashboard: the metric cards (spec 001 §7), the "Today" lists and the activity feed. */
export function dashboardRoutes(service: DashboardService) {
  return new Hono<AppEnv>()
    .get('/dashboard/metrics', validQuery(DashboardPeriodQuerySchema), async (c) =>
      c.json(await service.metrics(c.var.user.id, c.req.valid('query').period)),
    )
    .get('/dashboard/today', async (c) => c.json(await service.today(c.var.user.id)))
    .get('/dashboard/activity', validQuery(ActivityQuerySchema), async (c) => {
      const { before, limit } = c.req.valid('query');
      return c.json(await service.activity(c.var.user.id, before ? Number(before) : null, limit));
    });
}
