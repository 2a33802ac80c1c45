import { expect, test } from '../support/test.ts';
import { newAgent, signUpThroughForm } from '../support/accounts.ts';
import { fubRow, followUpBossExport } from '../fixtures/follow-up-boss-export.ts';

// An agent on the trial brings a 300-person book in from Follow Up Boss, as they would: the
// file through the dialog, the preview read, the offer the trial allows taken (issue 46).
test('a Follow Up Boss book keeps its stages and dates, starts no response clocks, and meets the trial cap in the preview', async ({
  page,
}) => {
  await signUpThroughForm(page, newAgent('fub'));
  await page.goto('/leads');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Leads' });
  await dialog
    .getByLabel('Choose CSV file')
    .setInputFiles({ name: 'people-export.csv', mimeType: 'text/csv', buffer: Buffer.from(followUpBossExport(300)) });

  // The preview says where the stages go and what the trial allows, before any upload.
  const stages = dialog.getByRole('region', { name: 'Stages and owners' });
  await expect(stages.getByText('Hot Prospect')).toBeVisible();
  await expect(stages.getByRole('listitem').filter({ hasText: 'Hot Prospect' })).toContainText('Contacted');
  await expect(stages.getByRole('listitem').filter({ hasText: 'Past Client' })).toContainText('Closed');
  // A file stage with no stage of that name: the agent picks one (issue 50), else the first, kept as a tag.
  const sphere = stages.getByLabel('Stage for Sphere');
  await expect(sphere.locator('option:checked')).toHaveText('New (kept as a tag)');
  await sphere.selectOption({ label: 'Contacted' });
  await expect(dialog.getByRole('alert')).toContainText('This file has 300 leads, and your plan has room for 25 leads.');
  await expect(dialog.getByRole('button', { name: 'Import Data' })).toHaveCount(0);
  await expect(dialog.getByText('single_family')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Import the first 25 leads' }).click();
  await expect(dialog.getByText('Import Successful!')).toBeVisible();
  await expect(dialog.getByText('275 leads past your plan’s limit were left out.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Imported people are no new inquiries: no running response clock anywhere on the list.
  const first = fubRow(0);
  await expect(page.getByText(`${first['First Name']} ${first['Last Name']}`).first()).toBeVisible();
  await expect(page.getByText(/^Waiting \d/)).toHaveCount(0);

  // What the list shows comes from the book: checked through the agent's own session.
  const body = (await (await page.request.get('/api/leads?limit=100')).json()) as { leads?: Lead[]; data?: Lead[] };
  const leads = (body.leads ?? body.data)!;
  expect(leads).toHaveLength(25);
  const byEmail = new Map(leads.map((l) => [l.email, l]));
  for (const i of [0, 5, 8, 10]) {
    const row = fubRow(i);
    const lead = byEmail.get(row['Email 1'])!;
    expect(lead.createdAt).toBe(`${row.Created.replace(' ', 'T')}.000Z`);
    expect(lead.firstReplyAt).toBeNull();
    expect(lead.importId).not.toBeNull();
  }
  expect(byEmail.get(fubRow(5)['Email 1'])!.stageName).toBe('Contacted'); // Hot Prospect
  expect(byEmail.get(fubRow(7)['Email 1'])!.stageName).toBe('Under Contract'); // Pending
  expect(byEmail.get(fubRow(10)['Email 1'])!.stageName).toBe('Contacted'); // Sphere, as the agent chose
  expect(byEmail.get(fubRow(0)['Email 1'])!.additionalEmails).toEqual([fubRow(0)['Email 2'], fubRow(0)['Email 3']]);

  // The dashboard counts no new leads for a book brought in.
  const today = (await (await page.request.get('/api/dashboard/today')).json()) as { newLeads: { count: number } };
  expect(today.newLeads.count).toBe(0);
});

type Lead = {
  email: string;
  createdAt: string;
  firstReplyAt: string | null;
  importId: string | null;
  stageName: string | null;
  tags: string[];
  additionalEmails: string[];
};
