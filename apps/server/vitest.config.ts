import { defineConfig } from 'vitest/config';

// API tests call createApp() in-process against a real database: PGlite cloned from a migrated
// template by default; on the PostgreSQL server of DATABASE_URL when it is set, a database per
// test file copied from a migrated template (test/postgres-databases.ts).
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/database-per-file.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // A worker runs its files one after another in the same module graph instead of importing
    // the whole server again for each (158 s of a 364 s run on PGlite went to imports). The
    // server's modules keep no state of their own (every app holds its own), the tests mock
    // nothing and fake no timers, and every file has a database of its own: 364 s to 221-242 s
    // on PGlite, 328 s to 145 s on PostgreSQL (with the files side by side), measured together.
    isolate: false,
  },
});
