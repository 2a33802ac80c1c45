import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RunResponse, RunStatus, RunStepResponse, StepResult } from '@porchlight/domain/automations/automation-schemas';
import type { FlowStep, StepType } from '@porchlight/domain/automations/flow-steps';
import { SEND_STEP_CHANNELS, stepDelivery, type StepMessage } from '@porchlight/domain/automations/step-delivery';
import type { MessageStatus } from '@porchlight/domain/messaging/message-schemas';
import type { Database } from '../../db/client.ts';
import { flowRunSteps, flowRuns, flows, leads, messages } from '../../db/schema/index.ts';

/** A transaction or the database. */
export type Tx = Database;

/** The request key of a send step's message (flow-engine.ts asks messaging with it: one message per run and step). */
export const sendRequestKey = (runId: string, stepIndex: number) => `flow:${runId}:${stepIndex}`;

export const OPEN_RUN_STATUSES: RunStatus[] = ['running', 'waiting', 'paused'];

const runColumns = {
  id: flowRuns.id,
  userId: flowRuns.userId,
  flowId: flowRuns.flowId,
  leadId: flowRuns.leadId,
  status: flowRuns.status,
  steps: flowRuns.steps,
  currentStep: flowRuns.currentStep,
  generation: flowRuns.generation,
  nextStepAt: flowRuns.nextStepAt,
  pausedBy: flowRuns.pausedBy,
  startedVia: flowRuns.startedVia,
  reason: flowRuns.reason,
  startedAt: flowRuns.startedAt,
  endedAt: flowRuns.endedAt,
  causeFlowIds: flowRuns.causeFlowIds,
};
export type RunRow = {
  id: string;
  userId: string;
  flowId: string;
  leadId: string | null;
  status: string;
  steps: unknown[];
  currentStep: number | null;
  generation: number;
  nextStepAt: Date | null;
  pausedBy: string | null;
  startedVia: string;
  reason: string | null;
  startedAt: Date;
  endedAt: Date | null;
  /** The flows whose steps led to this run (domain flow-chain.ts). */
  causeFlowIds: string[];
};

export type NewRun = {
  userId: string;
  flowId: string;
  leadId: string;
  steps: unknown[];
  startedVia: 'hand' | 'trigger';
  triggerId?: string | null;
  startKey?: string | null;
  causeFlowIds?: string[];
};

/** Flow runs: one lead's way through a flow, step by step, and the history the agent reads. */
export function createFlowRunsRepository(db: Database) {
  const toRun = (row: RunRow & { flowName: string; leadName: string | null }, steps: RunStepResponse[]): RunResponse => ({
    id: row.id,
    flow_id: row.flowId,
    flow_name: row.flowName,
    lead_id: row.leadId,
    lead_name: row.leadName,
    status: row.status as RunStatus,
    current_step: row.currentStep,
    next_step_at: row.nextStepAt?.toISOString() ?? null,
    reason: row.reason,
    started_via: row.startedVia as 'hand' | 'trigger',
    started_at: row.startedAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
    steps,
  });

  async function runsWhere(where: ReturnType<typeof and>, limit: number): Promise<RunResponse[]> {
    const rows = await db
      .select({ ...runColumns, flowName: flows.name, leadName: leads.name })
      .from(flowRuns)
      .innerJoin(flows, eq(flows.id, flowRuns.flowId))
      .leftJoin(leads, eq(leads.id, flowRuns.leadId))
      .where(where)
      .orderBy(desc(flowRuns.startedAt), desc(flowRuns.id))
      .limit(limit);
    const ids = rows.map((r) => r.id);
    const stepRows = ids.length
      ? await db
          .select()
          .from(flowRunSteps)
          .where(inArray(flowRunSteps.runId, ids))
          .orderBy(asc(flowRunSteps.at), asc(flowRunSteps.stepIndex))
      : [];
    const sent = await stepMessages(
      rows.map((r) => r.userId),
      stepRows.filter((s) => SEND_STEP_CHANNELS[s.type as StepType]).map((s) => sendRequestKey(s.runId, s.stepIndex)),
    );
    const byRun = new Map<string, RunStepResponse[]>();
    for (const s of stepRows) {
      const type = s.type as StepType;
      const result = s.result as StepResult;
      const channel = SEND_STEP_CHANNELS[type];
      const delivery = channel ? stepDelivery(channel, sent.get(sendRequestKey(s.runId, s.stepIndex)) ?? null, result) : null;
      byRun.set(s.runId, [
        ...(byRun.get(s.runId) ?? []),
        { index: s.stepIndex, step_id: s.stepId, type, result, detail: s.detail, at: s.at.toISOString(), delivery },
      ]);
    }
    return rows.map((r) => toRun(r as RunRow & { flowName: string; leadName: string | null }, byRun.get(r.id) ?? []));
  }

  /** The messages send steps made, by request key (messaging's table, read as the run history shows them). */
  async function stepMessages(userIds: string[], requestKeys: string[]) {
    if (requestKeys.length === 0) return new Map<string, StepMessage>();
    const found = await db
      .select({ requestKey: messages.requestKey, id: messages.id, status: messages.status, error: messages.error })
      .from(messages)
      .where(and(inArray(messages.userId, [...new Set(userIds)]), inArray(messages.requestKey, requestKeys)));
    return new Map(found.map((m) => [m.requestKey!, { id: m.id, status: m.status as MessageStatus, error: m.error }]));
  }

  return {
    /** New runs, skipping leads already on the flow and causes already seen; answers the ones made. */
    async insert(tx: Tx, list: NewRun[]) {
      if (list.length === 0) return [];
      return tx
        .insert(flowRuns)
        .values(list.map((r) => ({ ...r, status: 'running', currentStep: 0 })))
        .onConflictDoNothing()
        .returning({ id: flowRuns.id, leadId: flowRuns.leadId });
    },
    async byId(id: string): Promise<RunRow | undefined> {
      const [row] = await db.select(runColumns).from(flowRuns).where(eq(flowRuns.id, id));
      return row as RunRow | undefined;
    },
    async owned(userId: string, id: string): Promise<RunRow | undefined> {
      const [row] = await db
        .select(runColumns)
        .from(flowRuns)
        .where(and(eq(flowRuns.userId, userId), eq(flowRuns.id, id)));
      return row as RunRow | undefined;
    },
    async response(userId: string, id: string) {
      return (await runsWhere(and(eq(flowRuns.userId, userId), eq(flowRuns.id, id)), 1))[0];
    },
    ofFlow: (userId: string, flowId: string, limit: number) =>
      runsWhere(and(eq(flowRuns.userId, userId), eq(flowRuns.flowId, flowId)), limit),
    ofLead: (userId: string, leadId: string, limit: number) =>
      runsWhere(and(eq(flowRuns.userId, userId), eq(flowRuns.leadId, leadId)), limit),
    /** The open runs of one flow for these leads (taking them off it). */
    async openOnFlow(userId: string, flowId: string, leadIds: string[]) {
      if (leadIds.length === 0) return [];
      return db
        .select({ id: flowRuns.id, leadId: flowRuns.leadId })
        .from(flowRuns)
        .where(
          and(
            eq(flowRuns.userId, userId),
            eq(flowRuns.flowId, flowId),
            inArray(flowRuns.leadId, leadIds),
            inArray(flowRuns.status, OPEN_RUN_STATUSES),
          ),
        );
    },
    /** Records what a step did, once per run and step: false when it was already recorded. */
    async recordStep(tx: Tx, runId: string, stepIndex: number, step: FlowStep, result: StepResult, detail: string, at: Date) {
      const rows = await tx
        .insert(flowRunSteps)
        .values({ runId, stepIndex, stepId: step.id, type: step.type, result, detail, at })
        .onConflictDoNothing()
        .returning({ id: flowRunSteps.id });
      return rows.length > 0;
    },
    async markStepFailed(runId: string, stepIndex: number, detail: string) {
      await db
        .update(flowRunSteps)
        .set({ result: 'failed', detail })
        .where(and(eq(flowRunSteps.runId, runId), eq(flowRunSteps.stepIndex, stepIndex)));
    },
    /** Moves the run on from step `from` (only if it is still there, in this generation). */
    async advance(
      tx: Tx,
      run: Pick<RunRow, 'id' | 'generation'>,
      from: number,
      next: { step: number; at: Date | null } | null,
      now: Date,
      ending: { status: 'completed' | 'stopped'; reason: string | null } = { status: 'completed', reason: null },
    ) {
      const set = next
        ? { currentStep: next.step, status: next.at ? 'waiting' : 'running', nextStepAt: next.at }
        : { currentStep: null, status: ending.status, reason: ending.reason, nextStepAt: null, endedAt: now };
      const rows = await tx
        .update(flowRuns)
        .set(set)
        .where(
          and(
            eq(flowRuns.id, run.id),
            eq(flowRuns.generation, run.generation),
            eq(flowRuns.currentStep, from),
            inArray(flowRuns.status, ['running', 'waiting']),
          ),
        )
        .returning({ id: flowRuns.id });
      return rows.length > 0;
    },
    /** Ends an open run (stopped or failed) with its reason; false when it was not open. */
    /** `evenCompleted`: a send refused after the run went on to its end still marks it failed. */
    async end(runId: string, status: 'stopped' | 'failed' | 'completed', reason: string | null, now: Date, evenCompleted = false) {
      const rows = await db
        .update(flowRuns)
        .set({
          status,
          reason,
          currentStep: null,
          nextStepAt: null,
          endedAt: sql`coalesce(${flowRuns.endedAt}, ${now.toISOString()})`,
          generation: sql`${flowRuns.generation} + 1`,
        })
        .where(
          and(eq(flowRuns.id, runId), inArray(flowRuns.status, evenCompleted ? [...OPEN_RUN_STATUSES, 'completed'] : OPEN_RUN_STATUSES)),
        )
        .returning({ id: flowRuns.id });
      return rows.length > 0;
    },
    async pause(runId: string, by: 'hand' | 'flow') {
      const rows = await db
        .update(flowRuns)
        .set({ status: 'paused', pausedBy: by, generation: sql`${flowRuns.generation} + 1` })
        .where(and(eq(flowRuns.id, runId), inArray(flowRuns.status, ['running', 'waiting'])))
        .returning({ id: flowRuns.id });
      return rows.length > 0;
    },
    /** Pauses every running or waiting run of a flow (their queued steps become stale). */
    async pauseFlow(flowId: string) {
      await db
        .update(flowRuns)
        .set({ status: 'paused', pausedBy: 'flow', generation: sql`${flowRuns.generation} + 1` })
        .where(and(eq(flowRuns.flowId, flowId), inArray(flowRuns.status, ['running', 'waiting'])));
    },
    /** Puts paused runs back (by id, or a flow's runs paused with it); answers what to queue. */
    async resume(tx: Tx, where: { runId: string } | { flowId: string }) {
      return tx
        .update(flowRuns)
        .set({
          status: sql`case when ${flowRuns.nextStepAt} is not null then 'waiting' else 'running' end`,
          pausedBy: null,
          generation: sql`${flowRuns.generation} + 1`,
        })
        .where(
          and(
            'runId' in where ? eq(flowRuns.id, where.runId) : and(eq(flowRuns.flowId, where.flowId), eq(flowRuns.pausedBy, 'flow')),
            eq(flowRuns.status, 'paused'),
          ),
        )
        .returning({
          id: flowRuns.id,
          currentStep: flowRuns.currentStep,
          generation: flowRuns.generation,
          nextStepAt: flowRuns.nextStepAt,
          userId: flowRuns.userId,
        });
    },
    /** Stops the lead's open runs on flows that stop on a reply. */
    async stopOnReply(userId: string, leadId: string, now: Date) {
      return db
        .update(flowRuns)
        .set({
          status: 'stopped',
          reason: 'The lead replied',
          currentStep: null,
          nextStepAt: null,
          endedAt: now,
          generation: sql`${flowRuns.generation} + 1`,
        })
        .where(
          and(
            eq(flowRuns.userId, userId),
            eq(flowRuns.leadId, leadId),
            inArray(flowRuns.status, OPEN_RUN_STATUSES),
            sql`${flowRuns.flowId} in (select ${flows.id} from ${flows} where ${flows.stopOnReply})`,
          ),
        )
        .returning({ id: flowRuns.id, flowId: flowRuns.flowId });
    },
  };
}
