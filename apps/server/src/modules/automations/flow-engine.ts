import { evaluateCondition } from '@porchlight/domain/automations/conditions';
import { causeOfStep } from '@porchlight/domain/automations/flow-chain';
import { describeStep, flowRunLink, nextStepIndex, type FlowStep } from '@porchlight/domain/automations/flow-steps';
import { nextWeekdayAt, waitEndsAt } from '@porchlight/domain/automations/schedule';
import type { StepResult, TestRunStep } from '@porchlight/domain/automations/automation-schemas';
import { renderTemplate } from '@porchlight/domain/messaging/merge-fields';
import { SEND_REQUEST_QUEUE, type SendRequest } from '@porchlight/domain/messaging/send-request';
import { leadLink } from '@porchlight/domain/notifications/notification-links';
import type { NewNotification } from '@porchlight/domain/notifications/notification-schemas';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Logger } from '../../lib/logger.ts';
import { LimitReachedError, type LimitGuard } from '../billing/limit-guard.ts';
import { taskTitle } from '@porchlight/domain/automations/tracking-tasks';
import type { FlowRunUpdate } from '@porchlight/domain/automations/run-update';
import type { AutomationsRepository, FlowRow, LeadFacts } from './automations.repository.ts';
import { sendRequestKey, type RunRow, type Tx } from './flow-runs.repository.ts';

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

/** What a step decided: recorded in the run history, then its effect and the move, in one transaction. */
type Outcome = {
  result: StepResult;
  detail: string;
  next: { step: number; at: Date | null } | null;
  stop?: string;
  /** Done before the transaction, idempotent by its own key (notifications). */
  before?: () => Promise<unknown>;
  /** Done in the transaction that records the step (a send request, a lead update). */
  effect?: (tx: Tx) => Promise<unknown>;
  /** The plan limit the effect spends: checked and written under the limit's lock. */
  limit?: 'activeTasks';
};

class StaleRun extends Error {}

const formatIn = (at: Date, timeZone: string) =>
  `${new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(at)} (${timeZone})`;

const mergeContext = (lead: LeadFacts) => ({ lead: { name: lead.name, email: lead.email, phone: lead.phone } });

/** The tags after a step's additions and removals (case-insensitive, the lead's spelling kept). */
export function nextTags(current: string[], add: string[], remove: string[]) {
  const drop = new Set(remove.map((t) => t.toLowerCase()));
  const kept = current.filter((t) => !drop.has(t.toLowerCase()));
  for (const t of add) if (!kept.some((k) => k.toLowerCase() === t.toLowerCase()) && !drop.has(t.toLowerCase())) kept.push(t);
  return kept;
}

/**
 * Runs flows one step per job (docs/decisions/016-automations.md). A step's job carries the run,
 * the step index and the run's generation; it acts only while the run is still at that step in
 * that generation, and records the step, does its effect and queues the next step in one
 * transaction, so a restart or a second worker never repeats it.
 */
export function createFlowEngine(deps: EngineDeps) {
  const { repo, jobs, now } = deps;
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

  function sendOutcome(
    run: RunRow,
    index: number,
    step: Extract<FlowStep, { type: 'send_email' | 'send_sms' }>,
    steps: FlowStep[],
  ): Outcome {
    const channel = step.type === 'send_email' ? 'email' : 'sms';
    const requestKey = sendRequestKey(run.id, index);
    const request: SendRequest = {
      userId: run.userId,
      leadId: run.leadId!,
      channel,
      subject: step.type === 'send_email' ? step.subject : null,
      body: step.body,
      requestKey,
      origin: { kind: 'flow', runId: run.id, stepIndex: index },
    };
    return {
      result: 'done',
      detail: step.type === 'send_email' ? `E-mail "${step.subject}" queued` : 'Text queued',
      next: next(steps, index),
      effect: (tx) => jobs.enqueue(tx, SEND_REQUEST_QUEUE, request, { accountId: run.userId, uniqueKey: requestKey }),
    };
  }

  const next = (steps: FlowStep[], index: number, held = true, at: Date | null = null) => {
    const n = nextStepIndex(steps, index, held);
    return n === null ? null : { step: n, at };
  };

  async function decide(run: RunRow, index: number, step: FlowStep, steps: FlowStep[], lead: LeadFacts, at: Date): Promise<Outcome> {
    switch (step.type) {
      case 'send_email':
      case 'send_sms':
        return sendOutcome(run, index, step, steps);
      case 'wait':
      case 'wait_until': {
        const zone = await repo.agentTimeZone(run.userId);
        const until =
          step.type === 'wait' ? waitEndsAt(at, step.amount, step.unit, zone) : nextWeekdayAt(at, step.weekday, step.time, zone);
        return { result: 'done', detail: `Waiting until ${formatIn(until, zone)}`, next: next(steps, index, true, until) };
      }
      case 'notify': {
        const ctx = mergeContext(lead);
        const notification: NewNotification = {
          type: 'task',
          title: renderTemplate(step.title, ctx).text || 'Flow step',
          message: renderTemplate(step.message, ctx).text,
          actionUrl: leadLink(lead.id),
          actionLabel: 'Open lead',
          metadata: { leadId: lead.id, flowId: run.flowId, runId: run.id },
        };
        return {
          result: 'done',
          detail: `Notified you: ${notification.title}`,
          next: next(steps, index),
          before: () => deps.notify(run.userId, notification, { dedupeKey: `flow:${run.id}:${index}` }),
        };
      }
      case 'create_task': {
        const zone = await repo.agentTimeZone(run.userId);
        const dueAt = step.due_in_days === 0 ? at : waitEndsAt(at, step.due_in_days, 'days', zone);
        return {
          result: 'done',
          detail: `Created a follow-up task due ${formatIn(dueAt, zone)}`,
          next: next(steps, index),
          limit: 'activeTasks',
          effect: (tx) =>
            repo.insertFollowUp(tx, {
              userId: run.userId,
              leadId: lead.id,
              title: taskTitle('follow_up', lead.name),
              note: step.note,
              dueAt,
            }),
        };
      }
      case 'update_lead': {
        const tags = nextTags(lead.tags, step.add_tags, step.remove_tags);
        return {
          result: 'done',
          detail: describeStep(step).replace('Update lead', 'Updated the lead'),
          next: next(steps, index),
          // Its events carry the run's chain of flows: they never start this flow (or one that led to it) again.
          effect: (tx) => repo.leads.update(tx, run.userId, lead, { status: step.status, tags }, run.userId, causeOfStep(run)),
        };
      }
      case 'branch': {
        const replied = step.condition.kind === 'replied' ? await repo.leads.repliedSince(run.userId, lead.id, run.startedAt) : false;
        const held = evaluateCondition(step.condition, { lead: { ...lead, lead_type: lead.leadType }, repliedSinceStart: replied });
        const to = next(steps, index, held);
        const where = held ? 'went on' : to ? `jumped to step ${to.step + 1}` : 'stopped';
        return {
          result: held ? 'done' : 'skipped',
          detail: `Condition ${held ? 'held' : 'did not hold'}: ${where}`,
          next: to,
          ...(to ? {} : { stop: held ? undefined : 'A condition did not hold' }),
        };
      }
      case 'stop_if_replied': {
        const replied = await repo.leads.repliedSince(run.userId, lead.id, run.startedAt);
        return replied
          ? { result: 'done', detail: 'The lead replied: stopped', next: null, stop: 'The lead replied' }
          : { result: 'skipped', detail: 'No reply yet: went on', next: next(steps, index) };
      }
    }
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

  /** What each step would do for this lead now, without sending or changing anything. */
  async function testRun(userId: string, flow: FlowRow, lead: LeadFacts): Promise<TestRunStep[]> {
    const steps = repo.parseSteps(flow.steps);
    const zone = await repo.agentTimeZone(userId);
    const ctx = mergeContext(lead);
    const out: TestRunStep[] = [];
    let at = now();
    let index: number | null = steps.length ? 0 : null;
    let tags = lead.tags;
    let status = lead.status;
    while (index !== null) {
      const step = steps[index]!;
      let outcome = '';
      let held = true;
      switch (step.type) {
        case 'send_email':
          outcome = lead.email
            ? `Would e-mail ${lead.email}: "${renderTemplate(step.subject, ctx).text}"`
            : `Would not send: ${lead.name} has no e-mail address`;
          break;
        case 'send_sms':
          outcome = lead.phone
            ? `Would text ${lead.phone}: "${renderTemplate(step.body, ctx).text}"`
            : `Would not send: ${lead.name} has no mobile number`;
          break;
        case 'wait':
        case 'wait_until':
          at = step.type === 'wait' ? waitEndsAt(at, step.amount, step.unit, zone) : nextWeekdayAt(at, step.weekday, step.time, zone);
          outcome = `Would wait until ${formatIn(at, zone)}`;
          break;
        case 'notify':
          outcome = `Would notify you: ${renderTemplate(step.title, ctx).text}`;
          break;
        case 'create_task':
          outcome = `Would create "${taskTitle('follow_up', lead.name)}" due ${formatIn(step.due_in_days === 0 ? at : waitEndsAt(at, step.due_in_days, 'days', zone), zone)}`;
          break;
        case 'update_lead':
          tags = nextTags(tags, step.add_tags, step.remove_tags);
          if (step.status !== undefined) status = step.status;
          outcome = `Would set status to ${status ?? 'none'} and tags to ${tags.length ? tags.join(', ') : 'none'}`;
          break;
        case 'branch':
          held = evaluateCondition(step.condition, { lead: { ...lead, status, tags, lead_type: lead.leadType }, repliedSinceStart: false });
          outcome = `Condition ${held ? 'holds' : 'does not hold'} now (assuming no reply yet)`;
          break;
        case 'stop_if_replied':
          outcome = 'Would go on unless the lead replies first';
          break;
      }
      out.push({ index, type: step.type, description: describeStep(step), outcome });
      index = nextStepIndex(steps, index, held);
    }
    return out;
  }

  return { runStep, failRun, queueStep, testRun, announce };
}

export type FlowEngine = ReturnType<typeof createFlowEngine>;
