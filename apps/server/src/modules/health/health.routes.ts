import { Hono } from 'hono';
import type { DiskFullRecord } from '../../db/database-faults.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import type { HealthRepository } from './health.repository.ts';

/** What the job queue tells an operator: how old the oldest due job is, and how many wait. */
export type QueueHealth = () => Promise<{ lagSeconds: number; due: number; running: number; failed: number }>;

/** Lag past this many seconds reports the queue as behind (alert on it). */
export const QUEUE_LAG_ALERT_SECONDS = 60;

/**
 * GET /api/health: 200 once the database answers; 503 while it does not, so a load balancer can
 * wait. GET /api/health/ready adds what monitoring alerts on: the job queue's lag, and a write
 * that failed for a full disk in the last minutes (`status: "disk_full"`, still 200: reads
 * work, and every instance shares that disk, so taking them out of rotation helps nobody).
 */
export function healthRoutes(health: HealthRepository, queueHealth: QueueHealth, diskFull?: DiskFullRecord) {
  return new Hono<AppEnv>()
    .get('/health', async (c) => {
      const ready = await health.ping().catch(() => false);
      return ready ? c.json({ status: 'ok' }) : c.json({ status: 'unavailable', error: 'Database is not ready' }, 503);
    })
    .get('/health/ready', async (c) => {
      const ready = await health.ping().catch(() => false);
      if (!ready) return c.json({ status: 'unavailable', error: 'Database is not ready' }, 503);
      const queue = await queueHealth();
      const lag = Math.round(queue.lagSeconds * 10) / 10;
      const lastDiskFull = diskFull?.recent();
      return c.json({
        status: lastDiskFull ? 'disk_full' : lag > QUEUE_LAG_ALERT_SECONDS ? 'behind' : 'ok',
        queue: { lag_seconds: lag, due: queue.due, running: queue.running, failed: queue.failed },
        storage: {
          last_write_failure_at: lastDiskFull?.toISOString() ?? null,
          ...(lastDiskFull ? { error: 'A write failed because the database disk is full' } : {}),
        },
      });
    });
}
