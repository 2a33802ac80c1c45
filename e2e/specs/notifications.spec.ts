import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '../support/test.ts';
import { newAgent, signUpThroughForm } from '../support/accounts.ts';
import { appServer } from '../support/app-server.ts';
import { APP_PORT } from '../support/ports.ts';

const liveDot = (page: Page, connected: boolean) =>
  page.getByRole('img', { name: connected ? 'Live updates connected' : 'Live updates not connected' });
const badge = (page: Page) => page.getByTestId('notification-badge');

/** Creates a notification for the signed-in agent through the server's own notify() (dev tool). */
async function createOnServer(page: Page, baseURL: string, notification: Record<string, unknown>) {
  const res = await page.request.post(`${baseURL}/api/dev/notifications`, { data: notification, headers: { origin: baseURL } });
  expect(res.status()).toBe(201);
}

test('a notification created by the server appears in an open browser without reload, and reading it updates the badge', async ({
  page,
  baseURL,
}) => {
  await signUpThroughForm(page, newAgent('live'));
  // A new account starts with one welcome notification (the how-tos are the setup guide's).
  await expect(badge(page)).toHaveText('1');
  await expect(liveDot(page, true)).toBeVisible();
  await page.evaluate(() => ((globalThis as unknown as { stillSamePage: boolean }).stillSamePage = true));

  await createOnServer(page, baseURL!, {
    type: 'lead',
    title: 'New lead',
    message: 'Ana Buyer asked about 12 Oak St',
    priority: 'high',
    actionUrl: '/leads?id=lead-42&highlight=true',
    actionLabel: 'View lead',
  });

  await expect(page.getByText('Ana Buyer asked about 12 Oak St')).toBeVisible();
  await expect(badge(page)).toHaveText('2');
  expect(await page.evaluate(() => (globalThis as unknown as { stillSamePage?: boolean }).stillSamePage)).toBe(true);

  await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  // The first real alert is on top of the list, above the welcome.
  await expect(panel.getByTestId('notification-item').first()).toContainText('New lead');
  // The badge counts 1 at once; the reload waits for the server's answer, as the agent's own
  // reload after the request would (a reload cancels a request still on its way).
  const markedRead = page.waitForResponse((r) => /\/api\/notifications\/[^/]+\/read$/.test(r.url()) && r.request().method() === 'POST');
  await panel.getByRole('button', { name: 'Mark read: New lead' }).click();
  await expect(badge(page)).toHaveText('1');
  expect((await markedRead).ok()).toBe(true);
  // The server agrees: after a reload the badge still counts 1.
  await page.reload();
  await expect(badge(page)).toHaveText('1');

  // Clicking a notification follows its deep link and marks it read.
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: /^Unread: Welcome to Porchlight/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\?context=system$/);
  await expect(badge(page)).toHaveCount(0);
});

test('Settings > Notifications saves preferences that hide a kind from the list', async ({ page, baseURL }) => {
  await signUpThroughForm(page, newAgent('prefs'));
  await createOnServer(page, baseURL!, { type: 'lead', title: 'Hidden lead', message: 'x' });
  await expect(badge(page)).toHaveText('2');
  await page.goto('/settings?tab=notifications');
  await expect(page.getByText(/Your plan keeps notifications for 7 days/)).toBeVisible();
  await page.getByRole('switch', { name: 'Leads: In-app' }).click();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Notification preferences saved')).toBeVisible();
  await expect(badge(page)).toHaveText('1');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Leads: In-app' })).not.toBeChecked();
  await expect(badge(page)).toHaveText('1');
});

test.describe('a server restart', () => {
  // Made in beforeAll, not here: the runner also reads this file to list the tests, and a folder
  // made while listing would never be removed.
  let dataDir: string | undefined;
  let server!: ReturnType<typeof appServer>;
  test.beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-e2e-restart-'));
    server = appServer(APP_PORT + 10, dataDir);
    await server.start();
  });
  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('the stream recovers after the server restarts', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signUpThroughForm(page, newAgent('restart'));
    await expect(liveDot(page, true)).toBeVisible();

    await server.stop();
    await expect(liveDot(page, false)).toBeVisible();
    await server.start();

    // Backoff (1 s doubling) brings the stream back on its own, with no reload.
    await expect(liveDot(page, true)).toBeVisible({ timeout: 45_000 });
    await createOnServer(page, server.url, { type: 'system', title: 'After the restart', message: 'Delivered live again' });
    await expect(page.getByText('Delivered live again')).toBeVisible();
    await expect(badge(page)).toHaveText('2');
    await context.close();
  });
});

test.describe('a slow network', () => {
  // The service worker would serve the panel's code from its cache, past the held route.
  test.use({ serviceWorkers: 'block' });

  test("the bell pressed before its panel's code arrives opens the panel once it does, and the panel stays open", async ({ page }) => {
    await signUpThroughForm(page, newAgent('early-bell'));
    await expect(badge(page)).toHaveText('1');
    // The panel's code held back, as a slow network would (routing also bypasses the cache).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/notification-bell-popup-[^/]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.reload();
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.click();
    await expect.poll(() => asked).toBe(true);
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toHaveCount(0);
    release();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    // And stays open once the loaded bell has replaced the placeholder.
    await page.waitForTimeout(500);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Unread: Welcome to Porchlight/ })).toBeVisible();
  });
});
