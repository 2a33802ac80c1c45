import { evaluateCondition } from '@porchlight/domain/automations/conditions';
import { causeOfStep } from '@porchlight/domain/automations/flow-chain';
import { describeStep, nextStepIndex, type FlowStep } from '@porchlight/domain/automations/flow-steps';
import { nextWeekdayAt, waitEndsAt } from '@porchlight/domain/automations/schedule';
import type { StepResult, TestRunStep } from '@porchlight/domain/automations/automation-schemas';
import { renderTemplate } from '@porchlight/domain/messaging/merge-fields';
import { SEND_REQUEST_QUEUE, type SendRequest } from '@porchlight/domain/messaging/send-request';
import { leadLink } from '@porchlight/domain/notifications/notification-links';
import type { NewNotification } from '@porchlight/domain/notifications/notification-schemas';
import { taskTitle } from '@porchlight/domain/automations/tracking-tasks';
import type { FlowRow, LeadFacts } from './automations.repository.ts';
import type { EngineDeps } from './flow-engine.ts';
import { sendRequestKey, type RunRow, type Tx } from './flow-runs.repository.ts';

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
 * What each kind of step does: decide() for a run's step (its history line, its effect, where the
 * run goes next), and testRun() for what the steps would do for a lead now, changing nothing.
 */
export function createFlowStepOutcomes(deps: Pick<EngineDeps, 'repo' | 'jobs' | 'notify' | 'now'>) {
  const { repo, jobs, now } = deps;

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

  return { decide, testRun };
}
