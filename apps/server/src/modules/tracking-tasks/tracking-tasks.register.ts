import type { Infra } from '../../infra.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import { fetchListingPage } from './listing-fetch.ts';
import { defineTrackingTaskJobs } from './tracking-tasks.jobs.ts';
import { createTrackingTasksRepository } from './tracking-tasks.repository.ts';
import { createTrackingTasksService, type Notify, type TrackingTasksService, type UpdateProperty } from './tracking-tasks.service.ts';

export type TrackingTasksPorts = {
  limits: LimitGuard;
  notify: Notify;
  /** A watched listing page's change reaches its property as an edit would (its events follow). */
  updateProperty: UpdateProperty;
  now: () => Date;
};

/** Tracking tasks: follow-ups, watched properties and watched listing pages. */
export function registerTrackingTasks(infra: Infra, ports: TrackingTasksPorts): TrackingTasksService {
  const tasks = createTrackingTasksService({
    repo: createTrackingTasksRepository(infra.db),
    limits: ports.limits,
    notify: ports.notify,
    now: ports.now,
    jobs: infra.jobs,
    readPage: (url) => fetchListingPage(url, { allowPrivate: infra.config.listingFetchAllowPrivate }),
    updateProperty: ports.updateProperty,
  });
  defineTrackingTaskJobs(infra.jobs, infra.eventLog, tasks);
  return tasks;
}
