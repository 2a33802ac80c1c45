import { expect, test } from '../support/test.ts';
import { newAgent, signUpThroughForm } from '../support/accounts.ts';

test("a visitor sends the agent's public lead form, and the lead appears live on the dashboard with its response clock, in the open leads list and the bell", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpThroughForm(page, newAgent('capture'));
  await page.goto('/leads?tab=capture');
  await page.getByRole('checkbox', { name: 'Budget' }).click();
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Lead form saved')).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Link', exact: true }).inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/f/[A-Za-z0-9_-]{22}$`));

  await page.goto('/leads');
  await expect(page.getByText('No leads yet').or(page.getByRole('table'))).toBeVisible();
  // The agent also has the dashboard open, in another tab.
  const dashboard = await page.context().newPage();
  await dashboard.goto('/dashboard');
  const newLeads = dashboard.getByRole('region', { name: /^New leads/ });
  await expect(newLeads.getByText('No new leads in the last 24 hours.')).toBeVisible();

  // The visitor: another browser, no session.
  const visitor = await browser.newContext();
  const form = await visitor.newPage();
  await form.goto(link);
  await expect(form.getByRole('heading', { name: 'Tell me what you are looking for' })).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill('Rosa Visitor');
  await form.getByLabel('E-mail', { exact: true }).fill('rosa@example.com');
  await form.getByLabel('Budget', { exact: true }).fill('$650,000');
  await form.getByLabel('Message', { exact: true }).fill('Looking for a 3-bed near good schools');
  await form.getByRole('checkbox', { name: /^I agree that/ }).click();
  // A person takes a few seconds to fill a form in; one sent faster is taken for a bot.
  await form.waitForTimeout(3_100);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('heading', { name: 'Thank you! I will be in touch shortly.' })).toBeVisible();
  await visitor.close();

  // The dashboard shows the lead without a reload, its response clock running, and counts it.
  await expect(newLeads.getByRole('link', { name: /Rosa Visitor/ })).toContainText(/Waiting \d+[sm]/);
  await expect(dashboard.getByTestId('metric-leads')).toHaveText('1');
  await dashboard.close();

  // The agent's open list shows the lead without a reload, and the bell says so.
  await expect(page.getByRole('cell', { name: 'Rosa Visitor', exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Notifications' })
      .getByText(/Rosa Visitor/)
      .first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/leads?tab=capture');
  await expect(page.getByRole('list', { name: 'Submissions' }).getByText('Rosa Visitor')).toBeVisible();
  await expect(page.getByText('New lead', { exact: true })).toBeVisible();
});
