import { expect, test } from '../support/test.ts';
import { newAgent, signUpThroughForm } from '../support/accounts.ts';

test('a lead from the public form is assigned to the agent, who claims it from "Assigned to you" and filters "Assigned to me"', async ({
  page,
  browser,
}) => {
  await signUpThroughForm(page, newAgent('routing'));
  await page.goto('/leads?tab=capture');
  await expect(page.getByText('Lead routing', { exact: true })).toBeVisible();
  await expect(page.getByText('The next lead goes to you.')).toBeVisible();
  // One seat (the trial): teammates are locked, with a way to more seats.
  await expect(page.getByRole('radio', { name: /Round robin/ })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'See plans' }).first()).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Link', exact: true }).inputValue();

  const visitor = await browser.newContext();
  const form = await visitor.newPage();
  await form.goto(link);
  await form.getByLabel('Name', { exact: true }).fill('Rita Routed');
  await form.getByLabel('E-mail', { exact: true }).fill('rita@example.com');
  await form.waitForTimeout(3_100);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('heading', { name: 'Thank you! I will be in touch shortly.' })).toBeVisible();
  await visitor.close();

  await page.goto('/leads');
  const waiting = page.locator('[aria-labelledby="assigned-to-you-title"]');
  await expect(waiting.getByRole('button', { name: 'Claim Rita Routed' })).toBeVisible();
  // The name opens the lead's page; the rest of the row (here its Added date) opens the quick view.
  await page.getByRole('row').filter({ hasText: 'Rita Routed' }).getByRole('cell').last().click();
  const detail = page.getByRole('dialog', { name: 'Rita Routed' });
  await expect(detail.getByText('Assigned to')).toContainText('Assigned to you · not claimed yet');
  await detail.getByRole('button', { name: 'Claim' }).click();
  await expect(detail.getByText('Assigned to')).toContainText('Assigned to you · claimed');
  await page.keyboard.press('Escape');
  await expect(waiting).toHaveCount(0);

  await page.getByRole('button', { name: 'Assigned to me' }).click();
  await expect(page).toHaveURL(/assigned=me/);
  await expect(page.getByRole('cell', { name: 'Rita Routed', exact: true })).toBeVisible();
});
