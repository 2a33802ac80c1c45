import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts', 'sw/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Above the 5 s asyncUtilTimeout in setup.ts, so a slow wait fails with its own message.
    testTimeout: 15_000,
    // Isolated per file (Vitest's default), unlike the domain and server projects: in one shared
    // module graph the files that vi.mock a module, and those that test a lazy screen's first
    // load, fail by the order files happen to run in (decision 060).
  },
});
