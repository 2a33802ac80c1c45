import { expect, test } from '../support/test.ts';
import { newAgent, signUpThroughApi } from '../support/accounts.ts';

test("the dashboard's Analytics tab shows a chart and its table; /market shows a property's area", async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, newAgent('analytics'), baseURL!);
  const headers = { origin: baseURL! };
  const lead = await page.request.post('/api/leads', { data: { name: 'Rita Buyer', source: 'Zillow', status: 'hot' }, headers });
  expect(lead.status()).toBe(201);
  for (const [address, price, sqft] of [
    ['10 Lamar Blvd', 400000, 2000],
    ['12 Lamar Blvd', 600000, 2000],
  ] as const) {
    const res = await page.request.post('/api/properties', {
      data: { address, currentPrice: price, city: 'Austin', state: 'TX', zipcode: '78701', sqft, status: 'Active' },
      headers,
    });
    expect(res.status()).toBe(201);
  }

  // Analytics: a chart with its accessible name, then the same figures as a table.
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=analytics/);
  const bySource = page.getByRole('region', { name: 'New leads by source' });
  await expect(bySource.getByRole('img', { name: 'New leads by source, Last 30 days' })).toBeVisible();
  await expect(bySource.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await bySource.getByRole('button', { name: 'Table view' }).click();
  const table = bySource.getByRole('table', { name: 'New leads by source, Last 30 days' });
  await expect(table.getByRole('columnheader', { name: 'Zillow' })).toBeVisible();
  await expect(table.getByRole('row').last()).toContainText('1');
  // The trial plan shows which plan unlocks the deeper charts.
  await expect(
    page.getByRole('region', { name: 'New-to-qualified conversion' }).getByText('Available on the Agent plan and above'),
  ).toBeVisible();

  // Market: the area of the agent's properties and its numbers; a number opens its properties.
  await page.goto('/market');
  await expect(page.getByLabel('Area')).toHaveValue('zip:78701');
  const figures = page.getByRole('list', { name: 'Market figures' });
  await expect(figures.getByRole('button', { name: /Median list price \$500,000 From 2 properties/ })).toBeVisible();
  await expect(figures.getByRole('button', { name: /Price per sq ft \$250/ })).toBeVisible();
  await expect(figures.getByRole('button', { name: /Active inventory 2/ })).toBeVisible();
  await figures.getByRole('button', { name: /Median list price/ }).click();
  const dialog = page.getByRole('dialog', { name: /Median list price in 78701/ });
  await dialog.getByRole('link', { name: '12 Lamar Blvd' }).click();
  await expect(page).toHaveURL(/\/properties\?id=.+&highlight=true/);
});
