import { defineConfig } from 'vitest/config';

// The popup's views in jsdom, the server answered by msw as the v1 API answers (the e2e journey
// runs the built extension against the real server).
export default defineConfig({
  test: {
    name: 'extension',
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
  },
});
