import type { Infra } from '../../infra.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import { createAnalyticsService } from './analytics.service.ts';

export type AnalyticsPorts = {
  /** The plan's advancedAnalytics flag (billing's). */
  hasAdvancedAnalytics: (userId: string) => Promise<boolean>;
};

export const registerAnalytics = ({ db }: Infra, { hasAdvancedAnalytics }: AnalyticsPorts) =>
  createAnalyticsService({ repo: createAnalyticsRepository(db), hasAdvancedAnalytics });
