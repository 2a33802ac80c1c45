import { is, sql, type SQL } from 'drizzle-orm';
import { PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { CountedRecord } from './schema/index.ts';
import type { Database } from './client.ts';
import { keptCount } from './record-counts.ts';
import { createRowTexts } from './row-texts.ts';

/**
 * Which state of a row its listed JSON shows: its id and xmin, the transaction that wrote this
 * version of the row. PostgreSQL writes a new version on every update, whoever makes it; what
 * the JSON shows from other rows needs a trigger that writes the row again (decision 037).
 */
export const rowVersionOf = (table: PgTable, id: PgColumn) => sql<string>`${id}::text || ' ' || ${table}.xmin::text`;

const idOfVersion = (version: string) => version.slice(0, version.indexOf(' '));

/**
 * Refuses to load a list whose selection shows fields from other rows beyond `expected`, the
 * ones a trigger writes the row again for: a kept text would not change with them.
 */
export function assertFieldsFromOtherRows(list: string, selection: Record<string, unknown>, expected: string[]) {
  const fromOtherRows = Object.entries(selection).flatMap(([key, value]) => (is(value, PgColumn) ? [] : [key]));
  if (fromOtherRows.join() !== expected.join()) {
    throw new Error(`${list}: ${fromOtherRows.join(', ')} come from other rows; each needs a trigger that writes the row again when it changes (decision 037)`);
  }
}

type BookPageQuery = { sort: string; dir?: string; page: number; limit: number };

type KeptTextPages<Query extends BookPageQuery> = {
  /** The list's records, for the kept count (decision 028) and the statements' names. */
  kind: CountedRecord;
  table: PgTable;
  id: PgColumn;
  userId: PgColumn;
  order: (q: Query) => SQL[];
  /** The texts of these rows of the account, each with its version (`rowVersionOf`; rows deleted since are left out). */
  write: (userId: string, ids: string[]) => Promise<{ version: string; text: string }[]>;
};

/**
 * A list's whole-book pages (no filter, no search), the request made most: one prepared
 * statement per order (named on PostgreSQL, so each connection plans it once: planning weighs
 * the table's indexes every time otherwise) answers one row with the page's versions in order
 * and the kept total (few fields: on PGlite each field read costs more than the work behind
 * it); the rows' JSON texts come from those this process keeps by version, and only the rest
 * are written (decision 037).
 */
export function keptTextPages<Query extends BookPageQuery>(db: Database, list: KeptTextPages<Query>) {
  const version = rowVersionOf(list.table, list.id);
  const prepare = (q: Query) => {
    const order = list.order(q);
    const page = db.$with('page').as(
      db
        .select({ version: version.as('version'), place: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('place') })
        .from(list.table)
        .where(sql`${list.userId} = ${sql.placeholder('userId')}`)
        .orderBy(...order)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    );
    return db
      .with(page)
      .select({ versions: sql<string | null>`json_agg(${page.version} order by ${page.place})::text`, total: keptCount(list.kind, sql.placeholder('userId')) })
      .from(page)
      .prepare(`${list.kind}_book_page_${q.sort}_${q.dir ?? 'default'}`);
  };
  const statements = new Map<string, ReturnType<typeof prepare>>();
  const rowTexts = createRowTexts();

  const textsOf = async (userId: string, versions: string[]): Promise<string[]> => {
    const kept = versions.map((v) => rowTexts.get(v));
    const missing = versions.filter((_, index) => kept[index] === undefined).map(idOfVersion);
    if (missing.length === 0) return kept as string[];
    const byId = new Map<string, string>();
    for (const written of await list.write(userId, missing)) {
      rowTexts.set(written.version, written.text);
      byId.set(idOfVersion(written.version), written.text);
    }
    return versions.flatMap((v, index) => kept[index] ?? byId.get(idOfVersion(v)) ?? []);
  };

  return {
    /** A page of the whole book in the query's order: its rows' texts and the book's total. */
    async read(userId: string, q: Query): Promise<{ rows: string[]; total: number }> {
      const key = `${q.sort}:${q.dir ?? 'default'}`;
      if (!statements.has(key)) statements.set(key, prepare(q));
      // An aggregate: always one row, whose versions are null past the end.
      const [found] = await statements.get(key)!.execute({ userId, limit: q.limit, offset: (q.page - 1) * q.limit });
      const versions = JSON.parse(found!.versions ?? '[]') as string[];
      return { rows: await textsOf(userId, versions), total: found!.total };
    },
  };
}
