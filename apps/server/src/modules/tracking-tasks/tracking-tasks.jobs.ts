import { z } from 'zod';
import type { EventLog } from '../../events/event-log.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { FOLLOW_UP_DUE_QUEUE, LISTING_CHECK_QUEUE, type TrackingTasksService } from './tracking-tasks.service.ts';

export const TRACKING_TICK_QUEUE = 'tracking-tasks.tick';

/** Follow-ups remind the agent at their date (the minute tick catches any that were missed); watched listings are read every few hours; watched properties react to their changes. */
export function defineTrackingTaskJobs(jobs: JobQueue, events: EventLog, tasks: TrackingTasksService) {
  // Tracking tasks that watch a property run on its price and status changes (the reaction keeps its first name).
  events.on(['property.price_changed', 'property.status_changed'], 'automations-watch-tasks', (event) =>
    tasks.propertyChanged(event.account_id, event.subject_id, event.id, {
      kind: event.type === 'property.price_changed' ? 'price' : 'status',
      from: event.payload.from,
      to: event.payload.to,
    }),
  );
  // A watched listing page, read every few hours: one job per reading, queued when it is due.
  jobs.define({
    queue: LISTING_CHECK_QUEUE,
    payload: z.object({ taskId: z.string(), due: z.string() }),
    maxAttempts: 3,
    run: (job) => tasks.checkListing(job),
  });
  jobs.define({
    queue: FOLLOW_UP_DUE_QUEUE,
    payload: z.object({ taskId: z.string(), due: z.string() }),
    maxAttempts: 3,
    run: (job) => tasks.followUpDue(job),
  });
  jobs.define({
    queue: TRACKING_TICK_QUEUE,
    payload: z.object({ at: z.string().optional() }),
    priority: 1,
    run: async () => {
      await tasks.runDueFollowUps();
      await tasks.queueDueReadings();
    },
  });
  jobs.schedule('tracking-tasks-tick', '* * * * *', TRACKING_TICK_QUEUE);
}
