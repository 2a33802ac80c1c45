import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DuplicateCandidate } from '@porchlight/domain/lead-duplicates/duplicate-groups';
import type { DuplicateLeadResponse, LeadMergeResponse } from '@porchlight/domain/lead-duplicates/lead-merge-schemas';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/bulk-copy.ts';
import { leadMerges, leads, pipelineStages, users } from '../../db/schema/index.ts';

/**
 * The leads of a book that share an e-mail (primary or additional, any case) or a phone (digits,
 * a leading 1 dropped) with another of its leads: the only ones the matcher needs to read. One
 * pass over the book's keys in SQL (the email_key and phone_key columns the imports keep, and the
 * additional ones normalised the same way), so a 20,000-lead book sends back tens of rows, not
 * 20,000. The name half of "same phone and name" is the domain's rule, applied after.
 */
const sharedKeyLeadIds = (userId: string) => sql`
  WITH book AS (
    SELECT id, email_key, phone_key, additional_emails, additional_phones FROM leads WHERE user_id = ${userId}
  ), keys AS (
    SELECT id, 'e:' || email_key AS key FROM book WHERE email_key IS NOT NULL
    UNION ALL
    SELECT id, 'e:' || lower(trim(e)) FROM book, unnest(additional_emails) e WHERE position('@' in e) > 0
    UNION ALL
    SELECT id, 'p:' || phone_key FROM book WHERE phone_key IS NOT NULL
    UNION ALL
    SELECT id, 'p:' || d FROM (
      SELECT id, CASE WHEN length(raw) = 11 AND raw LIKE '1%' THEN substr(raw, 2) ELSE raw END AS d
      FROM (SELECT id, regexp_replace(p, '\\D', '', 'g') AS raw FROM book, unnest(additional_phones) p) digits
    ) phones WHERE length(d) >= 7
  ), shared AS (
    SELECT key FROM keys GROUP BY key HAVING count(DISTINCT id) > 1
  )
  SELECT DISTINCT keys.id FROM keys JOIN shared USING (key)`;

const detailColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  stageId: leads.stageId,
  stageName: sql<string | null>`(select ${pipelineStages.name} from ${pipelineStages} where ${pipelineStages.id} = ${leads.stageId})`,
  assignedUserId: leads.assignedUserId,
  assignedName: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${leads.assignedUserId})`,
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
      const ids = (await selectRows<{ id: string }>(db, sharedKeyLeadIds(userId))).map((r) => r.id);
      if (ids.length === 0) return [];
      return db
        .select({
          id: leads.id,
          name: leads.name,
          email: leads.email,
          phone: leads.phone,
          additionalEmails: leads.additionalEmails,
          additionalPhones: leads.additionalPhones,
        })
        .from(leads)
        .where(and(eq(leads.userId, userId), inArray(leads.id, ids)))
        .orderBy(desc(leads.createdAt), desc(leads.entryOrder));
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
