import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { recordCountChanges, users, type CountedRecord } from './schema/index.ts';

/**
 * A list's total as a subquery of its page's statement (one round trip): the account's kept
 * count when the list shows the whole book (exact, `bound` null), a count of the matching rows
 * when it is filtered, stopping past `countUpTo` when one is given (domain list-total.ts; null
 * counts every match). `conditions[0]` is always the account's own.
 */
export function listTotal(
  kind: CountedRecord,
  table: PgTable,
  userId: string,
  conditions: SQL[],
  countUpTo: number | null,
): { total: SQL<number>; bound: number | null } {
  if (conditions.length === 1) return { total: keptCount(kind, userId), bound: null };
  if (countUpTo === null) return { total: sql<number>`(select count(*)::int from ${table} where ${and(...conditions)})`, bound: null };
  return {
    total: sql<number>`(select count(*)::int from (select 1 from ${table} where ${and(...conditions)} limit ${countUpTo + 1}) as matched)`,
    bound: countUpTo,
  };
}

/** The account's kept count of `kind` (decision 028), as a subquery; the account may be a prepared statement's placeholder. */
export const keptCount = (kind: CountedRecord, userId: string | Placeholder) =>
  sql<number>`(select coalesce(sum(${recordCountChanges.delta}), 0)::int from ${recordCountChanges} where ${and(eq(recordCountChanges.userId, userId), eq(recordCountChanges.kind, kind))})`;

/** The total alone, for a page past the end (it has no row to carry it). */
export async function listTotalAlone(db: Database, total: SQL<number>): Promise<number> {
  const result = (await db.execute(sql`select ${total} as total`)) as unknown as { rows: { total: number | string }[] };
  return Number(result.rows[0]?.total ?? 0);
}

/**
 * Folds each account's rows into one (hourly). One statement: a writer's uncommitted row is not
 * seen, so it is neither deleted nor counted, and stays for the next fold. Accounts that no
 * longer exist drop out.
 */
export async function foldRecordCounts(db: Database): Promise<void> {
  await db.execute(sql`
    with folded as (delete from ${recordCountChanges} returning user_id, kind, delta)
    insert into ${recordCountChanges} (user_id, kind, delta)
    select folded.user_id, folded.kind, sum(folded.delta) from folded
    where exists (select 1 from ${users} where ${users.id} = folded.user_id)
    group by folded.user_id, folded.kind
    having sum(folded.delta) <> 0`);
}
