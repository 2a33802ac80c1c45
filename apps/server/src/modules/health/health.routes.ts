import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import type { HealthRepository } from './health.repository.ts';

/** 200 once the database answers; 503 while it does not, so a load balancer can wait. */
export function healthRoutes(health: HealthRepository) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    const ready = await health.ping().catch(() => false);
    return ready ? c.json({ status: 'ok' }) : c.json({ status: 'unavailable', error: 'Database is not ready' }, 503);
  });
}
