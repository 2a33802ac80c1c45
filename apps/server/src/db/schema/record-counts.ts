import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';

/** What a row of `record_count_changes` counts. */
export type CountedRecord = 'lead' | 'property';

/**
 * How many leads and properties each account has, kept by the database itself: statement
 * triggers (migration 0034) add a row of +n or -n for every statement that inserts or deletes
 * them, COPY included. The lists read the account's total as the sum of its rows instead of
 * counting the whole book; an hourly job folds each account's rows into one. Only additions,
 * never an update: writers of one account never wait on each other's counter row.
 */
export const recordCountChanges = pgTable(
  'record_count_changes',
  {
    userId: text('user_id').notNull(),
    kind: text('kind').$type<CountedRecord>().notNull(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
  },
  (t) => [index('record_count_changes_user_kind_idx').on(t.userId, t.kind)],
);
