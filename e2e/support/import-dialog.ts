import { expect, type Page } from '@playwright/test';
import { openList } from './open-list.ts';

type Entity = 'leads' | 'properties';
const DIALOG_NAMES: Record<Entity, string> = { leads: 'Import Leads', properties: 'Import Properties' };

/** A CSV file as a spreadsheet writes it: a header row, then one line per record (cells quoted where needed). */
export function csvOf(rows: Record<string, string | number>[]): string {
  const headers = Object.keys(rows[0]!);
  const cell = (v: string | number) => (/[",\r\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
  return [headers.join(','), ...rows.map((row) => headers.map((h) => cell(row[h] ?? '')).join(','))].join('\r\n');
}

/**
 * Brings records in as an agent does: the list's Import button, the file, the preview (through
 * the mapping step when the dialog shows it), Import Data, Done. The way specs seed the rows a
 * journey needs, a whole book in one file, instead of the API a person never calls.
 */
export async function importThroughDialog(page: Page, entity: Entity, fileName: string, csv: string) {
  await openList(page, entity);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: DIALOG_NAMES[entity] });
  await dialog.getByLabel('Choose CSV file').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const next = dialog.getByRole('button', { name: /^(Import Data|Continue to Preview)$/ });
  if ((await next.textContent()) === 'Continue to Preview') await next.click();
  await dialog.getByRole('button', { name: 'Import Data' }).click();
  await expect(dialog.getByText('Import Successful!')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}
