import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * What PostgreSQL's autovacuum would do, for the embedded database (decision 032). PGlite runs
 * PostgreSQL as one process without background workers, so autovacuum never runs there: every
 * update and delete leaves its old row version in the table and its indexes for good, and the
 * planner's statistics go stale. This applies autovacuum's default rules (a table is vacuumed
 * past 50 dead rows plus 20% of its live ones, analyzed past 50 changed rows plus 10%), one table
 * per statement so other queries run between them. A PostgreSQL server has its own autovacuum.
 */
export const VACUUM_THRESHOLD = { base: 50, scale: 0.2 };
export const ANALYZE_THRESHOLD = { base: 50, scale: 0.1 };

/**
 * Dead row versions are remembered in maintenance_work_mem during a vacuum; PGlite's memory
 * grows to what it ever held and never gives it back, so a vacuum is held to less than the
 * default 64 MB (decision 029 keeps the server under 500 MB).
 */
const VACUUM_MEMORY = '16MB';

type DueTable = { schema: string; name: string; vacuum: boolean; analyze: boolean };

export async function vacuumWhereDue(db: Database): Promise<{ vacuumed: string[]; analyzed: string[] }> {
  // The embedded database keeps its counts of changed rows in the session until a statement asks
  // for them to be published; without this the view reads zeros.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = (await db.execute(sql`
    select schemaname as schema, relname as name,
      n_dead_tup > ${VACUUM_THRESHOLD.base}::float8 + ${VACUUM_THRESHOLD.scale}::float8 * n_live_tup as vacuum,
      n_mod_since_analyze > ${ANALYZE_THRESHOLD.base}::float8 + ${ANALYZE_THRESHOLD.scale}::float8 * n_live_tup as analyze
    from pg_stat_user_tables
    order by n_dead_tup desc`)) as unknown as { rows: DueTable[] };
  const due = result.rows.filter((t) => t.vacuum || t.analyze);
  const done = { vacuumed: [] as string[], analyzed: [] as string[] };
  if (due.length === 0) return done;
  await db.execute(sql.raw(`set maintenance_work_mem = '${VACUUM_MEMORY}'`));
  try {
    for (const table of due) {
      const name = sql`${sql.identifier(table.schema)}.${sql.identifier(table.name)}`;
      if (table.vacuum) {
        await db.execute(sql`vacuum (analyze) ${name}`);
        done.vacuumed.push(table.name);
      } else {
        await db.execute(sql`analyze ${name}`);
        done.analyzed.push(table.name);
      }
    }
  } finally {
    await db.execute(sql`reset maintenance_work_mem`);
  }
  return done;
}
