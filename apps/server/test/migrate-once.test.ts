import crypto from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';

// Two instances starting at once on one fresh PostgreSQL database: one migrates, the other waits
// and finds nothing to do. Needs a server (DATABASE_URL), where it makes a database of its own.
describe.skipIf(!process.env.DATABASE_URL)('migrations on a PostgreSQL server', () => {
  it('two instances starting at once migrate once, and both start', async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `porchlight_migrate_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    try {
      const [a, b] = await Promise.all([
        openDatabase({ databaseUrl: url.toString(), poolSize: 2 }),
        openDatabase({ databaseUrl: url.toString(), poolSize: 2 }),
      ]);
      const applied = await a.pool!.query(
        'SELECT hash, count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY hash HAVING count(*) > 1',
      );
      expect(applied.rows).toEqual([]);
      expect((await b.pool!.query('SELECT count(*)::int AS n FROM jobs')).rows[0].n).toBe(0);
      await Promise.all([a.close(), b.close()]);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});
