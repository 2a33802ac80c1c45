import { and, eq, getTableColumns, lt, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import { LEAD_IMPORT_FIELDS } from '@porchlight/domain/csv-import/lead-fields';
import { PROPERTY_IMPORT_FIELDS } from '@porchlight/domain/csv-import/property-fields';
import type { Database } from '../../db/client.ts';
import type { EventLog } from '../../events/event-log.ts';
import type { NewDomainEvent } from '@porchlight/domain/events/event-types';
import { csvImportParts, csvImports, leads, properties } from '../../db/schema/index.ts';

/** PostgreSQL takes at most 65,535 bind parameters in one statement. */
export const MAX_BIND_PARAMETERS = 65_535;

const TABLES: Record<ImportEntity, PgTable> = { properties, leads };
const FIELDS: Record<ImportEntity, readonly string[]> = { properties: PROPERTY_IMPORT_FIELDS, leads: LEAD_IMPORT_FIELDS };

type ColumnInfo = { key: string; column: Column };

/** The table's columns an import writes, by stored (snake_case) name; fails fast if the schema lost one. */
function importColumns(entity: ImportEntity): Map<string, ColumnInfo> {
  const byName = new Map(Object.entries(getTableColumns(TABLES[entity])).map(([key, column]) => [column.name, { key, column }]));
  return new Map(
    FIELDS[entity].map((field) => {
      const info = byName.get(field);
      if (!info) throw new Error(`${entity}.${field} is an import field with no column`);
      return [field, info];
    }),
  );
}
const COLUMNS: Record<ImportEntity, Map<string, ColumnInfo>> = { properties: importColumns('properties'), leads: importColumns('leads') };

/**
 * Rows per INSERT. Each INSERT reads its rows from one JSON parameter (INSERT ... SELECT FROM
 * jsonb_to_recordset), so it binds 2 parameters whatever the row count, far under the limit;
 * the cap keeps each statement's JSON a few megabytes.
 */
export const INSERT_ROWS_PER_STATEMENT = 5_000;
/** Bind parameters one INSERT uses (the rows as JSON, the user id). */
export const INSERT_BIND_PARAMETERS = 2;
/**
 * Rows per INSERT of a staged import. The rows never leave the database: the statement reads them
 * from the staged parts and binds only the chosen positions and ids, as three array literals.
 */
export const STAGED_INSERT_ROWS_PER_STATEMENT = 25_000;
/** Bind parameters one staged INSERT uses (import id, user id, lowest and highest part, three arrays). */
export const STAGED_INSERT_BIND_PARAMETERS = 7;

export type ImportRecord = Record<string, unknown> & { id: string };
export type ExistingPropertyKey = { id: string; mls_number: string | null; address: string; city: string | null; state: string | null };
export type ExistingLeadKey = { id: string; email: string | null; phone: string | null };
/** Where a staged row is (part number, 1-based position in the part) and its duplicate keys. */
export type StagedRowKeys = { seq: number; ord: number; keys: Record<string, string | null> };
/** A staged row the commit creates, with the id it gets. */
export type StagedInsert = { seq: number; ord: number; id: string };

/** What a transaction of the commit can do. */
export type ImportWriter = {
  insert: (records: ImportRecord[]) => Promise<void>;
  /** Creates the chosen staged rows straight from the staged parts (picks in upload order). */
  insertStaged: (importId: string, picks: StagedInsert[]) => Promise<void>;
  /** Sets each given (non-null) value of the record with that id; lead tags are added to the existing ones. */
  update: (records: ImportRecord[]) => Promise<void>;
  deleteStaged: (importId: string) => Promise<void>;
  /** The staged parts read inside the transaction (PGlite has one connection: reading outside would wait for it forever). */
  stagedParts: (importId: string, partCount: number) => AsyncGenerator<unknown[]>;
  /** Writes the import's events in its transaction. */
  recordEvents: (list: NewDomainEvent[]) => Promise<unknown>;
};

async function* readParts(db: Database, id: string, partCount: number): AsyncGenerator<unknown[]> {
  for (let seq = 0; seq < partCount; seq++) {
    const [part] = await db
      .select({ rows: csvImportParts.rows })
      .from(csvImportParts)
      .where(and(eq(csvImportParts.importId, id), eq(csvImportParts.seq, seq)));
    if (part) yield part.rows as unknown[];
  }
}

export function createCsvImportRepository(db: Database, events: Pick<EventLog, 'record'>) {
  /** The import columns and the record type jsonb_to_record(set) reads them with (it ignores anything else). */
  const recordShape = (entity: ImportEntity) => {
    const columns = [...COLUMNS[entity].entries()];
    const recordType = sql.raw(['id uuid', ...columns.map(([field, { column }]) => `"${field}" ${column.getSQLType()}`)].join(', '));
    return { columns, recordType };
  };
  /** The rows as one JSON array, with the record shape. */
  const recordset = (entity: ImportEntity, records: ImportRecord[]) => ({ ...recordShape(entity), payload: JSON.stringify(records) });

  /** The column list of an import INSERT and the matching values read from the record `v`. */
  const insertedColumns = (entity: ImportEntity) => {
    const columns = [...COLUMNS[entity].keys()];
    return {
      names: sql.raw(columns.map((field) => `"${field}"`).join(', ')),
      values: sql.raw(columns.map((field) => (entity === 'leads' && field === 'tags' ? `COALESCE(v."tags", '{}')` : `v."${field}"`)).join(', ')),
    };
  };

  /** A multi-row INSERT ... SELECT FROM jsonb_to_recordset($1): every row in one statement, 2 bind parameters. */
  const insertStatement = (entity: ImportEntity, userId: string, records: ImportRecord[]) => {
    const { recordType, payload } = recordset(entity, records);
    const { names, values } = insertedColumns(entity);
    return sql`INSERT INTO ${TABLES[entity]} ("id", "user_id", ${names})
      SELECT v."id", ${userId}, ${values} FROM jsonb_to_recordset(${payload}::jsonb) AS v(${recordType})`;
  };

  /**
   * INSERT ... SELECT from the staged parts: each part's JSON array is expanded once (a
   * materialised CTE, so no plan can expand it once per row), joined to the picks by position.
   */
  const insertStagedStatement = (entity: ImportEntity, userId: string, importId: string, picks: StagedInsert[]) => {
    const { recordType } = recordShape(entity);
    const { names, values } = insertedColumns(entity);
    const arrayLiteral = (items: (number | string)[]) => `{${items.join(',')}}`;
    return sql`WITH staged AS MATERIALIZED (
        SELECT p."seq", e.ord, e.row FROM ${csvImportParts} p
        CROSS JOIN LATERAL jsonb_array_elements(p."rows") WITH ORDINALITY AS e(row, ord)
        WHERE p."import_id" = ${importId} AND p."seq" BETWEEN ${picks[0]!.seq} AND ${picks.at(-1)!.seq}
      )
      INSERT INTO ${TABLES[entity]} ("id", "user_id", ${names})
      SELECT a.id, ${userId}, ${values}
      FROM unnest(${arrayLiteral(picks.map((p) => p.seq))}::int[], ${arrayLiteral(picks.map((p) => p.ord))}::int[], ${arrayLiteral(picks.map((p) => p.id))}::uuid[]) AS a(seq, ord, id)
      JOIN staged s ON s."seq" = a.seq AND s.ord = a.ord
      CROSS JOIN LATERAL jsonb_to_record(s.row) AS v(${recordType})`;
  };

  /** One UPDATE ... FROM jsonb_to_recordset($1) per batch: one bind parameter whatever the size. */
  const updateStatement = (entity: ImportEntity, userId: string, records: ImportRecord[]) => {
    const { columns, recordType, payload } = recordset(entity, records);
    const sets = sql.raw(
      columns
        .map(([field]) =>
          entity === 'leads' && field === 'tags'
            ? `"tags" = CASE WHEN cardinality(v."tags") > 0 THEN t."tags" || ARRAY(SELECT x FROM unnest(v."tags") AS x WHERE x <> ALL(t."tags")) ELSE t."tags" END`
            : `"${field}" = COALESCE(v."${field}", t."${field}")`,
        )
        .join(', '),
    );
    return sql`UPDATE ${TABLES[entity]} AS t SET ${sets}, "updated_at" = now()
      FROM jsonb_to_recordset(${payload}::jsonb) AS v(${recordType})
      WHERE t."id" = v."id" AND t."user_id" = ${userId}`;
  };

  return {
    async existingPropertyKeys(userId: string): Promise<ExistingPropertyKey[]> {
      return db
        .select({ id: properties.id, mls_number: properties.mlsNumber, address: properties.address, city: properties.city, state: properties.state })
        .from(properties)
        .where(eq(properties.userId, userId));
    },

    async existingLeadKeys(userId: string): Promise<ExistingLeadKey[]> {
      return db.select({ id: leads.id, email: leads.email, phone: leads.phone }).from(leads).where(eq(leads.userId, userId));
    },

    /** Everything the commit writes happens in this one transaction: all rows or none. */
    async transaction<T>(entity: ImportEntity, userId: string, work: (writer: ImportWriter) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        const writer: ImportWriter = {
          async insert(records) {
            for (let i = 0; i < records.length; i += INSERT_ROWS_PER_STATEMENT) {
              await tx.execute(insertStatement(entity, userId, records.slice(i, i + INSERT_ROWS_PER_STATEMENT)));
            }
          },
          async insertStaged(importId, picks) {
            for (let i = 0; i < picks.length; i += STAGED_INSERT_ROWS_PER_STATEMENT) {
              await tx.execute(insertStagedStatement(entity, userId, importId, picks.slice(i, i + STAGED_INSERT_ROWS_PER_STATEMENT)));
            }
          },
          async update(records) {
            if (records.length > 0) await tx.execute(updateStatement(entity, userId, records));
          },
          async deleteStaged(importId) {
            await tx.delete(csvImports).where(eq(csvImports.id, importId));
          },
          stagedParts: (importId, partCount) => readParts(tx as unknown as Database, importId, partCount),
          recordEvents: (list) => events.record(tx, list),
        };
        return work(writer);
      });
    },

    /** Fresh statistics after a large import (PGlite has no autovacuum to do it). */
    async analyze(entity: ImportEntity): Promise<void> {
      await db.execute(sql`ANALYZE ${TABLES[entity]}`);
    },

    /**
     * Starts a staged import unless the agent already has `maxOpen` open. Imports idle since
     * `idleBefore` are dropped first (a closed tab). The count and the insert happen under a
     * per-agent lock, so starts at once cannot pass the cap together.
     */
    async startStaged(userId: string, entity: ImportEntity, { maxOpen, idleBefore }: { maxOpen: number; idleBefore: Date }): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`csv-import:${userId}`}))`);
        await tx.delete(csvImports).where(and(eq(csvImports.userId, userId), lt(csvImports.updatedAt, idleBefore)));
        if ((await tx.$count(csvImports, eq(csvImports.userId, userId))) >= maxOpen) return undefined;
        const [row] = await tx.insert(csvImports).values({ userId, entity }).returning({ id: csvImports.id });
        return row!.id;
      });
    },

    async findStaged(userId: string, entity: ImportEntity, id: string): Promise<{ rowCount: number; partCount: number } | undefined> {
      const [row] = await db
        .select({ rowCount: csvImports.rowCount, partCount: csvImports.partCount })
        .from(csvImports)
        .where(and(eq(csvImports.id, id), eq(csvImports.userId, userId), eq(csvImports.entity, entity)));
      return row;
    },

    /** Adds a part; the counter update locks the import row, so parts sent at once get distinct numbers. */
    async appendStaged(userId: string, id: string, rows: unknown[]): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [counted] = await tx
          .update(csvImports)
          .set({ rowCount: sql`${csvImports.rowCount} + ${rows.length}`, partCount: sql`${csvImports.partCount} + 1`, updatedAt: sql`now()` })
          .where(and(eq(csvImports.id, id), eq(csvImports.userId, userId)))
          .returning({ rowCount: csvImports.rowCount, partCount: csvImports.partCount });
        if (!counted) return undefined;
        await tx.insert(csvImportParts).values({ importId: id, seq: counted.partCount - 1, rows });
        return counted.rowCount;
      });
    },

    /** Only the position and duplicate keys of every staged row, in upload order: the plan needs no more. */
    async stagedKeys(id: string, fields: readonly string[]): Promise<StagedRowKeys[]> {
      const select = sql.raw(fields.map((f, i) => `e.row->>'${f}' AS "k${i}"`).join(', '));
      const result = await db.execute(sql`SELECT p."seq" AS "seq", e.ord AS "ord", ${select}
        FROM ${csvImportParts} p CROSS JOIN LATERAL jsonb_array_elements(p."rows") WITH ORDINALITY AS e(row, ord)
        WHERE p."import_id" = ${id} ORDER BY p."seq", e.ord`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string | number | null>[];
      return rows.map((row) => ({
        seq: Number(row.seq),
        ord: Number(row.ord),
        keys: Object.fromEntries(fields.map((f, i) => [f, (row[`k${i}`] ?? null) as string | null])),
      }));
    },

    /** The staged parts in upload order, read one at a time. */
    stagedParts: (id: string, partCount: number) => readParts(db, id, partCount),

    async deleteStaged(userId: string, id: string): Promise<boolean> {
      const deleted = await db.delete(csvImports).where(and(eq(csvImports.id, id), eq(csvImports.userId, userId))).returning({ id: csvImports.id });
      return deleted.length > 0;
    },

    /** Drops every staged import started before `olderThan`, with its parts; answers how many. */
    async sweepStaged(olderThan: Date): Promise<number> {
      const removed = await db.delete(csvImports).where(lt(csvImports.createdAt, olderThan)).returning({ id: csvImports.id });
      return removed.length;
    },
  };
}
export type CsvImportRepository = ReturnType<typeof createCsvImportRepository>;
