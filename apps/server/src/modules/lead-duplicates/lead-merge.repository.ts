import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { leadKeyColumns } from '@porchlight/domain/csv-import/duplicate-keys';
import type { LeadMergeResponse, MergeLeadsRequest } from '@porchlight/domain/lead-duplicates/lead-merge-schemas';
import { LEAD_MERGE_UNDO_HOURS, mergeLeadValues, type MergeableLead } from '@porchlight/domain/lead-duplicates/merge-values';
import type { Database } from '../../db/client.ts';
import { leadMerges, leads } from '../../db/schema/index.ts';
import type { EventLog } from '../../events/event-log.ts';
import { toMergeResponse } from './lead-duplicates.repository.ts';
import {
  KEPT_TABLES,
  LEAD_COLUMNS,
  columnsOf,
  insertRows,
  keptRows,
  leadRows,
  moveRows,
  moveRowsBack,
  type KeptRows,
  type MovedRows,
} from './lead-merge-rows.ts';
import { mergeColumns } from './lead-duplicates.repository.ts';

/** What undo needs: the lead that stays as it was, the merged leads whole, the rows moved and the rows kept. */
type MergeSnapshot = {
  before: Record<string, unknown>;
  leads: Record<string, unknown>[];
  moved: MovedRows;
  kept: KeptRows;
  /** Earlier merges into a merged lead, now pointing at the lead that stays: merge id to the lead they pointed at. */
  repointed?: Record<string, string>;
};

/** The columns a merge writes on the lead that stays: undo writes them back from `before`. */
const RESTORED_COLUMNS = [
  'name',
  'email',
  'phone',
  'stage_id',
  'assigned_user_id',
  'assigned_at',
  'claimed_at',
  'status',
  'qualification',
  'location',
  'budget',
  'timeline',
  'source',
  'lead_type',
  'preferred_contact',
  'best_time',
  'platform',
  'birthday',
  'purchase_date',
  'deal_value',
  'expected_close_date',
  'notes',
  'tags',
  'additional_emails',
  'additional_phones',
  'created_at',
  'first_reply_at',
  'source_created_at',
  'last_activity_at',
  'email_key',
  'phone_key',
];

type MergeRow = Omit<MergeableLead, 'createdAt' | 'firstReplyAt' | 'sourceCreatedAt' | 'lastActivityAt'> & {
  createdAt: Date;
  firstReplyAt: Date | null;
  sourceCreatedAt: Date | null;
  lastActivityAt: Date | null;
};
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const toMergeable = (r: MergeRow): MergeableLead => ({
  ...r,
  createdAt: iso(r.createdAt)!,
  firstReplyAt: iso(r.firstReplyAt),
  sourceCreatedAt: iso(r.sourceCreatedAt),
  lastActivityAt: iso(r.lastActivityAt),
});
const date = (v: string | null) => (v ? new Date(v) : null);

export type UndoOutcome =
  { outcome: 'not-found' | 'already-undone' | 'expired' } | { outcome: 'undone'; leadId: string; restoredIds: string[] };

/** Merging leads and undoing it, each one transaction with its event. */
export function createLeadMergeRepository(db: Database, events: Pick<EventLog, 'record'>) {
  return {
    /** Null when a lead is not in the book (or no longer: merged or deleted meanwhile). */
    async merge(userId: string, actorId: string, request: MergeLeadsRequest, now: Date): Promise<LeadMergeResponse | null> {
      return db.transaction(async (tx) => {
        const ids = request.leadIds.map((id) => id.toLowerCase());
        const keepId = request.primaryId.toLowerCase();
        const rows = (await tx
          .select(mergeColumns)
          .from(leads)
          .where(and(eq(leads.userId, userId), inArray(leads.id, ids)))
          .orderBy(leads.id)
          .for('update')) as MergeRow[];
        if (rows.length !== ids.length) return null;
        const ordered = ids.map((id) => toMergeable(rows.find((r) => r.id === id)!));
        const choices = Object.fromEntries(Object.entries(request.choices).map(([f, id]) => [f, id?.toLowerCase()]));
        const values = mergeLeadValues(ordered, keepId, choices);
        const keep = ordered.find((l) => l.id === keepId)!;
        const merged = ordered.filter((l) => l.id !== keepId);
        const mergedIds = merged.map((l) => l.id);

        const [before] = await leadRows(tx, [keepId]);
        const snapshot: MergeSnapshot = { before: before!, leads: await leadRows(tx, mergedIds), moved: {}, kept: {} };
        snapshot.moved = await moveRows(tx, keepId, mergedIds, values.name);
        snapshot.kept = await keptRows(tx, mergedIds);
        // A STOP or an unsubscribe any of them sent holds for the lead that stays (and stays after an undo).
        await tx.execute(sql`INSERT INTO lead_consents (lead_id, user_id, sms_opted_out_at, email_unsubscribed_at)
          SELECT ${keepId}, ${userId}, min(sms_opted_out_at), min(email_unsubscribed_at) FROM lead_consents
          WHERE lead_id IN (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) HAVING count(*) > 0
          ON CONFLICT (lead_id) DO UPDATE SET
            sms_opted_out_at = coalesce(lead_consents.sms_opted_out_at, excluded.sms_opted_out_at),
            email_unsubscribed_at = coalesce(lead_consents.email_unsubscribed_at, excluded.email_unsubscribed_at)`);
        // Earlier merges into a merged lead now point at the lead that stays, so their merged-away
        // leads' links still lead somewhere and their history reads on it; their undo ends (as it
        // did when they were deleted with the lead). Undoing this merge points them back.
        const earlier = await tx
          .select({ id: leadMerges.id, leadId: leadMerges.leadId })
          .from(leadMerges)
          .where(and(eq(leadMerges.userId, userId), inArray(leadMerges.leadId, mergedIds), isNull(leadMerges.undoneAt)));
        if (earlier.length) {
          snapshot.repointed = Object.fromEntries(earlier.map((m) => [m.id, m.leadId]));
          await tx
            .update(leadMerges)
            .set({ leadId: keepId, snapshot: null })
            .where(
              inArray(
                leadMerges.id,
                earlier.map((m) => m.id),
              ),
            );
        }
        await tx.delete(leads).where(inArray(leads.id, mergedIds));

        const keys = leadKeyColumns({ email: values.email, phone: values.phone });
        const ownerChanged = values.assignedUserId !== keep.assignedUserId;
        await tx
          .update(leads)
          .set({
            name: values.name,
            email: values.email,
            phone: values.phone,
            stageId: values.stageId,
            assignedUserId: values.assignedUserId,
            ...(ownerChanged ? { assignedAt: values.assignedUserId ? now : null, claimedAt: null } : {}),
            status: values.status,
            qualification: values.qualification,
            location: values.location,
            budget: values.budget,
            timeline: values.timeline,
            source: values.source,
            leadType: values.leadType,
            preferredContact: values.preferredContact,
            bestTime: values.bestTime,
            platform: values.platform,
            birthday: values.birthday,
            purchaseDate: values.purchaseDate,
            dealValue: values.dealValue,
            expectedCloseDate: values.expectedCloseDate,
            notes: values.notes,
            tags: values.tags,
            additionalEmails: values.additionalEmails,
            additionalPhones: values.additionalPhones,
            createdAt: new Date(values.createdAt),
            firstReplyAt: date(values.firstReplyAt),
            sourceCreatedAt: date(values.sourceCreatedAt),
            lastActivityAt: date(values.lastActivityAt),
            emailKey: keys.email_key,
            phoneKey: keys.phone_key,
            updatedAt: now,
          })
          .where(eq(leads.id, keepId));

        const [row] = await tx
          .insert(leadMerges)
          .values({
            userId,
            leadId: keepId,
            mergedLeadIds: mergedIds,
            mergedNames: merged.map((l) => l.name),
            snapshot,
            createdAt: now,
            undoUntil: new Date(now.getTime() + LEAD_MERGE_UNDO_HOURS * 3_600_000),
          })
          .returning();
        await events.record(tx, {
          type: 'leads.merged',
          accountId: userId,
          actorId,
          subjectType: 'lead',
          subjectId: keepId,
          payload: { name: values.name, mergeId: row!.id, mergedLeadIds: mergedIds, mergedNames: merged.map((l) => l.name) },
        });
        return toMergeResponse(row!);
      });
    },

    /**
     * Puts the merged leads back as they were, with the rows that moved, and the lead that stayed
     * back to its values before the merge. What happened on it since (a new note, a message)
     * stays on it; flows the merged leads were on come back paused, for the agent to resume.
     */
    async undo(userId: string, actorId: string, mergeId: string, now: Date): Promise<UndoOutcome> {
      return db.transaction(async (tx) => {
        const [merge] = await tx
          .select()
          .from(leadMerges)
          .where(and(eq(leadMerges.userId, userId), eq(leadMerges.id, mergeId)))
          .for('update');
        if (!merge) return { outcome: 'not-found' };
        if (merge.undoneAt) return { outcome: 'already-undone' };
        if (!merge.snapshot || merge.undoUntil <= now) return { outcome: 'expired' };
        const snapshot = merge.snapshot as MergeSnapshot;

        await insertRows(tx, 'leads', snapshot.leads, LEAD_COLUMNS, true);
        for (const table of KEPT_TABLES) {
          const rows = snapshot.kept[table] ?? [];
          await insertRows(tx, table, rows, columnsOf(rows));
        }
        await moveRowsBack(tx, merge.leadId, snapshot.moved);
        for (const [earlierId, leadId] of Object.entries(snapshot.repointed ?? {})) {
          await tx
            .update(leadMerges)
            .set({ leadId })
            .where(and(eq(leadMerges.id, earlierId), eq(leadMerges.leadId, merge.leadId)));
        }
        const list = sql.raw(RESTORED_COLUMNS.map((c) => `"${c}"`).join(', '));
        await tx.execute(sql`UPDATE leads SET (${list}) = (SELECT ${list} FROM jsonb_populate_record(NULL::leads, ${JSON.stringify(snapshot.before)}::jsonb)),
          updated_at = now() WHERE id = ${merge.leadId}`);
        await tx.update(leadMerges).set({ undoneAt: now, snapshot: null }).where(eq(leadMerges.id, merge.id));
        const [kept] = await tx.select({ name: leads.name }).from(leads).where(eq(leads.id, merge.leadId));
        await events.record(tx, {
          type: 'leads.merge_undone',
          accountId: userId,
          actorId,
          subjectType: 'lead',
          subjectId: merge.leadId,
          payload: { name: kept?.name ?? '', mergeId: merge.id, restoredLeadIds: merge.mergedLeadIds, restoredNames: merge.mergedNames },
        });
        return { outcome: 'undone', leadId: merge.leadId, restoredIds: merge.mergedLeadIds };
      });
    },
  };
}
export type LeadMergeRepository = ReturnType<typeof createLeadMergeRepository>;
