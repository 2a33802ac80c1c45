import { expect, test, type Page } from '../support/test.ts';
import { newAgent, signUpThroughApi, type Agent } from '../support/accounts.ts';

/** Flows e-mail leads, which needs a verified address: done through the real API and the dev outbox. */
async function verifyEmail(page: Page, baseURL: string, agent: Agent) {
  const headers = { origin: baseURL };
  expect((await page.request.post('/api/auth/send-verification-email', { data: { email: agent.email }, headers })).status()).toBe(200);
  const outbox = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(agent.email)}`)).json()) as { messages: { kind: string; text: string }[] };
  const link = /(http\S+verify-email\S+)/.exec(outbox.messages.find((m) => m.kind === 'email-verification')!.text)![1]!;
  await page.request.get(link);
}

test('build a flow from the welcome template, turn it on, and a new lead shows the e-mail step in the run history live', async ({ page, baseURL }) => {
  const agent = newAgent('flows');
  await signUpThroughApi(page.request, agent, baseURL!);
  await verifyEmail(page, baseURL!, agent);

  await page.goto('/flows?tab=templates');
  const card = page.getByRole('list', { name: 'Flow templates' }).getByRole('listitem').filter({ hasText: 'New-lead welcome' });
  await expect(card).toContainText('When: A lead is created or imported');
  await card.getByRole('button', { name: 'Use template' }).click();
  await expect(page).toHaveURL(/\/flows\?flow=/);
  await expect(page.getByRole('textbox', { name: 'Flow name' })).toHaveValue('New-lead welcome');

  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.getByRole('tab', { name: 'Run history' }).click();
  await expect(page.getByText('No runs yet')).toBeVisible();

  // The lead arrives from elsewhere (the API, as a website form would): the history updates live.
  const res = await page.request.post('/api/leads', { data: { name: 'Nora Quinn', email: 'nora.quinn@lead.test' }, headers: { origin: baseURL! } });
  expect(res.status()).toBe(201);
  const runs = page.getByRole('list', { name: 'Runs' });
  await expect(runs.getByText('Nora Quinn')).toBeVisible();
  await expect(runs.getByText('E-mail "Nice to meet you" queued')).toBeVisible();
  await expect(runs.getByText(/^Waiting until /)).toBeVisible();

  // And the e-mail reached the (dev) mailbox (its subject names nobody: issue 44).
  await expect
    .poll(async () => ((await (await page.request.get('/api/dev/outbox?to=nora.quinn%40lead.test')).json()) as { messages: { subject: string }[] }).messages.map((m) => m.subject))
    .toEqual(['Nice to meet you']);
});

test("a property alert for a lead tells the agent when a matching listing is added", async ({ page, baseURL }) => {
  const agent = newAgent('alerts');
  await signUpThroughApi(page.request, agent, baseURL!);
  const headers = { origin: baseURL! };
  expect((await page.request.post('/api/leads', { data: { name: 'Omar Hale', email: 'omar@lead.test' }, headers })).status()).toBe(201);

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

  // A listing that does not match (too dear) says nothing; one that does tells the agent at once.
  for (const [address, price] of [
    ['9 Hill Rd', 750000],
    ['14 Elm Street', 465000],
  ] as const) {
    const res = await page.request.post('/api/properties', { data: { address, city: 'Austin', currentPrice: price, bedrooms: 3 }, headers });
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
