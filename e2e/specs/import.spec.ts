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
  await dialog
    .getByLabel('Choose CSV file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.isBuffer(contents) ? contents : Buffer.from(contents) });
  return dialog;
}

test('leads from a contact export with first and last name columns, then exported and imported by another agent', async ({
  page,
  browser,
}) => {
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
  // The table's dense rows leave e-mail to the Columns menu; the export below carries both addresses.
  await expect(page.getByText('Bo Seller').first()).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const exported = fs.readFileSync((await (await downloading).path())!);
  expect(exported.toString('utf8')).toContain('ann.buyer@example.com');
  expect(exported.toString('utf8')).toContain('bo.seller@example.com');

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
  await dialog
    .getByLabel('Choose CSV file')
    .setInputFiles(path.resolve(import.meta.dirname, '../../test-data/csv-import/properties/redfin-download.csv'));
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

// Five real-layout exports of the corpus (test-data/csv-import/corpus), each imported through the
// dialog with no hand mapping: UTF-16 tab-separated Meta leads, a German Excel file (semicolons,
// decimal commas, Windows-1252), a Salesforce report with its preamble and footer, an MLS report
// with disclaimer rows, a Latin-1 Navica export.
const CORPUS_FILES = [
  { file: 'meta-lead-ads.csv', entity: 'leads', shown: 'Priya Natarajan' },
  { file: 'excel-german-locale.csv', entity: 'properties', shown: '412 W Main St', conversion: ['489.000,00', '$489,000'] },
  { file: 'salesforce-lead-report.csv', entity: 'leads', shown: 'Olivia Grant' },
  { file: 'mls-report-with-disclaimer.csv', entity: 'properties', shown: '5021 E Ft Lowell Rd' },
  { file: 'navica-latin1.csv', entity: 'properties', shown: '14 Rue Royale Ct' },
] as const;

for (const { file, entity, shown, ...rest } of CORPUS_FILES) {
  test(`${file} imports through the dialog with no hand mapping`, async ({ page }) => {
    const corpus = path.resolve(import.meta.dirname, '../../test-data/csv-import/corpus');
    const expected = JSON.parse(fs.readFileSync(path.join(corpus, file.replace(/\.csv$/, '.expected.json')), 'utf8')) as {
      rows: unknown[];
    };
    await signUpThroughForm(page, newAgent(`corpus-${entity}`));
    await page.goto(`/${entity}`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: entity === 'leads' ? 'Import Leads' : 'Import Properties' });
    await dialog.getByLabel('Choose CSV file').setInputFiles(path.join(corpus, file));
    const toPreview = dialog.getByRole('button', { name: 'Continue to Preview' });
    const importData = dialog.getByRole('button', { name: 'Import Data' });
    await expect(toPreview.or(importData)).toBeVisible();
    if (await toPreview.isVisible()) await toPreview.click();
    const noun = entity === 'leads' ? 'leads' : 'properties';
    await expect(dialog.getByText(`${expected.rows.length} ${noun} ready to import.`)).toBeVisible();
    if ('conversion' in rest) {
      await dialog.getByText(/How each column is read \(/).click();
      const row = dialog
        .getByRole('table', { name: 'How each column is read' })
        .getByRole('row', { name: new RegExp(rest.conversion[0].replace(/\./g, '\\.')) });
      await expect(row).toContainText(rest.conversion[1]);
    }
    await importData.click();
    await expect(dialog.getByText('Import Successful!')).toBeVisible();
    await expect(dialog.getByText(`Successfully imported ${expected.rows.length} ${noun}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(shown).first()).toBeVisible();
  });
}
