import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { recordCountChanges, users, type CountedRecord } from './schema/index.ts';

/**
 * A list's total as a subquery of its page's statement (one round trip): the account's kept
 * count when the list shows the whole book, a count of the matching rows when it is filtered.
 * `conditions[0]` is always the account's own.
 */
export function listTotal(kind: CountedRecord, table: PgTable, userId: string, conditions: SQL[]): SQL<number> {
  if (conditions.length === 1) {
    return sql<number>`(select coalesce(sum(${recordCountChanges.delta}), 0)::int from ${recordCountChanges} where ${and(eq(recordCountChanges.userId, userId), eq(recordCountChanges.kind, kind))})`;
  }
  return sql<number>`(select count(*)::int from ${table} where ${and(...conditions)})`;
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
