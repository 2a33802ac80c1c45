import { afterAll, inject } from 'vitest';
import { createFileDatabase, dropDatabaseOnceClosed } from './postgres-databases.ts';

// Every test file on a PostgreSQL server works in a database of its own, copied from the migrated
// template (postgres-databases.ts); whatever reads DATABASE_URL in the file (test-app.ts, a worker
// process it starts) reads that copy. Dropped once the file's own hooks have closed its apps. The
// files share their worker's modules (decision 040), so a file that leaves a connection open fails
// here rather than leaving it to the files after it.
const serverUrl = inject('postgresServer');
if (serverUrl) {
  const databaseUrl = await createFileDatabase(serverUrl);
  process.env.DATABASE_URL = databaseUrl;
  afterAll(async () => {
    const open = await dropDatabaseOnceClosed(serverUrl, databaseUrl);
    if (open > 0)
      throw new Error(
        `${open} connection(s) to this file's database were still open 5 s after its tests: close every app and client it opens, and wait for them`,
      );
  }, 15_000);
}
