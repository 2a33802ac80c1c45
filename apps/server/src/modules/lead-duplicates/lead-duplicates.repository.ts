import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DuplicateCandidate } from '@porchlight/domain/lead-duplicates/duplicate-groups';
import type {
  DuplicateDismissalResponse,
  DuplicateLeadResponse,
  LeadMergeResponse,
} from '@porchlight/domain/lead-duplicates/lead-merge-schemas';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/bulk-copy.ts';
import { leadDuplicateDismissals, leadMerges, leads, pipelineStages, users } from '../../db/schema/index.ts';

/**
 * The leads of a book that share an e-mail (primary or additional, any case) or a phone (digits,
 * a leading 1 dropped) with another of its leads: the only ones the matcher needs to read. The
 * primary keys are the email_key and phone_key columns every write keeps, grouped straight from
 * their (user_id, key) indexes; the additional ones come from the few leads that have any (a
 * partial index finds them) and are normalised here the same way. So a 20,000-lead book sends
 * back tens of rows, not 20,000. The name half of "same phone and name" is the domain's rule,
 * applied after. A key a lead holds twice (primary and additional) may make it a candidate
 * alone: the domain's grouping leaves it out.
 */
const sharedKeyLeadIds = (userId: string) => sql`
  WITH extra AS MATERIALIZED (
    SELECT id, additional_emails, additional_phones FROM leads
    WHERE user_id = ${userId} AND (cardinality(additional_emails) > 0 OR cardinality(additional_phones) > 0)
  ), extra_emails AS MATERIALIZED (
    SELECT DISTINCT id, lower(trim(e)) AS k FROM extra, unnest(additional_emails) e WHERE position('@' in e) > 0
  ), extra_phones AS MATERIALIZED (
    SELECT DISTINCT id, d AS k FROM (
      SELECT id, CASE WHEN length(raw) = 11 AND raw LIKE '1%' THEN substr(raw, 2) ELSE raw END AS d
      FROM (SELECT id, regexp_replace(p, '\D', '', 'g') AS raw FROM extra, unnest(additional_phones) p) digits
    ) phones WHERE length(d) >= 7
  ), shared_emails AS (
    SELECT k FROM (
      SELECT email_key AS k FROM leads WHERE user_id = ${userId} AND email_key IS NOT NULL
      UNION ALL SELECT k FROM extra_emails
    ) all_keys GROUP BY k HAVING count(*) > 1
  ), shared_phones AS (
    SELECT k FROM (
      SELECT phone_key AS k FROM leads WHERE user_id = ${userId} AND phone_key IS NOT NULL
      UNION ALL SELECT k FROM extra_phones
    ) all_keys GROUP BY k HAVING count(*) > 1
  )
  SELECT id FROM leads WHERE user_id = ${userId} AND email_key IN (SELECT k FROM shared_emails)
  UNION SELECT id FROM leads WHERE user_id = ${userId} AND phone_key IN (SELECT k FROM shared_phones)
  UNION SELECT id FROM extra_emails WHERE k IN (SELECT k FROM shared_emails)
  UNION SELECT id FROM extra_phones WHERE k IN (SELECT k FROM shared_phones)`;

/** A lead as a merge reads it: every field the agent can choose between. */
export const mergeColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  stageId: leads.stageId,
  assignedUserId: leads.assignedUserId,
  status: leads.status,
  qualification: leads.qualification,
  location: leads.location,
  budget: leads.budget,
  timeline: leads.timeline,
  source: leads.source,
  leadType: leads.leadType,
  preferredContact: leads.preferredContact,
  bestTime: leads.bestTime,
  platform: leads.platform,
  birthday: leads.birthday,
  purchaseDate: leads.purchaseDate,
  dealValue: leads.dealValue,
  expectedCloseDate: leads.expectedCloseDate,
  notes: leads.notes,
  tags: leads.tags,
  additionalEmails: leads.additionalEmails,
  additionalPhones: leads.additionalPhones,
  createdAt: leads.createdAt,
  firstReplyAt: leads.firstReplyAt,
  sourceCreatedAt: leads.sourceCreatedAt,
  lastActivityAt: leads.lastActivityAt,
};

/** A lead as the duplicates screen shows it: the merge's fields, with its stage's and owner's names. */
const detailColumns = {
  ...mergeColumns,
  stageName: sql<string | null>`(select ${pipelineStages.name} from ${pipelineStages} where ${pipelineStages.id} = ${leads.stageId})`,
  assignedName: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${leads.assignedUserId})`,
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export type DetailRow = Omit<DuplicateLeadResponse, 'createdAt' | 'firstReplyAt' | 'sourceCreatedAt' | 'lastActivityAt'> & {
  createdAt: Date;
  firstReplyAt: Date | null;
  sourceCreatedAt: Date | null;
  lastActivityAt: Date | null;
};

export const toDuplicateLead = (row: DetailRow): DuplicateLeadResponse => ({
  ...row,
  createdAt: iso(row.createdAt)!,
  firstReplyAt: iso(row.firstReplyAt),
  sourceCreatedAt: iso(row.sourceCreatedAt),
  lastActivityAt: iso(row.lastActivityAt),
});

export const toMergeResponse = (row: typeof leadMerges.$inferSelect): LeadMergeResponse => ({
  id: row.id,
  leadId: row.leadId,
  mergedLeadIds: row.mergedLeadIds,
  mergedNames: row.mergedNames,
  createdAt: row.createdAt.toISOString(),
  undoUntil: row.undoUntil.toISOString(),
});

export function createLeadDuplicatesRepository(db: Database) {
  return {
    /** The book's leads that share a key with another, newest first (the order groups are listed in). */
    async candidates(userId: string): Promise<DuplicateCandidate[]> {
      return selectRows<DuplicateCandidate>(
        db,
        sql`SELECT l.id, l.name, l.email, l.phone, l.additional_emails AS "additionalEmails", l.additional_phones AS "additionalPhones"
          FROM leads l WHERE l.user_id = ${userId} AND l.id IN (${sharedKeyLeadIds(userId)})
          ORDER BY l.created_at DESC, l.entry_order DESC`,
      );
    },

    /** The leads with these ids in the book, every field the merge screen compares. */
    async details(userId: string, ids: string[]): Promise<DuplicateLeadResponse[]> {
      if (ids.length === 0) return [];
      const rows = (await db
        .select(detailColumns)
        .from(leads)
        .where(and(eq(leads.userId, userId), inArray(leads.id, ids)))) as DetailRow[];
      return rows.map(toDuplicateLead);
    },

    async leadExists(userId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.userId, userId), eq(leads.id, id)));
      return Boolean(row);
    },

    /** The lead's merges that can still be undone, newest first. */
    async undoableMerges(userId: string, leadId: string, now: Date): Promise<LeadMergeResponse[]> {
      const rows = await db
        .select()
        .from(leadMerges)
        .where(
          and(
            eq(leadMerges.userId, userId),
            eq(leadMerges.leadId, leadId),
            isNull(leadMerges.undoneAt),
            gt(leadMerges.undoUntil, now),
            sql`${leadMerges.snapshot} IS NOT NULL`,
          ),
        )
        .orderBy(desc(leadMerges.createdAt));
      return rows.map(toMergeResponse);
    },

    /** The leads of each "Not a duplicate" the agent said (few per book: read whole, by the user index). */
    async dismissals(userId: string): Promise<string[][]> {
      const rows = await db
        .select({ leadIds: leadDuplicateDismissals.leadIds })
        .from(leadDuplicateDismissals)
        .where(eq(leadDuplicateDismissals.userId, userId));
      return rows.map((r) => r.leadIds);
    },

    async addDismissal(userId: string, actorId: string, leadIds: string[]): Promise<DuplicateDismissalResponse> {
      const [row] = await db
        .insert(leadDuplicateDismissals)
        .values({ userId, dismissedBy: actorId, leadIds })
        .returning({ id: leadDuplicateDismissals.id, leadIds: leadDuplicateDismissals.leadIds });
      return row!;
    },

    /** False when it is not the book's (or was removed already). */
    async removeDismissal(userId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(leadDuplicateDismissals)
        .where(and(eq(leadDuplicateDismissals.userId, userId), eq(leadDuplicateDismissals.id, id)))
        .returning({ id: leadDuplicateDismissals.id });
      return removed.length > 0;
    },

    /** How many leads undoing the merge would bring back, or null when it cannot be undone (not the book's, undone, expired). */
    async undoableSize(userId: string, mergeId: string, now: Date): Promise<number | null> {
      const [row] = await db
        .select({ ids: leadMerges.mergedLeadIds })
        .from(leadMerges)
        .where(
          and(
            eq(leadMerges.userId, userId),
            eq(leadMerges.id, mergeId),
            isNull(leadMerges.undoneAt),
            gt(leadMerges.undoUntil, now),
            sql`${leadMerges.snapshot} IS NOT NULL`,
          ),
        );
      return row ? row.ids.length : null;
    },

    /** Drops the snapshots of merges past their day: the merged leads' data is not kept longer than undo needs. */
    async expireSnapshots(now: Date): Promise<number> {
      const expired = await db
        .update(leadMerges)
        .set({ snapshot: null })
        .where(and(sql`${leadMerges.undoUntil} <= ${now.toISOString()}::timestamptz`, sql`${leadMerges.snapshot} IS NOT NULL`))
        .returning({ id: leadMerges.id });
      return expired.length;
    },
  };
}
export type LeadDuplicatesRepository = ReturnType<typeof createLeadDuplicatesRepository>;
