import { expect, test, clientAddressHeaders } from '../support/test.ts';
import { latestEmailTo, newAgent, signUpThroughApi, signUpThroughForm } from '../support/accounts.ts';

test("an owner assigns a lead to a teammate, who is told, opens it in the team's book and finds it under Mine", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000); // two people, each signed up and live
  const owner = newAgent('owner');
  await signUpThroughForm(page, owner);
  const send = (path: string, data: unknown) => page.request.post(path, { data, headers: { origin: baseURL! } });
  expect((await send('/api/billing/plan', { plan: 'agent', interval: 'monthly' })).status()).toBe(200);
  const mate = newAgent('teammate');
  expect((await send('/api/team/invitations', { email: mate.email })).status()).toBe(201);
  const token = (await latestEmailTo(request, mate.email))!.text.match(/token=(\S+)/)![1]!;
  expect((await send('/api/leads', { name: 'Rosa Diaz', email: 'rosa@example.com' })).status()).toBe(201);

  const context = await browser.newContext({ baseURL, extraHTTPHeaders: clientAddressHeaders() });
  const teammate = await context.newPage();
  await signUpThroughApi(teammate.request, mate, baseURL!);
  expect((await teammate.request.post('/api/team/invitations/accept', { data: { token }, headers: { origin: baseURL! } })).status()).toBe(
    200,
  );
  await teammate.goto('/dashboard');
  const unread = teammate.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(unread).toBeVisible({ timeout: 30_000 });
  await expect(teammate.getByRole('img', { name: 'Live updates connected' })).toBeVisible({ timeout: 30_000 });

  // The owner gives the lead away from the table's bulk bar.
  await page.goto('/leads');
  await page.getByRole('checkbox', { name: 'Select Rosa Diaz' }).click();
  await page.getByRole('combobox', { name: 'Assign selected leads to' }).selectOption({ label: mate.fullName });
  await expect(page.getByText(`1 lead assigned to ${mate.fullName}`)).toBeVisible();

  // The teammate hears of it live, and the notification opens the lead in the team's book.
  await expect(teammate.getByText(`${owner.fullName} assigned Rosa Diaz to you in ${owner.fullName}'s team.`)).toBeVisible();
  await teammate.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await teammate
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: /^Unread: Lead assigned to you/ })
    .click();
  await expect(teammate).toHaveURL(/\/leads\/[0-9a-f-]{36}$/);
  await expect(teammate.getByRole('heading', { level: 1, name: 'Rosa Diaz' })).toBeVisible();
  await expect(teammate.getByRole('combobox', { name: 'Owner' })).toHaveValue(/.+/);
  await expect(teammate.getByRole('combobox', { name: 'Owner' }).locator('option:checked')).toHaveText(`${mate.fullName} (you)`);
  await expect(teammate.getByRole('combobox', { name: 'Working in' })).toHaveValue(/.+/);

  // Mine in the team's book lists it; their own book is still empty.
  await teammate.goto('/leads?assigned=me');
  await expect(teammate.getByRole('button', { name: 'Assigned to me' })).toHaveAttribute('aria-pressed', 'true');
  await expect(teammate.getByRole('link', { name: 'Rosa Diaz' })).toBeVisible();
  await teammate.getByRole('combobox', { name: 'Working in' }).selectOption({ label: 'My book' });
  await expect(teammate.getByRole('link', { name: 'Rosa Diaz' })).toHaveCount(0);
  await context.close();
});
