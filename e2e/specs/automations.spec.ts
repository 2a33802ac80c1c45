import { expect, test, type Page } from '../support/test.ts';
import { newAgent, openVerificationLink, signUpThroughForm } from '../support/accounts.ts';

/** Adds a lead with the list's form, as an agent does. */
async function addLeadThroughForm(page: Page, name: string, email: string) {
  await page.goto('/leads');
  await page.getByRole('button', { name: 'Add lead' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add lead' });
  await form.getByRole('textbox', { name: 'Name *' }).fill(name);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'Add lead' }).click();
  await expect(form).toBeHidden();
}

const outboxSubjects = async (page: Page, to: string) =>
  (
    (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { messages: { subject: string }[] }
  ).messages.map((m) => m.subject);

test('build a flow from the welcome template, see its When and whom it enrols, turn it on; a new lead is e-mailed live, an imported book is not', async ({
  page,
}) => {
  test.slow(); // a whole first-day journey: template, trigger, turning on, a live run and an import
  const agent = newAgent('flows');
  await signUpThroughForm(page, agent);
  // Flows e-mail leads, which needs a verified address: the link sign-up sent, opened from the app's mail.
  await openVerificationLink(page, agent.email);

  // The template says its trigger before making it: new inquiries only, nobody enrolled now.
  await page.goto('/flows?tab=templates');
  const card = page.getByRole('list', { name: 'Flow templates' }).getByRole('listitem').filter({ hasText: 'New-lead welcome' });
  await expect(card).toContainText('When: A new lead is added (not imported)');
  await card.getByRole('button', { name: 'Use template' }).click();
  const useDialog = page.getByRole('dialog', { name: 'Use “New-lead welcome”?' });
  await expect(useDialog).toContainText('It puts no one on the flow now: it starts for each new lead as they come in.');
  await useDialog.getByRole('button', { name: 'Use template' }).click();
  await expect(page).toHaveURL(/\/flows\?flow=/);
  await expect(page.getByRole('textbox', { name: 'Flow name' })).toHaveValue('New-lead welcome');

  // The editor shows the flow's When. The agent widens it to imports, to prove the import's own choice holds.
  const when = page.getByRole('region', { name: 'When' });
  await expect(when).toContainText('A new lead is added (not imported)');
  await when.getByRole('button', { name: 'Edit New lead' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit trigger' });
  await edit.getByRole('checkbox', { name: /Also start for imported leads/ }).check();
  await expect(edit).toContainText('It also starts for every lead you import');
  await edit.getByRole('button', { name: 'Save trigger' }).click();
  await expect(when).toContainText('A lead is created or imported');

  // Turning on says what it would do now and on import.
  await page.getByRole('button', { name: 'Turn on' }).click();
  const confirm = page.getByRole('dialog', { name: 'Turn on “New-lead welcome”?' });
  await expect(confirm).toContainText('When: A lead is created or imported');
  await expect(confirm).toContainText('It puts no one on the flow now');
  await expect(confirm).toContainText('unless the import is marked "Don\'t start automations for these leads"');
  await confirm.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.getByRole('tab', { name: 'Run history' }).click();
  await expect(page.getByText('No runs yet')).toBeVisible();

  // The agent adds a lead in another tab: the run history here updates live.
  const leadsTab = await page.context().newPage();
  await addLeadThroughForm(leadsTab, 'Nora Quinn', 'nora.quinn@lead.test');
  await leadsTab.close();
  const runs = page.getByRole('list', { name: 'Runs' });
  await expect(runs.getByText('Nora Quinn')).toBeVisible();
  await expect(runs.getByText('E-mail "Nice to meet you" queued')).toBeVisible();
  await expect(runs.getByText(/^Waiting until /)).toBeVisible();

  // And the e-mail reached the (dev) mailbox (its subject names nobody: issue 44).
  await expect.poll(() => outboxSubjects(page, 'nora.quinn@lead.test')).toEqual(['Nice to meet you']);

  // Three past clients imported with the import's default ("Don't start automations") get nothing.
  const flowUrl = page.url();
  await page.goto('/leads');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Leads' });
  const book = [
    'Name,Email,Phone,Location,Budget,Timeline,Source',
    'Pat Past,pat.past@book.test,512-555-0101,Austin,400k,Closed,Referral',
    'Lee Closed,lee.closed@book.test,512-555-0102,Austin,350k,Closed,Referral',
    'Sam Sold,sam.sold@book.test,512-555-0103,Austin,500k,Closed,Open house',
  ].join('\n');
  await dialog.getByLabel('Choose CSV file').setInputFiles({ name: 'past-clients.csv', mimeType: 'text/csv', buffer: Buffer.from(book) });
  const next = dialog.getByRole('button', { name: /^(Import Data|Continue to Preview)$/ });
  if ((await next.textContent()) === 'Continue to Preview') await next.click();
  await expect(dialog.getByRole('checkbox', { name: /Don't start automations for these leads/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Import Data' }).click();
  await expect(dialog.getByText('Import Successful!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // A lead added after the import is e-mailed (the flow still works), and by then the import's event was handled too.
  await addLeadThroughForm(page, 'Ivy New', 'ivy.new@lead.test');
  await expect.poll(() => outboxSubjects(page, 'ivy.new@lead.test')).toEqual(['Nice to meet you']);
  await page.goto(flowUrl.replace(/&tab=[^&]*/, '') + '&tab=runs');
  await expect(page.getByRole('list', { name: 'Runs' }).getByText('Ivy New')).toBeVisible();
  for (const name of ['Pat Past', 'Lee Closed', 'Sam Sold'])
    await expect(page.getByRole('list', { name: 'Runs' }).getByText(name)).toHaveCount(0);
  for (const to of ['pat.past@book.test', 'lee.closed@book.test', 'sam.sold@book.test']) expect(await outboxSubjects(page, to)).toEqual([]);
});

test('a property alert for a lead tells the agent when a matching listing is added', async ({ page, baseURL }) => {
  const agent = newAgent('alerts');
  await signUpThroughForm(page, agent);
  const headers = { origin: baseURL! };
  await addLeadThroughForm(page, 'Omar Hale', 'omar@lead.test');

  await page.goto('/properties?tab=triggers');
  await expect(page.getByText('No property alerts yet')).toBeVisible();
  await page.getByRole('button', { name: 'New alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'New property alert' });
  await dialog.getByLabel('Name').fill('Austin, 3 beds under $500k');
  await dialog.getByLabel('City').fill('Austin');
  await dialog.getByLabel('Highest price').fill('500000');
  await dialog.getByLabel('Beds (at least)').fill('3');
  await dialog.getByRole('searchbox', { name: 'Search leads' }).fill('Omar');
  await dialog.getByRole('radio', { name: /Omar Hale/ }).check();
  await dialog.getByRole('button', { name: 'Create alert' }).click();
  const alerts = page.getByRole('list', { name: 'Property alerts' });
  await expect(alerts).toContainText('for Omar Hale');
  await expect(alerts).toContainText('0 matches');

  // Listings arrive from a feed (the API): one that does not match (too dear) says nothing; one that does tells the agent at once.
  for (const [address, price] of [
    ['9 Hill Rd', 750000],
    ['14 Elm Street', 465000],
  ] as const) {
    const res = await page.request.post('/api/properties', {
      data: { address, city: 'Austin', currentPrice: price, bedrooms: 3 },
      headers,
    });
    expect(res.status()).toBe(201);
  }
  await expect(page.getByText('New match for "Austin, 3 beds under $500k"').first()).toBeVisible();
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const inbox = page.getByRole('list', { name: 'Notifications' });
  await expect(inbox).toContainText('14 Elm Street, Austin at $465,000 for Omar Hale.');
  await expect(inbox).not.toContainText('9 Hill Rd');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Property alerts' })).toContainText('1 match');
});
