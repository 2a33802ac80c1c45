import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { FlowStatus, FlowResponse } from '@porchlight/domain/automations/automation-schemas';
import { flowProblems, FlowStepSchema, type FlowStep } from '@porchlight/domain/automations/flow-steps';
import type { EventCause, NewDomainEvent } from '@porchlight/domain/events/event-types';
import type { Database } from '../../db/client.ts';
import { flowRuns, flows, leads, messages, notificationSettings, trackingTasks } from '../../db/schema/index.ts';
import type { EventLog } from '../../events/event-log.ts';
import { createEnrolPreviewRepository } from './enrol-preview.repository.ts';
import { createFlowRunsRepository, type Tx } from './flow-runs.repository.ts';
import { createTriggersRepository, monthStart } from './triggers.repository.ts';

const parseSteps = (raw: unknown): FlowStep[] => (Array.isArray(raw) ? raw.map((s) => FlowStepSchema.parse(s)) : []);

const flowColumns = {
  id: flows.id,
  userId: flows.userId,
  name: flows.name,
  description: flows.description,
  status: flows.status,
  steps: flows.steps,
  stopOnReply: flows.stopOnReply,
  createdAt: flows.createdAt,
  updatedAt: flows.updatedAt,
};
export type FlowRow = {
  id: string;
  userId: string;
  name: string;
  description: string;
  status: string;
  steps: unknown[];
  stopOnReply: boolean;
  createdAt: Date;
  updatedAt: Date;
};

/** What the engine and conditions read of a lead. */
export type LeadFacts = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  status: string | null;
  qualification: string | null;
  source: string | null;
  location: string | null;
  budget: string | null;
  tags: string[];
  leadType: string | null;
  timeline: string | null;
};
const leadColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  status: leads.status,
  qualification: leads.qualification,
  source: leads.source,
  location: leads.location,
  budget: leads.budget,
  tags: leads.tags,
  leadType: leads.leadType,
  timeline: leads.timeline,
};

/** The only Drizzle importer of automations: flows, triggers, runs, and what they read of leads and messages. */
export function createAutomationsRepository(db: Database, events: EventLog) {
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

  return {
    db,
    parseSteps,
    toFlow,
    enrolPreview: createEnrolPreviewRepository(db),

    flows: {
      async list(userId: string, now: Date) {
        const rows = (await db.select(flowColumns).from(flows).where(eq(flows.userId, userId)).orderBy(desc(flows.createdAt))) as FlowRow[];
        const counts = await flowCounts(
          rows.map((r) => r.id),
          now,
        );
        return rows.map((r) => toFlow(r, counts.get(r.id)));
      },
      async row(userId: string, id: string): Promise<FlowRow | undefined> {
        const [row] = await db
          .select(flowColumns)
          .from(flows)
          .where(and(eq(flows.userId, userId), eq(flows.id, id)));
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
      async insert(
        userId: string,
        values: { name: string; description: string; steps: FlowStep[]; stopOnReply: boolean; status?: FlowStatus },
        tx: Tx = db,
      ) {
        const [row] = await tx
          .insert(flows)
          .values({ userId, ...values })
          .returning(flowColumns);
        return row as FlowRow;
      },
      async update(
        userId: string,
        id: string,
        values: Partial<{ name: string; description: string; steps: FlowStep[]; stopOnReply: boolean; status: FlowStatus }>,
      ) {
        const [row] = await db
          .update(flows)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(flows.userId, userId), eq(flows.id, id)))
          .returning(flowColumns);
        return row as FlowRow | undefined;
      },
      async remove(userId: string, id: string) {
        const rows = await db
          .delete(flows)
          .where(and(eq(flows.userId, userId), eq(flows.id, id)))
          .returning({ id: flows.id });
        return rows.length > 0;
      },
    },

    triggers: createTriggersRepository(db),
    runs: createFlowRunsRepository(db),

    leads: {
      async facts(userId: string, leadId: string): Promise<LeadFacts | undefined> {
        const [row] = await db
          .select(leadColumns)
          .from(leads)
          .where(and(eq(leads.userId, userId), eq(leads.id, leadId)));
        return row;
      },
      async owned(userId: string, ids: string[]) {
        if (ids.length === 0) return [];
        return (
          await db
            .select({ id: leads.id })
            .from(leads)
            .where(and(eq(leads.userId, userId), inArray(leads.id, ids)))
        ).map((r) => r.id);
      },
      async tagged(userId: string, tag: string, limit: number) {
        const rows = await db
          .select({ id: leads.id, tags: leads.tags })
          .from(leads)
          .where(and(eq(leads.userId, userId), sql`exists (select 1 from unnest(${leads.tags}) t where lower(t) = lower(${tag}))`))
          .orderBy(asc(leads.createdAt))
          .limit(limit);
        return rows.map((r) => r.id);
      },
      async ofImport(userId: string, importId: string, limit: number) {
        return (
          await db
            .select({ id: leads.id })
            .from(leads)
            .where(and(eq(leads.userId, userId), eq(leads.importId, importId)))
            .orderBy(asc(leads.createdAt))
            .limit(limit)
        ).map((r) => r.id);
      },
      /** Whether the lead wrote to the agent since `since` (a reply during the run). */
      async repliedSince(userId: string, leadId: string, since: Date) {
        const [row] = await db
          .select({ n: count() })
          .from(messages)
          .where(
            and(
              eq(messages.userId, userId),
              eq(messages.leadId, leadId),
              eq(messages.direction, 'inbound'),
              gte(messages.createdAt, since),
            ),
          );
        return (row?.n ?? 0) > 0;
      },
      /**
       * A flow's update of the lead's status and tags, with the same events a change by hand
       * records (history, and other triggers), in the step's transaction. The events carry the
       * step's cause, so the flows that led to the change are not started again by it.
       */
      async update(
        tx: Tx,
        userId: string,
        lead: LeadFacts,
        change: { status?: string | null; tags?: string[] },
        actorId: string,
        cause: EventCause,
      ) {
        const set: { status?: string | null; tags?: string[]; updatedAt: Date } = { updatedAt: new Date() };
        const list: NewDomainEvent[] = [];
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        if (change.status !== undefined && change.status !== lead.status) {
          set.status = change.status;
          changes.status = { from: lead.status, to: change.status };
          list.push({
            type: 'lead.status_changed',
            accountId: userId,
            actorId,
            subjectType: 'lead',
            subjectId: lead.id,
            payload: { name: lead.name, from: lead.status, to: change.status },
            cause,
          });
        }
        if (change.tags && change.tags.join('\u0000') !== lead.tags.join('\u0000')) {
          set.tags = change.tags;
          changes.tags = { from: lead.tags, to: change.tags };
        }
        if (Object.keys(changes).length === 0) return false;
        await tx
          .update(leads)
          .set(set)
          .where(and(eq(leads.userId, userId), eq(leads.id, lead.id)));
        list.unshift({
          type: 'lead.updated',
          accountId: userId,
          actorId,
          subjectType: 'lead',
          subjectId: lead.id,
          payload: { name: lead.name, changes },
          cause,
        });
        await events.record(tx, list);
        return true;
      },
    },

    /** A follow-up tracking task a flow step creates, in the step's transaction. */
    async insertFollowUp(tx: Tx, task: { userId: string; leadId: string; title: string; note: string; dueAt: Date }) {
      await tx.insert(trackingTasks).values({ ...task, kind: 'follow_up', status: 'active' });
    },

    async agentTimeZone(userId: string) {
      const [row] = await db
        .select({ timeZone: notificationSettings.timeZone })
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId));
      return row?.timeZone ?? 'UTC';
    },
  };
}

export type AutomationsRepository = ReturnType<typeof createAutomationsRepository>;
