import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** One row per CSV export: the plan's exportLimit counts these per calendar month. */
export const csvExports = pgTable(
  'csv_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'properties' or 'leads'. */
    entity: text('entity').notNull(),
    rowCount: integer('row_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('csv_exports_user_created_idx').on(t.userId, t.createdAt)],
);
