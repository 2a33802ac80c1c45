import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One config, four projects: `npm test` runs them all; `--project` picks one.
export default defineConfig({
  test: {
    // A worker per core, not Vitest's default of one fewer: the tests spend much of their time
    // waiting on databases, sockets and child processes, and on CI's 2 cores the default is a
    // single worker (server tests 567 s with one, 419 s with two; unit tests 218 s and 133 s).
    maxWorkers: os.availableParallelism(),
    projects: [
      'packages/domain/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      'apps/server/vitest.config.ts',
      'apps/extension/vitest.config.ts',
      // The scripts' own rules (build stamps, the soak's figures, the dependency check): plain Node.
      { test: { name: 'scripts', include: ['scripts/**/*.test.{mjs,ts}'], environment: 'node' } },
    ],
  },
});
