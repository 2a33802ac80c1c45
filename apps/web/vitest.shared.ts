import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The web tests that need a module graph of their own (decision 060): they replace a module with
 * `vi.mock` or `vi.doMock`, reset the registry, or test a lazy screen's first load, so in a graph
 * shared with other files they pass or fail by which file ran before them. They run isolated
 * (project `web-isolated`); every other web test runs in one graph per worker (project `web`).
 */
export const FRESH_MODULE_GRAPH_FILES = [
  'src/app/error-screen.test.tsx',
  'src/app/layout/guide-and-screen.test.tsx',
  'src/app/layout/header.test.tsx',
  'src/app/layout/sidebar.test.tsx',
  'src/app/preload.test.tsx',
  'src/app/router.test.tsx',
  'src/components/service-unavailable-banner.test.tsx',
  'src/components/ui/deferred-overlay.test.tsx',
  'src/features/billing/components/usage-settings.test.tsx',
  'src/features/csv-import/components/csv-import-dialog.test.tsx',
  'src/features/leads/components/lead-form-dialog.test.tsx',
  'src/features/leads/components/response-clock-badge.test.tsx',
  'src/features/notifications/components/live-notifications.test.tsx',
  'src/features/notifications/hooks/notification-toasts.test.ts',
  'src/lib/prefetch-module.test.ts',
  'src/lib/realtime/realtime-connection.test.ts',
  'src/lib/store.test.ts',
];

export function webTestConfig(project: { name: string; include: string[]; exclude?: string[]; isolate: boolean }) {
  return defineConfig({
    plugins: [react()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    test: {
      environment: 'jsdom',
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
      // Above the 10 s asyncUtilTimeout in setup.ts, so a slow wait fails with its own message.
      testTimeout: 20_000,
      ...project,
    },
  });
}
