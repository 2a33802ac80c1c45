import { and, eq, getTableName, sql, type SQL, type Subquery } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { listTotalAlone } from './record-counts.ts';
import { rowsOnPage } from '@porchlight/domain/properties/list-total';

// How a searched list reads its page (decision 033). Left to choose, the planner guesses from a
// sample how many rows a word matches, and a wrong guess either way costs at a million rows: it
// sorted all 50,000 matches of a common name (50-60 ms) where walking the list's order finds fifty
// in a few hundred rows, or walked 20,000 rows for a rarer pair of words the index finds at once.
// So the total is counted first (up to its bound, on the search's index): few matches are
// sorted; many are first looked for among the newest rows, in order (a common word fills the
// page there), and only when that window holds too few are they sorted (then they are thin).

/** Rows of the list's order looked through per row of the page wanted; the window ends past 8,000. */
const WINDOW_ROWS_PER_PAGE_ROW = 40;
const WINDOW_ROWS_MAX = 8_000;
/** As many matches as are sorted without looking through the newest rows first. */
const SORTED_MATCHES_MAX = 1_000;

/** How many of the newest rows page `page` is first looked for in, or null past the first pages. */
export function searchWindowRows(page: number, limit: number): number | null {
  const rows = WINDOW_ROWS_PER_PAGE_ROW * page * limit;
  return rows <= WINDOW_ROWS_MAX ? rows : null;
}

type ListPage<Query extends PgSelect, Table extends PgTable> = {
  table: Table;
  userIdColumn: PgColumn;
  userId: string;
  conditions: SQL[];
  /** The list's order; `searched` only when it is searched and an index on (user, order) walks it. */
  order: SQL[];
  searched: boolean;
  page: number;
  limit: number;
  /** The list's total (counted up to its bound). */
  total: SQL<number>;
  /** The page's columns, `total` among them, from the table or a subquery under its name (`$dynamic()`). */
  select: (from: Table | Subquery, total: SQL<number>) => Query;
  /** The selection holds only values the driver reads as they are (JSON text, the total): read without Drizzle's row mapping. */
  plainValues?: boolean;
};

/**
 * A list's page and its total. A searched list's first pages come from the rows its count says
 * are cheapest to read; every other page is one statement the planner chooses for.
 */
export async function readListPage<Query extends PgSelect, Table extends PgTable>(db: Database, list: ListPage<Query, Table>): Promise<{ rows: Awaited<Query>; counted: number }> {
  const { table, conditions, page, limit } = list;
  const build = (from: Table | Subquery, where: SQL | undefined, total: SQL<number>) =>
    list
      .select(from, total)
      .where(where)
      .orderBy(...list.order)
      .limit(limit)
      .offset((page - 1) * limit);
  const read = async (from: Table | Subquery, where: SQL | undefined, total: SQL<number>) => {
    const query = build(from, where, total);
    // A selection of plain values (JSON text, a count) needs none of Drizzle's mapping.
    if (list.plainValues) return ((await db.execute(query)) as unknown as { rows: Awaited<Query> }).rows;
    return (await query) as Awaited<Query>;
  };
  // A page past the end has no row to carry the total: it is counted on its own.
  const withTotal = async (rows: Awaited<Query>, counted?: number) => ({
    rows,
    counted: counted ?? (rows[0] as { total?: number } | undefined)?.total ?? (page > 1 ? await listTotalAlone(db, list.total) : 0),
  });
  const window = list.searched ? searchWindowRows(page, limit) : null;
  if (window === null) return withTotal(await read(table, and(...conditions), list.total));
  const counted = await listTotalAlone(db, list.total);
  if (rowsOnPage(counted, page, limit) === 0) return withTotal([] as unknown as Awaited<Query>, counted);
  const total = sql<number>`${counted}::int`;
  // Under the table's own name, so the page's columns and conditions read it unchanged.
  const alias = getTableName(table);
  const source: PgTable = table;
  // OFFSET 0 keeps the matching apart from the order, so the search's own index finds the rows.
  const sorted = async () => withTotal(await read(db.select().from(source).where(and(...conditions)).offset(0).as(alias), undefined, total), counted);
  if (counted <= SORTED_MATCHES_MAX) return sorted();
  const newest = db.select().from(source).where(eq(list.userIdColumn, list.userId)).orderBy(...list.order).limit(window).as(alias);
  const rows = await read(newest, and(...conditions), total);
  // Whole when it holds as many rows as the total leaves for the page.
  return rows.length === rowsOnPage(counted, page, limit) ? withTotal(rows, counted) : sorted();
}
