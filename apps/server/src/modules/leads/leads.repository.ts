import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { leadKeyColumns } from '@porchlight/domain/csv-import/duplicate-keys';
import type { Database } from '../../db/client.ts';
import { csvExports, leadActivities, leadMerges, leads, pipelineStages } from '../../db/schema/index.ts';
import type { EventLog } from '../../events/event-log.ts';
import type { HistoryQuery, NewDomainEvent } from '@porchlight/domain/events/event-types';
import { leadColumns as columns, toLeadResponse as toResponse, type LeadRow as Row } from './lead-columns.ts';
import { createLeadActivitiesRepository, type ActivityValues } from './lead-activities.repository.ts';
import { createLeadsBulkRepository } from './leads-bulk.repository.ts';
import { createLeadsListRepository } from './leads-list.repository.ts';

export type { LeadFilters } from './leads-list.repository.ts';

/** How a lead made one by one came in (lead.created's via): the app, or the public API. */
export type LeadCreatedVia = 'form' | 'api';

/** The account's first stage, where a new lead starts (null before its stages exist: the board's first read places it). */
const firstStageOf = (userId: string) =>
  sql`(select ${pipelineStages.id} from ${pipelineStages} where ${pipelineStages.userId} = ${userId} order by ${pipelineStages.position}, ${pipelineStages.createdAt} limit 1)`;

/**
 * How a lead came in, for its lead.created event: `via` the app's form or the public API, and for
 * a lead that came in by itself (lead capture, the API's intake) which way, and the property asked about.
 */
export type LeadOrigin = {
  via?: LeadCreatedVia;
  intake?: 'lead-form' | 'lead-email' | 'api' | 'phone-call' | 'booking-page';
  propertyAddress?: string | null;
  propertyPrice?: number | null;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A lead's saved change as events: lead.updated with each field's before and after, and lead.status_changed. */
function updateEvents(
  userId: string,
  before: Record<string, unknown>,
  after: LeadResponse,
  values: Record<string, unknown>,
): NewDomainEvent[] {
  const base = { accountId: userId, actorId: userId, subjectType: 'lead' as const, subjectId: after.id };
  const changed = Object.keys(values).filter(
    (key) => key !== 'status' && key in before && !same(before[key], after[key as keyof LeadResponse]),
  );
  const list: NewDomainEvent[] = [];
  if (changed.length > 0) {
    // A stage change is told by the stages' names, which the history can show.
    const change = (key: string) =>
      key === 'stageId'
        ? ['stage', { from: before.stageName ?? null, to: after.stageName }]
        : [key, { from: before[key] ?? null, to: after[key as keyof LeadResponse] ?? null }];
    const changes = Object.fromEntries(changed.map(change));
    list.push({ ...base, type: 'lead.updated', payload: { name: after.name, changes } });
  }
  if ('status' in values && !same(before.status, after.status)) {
    list.push({
      ...base,
      type: 'lead.status_changed',
      payload: { name: after.name, from: (before.status as string | null) ?? null, to: after.status ?? null },
    });
  }
  return list;
}

/** The duplicate keys of a lead (camelCase values). */
function keysOf(values: { email?: unknown; phone?: unknown }) {
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  const keys = leadKeyColumns({ email: text(values.email), phone: text(values.phone) });
  return { emailKey: keys.email_key, phoneKey: keys.phone_key };
}

export function createLeadsRepository(db: Database, events: Pick<EventLog, 'record' | 'history'>) {
  return {
    ...createLeadsListRepository(db),
    ...createLeadsBulkRepository(db, events),
    ...createLeadActivitiesRepository(db),

    /**
     * The number the account texts from (its own Twilio number, else the one it was given), whose
     * country is the account's: a lead's phone typed without "+" is read in it. Null: none yet.
     */
    async textingNumber(userId: string): Promise<string | null> {
      const rows = (
        (await db.execute(sql`
          select coalesce(
            (select phone_number from sms_accounts where user_id = ${userId}),
            (select phone_number from sms_numbers where user_id = ${userId} and status = 'active' and source <> 'own' limit 1)
          ) as phone`)) as unknown as { rows: { phone: string | null }[] }
      ).rows;
      return rows[0]?.phone ?? null;
    },

    async find(userId: string, id: string): Promise<LeadResponse | undefined> {
      const [row] = await db
        .select(columns)
        .from(leads)
        .where(and(eq(leads.userId, userId), eq(leads.id, id)));
      return row ? toResponse(row as Row) : undefined;
    },

    /**
     * The lead a merged-away lead went into (issue 50), while that merge stands: its old link leads
     * there. A merge into a lead later merged itself points at the lead that stays (lead-duplicates
     * moves it), so one step is enough. Found by the merged ids' GIN index.
     */
    async mergedInto(userId: string, id: string): Promise<{ id: string; name: string } | undefined> {
      const [row] = await db
        .select({ id: leads.id, name: leads.name })
        .from(leadMerges)
        .innerJoin(leads, eq(leads.id, leadMerges.leadId))
        .where(
          and(
            eq(leadMerges.userId, userId),
            sql`${leadMerges.mergedLeadIds} @> ARRAY[${id}]::uuid[]`,
            isNull(leadMerges.undoneAt),
            eq(leads.userId, userId),
          ),
        )
        .orderBy(sql`${leadMerges.createdAt} DESC`)
        .limit(1);
      return row;
    },

    async create(
      userId: string,
      values: Partial<typeof leads.$inferInsert> & { name: string },
      origin: LeadOrigin = {},
    ): Promise<LeadResponse> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(leads)
          .values({ ...values, ...keysOf(values), stageId: values.stageId ?? firstStageOf(userId), userId })
          .returning(columns);
        const lead = toResponse(row as Row);
        await tx.insert(leadActivities).values({ leadId: lead.id, userId, kind: 'created', toStatus: lead.status });
        await events.record(tx, {
          type: 'lead.created',
          accountId: userId,
          actorId: userId,
          subjectType: 'lead',
          subjectId: lead.id,
          payload: {
            name: lead.name,
            source: lead.source ?? null,
            status: lead.status ?? null,
            platform: lead.platform ?? null,
            location: lead.location ?? null,
            ...origin,
            via: origin.via ?? 'form',
          },
        });
        return lead;
      });
    },

    async update(
      userId: string,
      id: string,
      values: Partial<typeof leads.$inferInsert>,
      activity: ActivityValues | null,
    ): Promise<LeadResponse | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select(columns)
          .from(leads)
          .where(and(eq(leads.userId, userId), eq(leads.id, id)))
          .for('update');
        if (!before) return undefined;
        const [row] = await tx
          .update(leads)
          .set({ ...values, ...('email' in values || 'phone' in values ? keysOf({ ...before, ...values }) : {}), updatedAt: sql`now()` })
          .where(and(eq(leads.userId, userId), eq(leads.id, id)))
          .returning(columns);
        if (!row) return undefined;
        if (activity) await tx.insert(leadActivities).values({ ...activity, leadId: id, userId });
        const after = toResponse(row as Row);
        await events.record(tx, updateEvents(userId, toResponse(before as Row) as unknown as Record<string, unknown>, after, values));
        return after;
      });
    },

    /** Whether the stage is one of the account's (a lead may only move to its own account's stages). */
    async hasStage(userId: string, stageId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: pipelineStages.id })
        .from(pipelineStages)
        .where(and(eq(pipelineStages.userId, userId), eq(pipelineStages.id, stageId)));
      return Boolean(row);
    },

    /** The lead's history from the event log, newest first, a page at a time. */
    // One timeline after a merge (issue 50): what happened to the leads merged into this one reads
    // here too, while the merge stands.
    history: async (userId: string, leadId: string, query: HistoryQuery) => {
      const merged = await db
        .select({ ids: leadMerges.mergedLeadIds })
        .from(leadMerges)
        .where(and(eq(leadMerges.userId, userId), eq(leadMerges.leadId, leadId), isNull(leadMerges.undoneAt)));
      const ids = merged.flatMap((m) => m.ids);
      return events.history(userId, 'lead', ids.length ? [leadId, ...ids] : leadId, query);
    },

    /** The response clock stops at the first reply; a later one changes nothing. */
    async markReplied(userId: string, leadId: string, at: Date): Promise<boolean> {
      const updated = await db
        .update(leads)
        .set({ firstReplyAt: at })
        .where(and(eq(leads.userId, userId), eq(leads.id, leadId), isNull(leads.firstReplyAt)))
        .returning({ id: leads.id });
      return updated.length > 0;
    },

    /**
     * The agent's speed to lead over the last `days`: the median wait of the leads that had a
     * reply, and how many are still waiting. Imported leads are left out (they were not new).
     */
    async speedToLead(userId: string, days: number) {
      const window = sql`${leads.createdAt} >= now() - make_interval(days => ${days})`;
      const [row] = await db
        .select({
          median: sql<
            number | string | null
          >`percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${leads.firstReplyAt} - ${leads.createdAt})) FILTER (WHERE ${leads.firstReplyAt} IS NOT NULL)`,
          replied: sql<number>`count(*) FILTER (WHERE ${leads.firstReplyAt} IS NOT NULL)::int`,
          waiting: sql<number>`count(*) FILTER (WHERE ${leads.firstReplyAt} IS NULL)::int`,
        })
        .from(leads)
        .where(and(eq(leads.userId, userId), isNull(leads.importId), window));
      return {
        median: row?.median === null || row?.median === undefined ? null : Math.max(0, Math.round(Number(row.median))),
        replied: Number(row?.replied ?? 0),
        waiting: Number(row?.waiting ?? 0),
      };
    },

    async recordExport(userId: string, rowCount: number) {
      await db.insert(csvExports).values({ userId, entity: 'leads', rowCount });
    },
  };
}
export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
