import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Pure rules with no state of their own: a worker runs its files in one module graph rather
    // than importing again for each (107 files, 18 s to 4 s; decision 040).
    isolate: false,
  },
});
