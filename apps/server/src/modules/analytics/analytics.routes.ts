import { Hono } from 'hono';
import { AnalyticsQuerySchema } from '@porchlight/domain/analytics/analytics-period';
import { isAnalyticsChart } from '@porchlight/domain/analytics/analytics-charts';
import type { AppEnv } from '../../lib/app-env.ts';
import { notFound } from '../../lib/http-errors.ts';
import { validQuery } from '../../lib/validate.ts';
import type { AnalyticsService } from './analytics.service.ts';

/** /api/analytics (what the plan unlocks) and /api/analytics/charts/:chart?period= or ?from=&to=. */
export function analyticsRoutes(service: AnalyticsService) {
  return new Hono<AppEnv>()
    .get('/analytics', async (c) => c.json(await service.access(c.var.user.id)))
    .get('/analytics/charts/:chart', validQuery(AnalyticsQuerySchema), async (c) => {
      const chart = c.req.param('chart');
      if (!isAnalyticsChart(chart)) throw notFound('No such chart');
      return c.json(await service.chart(c.var.user.id, chart, c.req.valid('query')));
    });
}
