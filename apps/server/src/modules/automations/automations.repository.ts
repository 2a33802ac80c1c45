import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { FlowStatus, FlowResponse, RunResponse, RunStatus, RunStepResponse, StepResult, TriggerResponse } from '@porchlight/domain/automations/automation-schemas';
import { flowProblems, FlowStepSchema, type FlowStep, type StepType } from '@porchlight/domain/automations/flow-steps';
import { TriggerConfigSchema, describeTrigger, type TriggerConfig, type TriggerKind } from '@porchlight/domain/automations/triggers';
import type { EventCause, NewDomainEvent } from '@porchlight/domain/events/event-types';
import { SEND_STEP_CHANNELS, stepDelivery, type StepMessage } from '@porchlight/domain/automations/step-delivery';
import type { MessageStatus } from '@porchlight/domain/messaging/message-schemas';
import type { Database } from '../../db/client.ts';
import { flowRunSteps, flowRuns, flows, leads, messages, notificationSettings, trackingTasks, triggerFirings, triggers } from '../../db/schema/index.ts';
import type { EventLog } from '../../events/event-log.ts';
import { createEnrolPreviewRepository } from './enrol-preview.repository.ts';

/** A transaction or the database. */
export type Tx = Database;

/** The request key of a send step's message (flow-engine.ts asks messaging with it: one message per run and step). */
export const sendRequestKey = (runId: string, stepIndex: number) => `flow:${runId}:${stepIndex}`;

export const OPEN_RUN_STATUSES: RunStatus[] = ['running', 'waiting', 'paused'];

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const parseSteps = (raw: unknown): FlowStep[] => (Array.isArray(raw) ? raw.map((s) => FlowStepSchema.parse(s)) : []);

const flowColumns = { id: flows.id, userId: flows.userId, name: flows.name, description: flows.description, status: flows.status, steps: flows.steps, stopOnReply: flows.stopOnReply, createdAt: flows.createdAt, updatedAt: flows.updatedAt };
export type FlowRow = { id: string; userId: string; name: string; description: string; status: string; steps: unknown[]; stopOnReply: boolean; createdAt: Date; updatedAt: Date };

const triggerColumns = { id: triggers.id, userId: triggers.userId, name: triggers.name, flowId: triggers.flowId, enabled: triggers.enabled, kind: triggers.kind, config: triggers.config, lastFiredAt: triggers.lastFiredAt, nextFireAt: triggers.nextFireAt, createdAt: triggers.createdAt };
export type TriggerRow = { id: string; userId: string; name: string; flowId: string | null; enabled: boolean; kind: string; config: Record<string, unknown>; lastFiredAt: Date | null; nextFireAt: Date | null; createdAt: Date };

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

/** What the engine and conditions read of a lead. */
export type LeadFacts = { id: string; name: string; email: string | null; phone: string | null; status: string | null; qualification: string | null; source: string | null; location: string | null; budget: string | null; tags: string[]; leadType: string | null; timeline: string | null };
const leadColumns = { id: leads.id, name: leads.name, email: leads.email, phone: leads.phone, status: leads.status, qualification: leads.qualification, source: leads.source, location: leads.location, budget: leads.budget, tags: leads.tags, leadType: leads.leadType, timeline: leads.timeline };

export type NewRun = { userId: string; flowId: string; leadId: string; steps: unknown[]; startedVia: 'hand' | 'trigger'; triggerId?: string | null; startKey?: string | null; causeFlowIds?: string[] };

/** The only Drizzle importer of automations: flows, triggers, runs, and what they read of leads and messages. */
export function createAutomationsRepository(db: Database, events: EventLog) {
  /** Enabled triggers of a kind the clock fires (not events), whose flow is on, across accounts. */
  const clockTriggers = async (kind: TriggerKind) =>
    (await db
      .select(triggerColumns)
      .from(triggers)
      .innerJoin(flows, eq(flows.id, triggers.flowId))
      .where(and(eq(triggers.kind, kind), eq(triggers.enabled, true), eq(flows.status, 'active')))
      .limit(500)) as TriggerRow[];
  async function flowCounts(flowIds: string[], now: Date) {
    if (flowIds.length === 0) return new Map<string, { active: number; month: number }>();
    const rows = await db
      .select({
        flowId: flowRuns.flowId,
        active: sql<number>`count(*) filter (where ${flowRuns.status} in ('running', 'waiting', 'paused'))`.mapWith(Number),
        month: sql<number>`count(*) filter (where ${flowRuns.startedAt} >= ${monthStart(now).toISOString()})`.mapWith(Number),
      })
      .from(flowRuns)
      .where(inArray(flowRuns.flowId, flowIds))
      .groupBy(flowRuns.flowId);
    return new Map(rows.map((r) => [r.flowId, { active: r.active, month: r.month }]));
  }

  const toFlow = (row: FlowRow, counts?: { active: number; month: number }): FlowResponse => {
    const steps = parseSteps(row.steps);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      status: row.status as FlowStatus,
      steps,
      stop_on_reply: row.stopOnReply,
      problems: flowProblems(steps),
      active_runs: counts?.active ?? 0,
      runs_this_month: counts?.month ?? 0,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  };

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
      ? await db.select().from(flowRunSteps).where(inArray(flowRunSteps.runId, ids)).orderBy(asc(flowRunSteps.at), asc(flowRunSteps.stepIndex))
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
      byRun.set(s.runId, [...(byRun.get(s.runId) ?? []), { index: s.stepIndex, step_id: s.stepId, type, result, detail: s.detail, at: s.at.toISOString(), delivery }]);
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
    db,
    parseSteps,
    toFlow,
    enrolPreview: createEnrolPreviewRepository(db),

    flows: {
      async list(userId: string, now: Date) {
        const rows = (await db.select(flowColumns).from(flows).where(eq(flows.userId, userId)).orderBy(desc(flows.createdAt))) as FlowRow[];
        const counts = await flowCounts(rows.map((r) => r.id), now);
        return rows.map((r) => toFlow(r, counts.get(r.id)));
      },
      async row(userId: string, id: string): Promise<FlowRow | undefined> {
        const [row] = await db.select(flowColumns).from(flows).where(and(eq(flows.userId, userId), eq(flows.id, id)));
        return row as FlowRow | undefined;
      },
      async byId(id: string): Promise<FlowRow | undefined> {
        const [row] = await db.select(flowColumns).from(flows).where(eq(flows.id, id));
        return row as FlowRow | undefined;
      },
      async response(userId: string, id: string, now: Date) {
        const row = await this.row(userId, id);
        return row && toFlow(row, (await flowCounts([id], now)).get(id));
      },
      async insert(userId: string, values: { name: string; description: string; steps: FlowStep[]; stopOnReply: boolean; status?: FlowStatus }, tx: Tx = db) {
        const [row] = await tx.insert(flows).values({ userId, ...values }).returning(flowColumns);
        return row as FlowRow;
      },
      async update(userId: string, id: string, values: Partial<{ name: string; description: string; steps: FlowStep[]; stopOnReply: boolean; status: FlowStatus }>) {
        const [row] = await db
          .update(flows)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(flows.userId, userId), eq(flows.id, id)))
          .returning(flowColumns);
        return row as FlowRow | undefined;
      },
      async remove(userId: string, id: string) {
        const rows = await db.delete(flows).where(and(eq(flows.userId, userId), eq(flows.id, id))).returning({ id: flows.id });
        return rows.length > 0;
      },
    },

    triggers: {
      async list(userId: string, now: Date): Promise<TriggerResponse[]> {
        const rows = await db
          .select({ ...triggerColumns, flowName: flows.name, fired: sql<number>`(select count(*) from ${triggerFirings} where ${triggerFirings.triggerId} = ${triggers.id} and ${triggerFirings.firedAt} >= ${monthStart(now).toISOString()})`.mapWith(Number) })
          .from(triggers)
          .leftJoin(flows, eq(flows.id, triggers.flowId))
          .where(eq(triggers.userId, userId))
          .orderBy(desc(triggers.createdAt));
        return rows.flatMap((r) => {
          const parsed = TriggerConfigSchema.safeParse(r.config);
          if (!parsed.success || !r.flowId) return [];
          return [
            {
              id: r.id,
              name: r.name,
              flow_id: r.flowId,
              flow_name: r.flowName ?? '',
              enabled: r.enabled,
              config: parsed.data,
              description: describeTrigger(parsed.data),
              last_fired_at: r.lastFiredAt?.toISOString() ?? null,
              fired_this_month: r.fired,
              created_at: r.createdAt.toISOString(),
            },
          ];
        });
      },
      async row(userId: string, id: string): Promise<TriggerRow | undefined> {
        const [row] = await db.select(triggerColumns).from(triggers).where(and(eq(triggers.userId, userId), eq(triggers.id, id)));
        return row as TriggerRow | undefined;
      },
      async insert(userId: string, values: { name: string; flowId: string; enabled: boolean; config: TriggerConfig; nextFireAt: Date | null }, tx: Tx = db) {
        const [row] = await tx
          .insert(triggers)
          .values({ userId, name: values.name, flowId: values.flowId, enabled: values.enabled, kind: values.config.kind, config: values.config, nextFireAt: values.nextFireAt })
          .returning({ id: triggers.id });
        return row!.id;
      },
      async update(userId: string, id: string, values: Partial<{ name: string; flowId: string; enabled: boolean; config: TriggerConfig; nextFireAt: Date | null }>) {
        const [row] = await db
          .update(triggers)
          .set({ ...values, ...(values.config ? { kind: values.config.kind } : {}) })
          .where(and(eq(triggers.userId, userId), eq(triggers.id, id)))
          .returning({ id: triggers.id });
        return Boolean(row);
      },
      async remove(userId: string, id: string) {
        return (await db.delete(triggers).where(and(eq(triggers.userId, userId), eq(triggers.id, id))).returning({ id: triggers.id })).length > 0;
      },
      /** The account's enabled triggers of these kinds whose flow is on. */
      async listening(userId: string, kinds: TriggerKind[]) {
        if (kinds.length === 0) return [];
        return (await db
          .select(triggerColumns)
          .from(triggers)
          .innerJoin(flows, eq(flows.id, triggers.flowId))
          .where(and(eq(triggers.userId, userId), eq(triggers.enabled, true), inArray(triggers.kind, kinds), eq(flows.status, 'active')))) as TriggerRow[];
      },
      /** Schedule triggers that are due, across accounts. */
      async dueSchedules(now: Date) {
        return (await db
          .select(triggerColumns)
          .from(triggers)
          .innerJoin(flows, eq(flows.id, triggers.flowId))
          .where(and(eq(triggers.kind, 'schedule'), eq(triggers.enabled, true), isNotNull(triggers.nextFireAt), lte(triggers.nextFireAt, now), eq(flows.status, 'active')))
          .limit(100)) as TriggerRow[];
      },
      /** Enabled no-reply triggers whose flow is on, across accounts. */
      noReplyTriggers: () => clockTriggers('lead_no_reply'),
      /** Enabled date triggers (birthday, anniversary, open house) whose flow is on, across accounts. */
      dateTriggers: () => clockTriggers('date_arrives'),
      /**
       * Leads whose latest message from the agent is at least `days` old with no reply since, not
       * yet fired for that message: the cause is the message, so each silence fires once.
       */
      async silentLeads(trigger: TriggerRow, days: number, now: Date, limit: number) {
        const before = new Date(now.getTime() - days * 86_400_000).toISOString();
        const result = (await db.execute(sql`
          select l.id as lead_id, m.id as message_id
          from ${leads} l
          join lateral (
            select o.id, o.created_at from ${messages} o
            where o.user_id = ${trigger.userId} and o.lead_id = l.id and o.direction = 'outbound' and o.status not in ('failed', 'canceled')
            order by o.created_at desc limit 1
          ) m on true
          where l.user_id = ${trigger.userId} and m.created_at <= ${before}
            and not exists (select 1 from ${messages} i where i.user_id = ${trigger.userId} and i.lead_id = l.id and i.direction = 'inbound' and i.created_at > m.created_at)
            and not exists (select 1 from ${triggerFirings} f where f.trigger_id = ${trigger.id} and f.cause = 'no-reply:' || m.id::text)
          limit ${limit}`)) as unknown as { rows: { lead_id: string; message_id: string }[] };
        return result.rows.map((r) => ({ leadId: r.lead_id, cause: `no-reply:${r.message_id}` }));
      },
      /** Moves a schedule on from the due time this caller saw; false when another instance did. */
      async claimSchedule(id: string, due: Date, next: Date) {
        const rows = await db.update(triggers).set({ nextFireAt: next }).where(and(eq(triggers.id, id), eq(triggers.nextFireAt, due))).returning({ id: triggers.id });
        return rows.length > 0;
      },
      /** Records a firing once per cause; answers whether this call recorded it. */
      async recordFiring(userId: string, triggerId: string, cause: string, leadsEnrolled: number, at: Date) {
        const rows = await db.insert(triggerFirings).values({ userId, triggerId, cause, leadsEnrolled, firedAt: at }).onConflictDoNothing().returning({ id: triggerFirings.id });
        if (rows.length) await db.update(triggers).set({ lastFiredAt: at }).where(eq(triggers.id, triggerId));
        return rows.length > 0;
      },
    },

    leads: {
      async facts(userId: string, leadId: string): Promise<LeadFacts | undefined> {
        const [row] = await db.select(leadColumns).from(leads).where(and(eq(leads.userId, userId), eq(leads.id, leadId)));
        return row;
      },
      async owned(userId: string, ids: string[]) {
        if (ids.length === 0) return [];
        return (await db.select({ id: leads.id }).from(leads).where(and(eq(leads.userId, userId), inArray(leads.id, ids)))).map((r) => r.id);
      },
      async tagged(userId: string, tag: string, limit: number) {
        const rows = await db.select({ id: leads.id, tags: leads.tags }).from(leads).where(and(eq(leads.userId, userId), sql`exists (select 1 from unnest(${leads.tags}) t where lower(t) = lower(${tag}))`)).orderBy(asc(leads.createdAt)).limit(limit);
        return rows.map((r) => r.id);
      },
      async ofImport(userId: string, importId: string, limit: number) {
        return (await db.select({ id: leads.id }).from(leads).where(and(eq(leads.userId, userId), eq(leads.importId, importId))).orderBy(asc(leads.createdAt)).limit(limit)).map((r) => r.id);
      },
      /** Whether the lead wrote to the agent since `since` (a reply during the run). */
      async repliedSince(userId: string, leadId: string, since: Date) {
        const [row] = await db
          .select({ n: count() })
          .from(messages)
          .where(and(eq(messages.userId, userId), eq(messages.leadId, leadId), eq(messages.direction, 'inbound'), gte(messages.createdAt, since)));
        return (row?.n ?? 0) > 0;
      },
      /**
       * A flow's update of the lead's status and tags, with the same events a change by hand
       * records (history, and other triggers), in the step's transaction. The events carry the
       * step's cause, so the flows that led to the change are not started again by it.
       */
      async update(tx: Tx, userId: string, lead: LeadFacts, change: { status?: string | null; tags?: string[] }, actorId: string, cause: EventCause) {
        const set: { status?: string | null; tags?: string[]; updatedAt: Date } = { updatedAt: new Date() };
        const list: NewDomainEvent[] = [];
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        if (change.status !== undefined && change.status !== lead.status) {
          set.status = change.status;
          changes.status = { from: lead.status, to: change.status };
          list.push({ type: 'lead.status_changed', accountId: userId, actorId, subjectType: 'lead', subjectId: lead.id, payload: { name: lead.name, from: lead.status, to: change.status }, cause });
        }
        if (change.tags && change.tags.join('\u0000') !== lead.tags.join('\u0000')) {
          set.tags = change.tags;
          changes.tags = { from: lead.tags, to: change.tags };
        }
        if (Object.keys(changes).length === 0) return false;
        await tx.update(leads).set(set).where(and(eq(leads.userId, userId), eq(leads.id, lead.id)));
        list.unshift({ type: 'lead.updated', accountId: userId, actorId, subjectType: 'lead', subjectId: lead.id, payload: { name: lead.name, changes }, cause });
        await events.record(tx, list);
        return true;
      },
    },

    /** A follow-up tracking task a flow step creates, in the step's transaction. */
    async insertFollowUp(tx: Tx, task: { userId: string; leadId: string; title: string; note: string; dueAt: Date }) {
      await tx.insert(trackingTasks).values({ ...task, kind: 'follow_up', status: 'active' });
    },

    async agentTimeZone(userId: string) {
      const [row] = await db.select({ timeZone: notificationSettings.timeZone }).from(notificationSettings).where(eq(notificationSettings.userId, userId));
      return row?.timeZone ?? 'UTC';
    },

    runs: {
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
        const [row] = await db.select(runColumns).from(flowRuns).where(and(eq(flowRuns.userId, userId), eq(flowRuns.id, id)));
        return row as RunRow | undefined;
      },
      async response(userId: string, id: string) {
        return (await runsWhere(and(eq(flowRuns.userId, userId), eq(flowRuns.id, id)), 1))[0];
      },
      ofFlow: (userId: string, flowId: string, limit: number) => runsWhere(and(eq(flowRuns.userId, userId), eq(flowRuns.flowId, flowId)), limit),
      ofLead: (userId: string, leadId: string, limit: number) => runsWhere(and(eq(flowRuns.userId, userId), eq(flowRuns.leadId, leadId)), limit),
      /** The open runs of one flow for these leads (taking them off it). */
      async openOnFlow(userId: string, flowId: string, leadIds: string[]) {
        if (leadIds.length === 0) return [];
        return db
          .select({ id: flowRuns.id, leadId: flowRuns.leadId })
          .from(flowRuns)
          .where(and(eq(flowRuns.userId, userId), eq(flowRuns.flowId, flowId), inArray(flowRuns.leadId, leadIds), inArray(flowRuns.status, OPEN_RUN_STATUSES)));
      },
      /** Records what a step did, once per run and step: false when it was already recorded. */
      async recordStep(tx: Tx, runId: string, stepIndex: number, step: FlowStep, result: StepResult, detail: string, at: Date) {
        const rows = await tx.insert(flowRunSteps).values({ runId, stepIndex, stepId: step.id, type: step.type, result, detail, at }).onConflictDoNothing().returning({ id: flowRunSteps.id });
        return rows.length > 0;
      },
      async markStepFailed(runId: string, stepIndex: number, detail: string) {
        await db.update(flowRunSteps).set({ result: 'failed', detail }).where(and(eq(flowRunSteps.runId, runId), eq(flowRunSteps.stepIndex, stepIndex)));
      },
      /** Moves the run on from step `from` (only if it is still there, in this generation). */
      async advance(tx: Tx, run: Pick<RunRow, 'id' | 'generation'>, from: number, next: { step: number; at: Date | null } | null, now: Date, ending: { status: 'completed' | 'stopped'; reason: string | null } = { status: 'completed', reason: null }) {
        const set = next
          ? { currentStep: next.step, status: next.at ? 'waiting' : 'running', nextStepAt: next.at }
          : { currentStep: null, status: ending.status, reason: ending.reason, nextStepAt: null, endedAt: now };
        const rows = await tx
          .update(flowRuns)
          .set(set)
          .where(and(eq(flowRuns.id, run.id), eq(flowRuns.generation, run.generation), eq(flowRuns.currentStep, from), inArray(flowRuns.status, ['running', 'waiting'])))
          .returning({ id: flowRuns.id });
        return rows.length > 0;
      },
      /** Ends an open run (stopped or failed) with its reason; false when it was not open. */
      /** `evenCompleted`: a send refused after the run went on to its end still marks it failed. */
      async end(runId: string, status: 'stopped' | 'failed' | 'completed', reason: string | null, now: Date, evenCompleted = false) {
        const rows = await db
          .update(flowRuns)
          .set({ status, reason, currentStep: null, nextStepAt: null, endedAt: sql`coalesce(${flowRuns.endedAt}, ${now.toISOString()})`, generation: sql`${flowRuns.generation} + 1` })
          .where(and(eq(flowRuns.id, runId), inArray(flowRuns.status, evenCompleted ? [...OPEN_RUN_STATUSES, 'completed'] : OPEN_RUN_STATUSES)))
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
          .set({ status: sql`case when ${flowRuns.nextStepAt} is not null then 'waiting' else 'running' end`, pausedBy: null, generation: sql`${flowRuns.generation} + 1` })
          .where(and('runId' in where ? eq(flowRuns.id, where.runId) : and(eq(flowRuns.flowId, where.flowId), eq(flowRuns.pausedBy, 'flow')), eq(flowRuns.status, 'paused')))
          .returning({ id: flowRuns.id, currentStep: flowRuns.currentStep, generation: flowRuns.generation, nextStepAt: flowRuns.nextStepAt, userId: flowRuns.userId });
      },
      /** Stops the lead's open runs on flows that stop on a reply. */
      async stopOnReply(userId: string, leadId: string, now: Date) {
        return db
          .update(flowRuns)
          .set({ status: 'stopped', reason: 'The lead replied', currentStep: null, nextStepAt: null, endedAt: now, generation: sql`${flowRuns.generation} + 1` })
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
    },
  };
}

export type AutomationsRepository = ReturnType<typeof createAutomationsRepository>;
