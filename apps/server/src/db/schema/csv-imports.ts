import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A large CSV import being uploaded in parts: its rows wait here, already validated, until the
 * commit writes them all in one transaction (and deletes them). Abandoned ones are swept after a day.
 */
export const csvImports = pgTable(
  'csv_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** properties or leads. */
    entity: text('entity').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    partCount: integer('part_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last part received: an import idle for long is abandoned (csv-import.service.ts). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('csv_imports_user_idx').on(t.userId), index('csv_imports_created_idx').on(t.createdAt)],
);

/** One uploaded part of a staged import: its validated rows as a JSON array, in upload order. */
export const csvImportParts = pgTable(
  'csv_import_parts',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => csvImports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    rows: jsonb('rows').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.seq] })],
);
