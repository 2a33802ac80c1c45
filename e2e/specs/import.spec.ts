import fs from 'node:fs';
import path from 'node:path';
import { clientAddressHeaders, expect, test, type Page } from '../support/test.ts';
import { newAgent, signUpThroughForm } from '../support/accounts.ts';

// An Outlook-style contact export: first and last name in their own columns, several e-mails.
const OUTLOOK_CONTACTS = [
  'First Name,Last Name,E-mail Address,E-mail 2 Address,Mobile Phone,Notes',
  'Ann,Buyer,ann.buyer@example.com,ann@work.example.com,(512) 555-0101,"Wants a yard,\nnear schools"',
  'Bo,Seller,bo.seller@example.com,,512-555-0102,Listing in spring',
].join('\r\n');

async function importFile(page: Page, name: string, contents: string | Buffer) {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Leads' });
  await dialog.getByLabel('Choose CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.isBuffer(contents) ? contents : Buffer.from(contents) });
  return dialog;
}

test('leads from a contact export with first and last name columns, then exported and imported by another agent', async ({ page, browser }) => {
  await signUpThroughForm(page, newAgent('importer'));
  await page.goto('/leads');

  const dialog = await importFile(page, 'outlook-contacts.csv', OUTLOOK_CONTACTS);
  // Name, e-mail and phone of seven key fields: below 90%, so the mapping step shows first.
  await expect(dialog.getByRole('button', { name: 'Continue to Preview' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue to Preview' }).click();
  await expect(dialog.getByText('Ann Buyer')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import Data' }).click();
  await expect(dialog.getByText('Import Successful!')).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Successfully imported 2 leads')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await expect(page.getByText('Ann Buyer').first()).toBeVisible();
  await expect(page.getByText('bo.seller@example.com').first()).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const exported = fs.readFileSync((await (await downloading).path())!);
  expect(exported.toString('utf8')).toContain('ann.buyer@example.com');

  // Another agent brings the exported file in: every column is recognised, so it goes straight
  // to the preview.
  const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders() });
  const other = await context.newPage();
  await signUpThroughForm(other, newAgent('reimporter'));
  await other.goto('/leads');
  const again = await importFile(other, 'leads-export.csv', exported);
  await expect(again.getByRole('button', { name: 'Import Data' })).toBeVisible();
  await again.getByRole('button', { name: 'Import Data' }).click();
  await expect(again.getByText('Import Successful!')).toBeVisible();
  await again.getByRole('button', { name: 'Done' }).click();
  await expect(other.getByText('Ann Buyer').first()).toBeVisible();
  await context.close();
});

test('properties from a Redfin download go straight to the preview, every button in reach', async ({ page }) => {
  await signUpThroughForm(page, newAgent('redfin'));
  await page.goto('/properties');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Properties' });
  await dialog.getByLabel('Choose CSV file').setInputFiles(path.resolve(import.meta.dirname, '../../test-data/csv-import/properties/redfin-download.csv'));
  // Every key field maps (confidence of 90% or more): no mapping step.
  await expect(dialog.getByText('3 properties ready to import.')).toBeVisible();
  // The wide preview table scrolls inside the dialog; the buttons stay on screen.
  await expect(dialog.getByRole('button', { name: 'Import Data' })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Back to Mapping' })).toBeInViewport({ ratio: 1 });
  await dialog.getByRole('button', { name: 'Import Data' }).click();
  await expect(dialog.getByText('Import Successful!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('2214 Maple Ave')).toBeVisible();
});
