import { defineConfig } from 'vitest/config';

// One config, four projects: `npm test` runs them all; `--project` picks one.
export default defineConfig({
  test: {
    projects: [
      'packages/domain/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/server/vitest.config.ts',
      // The build and start scripts' own rules (build stamps): plain Node modules.
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
