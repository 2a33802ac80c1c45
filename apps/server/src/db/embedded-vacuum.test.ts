import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onDatabaseServer, signUp, type TestApp } from '../../test/test-app.ts';
import { leads } from './schema/index.ts';
import { vacuumWhereDue } from './embedded-vacuum.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const statsOf = async (table: string) => {
  await t.db.execute(sql`select pg_stat_force_next_flush()`);
  return (
    (await t.db.execute(
      sql`select n_dead_tup::int as dead, n_live_tup::int as live, last_vacuum, last_analyze from pg_stat_user_tables where relname = ${table}`,
    )) as unknown as {
      rows: { dead: number; live: number; last_vacuum: unknown; last_analyze: unknown }[];
    }
  ).rows[0]!;
};

// On a PostgreSQL server autovacuum may get there first, so this runs on the embedded database.
describe.skipIf(onDatabaseServer())('the embedded database, vacuumed where autovacuum would', () => {
  it('vacuums a table whose dead rows pass the threshold and leaves the others', async () => {
    const { userId } = await signUp(t);
    await t.db.insert(leads).values(Array.from({ length: 300 }, (_, i) => ({ userId, name: `Lead ${i}` })));
    for (let round = 0; round < 3; round++)
      await t.db
        .update(leads)
        .set({ notes: `round ${round}` })
        .where(sql`${leads.userId} = ${userId}`);
    expect((await statsOf('leads')).dead).toBeGreaterThan(50 + 0.2 * 300);

    const done = await vacuumWhereDue(t.db);
    expect(done.vacuumed).toContain('leads');
    expect(done.vacuumed).not.toContain('users');
    expect((await statsOf('users')).last_vacuum).toBeNull();
    const after = await statsOf('leads');
    expect(after.dead).toBe(0);
    expect(after.last_vacuum).not.toBeNull();
    // Nothing left to do: a second run finds no table due.
    expect(await vacuumWhereDue(t.db)).toEqual({ vacuumed: [], analyzed: [] });
    // The setting used for the vacuum does not outlive it.
    const memory = (await t.db.execute(sql`show maintenance_work_mem`)) as unknown as { rows: { maintenance_work_mem: string }[] };
    expect(memory.rows[0]!.maintenance_work_mem).toBe('64MB');
  });

  it('runs as the hourly database.vacuum job', async () => {
    const { userId } = await signUp(t);
    await t.db.insert(leads).values(Array.from({ length: 200 }, (_, i) => ({ userId, name: `Lead ${i}` })));
    await t.db.delete(leads).where(sql`${leads.userId} = ${userId}`);
    await t.jobs.enqueue(t.db, 'database.vacuum', {});
    await expect.poll(async () => (await statsOf('leads')).dead, { timeout: 10_000 }).toBe(0);
  });
});

describe.runIf(onDatabaseServer())('a PostgreSQL server', () => {
  it('has no vacuum job: its own autovacuum runs', async () => {
    await expect(t.jobs.enqueue(t.db, 'database.vacuum', {})).rejects.toThrow('No job handler is defined for queue "database.vacuum"');
  });
});
