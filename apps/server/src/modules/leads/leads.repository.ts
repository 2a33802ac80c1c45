import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL, type Subquery } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AudienceCount } from '@porchlight/domain/leads/audience';
import { defaultLeadDirection, type LeadListQuery, type LeadSort } from '@porchlight/domain/leads/lead-list-query';
import { isCallOutcome } from '@porchlight/domain/leads/lead-calls';
import { LEAD_TAGS_MAX, type LeadActivityKind, type LeadActivityResponse, type LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { leadKeyColumns } from '@porchlight/domain/csv-import/duplicate-keys';
import { inBatches } from '../../db/batches.ts';
import { listTotal } from '../../db/record-counts.ts';
import { readListPage } from '../../db/list-page.ts';
import { jsonRowOf } from '../../db/json-row.ts';
import { assertFieldsFromOtherRows, keptTextPages, rowVersionOf } from '../../db/kept-text-pages.ts';
import { cappedTotal, listCountBound } from '@porchlight/domain/properties/list-total';
import { hasTag, leadFilterConditions } from '../../db/lead-filters.ts';
import type { Database } from '../../db/client.ts';
import { csvExports, leadActivities, leads, pipelineStages, users } from '../../db/schema/index.ts';
import type { EventLog } from '../../events/event-log.ts';
import type { HistoryQuery, NewDomainEvent } from '@porchlight/domain/events/event-types';

/** How a lead made one by one came in (lead.created's via): the app, or the public API. */
export type LeadCreatedVia = 'form' | 'api';

/** Exactly what the API shows of a lead (never user_id). */
const columns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  location: leads.location,
  budget: leads.budget,
  timeline: leads.timeline,
  source: leads.source,
  leadType: leads.leadType,
  status: leads.status,
  qualification: leads.qualification,
  notes: leads.notes,
  tags: leads.tags,
  preferredContact: leads.preferredContact,
  bestTime: leads.bestTime,
  platform: leads.platform,
  birthday: leads.birthday,
  purchaseDate: leads.purchaseDate,
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
  firstReplyAt: leads.firstReplyAt,
  // Brought in from a file: no inquiry, so no response clock (issue 46).
  importId: leads.importId,
  additionalEmails: leads.additionalEmails,
  additionalPhones: leads.additionalPhones,
  lastActivityAt: leads.lastActivityAt,
  assignedUserId: leads.assignedUserId,
  // A scalar subquery, not a join: every select and RETURNING of a lead keeps one shape.
  assignedName: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${leads.assignedUserId})`.as('assigned_name'),
  claimedAt: leads.claimedAt,
  stageId: leads.stageId,
  stageName: sql<string | null>`(select ${pipelineStages.name} from ${pipelineStages} where ${pipelineStages.id} = ${leads.stageId})`.as('stage_name'),
  dealValue: leads.dealValue,
  expectedCloseDate: leads.expectedCloseDate,
};

/** A listed lead as the JSON the API sends, written by the database from the same columns (decision 035). */
const leadJson = jsonRowOf(columns);

/** Which state of a lead its listed JSON shows (decision 037). */
const leadVersion = rowVersionOf(leads, leads.id);
// Renaming the assignee or the stage writes the lead again (migration 0039).
assertFieldsFromOtherRows('leads', columns, ['assignedName', 'stageName']);

/** The account's first stage, where a new lead starts (null before its stages exist: the board's first read places it). */
const firstStageOf = (userId: string) =>
  sql`(select ${pipelineStages.id} from ${pipelineStages} where ${pipelineStages.userId} = ${userId} order by ${pipelineStages.position}, ${pipelineStages.createdAt} limit 1)`;

type Row = Omit<LeadResponse, 'createdAt' | 'updatedAt' | 'firstReplyAt' | 'claimedAt' | 'lastActivityAt'> & {
  createdAt: Date;
  updatedAt: Date;
  firstReplyAt: Date | null;
  claimedAt: Date | null;
  lastActivityAt: Date | string | null;
};

/** How a lead came in, for its lead.created event (lead routing and the "New lead" push read it). */
/**
 * How a lead came in, for its lead.created event: `via` the app's form or the public API, and for
 * a lead that came in by itself (lead capture, the API's intake) which way, and the property asked about.
 */
export type LeadOrigin = { via?: LeadCreatedVia; intake?: 'lead-form' | 'lead-email' | 'api'; propertyAddress?: string | null; propertyPrice?: number | null };

const toResponse = (row: Row): LeadResponse =>
  ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    firstReplyAt: row.firstReplyAt?.toISOString() ?? null,
    lastActivityAt: row.lastActivityAt ? new Date(row.lastActivityAt).toISOString() : null,
    claimedAt: row.claimedAt ? new Date(row.claimedAt).toISOString() : null,
  }) as LeadResponse;

const SORT_COLUMNS: Record<LeadSort, PgColumn> = {
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
  name: leads.name,
  status: leads.status,
  qualification: leads.qualification,
  source: leads.source,
  location: leads.location,
};

/** viewerId: who "mine" (assigned=me) means; the book's owner when absent. */
export type LeadFilters = Omit<LeadListQuery, 'page' | 'limit'> & { viewerId?: string };

/** The list's conditions (shared with the pipeline board, which has the same toolbar). */
const conditionsFor = (userId: string, q: LeadFilters): SQL[] => leadFilterConditions(userId, q);

const whereFor = (userId: string, q: LeadFilters): SQL => and(...conditionsFor(userId, q))!;

/** Columns that are never null sort without NULLS LAST, so an index can give the order. */
const NOT_NULL_SORTS = new Set<LeadSort>(['createdAt', 'updatedAt', 'name']);

function orderFor(q: LeadFilters): SQL[] {
  const dir = q.dir ?? defaultLeadDirection(q.sort);
  const column = SORT_COLUMNS[q.sort];
  const nulls = NOT_NULL_SORTS.has(q.sort) ? sql`` : sql` nulls last`;
  // Ties go in the order the rows were added (decision 034), so pages never repeat or skip a row.
  return [dir === 'asc' ? sql`${column} asc${nulls}` : sql`${column} desc${nulls}`, dir === 'asc' ? asc(leads.entryOrder) : desc(leads.entryOrder)];
}

type ActivityValues = { kind: LeadActivityKind; fromStatus?: string | null; toStatus?: string | null; body?: string | null; callOutcome?: string | null; callDurationSeconds?: number | null };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A lead's saved change as events: lead.updated with each field's before and after, and lead.status_changed. */
function updateEvents(userId: string, before: Record<string, unknown>, after: LeadResponse, values: Record<string, unknown>): NewDomainEvent[] {
  const base = { accountId: userId, actorId: userId, subjectType: 'lead' as const, subjectId: after.id };
  const changed = Object.keys(values).filter((key) => key !== 'status' && key in before && !same(before[key], after[key as keyof LeadResponse]));
  const list: NewDomainEvent[] = [];
  if (changed.length > 0) {
    // A stage change is told by the stages' names, which the history can show.
    const change = (key: string) => (key === 'stageId' ? ['stage', { from: before.stageName ?? null, to: after.stageName }] : [key, { from: before[key] ?? null, to: after[key as keyof LeadResponse] ?? null }]);
    const changes = Object.fromEntries(changed.map(change));
    list.push({ ...base, type: 'lead.updated', payload: { name: after.name, changes } });
  }
  if ('status' in values && !same(before.status, after.status)) {
    list.push({ ...base, type: 'lead.status_changed', payload: { name: after.name, from: (before.status as string | null) ?? null, to: after.status ?? null } });
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
  // The whole book in one of the list's orders is the request made most (every visit, every
  // live refetch): its texts mostly kept by version (decision 037).
  const bookPages = keptTextPages(db, {
    kind: 'lead',
    table: leads,
    id: leads.id,
    userId: leads.userId,
    order: (q: LeadListQuery) => orderFor(q),
    async write(userId, ids) {
      const written = await db.execute(
        db
          .select({ version: leadVersion.as('version'), text: leadJson.as('text') })
          .from(leads)
          .where(and(eq(leads.userId, userId), inArray(leads.id, ids))),
      );
      // Plain values (texts): read as the driver gives them, without Drizzle's row mapping.
      return (written as unknown as { rows: { version: string; text: string }[] }).rows;
    },
  });

  return {
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

    /**
     * A page of the list, each lead as the JSON text the database wrote (decision 035). exactTotal:
     * count every match of a filtered list (the public API); else up to the page's bound.
     */
    async list(userId: string, q: LeadListQuery & { viewerId?: string }, { exactTotal = false } = {}) {
      const conditions = conditionsFor(userId, q);
      if (conditions.length === 1) {
        const { rows, total } = await bookPages.read(userId, q);
        return { rows, ...cappedTotal(total, null) };
      }
      const { total, bound } = listTotal('lead', leads, userId, conditions, exactTotal ? null : listCountBound(q.page, q.limit));
      const select = (from: typeof leads | Subquery, counted: SQL<number>) => db.select({ lead: leadJson.as('lead'), total: counted.as('total') }).from(from).$dynamic();
      // A search in the newest-first order (the (user, created_at, entry_order) index walks it) reads its page as its count says (decision 033).
      const searched = Boolean(q.search) && q.sort === 'createdAt';
      const { rows: page, counted } = await readListPage(db, { table: leads, userIdColumn: leads.userId, userId, conditions, order: orderFor(q), page: q.page, limit: q.limit, total, searched, select, plainValues: true });
      return { rows: page.map((row) => row.lead), ...cappedTotal(counted, bound) };
    },

    listAll(userId: string, q: LeadFilters, batchSize = 2000): AsyncGenerator<LeadResponse[]> {
      const where = whereFor(userId, q);
      return inBatches(
        async (limit, offset) => ((await db.select(columns).from(leads).where(where).orderBy(...orderFor(q)).limit(limit).offset(offset)) as Row[]).map(toResponse),
        batchSize,
      );
    },

    async find(userId: string, id: string): Promise<LeadResponse | undefined> {
      const [row] = await db
        .select(columns)
        .from(leads)
        .where(and(eq(leads.userId, userId), eq(leads.id, id)));
      return row ? toResponse(row as Row) : undefined;
    },

    async create(userId: string, values: Partial<typeof leads.$inferInsert> & { name: string }, origin: LeadOrigin = {}): Promise<LeadResponse> {
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
          payload: { name: lead.name, source: lead.source ?? null, status: lead.status ?? null, platform: lead.platform ?? null, location: lead.location ?? null, ...origin, via: origin.via ?? 'form' },
        });
        return lead;
      });
    },

    async update(userId: string, id: string, values: Partial<typeof leads.$inferInsert>, activity: ActivityValues | null): Promise<LeadResponse | undefined> {
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

    async remove(userId: string, ids: string[]): Promise<number> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(leads)
          .where(and(eq(leads.userId, userId), inArray(leads.id, ids)))
          .returning({ id: leads.id, name: leads.name });
        await events.record(
          tx,
          deleted.map((l) => ({ type: 'lead.deleted', accountId: userId, actorId: userId, subjectType: 'lead', subjectId: l.id, payload: { name: l.name } })),
        );
        return deleted.length;
      });
    },

    /** Sets the status of the caller's leads among ids, recording each real change on its timeline. */
    async setStatus(userId: string, ids: string[], status: string | null): Promise<number> {
      return db.transaction(async (tx) => {
        const before = await tx
          .select({ id: leads.id, name: leads.name, status: leads.status })
          .from(leads)
          .where(and(eq(leads.userId, userId), inArray(leads.id, ids)));
        const changing = before.filter((l) => (l.status ?? null) !== status);
        if (changing.length) {
          await tx
            .update(leads)
            .set({ status, updatedAt: sql`now()` })
            .where(
              and(
                eq(leads.userId, userId),
                inArray(
                  leads.id,
                  changing.map((l) => l.id),
                ),
              ),
            );
          await tx.insert(leadActivities).values(changing.map((l) => ({ leadId: l.id, userId, kind: 'status_changed', fromStatus: l.status, toStatus: status })));
          await events.record(
            tx,
            changing.map((l) => ({
              type: 'lead.status_changed',
              accountId: userId,
              actorId: userId,
              subjectType: 'lead',
              subjectId: l.id,
              payload: { name: l.name, from: l.status ?? null, to: status },
            })),
          );
        }
        return before.length;
      });
    },

    /** Adds a tag to the caller's leads among ids that lack it (any case) and have room for it. */
    async addTag(userId: string, ids: string[], tag: string): Promise<number> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(leads)
          .set({ tags: sql`array_append(${leads.tags}, ${tag})`, updatedAt: sql`now()` })
          .where(and(eq(leads.userId, userId), inArray(leads.id, ids), sql`not ${hasTag(tag)}`, sql`cardinality(${leads.tags}) < ${LEAD_TAGS_MAX}`))
          .returning({ id: leads.id, name: leads.name, tags: leads.tags });
        await events.record(
          tx,
          updated.map((l) => ({
            type: 'lead.updated',
            accountId: userId,
            actorId: userId,
            subjectType: 'lead',
            subjectId: l.id,
            payload: { name: l.name, changes: { tags: { from: l.tags.slice(0, -1), to: l.tags } } },
          })),
        );
        return updated.length;
      });
    },

    /** The lead's history from the event log, newest first, a page at a time. */
    history: (userId: string, leadId: string, query: HistoryQuery) => events.history(userId, 'lead', leadId, query),

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
          median: sql<number | string | null>`percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${leads.firstReplyAt} - ${leads.createdAt})) FILTER (WHERE ${leads.firstReplyAt} IS NOT NULL)`,
          replied: sql<number>`count(*) FILTER (WHERE ${leads.firstReplyAt} IS NOT NULL)::int`,
          waiting: sql<number>`count(*) FILTER (WHERE ${leads.firstReplyAt} IS NULL)::int`,
        })
        .from(leads)
        .where(and(eq(leads.userId, userId), isNull(leads.importId), window));
      return { median: row?.median === null || row?.median === undefined ? null : Math.max(0, Math.round(Number(row.median))), replied: Number(row?.replied ?? 0), waiting: Number(row?.waiting ?? 0) };
    },

    async addActivity(userId: string, leadId: string, activity: ActivityValues): Promise<LeadActivityResponse> {
      const [row] = await db
        .insert(leadActivities)
        .values({ ...activity, leadId, userId })
        .returning(activityColumns);
      return toActivity(row!);
    },

    async activity(userId: string, leadId: string): Promise<LeadActivityResponse[]> {
      const rows = await db
        .select(activityColumns)
        .from(leadActivities)
        .where(and(eq(leadActivities.userId, userId), eq(leadActivities.leadId, leadId)))
        .orderBy(desc(leadActivities.createdAt), desc(leadActivities.id));
      return rows.map(toActivity);
    },

    /** Group counts for the audience tab, all four dimensions; a lead counts once per tag. */
    async audienceCounts(userId: string): Promise<{ total: number; counts: AudienceCount[] }> {
      const mine = eq(leads.userId, userId);
      const byColumn = (column: PgColumn) =>
        db
          .select({ value: column, count: count() })
          .from(leads)
          .where(mine)
          .groupBy(column) as Promise<{ value: string | null; count: number }[]>;
      const tagRows = db.execute<{ value: string | null; count: number | string }>(sql`
        select t.tag as value, count(*)::int as count from ${leads}, unnest(${leads.tags}) as t(tag) where ${mine} group by t.tag
        union all
        select null, count(*)::int from ${leads} where ${mine} and cardinality(${leads.tags}) = 0`);
      const [[total], status, source, location, tags] = await Promise.all([
        db.select({ n: count() }).from(leads).where(mine),
        byColumn(leads.status),
        byColumn(leads.source),
        byColumn(leads.location),
        tagRows,
      ]);
      // node-postgres answers { rows }, PGlite too; keep either shape.
      const tagResult = tags as unknown as { rows?: { value: string | null; count: number | string }[] };
      const tagList = tagResult.rows ?? (tags as unknown as { value: string | null; count: number | string }[]);
      return {
        total: total?.n ?? 0,
        counts: [
          ...status.map((r) => ({ dimension: 'status' as const, ...r })),
          ...source.map((r) => ({ dimension: 'source' as const, ...r })),
          ...location.map((r) => ({ dimension: 'location' as const, ...r })),
          ...tagList.map((r) => ({ dimension: 'tag' as const, value: r.value, count: Number(r.count) })),
        ],
      };
    },

    async recordExport(userId: string, rowCount: number) {
      await db.insert(csvExports).values({ userId, entity: 'leads', rowCount });
    },
  };
}
export type LeadsRepository = ReturnType<typeof createLeadsRepository>;

const activityColumns = {
  id: leadActivities.id,
  kind: leadActivities.kind,
  fromStatus: leadActivities.fromStatus,
  toStatus: leadActivities.toStatus,
  body: leadActivities.body,
  callOutcome: leadActivities.callOutcome,
  callDurationSeconds: leadActivities.callDurationSeconds,
  createdAt: leadActivities.createdAt,
};

type ActivityRow = { id: string; kind: string; fromStatus: string | null; toStatus: string | null; body: string | null; callOutcome: string | null; callDurationSeconds: number | null; createdAt: Date };

const toActivity = (row: ActivityRow): LeadActivityResponse => ({
  ...row,
  kind: row.kind as LeadActivityKind,
  callOutcome: isCallOutcome(row.callOutcome) ? row.callOutcome : null,
  createdAt: row.createdAt.toISOString(),
});
