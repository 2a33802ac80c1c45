import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A CSV import: its file arrives in parts (csv_import_chunks), a job reads it into COPY-ready
 * batches (csv_import_batches) and then writes every valid row in one transaction. Uploads never
 * started are swept after a day; a finished import keeps its row here as the record of what it did.
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
    /** uploading, queued, reading, writing, completed, failed, cancelled (domain import-status). */
    status: text('status').notNull().default('uploading'),
    fileName: text('file_name').notNull().default(''),
    /** The file's size as the browser announced it, and what has arrived so far. */
    fileBytes: integer('file_bytes').notNull().default(0),
    receivedBytes: integer('received_bytes').notNull().default(0),
    chunkCount: integer('chunk_count').notNull().default(0),
    /** What the agent confirmed in the dialog: headers seen, mapping, format, duplicates mode. */
    options: jsonb('options').notNull().default({}),
    /** How far the job is: rows read, bytes read, rows written. */
    progress: jsonb('progress').notNull().default({}),
    /** The outcome: counts and the first row errors. */
    result: jsonb('result'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last sign of life (a part received, progress): an upload idle for long is abandoned. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('csv_imports_user_idx').on(t.userId, t.createdAt), index('csv_imports_created_idx').on(t.createdAt)],
);

/** One part of an uploaded file, deflated, in upload order. Deleted when the import ends. */
export const csvImportChunks = pgTable(
  'csv_import_chunks',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => csvImports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.seq] })],
);

/**
 * Rows the job has read, converted and validated, as deflated COPY text ready for the table,
 * waiting for the one transaction that writes them all. Deleted when the import ends.
 */
export const csvImportBatches = pgTable(
  'csv_import_batches',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => csvImports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.seq] })],
);
