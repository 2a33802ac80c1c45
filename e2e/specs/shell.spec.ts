import { expect, test } from '../support/test.ts';
import { newAgent, signUpThroughForm } from '../support/accounts.ts';
import { expectPageHoldsStill } from '../support/layout-shifts.ts';

test('the theme toggle persists across a reload', async ({ page }) => {
  await signUpThroughForm(page, newAgent('theme'));
  const html = page.locator('html');
  const before = (await html.getAttribute('data-theme')) ?? 'light';
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  const after = before === 'dark' ? 'light' : 'dark';
  await expect(html).toHaveAttribute('data-theme', after);
  await expect(html).toHaveClass(new RegExp(after));
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', after);
});

test('on a 375 px phone the sidebar hides and the drawer shows the real agent', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const agent = newAgent('mobile');
  await signUpThroughForm(page, agent);
  await expect(page.getByRole('navigation', { name: /sidebar/i })).toBeHidden();

  await page
    .getByRole('button', { name: /open menu|menu/i })
    .first()
    .click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(agent.email);
  await expect(drawer).toContainText('Casey');
  await expect(drawer.getByRole('link', { name: 'Tracking' })).toHaveAttribute('href', '/properties?tab=tracking');
  await expect(drawer.getByRole('link', { name: 'Audience' })).toHaveAttribute('href', '/leads?tab=audience');

  await drawer.getByRole('link', { name: 'Leads' }).click();
  await expect(page).toHaveURL(/\/leads/);
  await expect(drawer).toBeHidden();
});

test("a new agent's dashboard opened in a new browser starts with their data and does not move", async ({ page, browser }) => {
  await signUpThroughForm(page, newAgent('steady'));
  await expect(page.getByText('Finish setting up your channels')).toBeVisible();
  // A browser with only the session (as Lighthouse loads it): nothing remembered of the guide,
  // the banner or the figures.
  const fresh = await browser.newContext({ storageState: { cookies: await page.context().cookies(), origins: [] } });
  try {
    const dashboard = await fresh.newPage();
    await dashboard.goto('/dashboard');
    await expect(dashboard.getByText('Finish setting up your channels')).toBeVisible();
    await expect(dashboard.getByText('Setup guide · Step 1 of 8')).toBeVisible();
    await expect(dashboard.getByText('No hot leads right now. Mark a lead hot to keep it here.')).toBeVisible();
    await expect(dashboard.getByRole('status', { name: 'Loading your numbers' })).toHaveCount(0);
    await expectPageHoldsStill(dashboard);
    await dashboard.getByRole('radio', { name: 'This week' }).click();
    await expect(dashboard.getByRole('radio', { name: 'This week' })).toBeChecked();
  } finally {
    await fresh.close();
  }
});

test('a device whose sidebar is collapsed starts with it collapsed, without moving', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpThroughForm(page, newAgent('collapsed'));
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await page.reload();
  await expect(page.getByText('Finish setting up your channels')).toBeVisible();
  await expect(page.locator('#main')).toHaveClass(/md:ml-16/);
  await expectPageHoldsStill(page);
});
