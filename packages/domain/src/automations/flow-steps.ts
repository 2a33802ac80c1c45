import { z } from 'zod';
import { LEAD_STATUSES } from '../leads/lead-status';
import { ConditionSchema, describeCondition } from './conditions';
import { CLOCK_TIME, WAIT_MAX, WAIT_UNITS, describeWait, describeWeekdayAt } from './schedule';

// A flow is a vertical list of steps run one after another for one lead. A branch either goes
// on to the next step or, when its condition does not hold, jumps forward to a named step or ends.

export const FLOW_STEPS_MAX = 50;
export const FLOW_NAME_MAX = 120;
export const EMAIL_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 5000;
export const SMS_BODY_MAX = 1600;

export const STEP_TYPES = [
  'send_email',
  'send_sms',
  'wait',
  'wait_until',
  'notify',
  'create_task',
  'update_lead',
  'branch',
  'stop_if_replied',
] as const;
export type StepType = (typeof STEP_TYPES)[number];

export const STEP_LABELS: Record<StepType, string> = {
  send_email: 'Send e-mail',
  send_sms: 'Send text',
  wait: 'Wait',
  wait_until: 'Wait until a day and time',
  notify: 'Notify me',
  create_task: 'Create a follow-up task',
  update_lead: 'Update the lead',
  branch: 'If / otherwise',
  stop_if_replied: 'Stop if the lead replied',
};

const id = z.string().trim().min(1, 'is required').max(40);
const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
const tag = z.string().trim().min(1).max(40);

export const SendEmailStepSchema = z.object({
  id,
  type: z.literal('send_email'),
  subject: text(EMAIL_SUBJECT_MAX),
  body: text(MESSAGE_BODY_MAX),
});
export const SendSmsStepSchema = z.object({ id, type: z.literal('send_sms'), body: text(SMS_BODY_MAX) });
export const WaitStepSchema = z
  .object({
    id,
    type: z.literal('wait'),
    amount: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1'),
    unit: z.enum(WAIT_UNITS),
  })
  .refine((s) => s.amount <= WAIT_MAX[s.unit], { message: 'must be at most a year', path: ['amount'] });
export const WaitUntilStepSchema = z.object({
  id,
  type: z.literal('wait_until'),
  weekday: z.number().int().min(0, 'must be 0 (Sunday) to 6 (Saturday)').max(6, 'must be 0 (Sunday) to 6 (Saturday)'),
  time: z.string().regex(CLOCK_TIME, 'must be a time like 09:00'),
});
export const NotifyStepSchema = z.object({
  id,
  type: z.literal('notify'),
  title: text(120),
  message: z.string().trim().max(500).default(''),
});
/** A follow-up tracking task for the lead, due `due_in_days` days later at the same time (0: now). */
export const CreateTaskStepSchema = z.object({
  id,
  type: z.literal('create_task'),
  note: z.string().trim().max(500, 'must be at most 500 characters').default(''),
  due_in_days: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(365, 'must be at most 365'),
});
export const UpdateLeadStepSchema = z
  .object({
    id,
    type: z.literal('update_lead'),
    /** undefined: leave as is; null: clear it. */
    status: z.enum(LEAD_STATUSES).nullable().optional(),
    add_tags: z.array(tag).max(20).default([]),
    remove_tags: z.array(tag).max(20).default([]),
  })
  .refine((s) => s.status !== undefined || s.add_tags.length > 0 || s.remove_tags.length > 0, {
    message: 'must change the status or the tags',
    path: ['status'],
  });
export const BranchStepSchema = z.object({
  id,
  type: z.literal('branch'),
  condition: ConditionSchema,
  /** When the condition does not hold: jump to this later step, or end the run ('end'). */
  otherwise: z.string().trim().min(1).max(40).default('end'),
});
export const StopIfRepliedStepSchema = z.object({ id, type: z.literal('stop_if_replied') });

export const FlowStepSchema = z.discriminatedUnion('type', [
  SendEmailStepSchema,
  SendSmsStepSchema,
  WaitStepSchema,
  WaitUntilStepSchema,
  NotifyStepSchema,
  CreateTaskStepSchema,
  UpdateLeadStepSchema,
  BranchStepSchema,
  StopIfRepliedStepSchema,
]);
export type FlowStep = z.infer<typeof FlowStepSchema>;
export type FlowStepInput = z.input<typeof FlowStepSchema>;

/** Problems that keep a flow from being turned on (a draft may have them). */
export type FlowProblem = { step: number | null; message: string };

/** Whether a draft's steps can run: at least one, ids unique, branches jump forward to a real step. */
export function flowProblems(steps: readonly FlowStep[]): FlowProblem[] {
  const problems: FlowProblem[] = [];
  if (steps.length === 0) problems.push({ step: null, message: 'Add at least one step' });
  const seen = new Map<string, number>();
  steps.forEach((s, i) => {
    if (seen.has(s.id)) problems.push({ step: i, message: `Step ${i + 1} has the same id as step ${seen.get(s.id)! + 1}` });
    else seen.set(s.id, i);
  });
  steps.forEach((s, i) => {
    if (s.type !== 'branch' || s.otherwise === 'end') return;
    const target = steps.findIndex((t) => t.id === s.otherwise);
    if (target === -1) problems.push({ step: i, message: `Step ${i + 1} jumps to a step that no longer exists` });
    else if (target <= i) problems.push({ step: i, message: `Step ${i + 1} can only jump to a later step` });
  });
  const last = steps.at(-1);
  if (last && (last.type === 'wait' || last.type === 'wait_until'))
    problems.push({ step: steps.length - 1, message: 'The last step is a wait: nothing happens after it' });
  return problems;
}

/** Where the run goes after step `index`: the next index, or null when it ends. */
export function nextStepIndex(steps: readonly FlowStep[], index: number, conditionHeld = true): number | null {
  const step = steps[index];
  if (!step) return null;
  if (step.type === 'branch' && !conditionHeld) {
    if (step.otherwise === 'end') return null;
    const target = steps.findIndex((t) => t.id === step.otherwise);
    return target > index ? target : null;
  }
  return index + 1 < steps.length ? index + 1 : null;
}

/** One line per step, as the editor's list and the test run show it. */
export function describeStep(step: FlowStep): string {
  switch (step.type) {
    case 'send_email':
      return `Send e-mail "${step.subject}"`;
    case 'send_sms':
      return `Send text "${step.body.length > 40 ? `${step.body.slice(0, 40)}…` : step.body}"`;
    case 'wait':
      return describeWait(step.amount, step.unit);
    case 'wait_until':
      return `Wait until ${describeWeekdayAt(step.weekday, step.time)}`;
    case 'notify':
      return `Notify me: ${step.title}`;
    case 'create_task':
      return step.due_in_days === 0
        ? 'Create a follow-up task due now'
        : `Create a follow-up task due in ${step.due_in_days} ${step.due_in_days === 1 ? 'day' : 'days'}`;
    case 'update_lead': {
      const parts = [
        step.status !== undefined ? `status to ${step.status ?? 'none'}` : '',
        step.add_tags.length ? `add tags ${step.add_tags.join(', ')}` : '',
        step.remove_tags.length ? `remove tags ${step.remove_tags.join(', ')}` : '',
      ].filter(Boolean);
      return `Update lead: ${parts.join('; ')}`;
    }
    case 'branch':
      return `If ${describeCondition(step.condition).toLowerCase()}, go on; otherwise ${step.otherwise === 'end' ? 'stop' : 'jump ahead'}`;
    case 'stop_if_replied':
      return 'Stop if the lead replied';
  }
}

/** A fresh step id (the editor makes them; unique within a flow). */
export const newStepId = (existing: readonly { id: string }[], random: () => number = Math.random) => {
  for (;;) {
    const candidate = `s${Math.floor(random() * 36 ** 6).toString(36)}`;
    if (!existing.some((s) => s.id === candidate)) return candidate;
  }
};

/** Where a run is shown: the flow's editor with its run history open at the run. */
export const flowRunLink = (flowId: string, runId: string) =>
  `/flows?flow=${encodeURIComponent(flowId)}&tab=runs&run=${encodeURIComponent(runId)}`;
