import {
  FlowStepSchema,
  STEP_LABELS,
  describeStep,
  newStepId,
  type FlowStep,
  type StepType,
} from '@porchlight/domain/automations/flow-steps';

/** A step as the editor holds it: its id and type, and settings that may not be valid yet. */
export type DraftStep = { id: string; type: StepType } & Record<string, unknown>;

export const DEFAULT_STEPS: Record<StepType, Omit<DraftStep, 'id'>> = {
  send_email: { type: 'send_email', subject: '', body: '' },
  send_sms: { type: 'send_sms', body: '' },
  wait: { type: 'wait', amount: 1, unit: 'days' },
  wait_until: { type: 'wait_until', weekday: 1, time: '09:00' },
  notify: { type: 'notify', title: '', message: '' },
  create_task: { type: 'create_task', note: '', due_in_days: 1 },
  update_lead: { type: 'update_lead', add_tags: [], remove_tags: [] },
  branch: { type: 'branch', condition: { kind: 'replied', replied: false }, otherwise: 'end' },
  stop_if_replied: { type: 'stop_if_replied' },
};

export const newDraftStep = (type: StepType, existing: readonly { id: string }[]): DraftStep =>
  ({ ...structuredClone(DEFAULT_STEPS[type]), id: newStepId(existing), type }) as DraftStep;

/** The step's problems by field ("subject": "is required"), empty when it is valid. */
export function stepErrors(step: DraftStep): Record<string, string> {
  const parsed = FlowStepSchema.safeParse(step);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

export const parsedStep = (step: DraftStep): FlowStep | null => {
  const parsed = FlowStepSchema.safeParse(step);
  return parsed.success ? parsed.data : null;
};

export const summaryOf = (step: DraftStep) => {
  const parsed = parsedStep(step);
  return parsed ? describeStep(parsed) : `${STEP_LABELS[step.type]}: not finished`;
};
