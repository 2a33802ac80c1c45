import { z } from 'zod';
import type { EventLog } from '../../events/event-log.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { JobExecutor } from '../../jobs/job-store.ts';
import type { LeadRoutingService } from './lead-routing.service.ts';

export const HAND_OFF_QUEUE = 'lead-routing.hand-off';

/**
 * Routing hears of new leads from the event log (lead.created of a lead that came in by itself:
 * the form, a lead e-mail, the public API), and each "claim it within N minutes" is a job due at
 * that time, so a restart or a second instance loses or doubles none.
 */
export function defineLeadRoutingJobs(
  jobs: JobQueue,
  events: Pick<EventLog, 'on'>,
  service: Pick<LeadRoutingService, 'route' | 'handOff'>,
) {
  events.on('lead.created', 'route-new-lead', async (event) => {
    const p = event.payload;
    if (!p.intake) return; // added by hand or imported: the agent's own
    await service.route({
      leadId: event.subject_id,
      ownerId: event.account_id,
      propertyAddress: p.propertyAddress,
      propertyPrice: p.propertyPrice,
    });
  });
  jobs.define({
    queue: HAND_OFF_QUEUE,
    payload: z.object({ leadId: z.string(), round: z.number().int() }),
    run: async ({ leadId, round }, job) => {
      if (job.accountId) await service.handOff(job.accountId, leadId, round);
    },
  });
}

/** One hand-off check per lead and round (the unique key): enqueuing twice adds nothing. */
export const queueHandOff =
  (jobs: JobQueue) =>
  (tx: JobExecutor, { ownerId, leadId, round, runAt }: { ownerId: string; leadId: string; round: number; runAt: Date }) =>
    jobs.enqueue(tx, HAND_OFF_QUEUE, { leadId, round }, { accountId: ownerId, uniqueKey: `hand-off:${leadId}:${round}`, runAt });
