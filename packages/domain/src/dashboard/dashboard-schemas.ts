import { z } from 'zod';
import { DASHBOARD_PERIODS } from './dashboard-period.ts';

// GET /api/dashboard/metrics?period=: what the server checks the query by.

export const DashboardPeriodQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS, { error: 'must be day, week, month or year' }).default('day'),
});
