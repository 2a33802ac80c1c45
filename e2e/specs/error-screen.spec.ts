import { expect, test } from '../support/test.ts';
import { newAgent, signUpThroughApi } from '../support/accounts.ts';

// Requests must reach page.route, not the service worker's cache.
test.use({ serviceWorkers: 'block' });

test('a screen whose code fails to download reloads once, then shows Something went wrong with a way out', async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, newAgent('chunk'), baseURL!);
  // The Leads screen's chunk is gone, as after a deploy (the preloader may ask for it too).
  let aborted = 0;
  await page.route(/\/assets\/leads-[\w-]+\.js$/, (route) => {
    aborted += 1;
    return route.abort('failed');
  });
  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().endsWith('/leads')) reloads += 1;
  });
  await page.goto('/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Leads', exact: true }).first().click();

  const screen = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  // The page reloaded once by itself (the guard is set), and the shell is still there around the screen.
  expect(await page.evaluate("sessionStorage.getItem('porchlight:chunk-reload-at')")).not.toBeNull();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  expect(aborted).toBeGreaterThanOrEqual(2);
  // One load of /leads by the link, then exactly one reload: no loop.
  await page.waitForTimeout(1_000);
  expect(reloads).toBe(2);

  // The chunk is back: Try Again (a reload, as the router does not ask twice) shows the screen.
  await page.unroute(/\/assets\/leads-[\w-]+\.js$/);
  await screen.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Leads', exact: true })).toBeVisible();
});
