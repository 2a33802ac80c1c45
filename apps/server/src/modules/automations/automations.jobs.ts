import { z } from 'zod';
import { chainForRun } from '@porchlight/domain/automations/flow-chain';
import { nextWeekdayAt } from '@porchlight/domain/automations/schedule';
import {
  TRIGGERING_EVENT_TYPES,
  TRIGGER_EVENT_TYPES,
  TriggerConfigSchema,
  matchTrigger,
  type TriggerKind,
} from '@porchlight/domain/automations/triggers';
import type { EventLog } from '../../events/event-log.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { AutomationsRepository } from './automations.repository.ts';
import type { AutomationsService } from './automations.service.ts';
import { STEP_QUEUE, type FlowEngine } from './flow-engine.ts';
import { createDateTriggerTick } from './date-triggers.tick.ts';

export const SCHEDULE_TICK_QUEUE = 'automations.schedule-tick';

const kindsFor = (type: string) =>
  (Object.entries(TRIGGER_EVENT_TYPES) as [TriggerKind, string[]][]).filter(([, types]) => types.includes(type)).map(([kind]) => kind);

/**
 * Flows run on the job queue (one job per step) and triggers read the domain-event log; a
 * minute cron fires schedule triggers. Every reaction is idempotent: a firing is recorded once
 * per trigger and cause, and a run once per trigger, cause and lead.
 */
export function defineAutomationsJobs(
  jobs: JobQueue,
  events: EventLog,
  repo: AutomationsRepository,
  engine: FlowEngine,
  service: AutomationsService,
  now: () => Date,
) {
  jobs.define({
    queue: STEP_QUEUE,
    payload: z.object({ runId: z.string(), index: z.number().int(), generation: z.number().int() }),
    maxAttempts: 5,
    run: (job) => engine.runStep(job),
    // A step that kept failing ends its run and tells the agent why.
    onFailed: async ({ runId }, error) => {
      const run = await repo.runs.byId(runId);
      if (run) await engine.failRun(run, `A step kept failing: ${error}`);
    },
  });

  events.on(TRIGGERING_EVENT_TYPES, 'automations-triggers', async (event) => {
    const listening = await repo.triggers.listening(event.account_id, kindsFor(event.type));
    for (const trigger of listening) {
      const config = TriggerConfigSchema.safeParse(trigger.config);
      if (!config.success || !trigger.flowId) continue;
      // A change a flow's step made never starts that flow, or one that led to it, again (no loops).
      const chain = chainForRun(event.cause, trigger.flowId);
      if (!chain) continue;
      const target = matchTrigger(config.data, {
        type: event.type,
        subjectType: event.subject_type,
        subjectId: event.subject_id,
        payload: event.payload,
      });
      if (target) await service.fire(trigger, target, event.id, chain);
    }
  });

  // "Stop when the lead replies": any open run of a flow that says so ends at the reply.
  events.on('message.received', 'automations-stop-on-reply', async (event) => {
    const leadId = event.payload.leadId;
    if (typeof leadId !== 'string') return;
    const stopped = await repo.runs.stopOnReply(event.account_id, leadId, now());
    for (const run of stopped) await engine.announce({ ...run, userId: event.account_id, leadId });
  });

  events.on('message.request_failed', 'automations-send-refused', async (event) => {
    const { origin, reason } = event.payload;
    if (origin?.kind === 'flow') await service.sendRefused(origin.runId, origin.stepIndex, reason);
  });

  const fireDueDates = createDateTriggerTick(repo, service);
  jobs.define({
    queue: SCHEDULE_TICK_QUEUE,
    payload: z.object({ at: z.string().optional() }),
    priority: 1,
    run: async () => {
      const at = now();
      // "Has not replied in N days": each silent lead fires once per last message to them.
      for (const trigger of await repo.triggers.noReplyTriggers()) {
        const config = TriggerConfigSchema.safeParse(trigger.config);
        if (!config.success || config.data.kind !== 'lead_no_reply') continue;
        for (const silent of await repo.triggers.silentLeads(trigger, config.data.days, at, 100))
          await service.fire(trigger, { lead: silent.leadId }, silent.cause);
      }
      // Birthdays, purchase anniversaries and open houses.
      await fireDueDates(at);
      for (const trigger of await repo.triggers.dueSchedules(at)) {
        const config = TriggerConfigSchema.safeParse(trigger.config);
        if (!config.success || config.data.kind !== 'schedule' || !trigger.nextFireAt) continue;
        const due = trigger.nextFireAt;
        const next = nextWeekdayAt(at, config.data.weekday, config.data.time, await repo.agentTimeZone(trigger.userId));
        // Whoever moves the schedule on from this due time fires it.
        if (await repo.triggers.claimSchedule(trigger.id, due, next))
          await service.fire(trigger, { leadsTagged: config.data.lead_tag }, `schedule:${due.toISOString()}`);
      }
    },
  });
  jobs.schedule('automations-schedule-tick', '* * * * *', SCHEDULE_TICK_QUEUE);
}
