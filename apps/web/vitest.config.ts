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
    // A worker runs its files one after another in one module graph and one jsdom, as the domain
    // and server projects do, instead of importing React, the UI kit and jsdom again for each of
    // 106 files: 488 to 145 CPU-seconds (decision 060). setup.ts resets what a file may leave
    // behind (the DOM, storage, matchMedia, console errors), and restoreMocks undoes spies.
    isolate: false,
  },
});
