import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The production build (`npm run build`: the web app and the compiled server), on a fresh embedded
// database.
// Debian's Chromium: Playwright never downloads a browser here.
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-e2e-'));
const root = path.resolve(import.meta.dirname, '..');
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3190);
const OIDC_URL = `http://127.0.0.1:${OIDC_PORT}`;

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node --import tsx e2e/support/oidc-provider.ts',
      cwd: root,
      url: `${OIDC_URL}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_OIDC_PORT: String(OIDC_PORT) },
    },
    {
      command: 'node --enable-source-maps apps/server/dist/main.js',
      cwd: root,
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'development',
        PORT: String(PORT),
        DATA_DIR: dataDir,
        APP_URL: BASE_URL,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        SMTP_URL: '',
        DEV_MAILBOX: 'true',
        // Tests send X-Forwarded-For: each test is its own client address (e2e/support/test.ts).
        TRUST_PROXY: 'true',
        AUTH_OIDC_DISCOVERY_URL: `${OIDC_URL}/.well-known/openid-configuration`,
        AUTH_OIDC_CLIENT_ID: 'porchlight-e2e',
        AUTH_OIDC_CLIENT_SECRET: 'porchlight-e2e-secret',
        AUTH_OIDC_NAME: 'Test SSO',
      },
    },
  ],
});
