import { defineConfig } from 'vitest/config';

// One config, four projects: `npm test` runs them all; `--project` picks one.
export default defineConfig({
  test: {
    projects: [
      'packages/domain/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/server/vitest.config.ts',
      // The scripts' own rules (build stamps, the soak's figures, the dependency check): plain Node.
      { test: { name: 'scripts', include: ['scripts/**/*.test.{mjs,ts}'], environment: 'node' } },
    ],
  },
});
