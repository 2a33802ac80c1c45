import { clientAddressHeaders, expect, test, type Page } from '../support/test.ts';
import { latestEmailTo, newAgent, signUpThroughForm } from '../support/accounts.ts';

// Local billing (no STRIPE_* configured): plan and add-on changes apply at once, nothing is charged.

const settingsTab = (page: Page, name: 'Plan' | 'Usage' | 'Team' | 'Billing') => page.getByRole('tab', { name, exact: true }).click();
const planCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a trial agent upgrades to Agent, buys Leads +2,000 and cancels it at period end', async ({ page }) => {
  await signUpThroughForm(page, newAgent('billing'));

  await page.goto('/settings?tab=usage');
  const leads = page.getByRole('group', { name: 'Leads', exact: true });
  await expect(leads).toContainText('0 / 25');
  await expect(page.getByText(/^Trial ends in \d+ days/)).toBeVisible();

  await settingsTab(page, 'Plan');
  await expect(planCard(page, 'Trial').getByRole('button', { name: 'Current plan' })).toBeDisabled();
  await planCard(page, 'Agent').getByRole('button', { name: 'Upgrade to Agent' }).click();
  // A paid change says what it charges and waits for a yes.
  const confirm = page.getByRole('dialog', { name: 'Upgrade to Agent?' });
  await expect(confirm.getByText('Agent plan, billed monthly: $149.00 a month.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Upgrade to Agent' }).click();
  await expect(page.getByText("You're now on the Agent plan, billed monthly")).toBeVisible();
  await expect(planCard(page, 'Agent').getByRole('button', { name: 'Current plan' })).toBeDisabled();

  await settingsTab(page, 'Usage');
  await expect(leads).toContainText('0 / 1.5K');
  await expect(page.getByRole('group', { name: 'User seats', exact: true })).toContainText('1 / 3');

  await settingsTab(page, 'Plan');
  await page.getByRole('button', { name: 'Add Leads +2,000' }).click();
  await page.getByRole('dialog', { name: 'Add Leads +2,000?' }).getByRole('button', { name: 'Add Leads +2,000' }).click();
  await expect(page.getByText('Leads +2,000 added to your plan')).toBeVisible();
  await settingsTab(page, 'Usage');
  await expect(leads).toContainText('0 / 3.5K');

  await settingsTab(page, 'Plan');
  await page.getByRole('button', { name: 'Cancel Leads +2,000' }).click();
  await page.getByRole('dialog', { name: 'Cancel Leads +2,000?' }).getByRole('button', { name: 'Cancel add-on' }).click();
  const addon = page.getByRole('listitem', { name: 'Leads +2,000', exact: true });
  await expect(addon).toContainText('Cancels at period end');
  await expect(addon.getByRole('button', { name: 'Keep Leads +2,000' })).toBeVisible();
  // A cancelled add-on no longer counts toward the limits (spec 000 §4).
  await settingsTab(page, 'Usage');
  await expect(leads).toContainText('0 / 1.5K');

  await settingsTab(page, 'Billing');
  await expect(page.getByText('Local billing: no card is charged; plan changes apply at once')).toBeVisible();
  const history = page.getByRole('region', { name: 'Billing history', exact: true });
  await expect(history).toContainText('Agent plan');
  await expect(history).toContainText('$149/month');
  await expect(history).toContainText('Leads +2,000');
});

test('a trial has no seat to invite with; after an upgrade the invitee joins by the e-mailed link', async ({ page, browser, request }) => {
  const owner = newAgent('owner');
  await signUpThroughForm(page, owner);
  const invitee = newAgent('invitee');

  // Trial has one seat, the owner's: inviting is off, with a way to more seats.
  await page.goto('/settings?tab=team');
  await expect(page.getByText('1 of 1 seats used (you included) · 0 seats left')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send invitation' })).toBeDisabled();
  await page.getByRole('link', { name: 'Add seats or upgrade' }).click();
  await expect(page).toHaveURL(/tab=plan/);
  await planCard(page, 'Agent').getByRole('button', { name: 'Upgrade to Agent' }).click();
  await page.getByRole('dialog', { name: 'Upgrade to Agent?' }).getByRole('button', { name: 'Upgrade to Agent' }).click();
  await expect(page.getByText("You're now on the Agent plan, billed monthly")).toBeVisible();

  await settingsTab(page, 'Team');
  await page.getByLabel('Invite by e-mail').fill(invitee.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${invitee.email}`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Team members' })).toContainText('Pending');
  await expect(page.getByText('2 of 3 seats used (you included) · 1 seat left')).toBeVisible();

  const email = await latestEmailTo(request, invitee.email);
  const link = email!.text.match(/https?:\/\/\S+\/team\/join\?token=\S+/)![0];

  // The invitee has no account yet: the page shows who invited them, then sign-up comes back to it.
  const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders() });
  const guest = await context.newPage();
  await guest.goto(link);
  await expect(guest.getByRole('heading', { name: /^Join .+'s team$/ })).toBeVisible();
  await guest.getByRole('link', { name: 'Create account' }).click();
  await guest.getByLabel('Full name').fill(invitee.fullName);
  await guest.getByLabel('Email').fill(invitee.email);
  await guest.getByLabel('Password', { exact: true }).fill(invitee.password);
  await guest.getByRole('button', { name: 'Create account' }).click();
  await expect(guest).toHaveURL(/\/team\/join\?token=/);
  await guest.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(guest).toHaveURL(/\/dashboard/);
  await expect(guest.getByText(/^You joined .+'s team$/)).toBeVisible();
  await context.close();

  await page.reload();
  await expect(page.getByRole('list', { name: 'Team members' })).toContainText('Accepted');
});

test('an unknown or withdrawn invitation link says so', async ({ page }) => {
  await page.goto('/team/join?token=not-a-real-invitation-token-000');
  await expect(page.getByRole('heading', { name: 'Invitation not found' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This invitation does not exist or was withdrawn');
});
