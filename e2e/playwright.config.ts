import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, OIDC_PORT, OIDC_URL } from './support/ports.ts';

// The production build (`npm run build`: the web app and the compiled server), served on a fresh
// embedded database by support/global-setup.ts, which also removes that database afterwards.
// Debian's Chromium: Playwright never downloads a browser here.
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  // No retries: a flaky journey must show, not pass on its second try.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: BASE_URL,
    // Off: recording a trace of every journey to keep the failed ones cost 17% of the run (the
    // tests' own time 361 s against 298 s without), and CI keeps only what the run prints. To
    // look into a failure: `npx playwright test -c e2e/playwright.config.ts --trace on <spec>`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // Started before global setup, so the app server finds its sign-in provider up.
      command: 'node --import tsx e2e/support/oidc-provider.ts',
      cwd: root,
      url: `${OIDC_URL}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_OIDC_PORT: String(OIDC_PORT) },
    },
  ],
});
