import { afterAll, inject } from 'vitest';
import { createFileDatabase, dropDatabase } from './postgres-databases.ts';

// Every test file on a PostgreSQL server works in a database of its own, copied from the migrated
// template (postgres-databases.ts); whatever reads DATABASE_URL in the file (test-app.ts, a worker
// process it starts) reads that copy. Dropped once the file's own hooks have closed its apps.
const serverUrl = inject('postgresServer');
if (serverUrl) {
  const databaseUrl = await createFileDatabase(serverUrl);
  process.env.DATABASE_URL = databaseUrl;
  afterAll(() => dropDatabase(serverUrl, databaseUrl));
}
