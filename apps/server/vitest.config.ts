import { defineConfig } from 'vitest/config';

// API tests call createApp() in-process against a real database: PGlite cloned from a migrated
// template by default, the PostgreSQL server of DATABASE_URL when it is set.
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // On PostgreSQL every test file shares one database: two files side by side once left a job
    // waiting past a drain's 10 s (once in three full runs), so files take turns there. On PGlite
    // each file has a database of its own and runs a worker per core (root vitest.config.ts).
    ...(process.env.DATABASE_URL ? { maxWorkers: 1 } : {}),
  },
});
