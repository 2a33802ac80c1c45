import { expect, test } from '../support/test.ts';
import { newAgent, signUpThroughForm } from '../support/accounts.ts';

// Issue 19: the installable app. The production build registers its service worker; these
// journeys check what it promises: the manifest and icons, the shell opening offline with the
// "Working offline" state, and the API never answered by the worker.

test('the app is installable: a manifest with its icons, and a service worker served fresh', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Porchlight', start_url: '/dashboard', display: 'standalone' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
  }
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(await worker.text()).toContain("url.pathname.startsWith('/api/')");
});

test('offline, the app still opens from the cached shell and says it is working offline; the API never goes through the worker', async ({
  page,
  context,
}) => {
  await signUpThroughForm(page, newAgent('offline'));
  // Registered after the first load; it caches the shell, then takes control of the page.
  await page.waitForFunction(
    () => (globalThis as unknown as { navigator: { serviceWorker: { controller: unknown } } }).navigator.serviceWorker.controller !== null,
  );
  expect(await page.evaluate(() => (globalThis as unknown as { caches: { keys: () => Promise<string[]> } }).caches.keys())).toEqual([
    expect.stringMatching(/^porchlight-shell-/),
  ]);

  const sessionRead = page.waitForResponse((r) => r.url().includes('/api/auth/get-session'));
  const online = await page.reload();
  expect(online?.fromServiceWorker()).toBe(true);
  expect((await sessionRead).fromServiceWorker()).toBe(false);
  await expect(page.getByText('Working offline.')).toBeHidden();

  await context.setOffline(true);
  const offline = await page.goto('/leads');
  expect(offline?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Working offline.' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('Working offline.')).toBeHidden();
});

test('Settings > Notifications offers to turn notifications on for this browser', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await signUpThroughForm(page, newAgent('devices'));
  await page.goto('/settings?tab=notifications');
  await expect(page.getByText('Devices', { exact: true })).toBeVisible();
  await expect(page.getByText(/No devices yet/)).toBeVisible();
  // Subscribing would reach the browser vendor's push service on the internet: not clicked here.
  await expect(page.getByRole('button', { name: 'Turn on notifications on this device' })).toBeVisible();
});

test('a push the worker receives shows as a system notification carrying its deep link', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await signUpThroughForm(page, newAgent('push'));
  await page.waitForFunction(
    () => (globalThis as unknown as { navigator: { serviceWorker: { controller: unknown } } }).navigator.serviceWorker.controller !== null,
  );

  // Chromium's DevTools protocol hands the worker a push as a push service would (no internet).
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  const payload = {
    title: 'New lead: Ana Buyer',
    body: 'Zillow, asked about 12 Oak St',
    url: '/leads?id=lead-42&highlight=true',
    tag: 'n-1',
    notificationId: 'n-1',
  };

  type Shown = { title: string; body: string; tag: string; data: { url: string } };
  const shown = () =>
    page.evaluate(async () => {
      const sw = (
        globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<{ getNotifications: () => Promise<Shown[]> }> } } }
      ).navigator.serviceWorker;
      return (await (await sw.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
    });
  // Headless Chromium now and then lists nothing for a notification the worker showed: its push
  // listener ran and showNotification resolved, yet getNotifications stays empty and no
  // notificationclose fires (6 of 80 runs here, and one CI run). So the push is sent again if
  // nothing is listed; it carries the same tag, so a second one replaces the first, never adds.
  await expect(async () => {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId, data: JSON.stringify(payload) });
    await expect
      .poll(shown, { timeout: 3_000 })
      .toEqual([{ title: payload.title, body: payload.body, tag: 'n-1', data: { url: payload.url } }]);
  }).toPass({ timeout: 20_000 });
});
