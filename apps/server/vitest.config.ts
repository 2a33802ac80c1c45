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
  },
});
