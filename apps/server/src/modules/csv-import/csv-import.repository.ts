import { and, asc, eq, getTableColumns, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { BookPerson } from '@porchlight/domain/csv-import/book-matching';
import { leadKeyColumns, propertyKeyColumns } from '@porchlight/domain/csv-import/duplicate-keys';
import type { DuplicateMode, ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import type { NewDomainEvent } from '@porchlight/domain/events/event-types';
import { copyInto, selectRows } from '../../db/bulk-copy.ts';
import type { Database } from '../../db/client.ts';
import { leads, properties } from '../../db/schema/index.ts';
import type { EventLog } from '../../events/event-log.ts';
import { DUPLICATE_KEY_COLUMNS, IMPORT_FIELDS, copyColumns } from './import-copy-rows.ts';
import { createDatabaseImportStore, type ImportFileStore } from './import-file-store.ts';
import { createImportFilesRepository } from './import-files.repository.ts';

export { toImportView } from './import-files.repository.ts';

const TABLES: Record<ImportEntity, PgTable> = { properties, leads };
const TABLE_NAMES: Record<ImportEntity, string> = { properties: 'properties', leads: 'leads' };

/** Fails fast at start if an import field lost its column. */
for (const entity of ['properties', 'leads'] as const) {
  const names = new Set(Object.values(getTableColumns(TABLES[entity])).map((c) => c.name));
  for (const column of copyColumns(entity))
    if (!names.has(column)) throw new Error(`${entity}.${column} is an import column the table lacks`);
}

/** Chains of duplicates (a row matching a row that matches another) are followed this deep at most. */
const MAX_DUPLICATE_CHAIN = 32;

/** What one import wrote; `firstId` is the first new record in file order (leads only, null otherwise). */
export type WriteCounts = { copied: number; inserted: number; updated: number; skipped: number; firstId: string | null; leftOut?: number };

export type WriteImportOptions = {
  duplicates: DuplicateMode;
  /** The COPY text of the rows, read inside the transaction (PGlite has one connection). */
  source: (tx: Database) => AsyncIterable<Buffer | string> | Iterable<Buffer | string>;
  /** Keep at most this many new records, the first rows of the file (the plan's room): the rest are left out. */
  fit?: number;
  /** Called inside the transaction once the counts are known: throw to write nothing (the plan's limit). */
  check: (counts: WriteCounts) => void;
  /** The events the import records, in its transaction. */
  events: (counts: WriteCounts) => NewDomainEvent[];
  /** Marks the import finished in the same transaction (file imports). */
  finish?: (tx: Database, counts: WriteCounts) => Promise<void>;
  /** A lead import's first stage: where a lead it adds without a stage of the file's goes. */
  firstStageId?: string | null;
};

const affected = (result: unknown) =>
  Number((result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0);

export function createCsvImportRepository(
  db: Database,
  events: Pick<EventLog, 'record'>,
  store: ImportFileStore = createDatabaseImportStore(db),
) {
  /**
   * Finds the rows this import just wrote that match a record the agent already had, or an
   * earlier row of the file, on the first key, else the second: set-based, through the (user,
   * key) indexes. Each duplicate points at the record it repeats (existing records first, then
   * the earliest row of the file), chains followed to the record that stays.
   */
  async function findDuplicates(tx: Database, entity: ImportEntity, userId: string, importId: string) {
    const table = sql.identifier(TABLE_NAMES[entity]);
    await tx.execute(
      sql`CREATE TEMP TABLE import_duplicates (id uuid PRIMARY KEY, dup_of uuid NOT NULL, import_row integer NOT NULL, wave integer) ON COMMIT DROP`,
    );
    for (const keyName of DUPLICATE_KEY_COLUMNS[entity]) {
      const key = sql.identifier(keyName);
      await tx.execute(sql`INSERT INTO import_duplicates (id, dup_of, import_row)
        SELECT DISTINCT ON (f.id) f.id, e.id, f.import_row
        FROM ${table} f JOIN ${table} e ON e.user_id = f.user_id AND e.${key} = f.${key} AND e.id <> f.id
        WHERE f.user_id = ${userId} AND f.created_at = now() AND f.import_id = ${importId} AND f.${key} IS NOT NULL
          AND (e.import_id IS DISTINCT FROM ${importId} OR e.import_row < f.import_row)
          AND NOT EXISTS (SELECT 1 FROM import_duplicates d WHERE d.id = f.id)
        ORDER BY f.id, (e.import_id IS NOT DISTINCT FROM ${importId}), e.import_row, e.created_at, e.id`);
    }
    for (let i = 0; i < MAX_DUPLICATE_CHAIN; i++) {
      const moved = await tx.execute(sql`UPDATE import_duplicates d SET dup_of = p.dup_of FROM import_duplicates p WHERE d.dup_of = p.id`);
      if (affected(moved) === 0) break;
    }
    const [counted] = await selectRows<{ count: number | string }>(tx, sql`SELECT count(*) AS count FROM import_duplicates`);
    return Number(counted?.count ?? 0);
  }

  /**
   * Writes each duplicate's values over the record it repeats (non-empty values win, a lead's
   * tags add up), in file order: a record repeated by several rows takes them one wave at a time.
   */
  async function applyUpdates(tx: Database, entity: ImportEntity) {
    const table = sql.identifier(TABLE_NAMES[entity]);
    const sets = sql.raw(
      [
        ...[...DUPLICATE_KEY_COLUMNS[entity], ...IMPORT_FIELDS[entity]].map((field) =>
          entity === 'leads' && field === 'tags' ? addUp('tags') : `"${field}" = COALESCE(n."${field}", t."${field}")`,
        ),
        ...(entity === 'leads' ? LEAD_BOOK_UPDATES : [`"source_codes" = t."source_codes" || n."source_codes"`]),
      ].join(', '),
    );
    await tx.execute(sql`UPDATE import_duplicates d SET wave = r.wave
      FROM (SELECT id, row_number() OVER (PARTITION BY dup_of ORDER BY import_row) AS wave FROM import_duplicates) r WHERE r.id = d.id`);
    const [last] = await selectRows<{ waves: number | string | null }>(tx, sql`SELECT max(wave) AS waves FROM import_duplicates`);
    for (let wave = 1; wave <= Number(last?.waves ?? 0); wave++) {
      await tx.execute(sql`UPDATE ${table} AS t SET ${sets}, "updated_at" = now()
        FROM ${table} n JOIN import_duplicates d ON d.id = n.id AND d.wave = ${wave} WHERE t.id = d.dup_of`);
    }
    // A property's address key is made of three fields that may have come from different rows.
    if (entity === 'properties') {
      const changed = await selectRows<{ id: string; address: string; city: string | null; state: string | null }>(
        tx,
        sql`SELECT id, address, city, state FROM properties WHERE id IN (SELECT dup_of FROM import_duplicates)`,
      );
      if (changed.length > 0) {
        const keys = changed.map((p) => propertyKeyColumns(p).address_key);
        await tx.execute(sql`UPDATE properties AS t SET address_key = k.key
          FROM unnest(${`{${changed.map((p) => p.id).join(',')}}`}::uuid[], ${toTextArray(keys)}::text[]) AS k(id, key) WHERE t.id = k.id`);
      }
    }
  }

  const files = createImportFilesRepository(db, events, store);

  return {
    ...files,
    /**
     * Writes an import in one transaction: every row COPYed into the table, duplicates found in
     * SQL and then dropped (skip) or written over the records they repeat (update), the limit
     * checked on what is left, the events recorded. A failure anywhere leaves nothing behind.
     */
    async writeImport(entity: ImportEntity, userId: string, importId: string, options: WriteImportOptions): Promise<WriteCounts> {
      return db.transaction(async (tx) => {
        let copied = 0;
        async function* counted() {
          for await (const piece of options.source(tx) as AsyncIterable<Buffer | string>) {
            copied += countLines(piece);
            yield piece;
          }
        }
        await copyInto(tx, TABLE_NAMES[entity], copyColumns(entity), counted());
        const duplicates = copied > 0 ? await findDuplicates(tx, entity, userId, importId) : 0;
        if (duplicates > 0 && options.duplicates === 'update') await applyUpdates(tx, entity);
        if (duplicates > 0)
          await tx.execute(sql`DELETE FROM ${sql.identifier(TABLE_NAMES[entity])} WHERE id IN (SELECT id FROM import_duplicates)`);
        let leftOut = 0;
        if (options.fit !== undefined && copied - duplicates > options.fit) {
          const table = sql.identifier(TABLE_NAMES[entity]);
          const cut = await tx.execute(sql`DELETE FROM ${table} WHERE id IN (
            SELECT id FROM ${table} WHERE user_id = ${userId} AND created_at = now() AND import_id = ${importId} ORDER BY import_row OFFSET ${Math.max(0, options.fit)})`);
          leftOut = affected(cut);
        }
        const inserted = copied - duplicates - leftOut;
        let firstId: string | null = null;
        // Only leads.imported names its first record (a property import's events do not): the
        // query reads and sorts every row just written, a few hundred ms at 100,000 rows.
        if (inserted > 0 && entity === 'leads') {
          const table = TABLES[entity] as typeof leads;
          const [first] = await tx
            .select({ id: table.id })
            .from(table)
            .where(and(eq(table.userId, userId), eq(table.createdAt, sql`now()`), eq(table.importId, importId)))
            .orderBy(asc(table.importRow))
            .limit(1);
          firstId = first?.id ?? null;
          // The lead keeps when its CRM created it (never later than now), and a teammate the file
          // names has it from now. Last, since the checks above find this import's rows by created_at = now().
          // An update-mode import leaves the stage empty where the file names none of ours (so a
          // lead it updates keeps its own): a lead it adds starts in the first stage, as a create's.
          const unstaged = options.duplicates === 'update' && options.firstStageId ? sql` OR stage_id IS NULL` : sql``;
          await tx.execute(sql`UPDATE leads SET created_at = least(coalesce(source_created_at, created_at), created_at),
              assigned_at = CASE WHEN assigned_user_id IS NOT NULL THEN now() END, claimed_at = CASE WHEN assigned_user_id IS NOT NULL THEN now() END,
              stage_id = coalesce(stage_id, ${options.firstStageId ?? null}::uuid)
            WHERE user_id = ${userId} AND created_at = now() AND import_id = ${importId} AND (source_created_at IS NOT NULL OR assigned_user_id IS NOT NULL${unstaged})`);
        }
        const counts: WriteCounts = {
          copied,
          inserted,
          updated: options.duplicates === 'update' ? duplicates : 0,
          skipped: options.duplicates === 'skip' ? duplicates : 0,
          firstId,
          leftOut,
        };
        options.check(counts);
        await events.record(tx, options.events(counts));
        await options.finish?.(tx, counts);
        return counts;
      });
    },

    /**
     * Fills the duplicate keys of up to `limit` records written before the keys existed (after
     * `afterId`, in id order); answers the last id seen, or null when none were left.
     */
    async backfillKeys(entity: ImportEntity, afterId: string | null, limit: number): Promise<string | null> {
      if (entity === 'leads') {
        const rows = await db
          .select({ id: leads.id, email: leads.email, phone: leads.phone })
          .from(leads)
          .where(
            and(
              isNull(leads.emailKey),
              isNull(leads.phoneKey),
              or(isNotNull(leads.email), isNotNull(leads.phone)),
              afterId ? gt(leads.id, afterId) : undefined,
            ),
          )
          .orderBy(asc(leads.id))
          .limit(limit);
        for (const row of rows) {
          const keys = leadKeyColumns(row);
          if (keys.email_key || keys.phone_key)
            await db.update(leads).set({ emailKey: keys.email_key, phoneKey: keys.phone_key }).where(eq(leads.id, row.id));
        }
        return rows.at(-1)?.id ?? null;
      }
      const rows = await db
        .select({
          id: properties.id,
          address: properties.address,
          city: properties.city,
          state: properties.state,
          mls_number: properties.mlsNumber,
        })
        .from(properties)
        .where(and(isNull(properties.addressKey), isNull(properties.mlsKey), afterId ? gt(properties.id, afterId) : undefined))
        .orderBy(asc(properties.id))
        .limit(limit);
      for (const row of rows) {
        const keys = propertyKeyColumns(row);
        if (keys.address_key || keys.mls_key)
          await db.update(properties).set({ addressKey: keys.address_key, mlsKey: keys.mls_key }).where(eq(properties.id, row.id));
      }
      return rows.at(-1)?.id ?? null;
    },

    /** Who works the book (its owner, then its active teammates): an import's "Assigned To" names one of them. */
    async people(userId: string): Promise<BookPerson[]> {
      const rows = await selectRows<{ id: string; name: string | null; email: string }>(
        db,
        sql`SELECT u.id, u.name, u.email FROM users u WHERE u.id = ${userId}
          UNION ALL
          SELECT u.id, u.name, u.email FROM team_members m JOIN users u ON u.id = m.member_user_id WHERE m.team_id = ${userId} AND m.status = 'active'`,
      );
      return rows.map((r) => ({ id: r.id, name: r.name, email: r.email }));
    },

    /** Fresh statistics after a large import (PGlite has no autovacuum to do it). */
    async analyze(entity: ImportEntity): Promise<void> {
      await db.execute(sql`ANALYZE ${TABLES[entity]}`);
    },
  };
}
export type CsvImportRepository = ReturnType<typeof createCsvImportRepository>;

/** A list column's new values added after the record's own, none twice (a lead's tags, its other e-mails). */
const addUp = (column: string) =>
  `"${column}" = t."${column}" || ARRAY(SELECT x FROM unnest(n."${column}") AS x WHERE x <> ALL(t."${column}"))`;

/**
 * What an update-mode import writes of a book's facts over a lead it repeats, as a create keeps
 * them (issue 46): the file's stage when it names one of ours, a teammate it names (handed the
 * lead now), the earliest creation date, the later last activity, the other e-mails
 * and phones added. A value the file leaves out changes nothing, so the same file twice changes
 * nothing the second time. t is the lead, n the file's row.
 */
const LEAD_BOOK_UPDATES = [
  `"stage_id" = COALESCE(n."stage_id", t."stage_id")`,
  `"assigned_user_id" = COALESCE(n."assigned_user_id", t."assigned_user_id")`,
  ...['assigned_at', 'claimed_at'].map(
    (column) =>
      `"${column}" = CASE WHEN n."assigned_user_id" IS DISTINCT FROM t."assigned_user_id" AND n."assigned_user_id" IS NOT NULL THEN now() ELSE t."${column}" END`,
  ),
  `"source_created_at" = LEAST(t."source_created_at", n."source_created_at")`,
  // A lead this import itself added keeps created_at = now() until the import's last step
  // (which reads its rows by it, then writes the date from source_created_at).
  `"created_at" = CASE WHEN t."import_id" IS NOT DISTINCT FROM n."import_id" THEN t."created_at" ELSE LEAST(t."created_at", n."source_created_at") END`,
  `"last_activity_at" = GREATEST(t."last_activity_at", n."last_activity_at")`,
  addUp('additional_emails'),
  addUp('additional_phones'),
  // The file's labels win for the values it names; the others the lead keeps (issue 50).
  `"contact_labels" = t."contact_labels" || n."contact_labels"`,
];

/** Rows in a piece of COPY text: one per line. */
function countLines(piece: Buffer | string): number {
  let lines = 0;
  if (typeof piece === 'string') {
    for (let i = piece.indexOf('\n'); i !== -1; i = piece.indexOf('\n', i + 1)) lines++;
  } else {
    for (let i = piece.indexOf(10); i !== -1; i = piece.indexOf(10, i + 1)) lines++;
  }
  return lines;
}

/** A PostgreSQL text[] literal of the values (null stays NULL). */
function toTextArray(values: (string | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`)).join(',')}}`;
}
