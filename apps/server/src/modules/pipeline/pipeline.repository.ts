import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_PIPELINE_STAGES,
  type PipelineLeadResponse,
  type PipelineResponse,
  type PipelineStage,
  type PipelineStagesResponse,
} from '@porchlight/domain/pipeline/pipeline-stages';
import type { CurrentStage, StageSavePlan, StageSaveProblem } from '@porchlight/domain/pipeline/plan-stage-save';
import type { Database } from '../../db/client.ts';
import { leadFilterConditions, type LeadFilterValues } from '../../db/lead-filters.ts';
import { leadActivities, leads, messages, pipelineStages } from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const stageColumns = { id: pipelineStages.id, name: pipelineStages.name, position: pipelineStages.position };

/**
 * The account's stages in order, made from the defaults when it has none; leads still without a
 * stage (imported, or made before the stages existed) go to the first. One account at a time, so
 * two first reads never make the defaults twice.
 */
async function ensureStages(tx: Tx, userId: string): Promise<PipelineStage[]> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`pipeline:${userId}`}))`);
  let stages = await tx
    .select(stageColumns)
    .from(pipelineStages)
    .where(eq(pipelineStages.userId, userId))
    .orderBy(asc(pipelineStages.position), asc(pipelineStages.createdAt));
  if (stages.length === 0) {
    const made = await tx
      .insert(pipelineStages)
      .values(DEFAULT_PIPELINE_STAGES.map((name, position) => ({ userId, name, position })))
      .returning(stageColumns);
    stages = made.sort((a, b) => a.position - b.position);
  }
  await tx
    .update(leads)
    .set({ stageId: stages[0]!.id })
    .where(and(eq(leads.userId, userId), isNull(leads.stageId)));
  return stages;
}

/** Each stage's count and deal total, of the leads `where` matches (the board's filters, or the whole book). */
async function countsByStage(tx: Tx, where: SQL | undefined) {
  const rows = await tx
    .select({ stageId: leads.stageId, leadCount: count(), dealTotal: sql<string | number>`coalesce(sum(${leads.dealValue}), 0)` })
    .from(leads)
    .where(where)
    .groupBy(leads.stageId);
  return new Map(rows.map((r) => [r.stageId, { leadCount: Number(r.leadCount), dealTotal: Number(r.dealTotal) }]));
}

// Drizzle writes a subquery's selected columns without their table; the correlated reads below
// name the lead's row in full so they never bind to the messages' own user_id or id.
const ofLead = (column: { name: string }) => sql`${sql.identifier('leads')}.${sql.identifier(column.name)}`;

/**
 * A card's last touch: the latest message sent to the lead (a provider took it: a message kept
 * here because no provider is set up touched nobody) or received from them, a call or note the
 * agent logged, or the last activity an imported book recorded (Follow Up Boss's `Last Activity`).
 * The reads go through (lead, time) indexes, one lead at a time; greatest() skips the empty ones.
 */
const lastTouchAt = sql<string | Date | null>`greatest(
  ${ofLead(leads.lastActivityAt)},
  (select max(coalesce(${messages.sentAt}, case when ${messages.direction} = 'inbound' then ${messages.createdAt} end)) from ${messages} where ${messages.userId} = ${ofLead(leads.userId)} and ${messages.leadId} = ${ofLead(leads.id)} and ${messages.status} <> 'kept'),
  (select max(${leadActivities.createdAt}) from ${leadActivities} where ${leadActivities.leadId} = ${ofLead(leads.id)} and ${leadActivities.kind} in ('call', 'note'))
)`;

const isoOrNull = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The first `perStage` cards of each stage, soonest close first: one query, each stage's top cards
 * read from the (user, stage, close date, name, id) index by a LATERAL join, so a stage of
 * thousands costs what a stage of fifty does.
 */
async function cardsByStage(tx: Tx, userId: string, where: SQL | undefined, perStage: number): Promise<PipelineLeadResponse[]> {
  const card = tx
    .select({
      id: leads.id,
      name: leads.name,
      status: leads.status,
      stageId: leads.stageId,
      dealValue: leads.dealValue,
      expectedCloseDate: leads.expectedCloseDate,
      phone: leads.phone,
      source: leads.source,
      tags: leads.tags,
      lastTouchAt: lastTouchAt.as('last_touch_at'),
    })
    .from(leads)
    .where(and(where, eq(leads.stageId, pipelineStages.id)))
    .orderBy(sql`${leads.expectedCloseDate} asc nulls last`, asc(leads.name), asc(leads.id))
    .limit(perStage)
    .as('card');
  const rows = await tx
    .select()
    .from(pipelineStages)
    .innerJoinLateral(card, sql`true`)
    .where(eq(pipelineStages.userId, userId));
  return rows.map(({ card: c }) => ({
    ...c,
    stageId: c.stageId!,
    dealValue: c.dealValue === null ? null : Number(c.dealValue),
    lastTouchAt: isoOrNull(c.lastTouchAt),
  }));
}

export function createPipelineRepository(db: Database) {
  return {
    ensureStages: (userId: string) => db.transaction((tx) => ensureStages(tx, userId)),

    /** The board: each stage with the count and deal total of the leads the filters match, and their first `perStage` cards. */
    async board(userId: string, perStage: number, filters: LeadFilterValues = {}): Promise<PipelineResponse> {
      return db.transaction(async (tx) => {
        const stages = await ensureStages(tx, userId);
        const where = and(...leadFilterConditions(userId, filters));
        const totals = await countsByStage(tx, where);
        return {
          stages: stages.map((s) => ({ ...s, ...(totals.get(s.id) ?? { leadCount: 0, dealTotal: 0 }) })),
          leads: await cardsByStage(tx, userId, where, perStage),
        };
      });
    },

    /** Every stage with its whole count and total, whatever a board's filters. */
    async stages(userId: string): Promise<PipelineStagesResponse> {
      return db.transaction(async (tx) => {
        const stages = await ensureStages(tx, userId);
        const totals = await countsByStage(tx, eq(leads.userId, userId));
        return { stages: stages.map((s) => ({ ...s, ...(totals.get(s.id) ?? { leadCount: 0, dealTotal: 0 }) })) };
      });
    },

    /**
     * Saves the list in one transaction: `decide` sees the stages as they are now (with lead
     * counts) and answers the plan, or the problem that stops it.
     */
    async saveStages(
      userId: string,
      decide: (current: CurrentStage[]) => StageSavePlan | StageSaveProblem,
    ): Promise<StageSaveProblem | undefined> {
      return db.transaction(async (tx) => {
        const stages = await ensureStages(tx, userId);
        const totals = await countsByStage(tx, eq(leads.userId, userId));
        const plan = decide(stages.map((s) => ({ ...s, leadCount: totals.get(s.id)?.leadCount ?? 0 })));
        if ('status' in plan) return plan;
        const mine = (ids: string[]) => and(eq(pipelineStages.userId, userId), inArray(pipelineStages.id, ids));
        for (const move of plan.moves) {
          await tx
            .update(leads)
            .set({ stageId: move.to, updatedAt: sql`now()` })
            .where(and(eq(leads.userId, userId), eq(leads.stageId, move.from)));
        }
        if (plan.remove.length) await tx.delete(pipelineStages).where(mine(plan.remove));
        for (const stage of plan.keep)
          await tx
            .update(pipelineStages)
            .set({ name: stage.name, position: stage.position })
            .where(mine([stage.id]));
        if (plan.add.length) await tx.insert(pipelineStages).values(plan.add.map((s) => ({ ...s, userId })));
        return undefined;
      });
    },
  };
}
export type PipelineRepository = ReturnType<typeof createPipelineRepository>;
