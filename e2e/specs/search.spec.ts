import { expect, test } from '../support/test.ts';
import { newAgent, signUpThroughApi } from '../support/accounts.ts';
import { appHasStarted } from '../support/app-started.ts';
import { csvOf, importThroughDialog } from '../support/import-dialog.ts';

test('search finds a lead by phone in any format and a property by its MLS number, each opening its record', async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, newAgent('search'), baseURL!);
  // The book and the listings come in as files, through the import dialog.
  await importThroughDialog(
    page,
    'leads',
    'contacts.csv',
    csvOf([{ Name: 'María José Núñez', Phone: '(512) 555-0142', Email: 'maria@example.com' }]),
  );
  await importThroughDialog(
    page,
    'properties',
    'listings.csv',
    csvOf([{ Address: '742 Evergreen Terrace', City: 'Springfield', 'MLS #': 'ML81234567', Price: 450000 }]),
  );

  await page.goto('/dashboard');
  await appHasStarted(page);
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill('+1 512 555 0142');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=%2B1\+512\+555\+0142/);
  const leads = page.getByRole('region', { name: /Leads/ });
  await expect(leads.getByRole('link', { name: /María José Núñez/ })).toBeVisible();
  await expect(leads.locator('mark')).toHaveText('512) 555-0142');

  // Arrow Down from the search box moves into the results; Enter opens the lead.
  await box.focus();
  await page.keyboard.press('ArrowDown');
  await expect(leads.getByRole('link', { name: /María José Núñez/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/leads\?id=/);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'María José Núñez' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/search?q=1234567');
  const properties = page.getByRole('region', { name: /Properties/ });
  await expect(properties.getByRole('link', { name: /742 Evergreen Terrace/ })).toBeVisible();
  await expect(properties.getByText('MLS ML81234567')).toBeVisible();
  await properties.getByRole('link', { name: /742 Evergreen Terrace/ }).click();
  await expect(page).toHaveURL(/\/properties\?id=/);

  // Unaccented input finds the accented name.
  await page.goto('/search?q=jose%20nunez');
  await expect(page.getByRole('region', { name: /Leads/ }).getByRole('link', { name: /María José Núñez/ })).toBeVisible();
});

test('the command palette opens with Ctrl+K, searches, and offers the quick actions', async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, newAgent('palette'), baseURL!);
  await importThroughDialog(
    page,
    'properties',
    'listings.csv',
    csvOf([{ Address: '12 Oak Street', City: 'Austin', 'MLS #': 'ML80000001', Price: 300000 }]),
  );
  await page.goto('/dashboard');
  await appHasStarted(page);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search and quick actions' });
  await expect(palette).toBeVisible();
  await palette.getByRole('combobox').fill('ML80000001');
  await expect(palette.getByRole('option', { name: /12 Oak Street/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/properties\?id=/);
  await expect(palette).toBeHidden();
  // The property opens once its screen has loaded; the palette then opens over it.
  await expect(page.getByRole('dialog', { name: '12 Oak Street' })).toBeVisible();

  await page.keyboard.press('Control+k');
  await palette.getByRole('combobox').fill('new lead');
  await palette.getByRole('option', { name: 'New lead', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Add lead' })).toBeVisible();
});
