import { flowRunLink } from '@porchlight/domain/automations/flow-steps';
import type { NewNotification } from '@porchlight/domain/notifications/notification-schemas';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Logger } from '../../lib/logger.ts';
import { LimitReachedError, type LimitGuard } from '../billing/limit-guard.ts';
import type { FlowRunUpdate } from '@porchlight/domain/automations/run-update';
import type { AutomationsRepository } from './automations.repository.ts';
import type { RunRow, Tx } from './flow-runs.repository.ts';
import { createFlowStepOutcomes } from './flow-step-outcomes.ts';

export const STEP_QUEUE = 'automations.step';
export type StepJob = { runId: string; index: number; generation: number };

export type Notify = (userId: string, notification: NewNotification, options: { dedupeKey?: string }) => Promise<unknown>;

/** Tells the agent's open screens that a run moved (realtime); never fails the step. */
export type AnnounceRun = (userId: string, update: FlowRunUpdate) => Promise<void>;

export type EngineDeps = {
  repo: AutomationsRepository;
  jobs: JobQueue;
  notify: Notify;
  limits: LimitGuard;
  logger: Logger;
  now: () => Date;
  announce?: AnnounceRun;
};

class StaleRun extends Error {}

/**
 * Runs flows one step per job (docs/decisions/016-automations.md). A step's job carries the run,
 * the step index and the run's generation; it acts only while the run is still at that step in
 * that generation, and records the step, does its effect and queues the next step in one
 * transaction, so a restart or a second worker never repeats it.
 */
export function createFlowEngine(deps: EngineDeps) {
  const { repo, jobs, now } = deps;
  const { decide, testRun } = createFlowStepOutcomes(deps);
  const announce = async (run: Pick<RunRow, 'id' | 'userId' | 'flowId' | 'leadId'>) => {
    try {
      await deps.announce?.(run.userId, { flowId: run.flowId, runId: run.id, leadId: run.leadId });
    } catch (err) {
      deps.logger.warn({ err }, 'Automations: could not announce a run update');
    }
  };

  const queueStep = (tx: Tx, run: { id: string; userId: string; generation: number }, index: number, at: Date | null) =>
    jobs.enqueue(tx, STEP_QUEUE, { runId: run.id, index, generation: run.generation } satisfies StepJob, {
      accountId: run.userId,
      uniqueKey: `${run.id}:${index}:${run.generation}`,
      runAt: at ?? undefined,
    });

  async function failRun(run: Pick<RunRow, 'id' | 'userId' | 'flowId' | 'leadId'>, reason: string, evenCompleted = false) {
    if (!(await repo.runs.end(run.id, 'failed', reason, now(), evenCompleted))) return;
    await announce(run);
    const flow = await repo.flows.byId(run.flowId);
    const lead = run.leadId ? await repo.leads.facts(run.userId, run.leadId) : undefined;
    await deps.notify(
      run.userId,
      {
        type: 'system',
        title: `Flow "${flow?.name ?? 'flow'}" stopped${lead ? ` for ${lead.name}` : ''}`,
        message: reason,
        priority: 'high',
        actionUrl: flowRunLink(run.flowId, run.id),
        actionLabel: 'See the run',
        metadata: { flowId: run.flowId, runId: run.id, leadId: run.leadId },
      },
      { dedupeKey: `flow-run-failed:${run.id}` },
    );
  }

  async function runStep({ runId, index, generation }: StepJob) {
    const run = await repo.runs.byId(runId);
    if (!run || run.generation !== generation || run.currentStep !== index || !['running', 'waiting'].includes(run.status)) return;
    const flow = await repo.flows.byId(run.flowId);
    if (!flow) return;
    // A paused flow stops its pending steps: the run waits, paused, until the flow is turned on again.
    if (flow.status !== 'active') {
      await repo.runs.pause(run.id, 'flow');
      return;
    }
    const steps = repo.parseSteps(run.steps);
    const step = steps[index];
    const at = now();
    if (!step) {
      await repo.db.transaction((tx) => repo.runs.advance(tx, run, index, null, at));
      await announce(run);
      return;
    }
    const lead = run.leadId ? await repo.leads.facts(run.userId, run.leadId) : undefined;
    if (!lead) {
      await failRun(run, 'The lead was deleted');
      return;
    }
    let outcome = await decide(run, index, step, steps, lead, at);
    await outcome.before?.();
    const commit = () =>
      repo.db.transaction(async (tx) => {
        if (await repo.runs.recordStep(tx, run.id, index, step, outcome.result, outcome.detail, at)) await outcome.effect?.(tx);
        const ending = outcome.stop ? { status: 'stopped' as const, reason: outcome.stop } : undefined;
        if (!(await repo.runs.advance(tx, run, index, outcome.next, at, ending))) throw new StaleRun();
        if (outcome.next) await queueStep(tx, run, outcome.next.step, outcome.next.at);
      });
    try {
      const limit = outcome.limit;
      if (!limit) await commit();
      else {
        try {
          await deps.limits.exclusive(run.userId, limit, async () => {
            await deps.limits.assertCanAdd(run.userId, limit);
            await commit();
          });
        } catch (err) {
          if (!(err instanceof LimitReachedError)) throw err;
          // Past the plan's limit the step records why and the run goes on without its effect.
          outcome = { result: 'failed', detail: err.message, next: outcome.next };
          await commit();
        }
      }
    } catch (err) {
      if (err instanceof StaleRun) return; // paused, stopped or moved on meanwhile: nothing to do
      throw err;
    }
    await announce(run);
  }

  return { runStep, failRun, queueStep, testRun, announce };
}

export type FlowEngine = ReturnType<typeof createFlowEngine>;
