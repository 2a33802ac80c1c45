import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { newAgent, signUpThroughForm } from '../support/accounts.ts';
import { png } from '../support/png.ts';
import { BASE_URL } from '../support/ports.ts';
import { clientAddressHeaders, expect, test } from '../support/test.ts';

// The browser extension (issue 51, decision 063), loaded unpacked into Debian's Chromium from the
// build (`npm run build` makes apps/extension/dist). Playwright cannot press the toolbar button
// that grants activeTab, so the test's copy of the extension may also read loopback pages
// (host_permissions), and the popup is opened as a page of its own, told which tab to read.
const root = path.resolve(import.meta.dirname, '../..');
const built = path.join(root, 'apps/extension/dist');

/** Chromium names an unpacked extension after its folder: the SHA-256 of the path, hex digits as a-p. */
const extensionIdOf = (dir: string) =>
  [...crypto.createHash('sha256').update(dir).digest('hex').slice(0, 32)]
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 16)))
    .join('');

test('an agent makes a device key, signs the extension in, and saves the listing on a page in one click', async () => {
  test.skip(!fs.existsSync(path.join(built, 'manifest.json')), 'Run npm run build first: the extension is not built');
  const work = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-extension-')));
  const extension = path.join(work, 'extension');
  fs.cpSync(built, extension, { recursive: true });
  const manifestFile = path.join(extension, 'manifest.json');
  fs.writeFileSync(
    manifestFile,
    JSON.stringify({ ...JSON.parse(fs.readFileSync(manifestFile, 'utf8')), host_permissions: ['http://127.0.0.1/*'] }),
  );

  // A listing site on loopback, serving the fictional page and its photo (the page names the
  // photo on its own host, as listing sites do: the test points it at this one).
  const photo = png(48, 32, [120, 140, 90]);
  let siteOrigin = '';
  const listingHtml = () =>
    fs
      .readFileSync(path.join(root, 'test-data/extension-pages/listing-for-e2e.html'), 'utf8')
      .replace('https://photos.example.com', siteOrigin);
  const site = http.createServer((req, res) => {
    if (req.url?.startsWith('/e2e/')) return res.writeHead(200, { 'content-type': 'image/png' }).end(photo);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(listingHtml());
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const listingUrl = `${siteOrigin}/homes/31-wren-meadow-rd`;

  const context = await chromium.launchPersistentContext(path.join(work, 'profile'), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: false,
    baseURL: BASE_URL,
    // Inside a test, Playwright lends a launched context the test's options: the client address
    // header (support/test.ts) would reach the extension's calls too, and CORS refuses it there.
    extraHTTPHeaders: {},
    args: [
      '--headless=new',
      `--disable-extensions-except=${extension}`,
      `--load-extension=${extension}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  try {
    // Settings > API: a device key for this browser, made through the app.
    const app = await context.newPage();
    // The app's pages only: the extension's own calls carry no extra header (CORS would refuse one it does not allow).
    await app.setExtraHTTPHeaders(clientAddressHeaders());
    await signUpThroughForm(app, newAgent('extension'));
    await app.goto('/settings?tab=api');
    await app.getByRole('button', { name: 'Create device key' }).click();
    const dialog = app.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Chromium on my laptop');
    await dialog.getByRole('button', { name: 'Create device key' }).click();
    const key = await dialog.getByLabel('Your device key').inputValue();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(app.getByRole('list', { name: 'Device keys' })).toContainText('Chromium on my laptop');

    // The agent browses to a listing, opens the extension and signs it in with the key.
    const listing = await context.newPage();
    await listing.goto(listingUrl);
    const popup = await context.newPage();
    const popupUrl = `chrome-extension://${extensionIdOf(extension)}/popup.html`;
    await popup.goto(popupUrl);
    await popup.getByLabel('Porchlight address').fill(BASE_URL);
    await popup.getByLabel('Device key').fill(key);
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await expect(popup.getByText('Casey Extension Rivera ·')).toBeVisible();
    // Signed in: the setup guide's extension step completes by itself.
    await expect
      .poll(async () => ((await (await app.request.get('/api/onboarding')).json()) as { completed_steps: string[] }).completed_steps)
      .toContain('extension');

    // The popup reads the listing tab: what it read is shown, to correct, and saved in one press.
    const tabId = await popup.evaluate(async () => {
      // The extension page's own API (its types live in apps/extension).
      const tabs = (globalThis as unknown as { chrome: { tabs: { query(q: { url: string }): Promise<{ id?: number }[]> } } }).chrome.tabs;
      return (await tabs.query({ url: 'http://127.0.0.1/*' }))[0]?.id;
    });
    await popup.goto(`${popupUrl}?tab=${tabId}`);
    const form = popup.getByRole('form', { name: 'Listing' });
    await expect(form.getByLabel('Address')).toHaveValue('31 Wren Meadow Rd');
    await expect(form.getByLabel('Price ($)')).toHaveValue('447000');
    await expect(form.getByLabel('MLS number')).toHaveValue('E2E-31004');
    await expect(form.getByText(/^1 photo · from 127\.0\.0\.1/)).toBeVisible();
    await expect.poll(() => form.locator('img').evaluate((img: { naturalWidth: number }) => img.naturalWidth)).toBe(48);
    await form.getByLabel('Beds').fill('4');
    await form.getByRole('button', { name: 'Save listing' }).click();
    await expect(form.getByRole('status')).toHaveText('Saved as a new property.');

    // The property is in the app, with the page it came from.
    await app.goto('/properties');
    await app
      .getByRole('link', { name: /31 Wren Meadow Rd/ })
      .first()
      .click();
    await expect(app.getByText('E2E-31004')).toBeVisible();
    await expect(app.locator(`a[href="${listingUrl}"]`)).toBeVisible();
  } finally {
    await context.close();
    await new Promise<void>((resolve) => site.close(() => resolve()));
    fs.rmSync(work, { recursive: true, force: true });
  }
});
