import { expect, test } from '../support/test.ts';
import { newAgent, signUpThroughApi, signUpThroughForm } from '../support/accounts.ts';

test('an agent adds, edits, watches and deletes a property', async ({ page }) => {
  await signUpThroughForm(page, newAgent('props'));
  await page.goto('/properties');
  await expect(page.getByText('No properties yet')).toBeVisible();

  // Add: the spec's messages first, then a real property.
  await page.getByRole('button', { name: 'Add property' }).first().click();
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: 'Add property' }).click();
  await expect(form.getByText('Address is required')).toBeVisible();
  await expect(form.getByText('Current price is required')).toBeVisible();
  await form.getByLabel('Address *').fill('12 Oak Street');
  await form.getByLabel('City').fill('Austin');
  await form.getByLabel('Current price *').fill('$450,000');
  await form.getByLabel('Status', { exact: true }).selectOption('Active');
  await form.getByText('Details', { exact: true }).click();
  await form.getByLabel('Bedrooms').fill('3');
  await form.getByRole('button', { name: 'Add property' }).click();

  // The new property opens in its detail view with its first price.
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('heading', { name: '12 Oak Street' })).toBeVisible();
  await expect(detail.getByText('Listed at $450,000')).toBeVisible();
  await expect(page).toHaveURL(/\/properties\?id=/);

  // Edit the price: the history records the change.
  await detail.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit property' });
  await edit.getByLabel('Current price *').fill('430000');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('dialog').getByText('Price reduced from $450,000 to $430,000')).toBeVisible();

  // Watch it: it shows on the tracking tab.
  await page.getByRole('dialog').getByRole('button', { name: 'Watch' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Watching' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  const table = page.getByRole('table', { name: 'Properties' });
  await expect(table.getByRole('row', { name: /12 Oak Street/ })).toContainText('$430,000');
  await page.getByRole('tab', { name: 'Tracking' }).click();
  await expect(page.getByRole('table', { name: 'Properties' }).getByText('12 Oak Street')).toBeVisible();

  // Delete with the spec's confirmation.
  await page.getByRole('tab', { name: 'All Properties' }).click();
  await page.getByRole('checkbox', { name: 'Select 12 Oak Street' }).click();
  await page.getByRole('region', { name: 'Selected properties' }).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('This property will be permanently deleted from your account.');
  await expect(confirm).toContainText('This action cannot be undone');
  await confirm.getByRole('button', { name: 'Delete property' }).click();
  await expect(page.getByText('No properties yet')).toBeVisible();
});

test('search, sort and page live in the URL, and a highlight deep link marks the row', async ({ page, request, baseURL }) => {
  const agent = newAgent('propurl');
  await signUpThroughApi(page.request, agent, baseURL!);
  const headers = { origin: baseURL! };
  const ids: string[] = [];
  for (const [address, price] of [
    ['1 Alder Rd', 250000],
    ['2 Birch Ln', 550000],
    ['3 Cedar Ct', 800000],
  ] as const) {
    const res = await page.request.post('/api/properties', { data: { address, currentPrice: price, city: 'Austin' }, headers });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }

  await page.goto('/properties?sort=currentPrice&dir=asc');
  const rows = page.getByRole('table', { name: 'Properties' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('1 Alder Rd');
  await page.getByRole('button', { name: 'Price' }).click();
  // Price sorts highest first by default, so the URL needs no direction.
  await expect(page).toHaveURL(/\/properties\?sort=currentPrice$/);
  await expect(rows.nth(1)).toContainText('3 Cedar Ct');

  await page.getByRole('searchbox', { name: 'Search properties' }).fill('birch');
  await expect(page).toHaveURL(/search=birch/);
  await expect(rows).toHaveCount(2);

  await page.goto(`/properties?id=${ids[1]}&highlight=true`);
  await expect(page.locator(`[data-row-id="${ids[1]}"]`)).toHaveAttribute('data-highlighted', 'true');

  // Off this page (page size 25 holds all three, so ask for page 2): the detail opens instead.
  await page.goto(`/properties?page=2&id=${ids[0]}&highlight=true`);
  await expect(page.getByRole('dialog').getByRole('heading', { name: '1 Alder Rd' })).toBeVisible();

  // Another agent cannot read, change or delete it.
  const other = newAgent('propother');
  await signUpThroughApi(request, other, baseURL!);
  for (const res of [
    await request.get(`/api/properties/${ids[0]}`),
    await request.patch(`/api/properties/${ids[0]}`, { data: { address: 'Taken' }, headers }),
    await request.delete(`/api/properties/${ids[0]}`, { headers }),
  ]) {
    expect(res.status()).toBe(404);
  }
});
