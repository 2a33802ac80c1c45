import { ENROL_BULK_MAX } from '@porchlight/domain/automations/automation-schemas';
import { triggerLink } from '@porchlight/domain/notifications/notification-links';
import { LimitReachedError } from '../billing/limit-guard.ts';
import type { FlowRow } from './automations.repository.ts';
import type { AutomationsDeps } from './automations.service.ts';
import type { TriggerRow } from './triggers.repository.ts';

/** Leads onto flows: by hand (all or none) and when a trigger fires (as many as the plan allows). */
export function createFlowEnrolment(deps: AutomationsDeps) {
  const { repo, engine, limits, now } = deps;

  /**
   * Puts leads on an active flow, each once (a lead already on it is skipped), counted against
   * workflowExecutions. `strict`: 402 when they do not all fit (by hand); otherwise as many as fit
   * start and the agent is told about the rest (triggers).
   */
  async function start(
    userId: string,
    flow: FlowRow,
    leadIds: string[],
    via: { kind: 'hand' } | { kind: 'trigger'; trigger: TriggerRow; cause: string; chain: string[] },
    strict: boolean,
  ) {
    if (leadIds.length === 0) return { started: 0, skipped: 0 };
    const insert = (ids: string[]) =>
      repo.db.transaction(async (tx) => {
        const rows = await repo.runs.insert(
          tx,
          ids.map((leadId) => ({
            userId,
            flowId: flow.id,
            leadId,
            steps: flow.steps,
            startedVia: via.kind,
            triggerId: via.kind === 'trigger' ? via.trigger.id : null,
            startKey: via.kind === 'trigger' ? `${via.trigger.id}:${via.cause}:${leadId}` : null,
            causeFlowIds: via.kind === 'trigger' ? via.chain : [],
          })),
        );
        for (const row of rows) await engine.queueStep(tx, { id: row.id, userId, generation: 0 }, 0, null);
        return rows.length;
      });
    if (strict) {
      const started = await limits.withinLimit(userId, 'workflowExecutions', () => insert(leadIds), leadIds.length);
      return { started, skipped: leadIds.length - started };
    }
    const status = await limits.status(userId, 'workflowExecutions');
    const fits = leadIds.slice(0, Math.max(0, status.remaining));
    let started = 0;
    try {
      if (fits.length) started = await limits.withinLimit(userId, 'workflowExecutions', () => insert(fits), fits.length);
    } catch (err) {
      if (!(err instanceof LimitReachedError)) throw err;
    }
    if (fits.length < leadIds.length && via.kind === 'trigger') {
      await deps.notify(
        userId,
        {
          type: 'alert',
          title: `Trigger "${via.trigger.name}" could not start every run`,
          message: `Your plan's flow runs for this month are used up: ${leadIds.length - fits.length} of ${leadIds.length} leads were not put on "${flow.name}". Upgrade your plan or add an executions add-on.`,
          priority: 'high',
          actionUrl: triggerLink(via.trigger.id),
          actionLabel: 'See the trigger',
          metadata: { triggerId: via.trigger.id, flowId: flow.id },
        },
        { dedupeKey: `trigger-limit:${via.trigger.id}:${via.cause}` },
      );
    }
    return { started, skipped: leadIds.length - started };
  }

  return {
    start,

    /**
     * A trigger fired: its flow starts for the target leads (once per trigger, cause and lead).
     * `chain`: the flows whose steps made the change that fired it (domain flow-chain.ts).
     */
    async fire(
      trigger: TriggerRow,
      target: { lead: string } | { leadsTagged: string } | { importedBy: string },
      cause: string,
      chain: string[] = [],
    ) {
      if (!trigger.flowId) return;
      const flow = await repo.flows.byId(trigger.flowId);
      if (!flow || flow.status !== 'active') return;
      const userId = trigger.userId;
      const leadIds =
        'lead' in target
          ? await repo.leads.owned(userId, [target.lead])
          : 'leadsTagged' in target
            ? await repo.leads.tagged(userId, target.leadsTagged, ENROL_BULK_MAX)
            : await repo.leads.ofImport(userId, target.importedBy, ENROL_BULK_MAX);
      await repo.triggers.recordFiring(userId, trigger.id, cause, leadIds.length, now());
      await start(userId, flow, leadIds, { kind: 'trigger', trigger, cause, chain }, false);
    },
  };
}
