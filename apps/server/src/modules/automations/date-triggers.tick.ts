import { dateTriggerDue, isPropertyField } from '@porchlight/domain/automations/date-triggers';
import { TriggerConfigSchema } from '@porchlight/domain/automations/triggers';
import type { AutomationsRepository } from './automations.repository.ts';
import type { AutomationsService } from './automations.service.ts';
import { createDateTriggersRepository } from './date-triggers.repository.ts';

/** Records fired per trigger and tick; the rest fire on the next minute's tick. */
const PER_TICK = 100;

/**
 * "A date arrives", checked by the minute tick: from the trigger's time of day (in the agent's
 * zone) until midnight, each record whose date lands on today's occurrence fires once (the
 * firing key is trigger, record and occurrence date), so a restart or a second instance repeats
 * nothing and a tick missed at 9:00 is made up at 9:01.
 */
export function createDateTriggerTick(repo: AutomationsRepository, service: AutomationsService) {
  const dates = createDateTriggersRepository(repo.db);
  return async (at: Date) => {
    for (const trigger of await repo.triggers.dateTriggers()) {
      const parsed = TriggerConfigSchema.safeParse(trigger.config);
      if (!parsed.success || parsed.data.kind !== 'date_arrives') continue;
      const config = parsed.data;
      const due = dateTriggerDue(config, at, await repo.agentTimeZone(trigger.userId));
      if (!due) continue;
      for (const { recordId, cause } of await dates.due(trigger, config.field, due, PER_TICK)) {
        // A property's date has no lead: the flow runs for the leads with the trigger's tag.
        await service.fire(trigger, isPropertyField(config.field) ? { leadsTagged: config.lead_tag ?? '' } : { lead: recordId }, cause);
      }
    }
  };
}
