import {
  ENROL_BULK_MAX,
  type CreateFlowRequest,
  type FlowStatus,
  type TestRunResponse,
  type TriggerRequest,
  type UpdateFlowRequest,
  type UpdateTriggerRequest,
} from '@porchlight/domain/automations/automation-schemas';
import { flowProblems, type FlowStep } from '@porchlight/domain/automations/flow-steps';
import { FLOW_TEMPLATES, flowTemplate } from '@porchlight/domain/automations/flow-templates';
import { CreateFlowRequestSchema } from '@porchlight/domain/automations/automation-schemas';
import { nextWeekdayAt } from '@porchlight/domain/automations/schedule';
import { TriggerConfigSchema, type TriggerConfig } from '@porchlight/domain/automations/triggers';
import { enrolPreview, enrolReach } from '@porchlight/domain/automations/enrol-preview';
import { triggerLink } from '@porchlight/domain/notifications/notification-links';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { LimitReachedError, type LimitGuard } from '../billing/limit-guard.ts';
import type { AutomationsRepository, FlowRow } from './automations.repository.ts';
import type { TriggerRow } from './triggers.repository.ts';
import type { FlowEngine, Notify } from './flow-engine.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FLOW_NOT_FOUND = 'Flow not found';
const TRIGGER_NOT_FOUND = 'Trigger not found';
const RUN_HISTORY_LIMIT = 50;

export type AutomationsDeps = { repo: AutomationsRepository; engine: FlowEngine; limits: LimitGuard; notify: Notify; now: () => Date };

/** Flows, triggers and runs: CRUD under the plan's limits, enrolment, and trigger firing. */
export function createAutomationsService(deps: AutomationsDeps) {
  const { repo, engine, limits, now } = deps;

  async function ownFlow(userId: string, id: string): Promise<FlowRow> {
    const row = UUID.test(id) ? await repo.flows.row(userId, id) : undefined;
    if (!row) throw notFound(FLOW_NOT_FOUND);
    return row;
  }
  async function ownTrigger(userId: string, id: string): Promise<TriggerRow> {
    const row = UUID.test(id) ? await repo.triggers.row(userId, id) : undefined;
    if (!row) throw notFound(TRIGGER_NOT_FOUND);
    return row;
  }
  const flowResponse = async (userId: string, id: string) => (await repo.flows.response(userId, id, now()))!;

  /** 400 naming the steps when a flow that is (or is turning) on could not run. */
  function assertRunnable(steps: FlowStep[]) {
    const [problem] = flowProblems(steps);
    if (problem)
      throw new HttpError(400, `steps: ${problem.message}`, {
        fields: [{ field: problem.step === null ? 'steps' : `steps.${problem.step}`, message: problem.message }],
      });
  }

  async function nextFireAt(userId: string, config: TriggerConfig) {
    if (config.kind !== 'schedule') return null;
    return nextWeekdayAt(now(), config.weekday, config.time, await repo.agentTimeZone(userId));
  }

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
    flows: {
      list: (userId: string) => repo.flows.list(userId, now()),
      async get(userId: string, id: string) {
        await ownFlow(userId, id);
        return flowResponse(userId, id);
      },
      async create(userId: string, req: CreateFlowRequest) {
        const row = await limits.withinLimit(userId, 'flows', () =>
          repo.flows.insert(userId, { name: req.name, description: req.description, steps: req.steps, stopOnReply: req.stop_on_reply }),
        );
        return flowResponse(userId, row.id);
      },
      async update(userId: string, id: string, req: UpdateFlowRequest) {
        const flow = await ownFlow(userId, id);
        if (req.steps && flow.status !== 'draft') assertRunnable(req.steps);
        await repo.flows.update(userId, id, {
          name: req.name,
          description: req.description,
          steps: req.steps,
          stopOnReply: req.stop_on_reply,
        });
        return flowResponse(userId, id);
      },
      async setStatus(userId: string, id: string, status: FlowStatus) {
        const flow = await ownFlow(userId, id);
        if (status === 'active') assertRunnable(repo.parseSteps(flow.steps));
        await repo.flows.update(userId, id, { status });
        if (status !== 'active') await repo.runs.pauseFlow(id);
        else if (flow.status === 'paused') {
          // Turned on again: the runs paused with it go on from where they were.
          await repo.db.transaction(async (tx) => {
            for (const run of await repo.runs.resume(tx, { flowId: id })) {
              if (run.currentStep !== null)
                await engine.queueStep(tx, { id: run.id, userId: run.userId, generation: run.generation }, run.currentStep, run.nextStepAt);
            }
          });
        }
        return flowResponse(userId, id);
      },
      async remove(userId: string, id: string) {
        await ownFlow(userId, id);
        await repo.flows.remove(userId, id);
      },
      async enrol(userId: string, id: string, leadIds: string[]) {
        const flow = await ownFlow(userId, id);
        if (flow.status !== 'active') throw new HttpError(409, 'Turn the flow on before putting leads on it');
        const unique = [...new Set(leadIds)];
        const owned = await repo.leads.owned(userId, unique);
        if (owned.length !== unique.length) throw notFound('Lead not found');
        const { started, skipped } = await start(userId, flow, owned, { kind: 'hand' }, true);
        return { started, already_on_flow: skipped };
      },
      /** Takes leads off a flow (the public API): their open runs of it stop; nothing more goes out from it. */
      async unenrol(userId: string, id: string, leadIds: string[]) {
        await ownFlow(userId, id);
        const unique = [...new Set(leadIds)];
        if ((await repo.leads.owned(userId, unique)).length !== unique.length) throw notFound('Lead not found');
        const stoppedLeads = new Set<string>();
        for (const run of await repo.runs.openOnFlow(userId, id, unique)) {
          if ((await repo.runs.end(run.id, 'stopped', 'Taken off the flow', now())) && run.leadId) stoppedLeads.add(run.leadId);
        }
        return { stopped: stoppedLeads.size, not_on_flow: unique.length - stoppedLeads.size };
      },
      async testRun(userId: string, id: string, leadId: string): Promise<TestRunResponse> {
        const flow = await ownFlow(userId, id);
        const lead = UUID.test(leadId) ? await repo.leads.facts(userId, leadId) : undefined;
        if (!lead) throw notFound('Lead not found');
        return { lead_id: lead.id, steps: await engine.testRun(userId, flow, lead) };
      },
      async runs(userId: string, id: string) {
        await ownFlow(userId, id);
        return repo.runs.ofFlow(userId, id, RUN_HISTORY_LIMIT);
      },
    },

    templates: {
      list: () =>
        FLOW_TEMPLATES.map((t) => ({
          key: t.key,
          name: t.name,
          summary: t.summary,
          steps: CreateFlowRequestSchema.parse(t.flow).steps,
          trigger: t.trigger ? { name: t.trigger.name, config: TriggerConfigSchema.parse(t.trigger.config) } : null,
        })),
      /** A draft flow from the template, and its trigger (on; it fires once the flow is turned on). */
      async use(userId: string, key: string) {
        const template = flowTemplate(key);
        if (!template) throw notFound('Template not found');
        const flow = CreateFlowRequestSchema.parse(template.flow);
        const trigger = template.trigger && { name: template.trigger.name, config: TriggerConfigSchema.parse(template.trigger.config) };
        const create = () =>
          repo.db.transaction(async (tx) => {
            const row = await repo.flows.insert(
              userId,
              { name: flow.name, description: flow.description, steps: flow.steps, stopOnReply: flow.stop_on_reply },
              tx,
            );
            if (trigger)
              await repo.triggers.insert(
                userId,
                {
                  name: trigger.name,
                  flowId: row.id,
                  enabled: true,
                  config: trigger.config,
                  nextFireAt: await nextFireAt(userId, trigger.config),
                },
                tx,
              );
            return row;
          });
        const row = await limits.withinLimit(userId, trigger ? ['flows', 'triggerEvents'] : 'flows', create);
        return flowResponse(userId, row.id);
      },
    },

    triggers: {
      list: (userId: string) => repo.triggers.list(userId, now()),
      async create(userId: string, req: TriggerRequest) {
        await ownFlow(userId, req.flow_id);
        const next = await nextFireAt(userId, req.config);
        const id = await limits.withinLimit(userId, 'triggerEvents', () =>
          repo.triggers.insert(userId, { name: req.name, flowId: req.flow_id, enabled: req.enabled, config: req.config, nextFireAt: next }),
        );
        return (await repo.triggers.list(userId, now())).find((t) => t.id === id)!;
      },
      async update(userId: string, id: string, req: UpdateTriggerRequest) {
        await ownTrigger(userId, id);
        if (req.flow_id) await ownFlow(userId, req.flow_id);
        await repo.triggers.update(userId, id, {
          name: req.name,
          enabled: req.enabled,
          flowId: req.flow_id,
          config: req.config,
          ...(req.config ? { nextFireAt: await nextFireAt(userId, req.config) } : {}),
        });
        return (await repo.triggers.list(userId, now())).find((t) => t.id === id)!;
      },
      /** How many of the account's leads the trigger would put on its flow now, and whether imports start it. */
      async preview(userId: string, config: TriggerConfig) {
        return enrolPreview(config, await repo.enrolPreview.count(userId, enrolReach(config), now()));
      },
      async remove(userId: string, id: string) {
        await ownTrigger(userId, id);
        await repo.triggers.remove(userId, id);
      },
    },

    runs: {
      async ofLead(userId: string, leadId: string) {
        if (!UUID.test(leadId) || (await repo.leads.owned(userId, [leadId])).length === 0) throw notFound('Lead not found');
        return repo.runs.ofLead(userId, leadId, RUN_HISTORY_LIMIT);
      },
      async get(userId: string, id: string) {
        const run = UUID.test(id) ? await repo.runs.response(userId, id) : undefined;
        if (!run) throw notFound('Run not found');
        return run;
      },
      /** Pause, resume or stop one lead's run (the lead page). */
      async act(userId: string, id: string, action: 'pause' | 'resume' | 'stop') {
        const run = UUID.test(id) ? await repo.runs.owned(userId, id) : undefined;
        if (!run) throw notFound('Run not found');
        if (action === 'stop') {
          if (!(await repo.runs.end(run.id, 'stopped', 'Stopped by you', now()))) throw new HttpError(409, 'This run has already ended');
        } else if (action === 'pause') {
          if (!(await repo.runs.pause(run.id, 'hand'))) throw new HttpError(409, 'Only a running or waiting run can be paused');
        } else {
          const resumed = await repo.db.transaction(async (tx) => {
            const rows = await repo.runs.resume(tx, { runId: run.id });
            for (const r of rows)
              if (r.currentStep !== null)
                await engine.queueStep(tx, { id: r.id, userId, generation: r.generation }, r.currentStep, r.nextStepAt);
            return rows.length;
          });
          if (!resumed) throw new HttpError(409, 'Only a paused run can be resumed');
        }
        return (await repo.runs.response(userId, run.id))!;
      },
    },

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

    /** The agent hears about a send a flow asked for and messaging refused; the run stops there. */
    async sendRefused(runId: string, stepIndex: number, reason: string) {
      const run = await repo.runs.byId(runId);
      if (!run) return;
      await repo.runs.markStepFailed(runId, stepIndex, `Not sent: ${reason}`);
      await engine.failRun(run, `Step ${stepIndex + 1} was not sent: ${reason}`, true);
      await engine.announce(run); // the step's new result shows even when the run had already failed
    },
  };
}

export type AutomationsService = ReturnType<typeof createAutomationsService>;
