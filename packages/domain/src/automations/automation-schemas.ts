import { z } from 'zod';
import { FLOW_NAME_MAX, FLOW_STEPS_MAX, FlowStepSchema, type FlowProblem, type FlowStep, type StepType } from './flow-steps';
import type { StepDelivery } from './step-delivery';
import { TriggerConfigSchema, type TriggerConfig } from './triggers';

// Request and response contracts of /api/flows, /api/triggers and the runs.

export const FLOW_STATUSES = ['draft', 'active', 'paused'] as const;
export type FlowStatus = (typeof FLOW_STATUSES)[number];

const name = z.string().trim().min(1, 'is required').max(FLOW_NAME_MAX, `must be at most ${FLOW_NAME_MAX} characters`);

export const CreateFlowRequestSchema = z.object({
  name,
  description: z.string().trim().max(500).default(''),
  steps: z.array(FlowStepSchema).max(FLOW_STEPS_MAX, `must be at most ${FLOW_STEPS_MAX} steps`).default([]),
  /** Stop the lead's run as soon as they reply, whatever step it is on. */
  stop_on_reply: z.boolean().default(true),
});
export type CreateFlowRequest = z.infer<typeof CreateFlowRequestSchema>;
export type CreateFlowRequestInput = z.input<typeof CreateFlowRequestSchema>;

export const UpdateFlowRequestSchema = z.object({
  name: name.optional(),
  description: z.string().trim().max(500).optional(),
  steps: z.array(FlowStepSchema).max(FLOW_STEPS_MAX, `must be at most ${FLOW_STEPS_MAX} steps`).optional(),
  stop_on_reply: z.boolean().optional(),
});
export type UpdateFlowRequest = z.infer<typeof UpdateFlowRequestSchema>;

export const FlowStatusRequestSchema = z.object({ status: z.enum(FLOW_STATUSES, { error: 'must be draft, active or paused' }) });

export type FlowResponse = {
  id: string;
  name: string;
  description: string;
  status: FlowStatus;
  steps: FlowStep[];
  stop_on_reply: boolean;
  problems: FlowProblem[];
  active_runs: number;
  runs_this_month: number;
  created_at: string;
  updated_at: string;
};

export const TriggerRequestSchema = z.object({
  name,
  flow_id: z.uuid({ error: 'must be a flow id' }),
  enabled: z.boolean().default(true),
  config: TriggerConfigSchema,
});
export type TriggerRequest = z.infer<typeof TriggerRequestSchema>;
export type TriggerRequestInput = z.input<typeof TriggerRequestSchema>;
export const UpdateTriggerRequestSchema = z.object({
  name: name.optional(),
  enabled: z.boolean().optional(),
  flow_id: z.uuid({ error: 'must be a flow id' }).optional(),
  config: TriggerConfigSchema.optional(),
});
export type UpdateTriggerRequest = z.infer<typeof UpdateTriggerRequestSchema>;

export type TriggerResponse = {
  id: string;
  name: string;
  flow_id: string;
  flow_name: string;
  enabled: boolean;
  config: TriggerConfig;
  description: string;
  last_fired_at: string | null;
  fired_this_month: number;
  created_at: string;
};

export const ENROL_BULK_MAX = 500;
export const EnrolRequestSchema = z.object({
  lead_ids: z
    .array(z.uuid({ error: 'must be lead ids' }))
    .min(1, 'pick at least one lead')
    .max(ENROL_BULK_MAX, `must be at most ${ENROL_BULK_MAX} leads`),
});
export const TestRunRequestSchema = z.object({ lead_id: z.uuid({ error: 'must be a lead id' }) });

export const RUN_STATUSES = ['running', 'waiting', 'paused', 'completed', 'stopped', 'failed'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export const RunActionRequestSchema = z.object({ action: z.enum(['pause', 'resume', 'stop'], { error: 'must be pause, resume or stop' }) });

export const STEP_RESULTS = ['done', 'skipped', 'failed', 'waiting'] as const;
export type StepResult = (typeof STEP_RESULTS)[number];

/** `detail` is what the step did when it ran; `delivery`, for a send step, where its message is now (null for other steps). */
export type RunStepResponse = {
  index: number;
  step_id: string;
  type: StepType;
  result: StepResult;
  detail: string;
  at: string;
  delivery: StepDelivery | null;
};
export type RunResponse = {
  id: string;
  flow_id: string;
  flow_name: string;
  lead_id: string | null;
  lead_name: string | null;
  status: RunStatus;
  current_step: number | null;
  next_step_at: string | null;
  reason: string | null;
  started_via: 'hand' | 'trigger';
  started_at: string;
  ended_at: string | null;
  steps: RunStepResponse[];
};

/** What a test run says each step would do (nothing is sent or changed). */
export type TestRunStep = { index: number; type: StepType; description: string; outcome: string };
export type TestRunResponse = { lead_id: string; steps: TestRunStep[] };
