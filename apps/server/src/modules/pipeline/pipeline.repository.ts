import { and, asc, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { DEFAULT_PIPELINE_STAGES, type PipelineLeadResponse, type PipelineResponse, type PipelineStage } from '@porchlight/domain/pipeline/pipeline-stages';
import type { CurrentStage, StageSavePlan, StageSaveProblem } from '@porchlight/domain/pipeline/plan-stage-save';
import type { Database } from '../../db/client.ts';
import { leads, pipelineStages } from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const stageColumns = { id: pipelineStages.id, name: pipelineStages.name, position: pipelineStages.position };

/**
 * The account's stages in order, made from the defaults when it has none; leads still without a
 * stage (imported, or made before the stages existed) go to the first. One account at a time, so
 * two first reads never make the defaults twice.
 */
async function ensureStages(tx: Tx, userId: string): Promise<PipelineStage[]> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`pipeline:${userId}`}))`);
  let stages = await tx.select(stageColumns).from(pipelineStages).where(eq(pipelineStages.userId, userId)).orderBy(asc(pipelineStages.position), asc(pipelineStages.createdAt));
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

async function countsByStage(tx: Tx, userId: string) {
  const rows = await tx
    .select({ stageId: leads.stageId, leadCount: count(), dealTotal: sql<string | number>`coalesce(sum(${leads.dealValue}), 0)` })
    .from(leads)
    .where(eq(leads.userId, userId))
    .groupBy(leads.stageId);
  return new Map(rows.map((r) => [r.stageId, { leadCount: Number(r.leadCount), dealTotal: Number(r.dealTotal) }]));
}

export function createPipelineRepository(db: Database) {
  return {
    ensureStages: (userId: string) => db.transaction((tx) => ensureStages(tx, userId)),

    /** The board: each stage with its count and deal total, and the first `perStage` cards of each. */
    async board(userId: string, perStage: number): Promise<PipelineResponse> {
      return db.transaction(async (tx) => {
        const stages = await ensureStages(tx, userId);
        const totals = await countsByStage(tx, userId);
        const ranked = tx
          .select({
            id: leads.id,
            name: leads.name,
            status: leads.status,
            stageId: leads.stageId,
            dealValue: leads.dealValue,
            expectedCloseDate: leads.expectedCloseDate,
            rank: sql<number>`row_number() over (partition by ${leads.stageId} order by ${leads.expectedCloseDate} asc nulls last, ${leads.name}, ${leads.id})`.as('rank'),
          })
          .from(leads)
          .where(eq(leads.userId, userId))
          .as('ranked');
        const cards = await tx.select().from(ranked).where(lte(ranked.rank, perStage)).orderBy(asc(ranked.rank));
        return {
          stages: stages.map((s) => ({ ...s, ...(totals.get(s.id) ?? { leadCount: 0, dealTotal: 0 }) })),
          leads: cards.map(
            ({ rank: _rank, ...c }): PipelineLeadResponse => ({ ...c, stageId: c.stageId!, dealValue: c.dealValue === null ? null : Number(c.dealValue) }),
          ),
        };
      });
    },

    /**
     * Saves the list in one transaction: `decide` sees the stages as they are now (with lead
     * counts) and answers the plan, or the problem that stops it.
     */
    async saveStages(userId: string, decide: (current: CurrentStage[]) => StageSavePlan | StageSaveProblem): Promise<StageSaveProblem | undefined> {
      return db.transaction(async (tx) => {
        const stages = await ensureStages(tx, userId);
        const totals = await countsByStage(tx, userId);
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
        for (const stage of plan.keep) await tx.update(pipelineStages).set({ name: stage.name, position: stage.position }).where(mine([stage.id]));
        if (plan.add.length) await tx.insert(pipelineStages).values(plan.add.map((s) => ({ ...s, userId })));
        return undefined;
      });
    },
  };
}
export type PipelineRepository = ReturnType<typeof createPipelineRepository>;
