import crypto from 'node:crypto';
import pg from 'pg';

/**
 * On a PostgreSQL server (DATABASE_URL) every test file gets a database of its own, copied from
 * one migrated template, as each file gets its own PGlite: files then run side by side without
 * one file's jobs, ticks or listeners reaching another's (sharing one database, two files at once
 * once left a job waiting past a drain's 10 s, so they took turns: 460 s of a 38-minute CI run).
 * A copy takes about 50 ms. Named after the database DATABASE_URL names, so a run cleans up only
 * its own.
 */

const withDatabase = (url: string, name: string) => {
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.toString();
};
const databaseOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
// Identifiers built here from the server's own database name; quoted for any character it has.
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const templateName = (serverUrl: string) => `${databaseOf(serverUrl)}_template`;
const filePrefix = (serverUrl: string) => `${databaseOf(serverUrl)}_file_`;

async function asAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A new empty template database beside DATABASE_URL's; the caller migrates it. Its URL. */
export async function createTemplate(serverUrl: string): Promise<string> {
  const name = templateName(serverUrl);
  await asAdmin(serverUrl, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${quoted(name)}`);
  });
  return withDatabase(serverUrl, name);
}

/**
 * A database of this run for one test file: a copy of the migrated template, or empty for a
 * server process that migrates it as `npm start` does (server-process.ts). Its URL.
 */
export async function createFileDatabase(serverUrl: string, { empty = false } = {}): Promise<string> {
  const name = `${filePrefix(serverUrl)}${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const template = empty ? '' : ` TEMPLATE ${quoted(templateName(serverUrl))}`;
  await asAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${quoted(name)}${template}`));
  return withDatabase(serverUrl, name);
}

/**
 * Drops one file's database once nothing is connected to it. A connection still open after
 * `waitMs` (an app the file never closed, or closed without waiting) is not cut: cutting it
 * raised an uncaught error in whichever file the worker ran next. The database is then left for
 * the run's end, and the number of connections returned so the file can fail.
 */
export async function dropDatabaseOnceClosed(serverUrl: string, databaseUrl: string, waitMs = 5_000): Promise<number> {
  const name = databaseOf(databaseUrl);
  return asAdmin(serverUrl, async (admin) => {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const { rows } = await admin.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1`, [name]);
      const open = rows[0]!.n;
      if (open === 0) {
        await admin.query(`DROP DATABASE IF EXISTS ${quoted(name)}`);
        return 0;
      }
      if (Date.now() > deadline) return open;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

/** Drops the template and every file's database this run's server database left behind. */
export async function dropRunDatabases(serverUrl: string): Promise<void> {
  await asAdmin(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1) OR datname = $2`,
      [filePrefix(serverUrl), templateName(serverUrl)],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${quoted(datname)} WITH (FORCE)`);
  });
}
