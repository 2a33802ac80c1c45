import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { leads } from './leads.ts';

/**
 * A merge of duplicate leads (issue 50): the lead that stayed, the ones merged into it, and what
 * undoing it needs for a day (the merged leads' rows, the rows moved onto the lead that stayed,
 * that lead's values before). Past a day the snapshot is dropped (the lead-merges.expire job).
 */
export const leadMerges = pgTable(
  'lead_merges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Deleting the lead that stayed deletes its merges: there is nothing left to undo into. */
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    mergedLeadIds: uuid('merged_lead_ids').array().notNull(),
    mergedNames: text('merged_names').array().notNull(),
    /** What undo restores (null once expired or undone): see lead-merge-snapshot.ts. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoUntil: timestamp('undo_until', { withTimezone: true }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    // The lead's page asks for its merges that can still be undone.
    index('lead_merges_lead_idx').on(t.leadId, t.createdAt),
    // The expiry job finds the snapshots past their day.
    index('lead_merges_undo_until_idx').on(t.undoUntil),
    // A merged-away lead's old link finds the lead it went into (issue 50).
    index('lead_merges_merged_lead_ids_idx').using('gin', t.mergedLeadIds),
  ],
);

/**
 * "Not a duplicate" (issue 50): leads the agent said are different people. A suggested group
 * whose leads are all in one dismissal is not suggested again; a new lead joining it brings it
 * back. Deleting the row (the toast's Undo) suggests it again.
 */
export const leadDuplicateDismissals = pgTable(
  'lead_duplicate_dismissals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leadIds: uuid('lead_ids').array().notNull(),
    dismissedBy: text('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_duplicate_dismissals_user_idx').on(t.userId)],
);
