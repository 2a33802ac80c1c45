import type {
  CreateFlowRequest,
  FlowStatus,
  TestRunResponse,
  TriggerRequest,
  UpdateFlowRequest,
  UpdateTriggerRequest,
} from '@porchlight/domain/automations/automation-schemas';
import { flowProblems, type FlowStep } from '@porchlight/domain/automations/flow-steps';
import { FLOW_TEMPLATES, flowTemplate } from '@porchlight/domain/automations/flow-templates';
import { CreateFlowRequestSchema } from '@porchlight/domain/automations/automation-schemas';
import { nextWeekdayAt } from '@porchlight/domain/automations/schedule';
import { TriggerConfigSchema, type TriggerConfig } from '@porchlight/domain/automations/triggers';
import { enrolPreview, enrolReach } from '@porchlight/domain/automations/enrol-preview';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import type { AutomationsRepository, FlowRow } from './automations.repository.ts';
import type { TriggerRow } from './triggers.repository.ts';
import type { FlowEngine, Notify } from './flow-engine.ts';
import { createFlowEnrolment } from './flow-enrolment.ts';
import { createFlowRunsService, RUN_HISTORY_LIMIT, UUID } from './flow-runs.service.ts';

const FLOW_NOT_FOUND = 'Flow not found';
const TRIGGER_NOT_FOUND = 'Trigger not found';

export type AutomationsDeps = { repo: AutomationsRepository; engine: FlowEngine; limits: LimitGuard; notify: Notify; now: () => Date };

/** Flows, triggers and runs: CRUD under the plan's limits, enrolment, and trigger firing. */
export function createAutomationsService(deps: AutomationsDeps) {
  const { repo, engine, limits, now } = deps;
  const { start, fire } = createFlowEnrolment(deps);
  const { sendRefused, ...runs } = createFlowRunsService(deps);

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

    runs,
    fire,
    sendRefused,
  };
}

export type AutomationsService = ReturnType<typeof createAutomationsService>;
