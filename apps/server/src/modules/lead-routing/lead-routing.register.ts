import type { NewNotification } from '@porchlight/domain/notifications/notification-schemas';
import type { BookChange } from '@porchlight/domain/realtime/book-change';
import type { Infra } from '../../infra.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import { defineLeadRoutingJobs, queueHandOff } from './lead-routing.jobs.ts';
import { createLeadRoutingRepository } from './lead-routing.repository.ts';
import { createLeadRoutingService } from './lead-routing.service.ts';

export type LeadRoutingPorts = {
  limits: LimitGuard;
  notify: (userId: string, notification: NewNotification, opts: { dedupeKey?: string }) => Promise<unknown>;
  /** Open lists and dashboards of the book reload (ownership's). */
  bookChanged: (bookId: string, change: BookChange) => Promise<void>;
};

/**
 * Leads that came in by themselves go to the owner or a teammate (lead.created), each with a
 * hand-off job due when their time to claim it runs out.
 */
export function registerLeadRouting({ db, jobs, eventLog }: Infra, { limits, notify, bookChanged }: LeadRoutingPorts) {
  const leadRouting = createLeadRoutingService({
    repo: createLeadRoutingRepository(db),
    limits,
    notify,
    queueHandOff: queueHandOff(jobs),
    onAssigned: (ownerId) => bookChanged(ownerId, { entity: 'leads', change: 'updated', count: 1 }),
  });
  defineLeadRoutingJobs(jobs, eventLog, leadRouting);
  return leadRouting;
}
