import { defineConfig } from 'vitest/config';

// One config, three projects: `npm test` runs them all; `--project` picks one.
export default defineConfig({
  test: {
    projects: [
      'packages/domain/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/server/vitest.config.ts',
    ],
  },
});
