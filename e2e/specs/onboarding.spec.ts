import { expect, test, type Page } from '../support/test.ts';
import { newAgent, signUpThroughForm } from '../support/accounts.ts';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const guide = (page: Page) => page.getByRole('region', { name: /./ }).filter({ hasText: 'Setup guide · Step' });
const stepTitle = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 });

test('a new agent is walked through onboarding, skips it, and restarts it from Settings', async ({ page }) => {
  const agent = newAgent('onboarding');
  await signUpThroughForm(page, agent);

  // Started for a new account, on the dashboard, with nothing done yet: greeted "Welcome", not "Welcome back".
  await expect(stepTitle(page, 'Welcome to Porchlight')).toBeVisible();
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  await expect(guide(page)).toContainText('Setup guide · Step 1 of 8');
  await expect(guide(page)).toContainText('0 of 8 steps done');

  // Next opens each step on its page.
  await guide(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=profile$/);
  await expect(stepTitle(page, 'Complete your profile')).toBeFocused();
  // The name given at sign-up is saved: the guide waits only for what is missing.
  await expect(guide(page)).toContainText('Waiting for a photo and a verified e-mail address.');
  await expect(guide(page)).not.toContainText('a first name');
  // The profile step completes from the profile itself: a photo beside the sign-up name.
  await page.getByLabel('Profile photo file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  // Saved before the page is loaded again: a reload during the upload would abort it.
  await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();
  await page.reload();
  // Still waiting for the address: the page says so, and sign-up already sent the link.
  await expect(guide(page)).toContainText('Waiting for a verified e-mail address.');
  await expect(page.getByRole('alert').filter({ hasText: 'Verify your e-mail address before messaging leads' })).toBeVisible();
  // The guide itself sends the link again, right at the step.
  await guide(page).getByRole('button', { name: 'Send the link again' }).click();
  await expect(guide(page)).toContainText('A new link is on its way.');
  // The agent opens that link from their mail (the app's own outbox here).
  const outbox = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(agent.email)}`)).json()) as {
    messages: { kind: string; text: string }[];
  };
  const link = /(http\S+verify-email\S+)/.exec(outbox.messages.find((m) => m.kind === 'email-verification')!.text)![1]!;
  await page.goto(link);
  await expect(page).toHaveURL(/\/settings\?tab=profile&verified=1$/);
  await expect(page.getByText('Your e-mail address is verified. You can message leads now.')).toBeVisible();
  await expect(guide(page)).toContainText('Your profile has a name and a photo, and your e-mail address is verified.');
  await expect(guide(page)).toContainText('2 of 8 steps done');

  await guide(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=accounts$/);
  await expect(stepTitle(page, 'Connect your accounts')).toBeVisible();
  // The step and the setup banner agree: social accounts count, where this server enables them.
  await expect(guide(page)).toContainText('Waiting for an e-mail, SMS or social media account.');
  await expect(guide(page)).not.toContainText('cannot be connected yet');

  await guide(page).getByRole('button', { name: 'Next' }).click();
  // The extension step is on Settings > API, where device keys are made; it completes once the
  // extension signs in (specs/extension.spec.ts), so Next leaves it to do.
  await expect(page).toHaveURL(/\/settings\?tab=api$/);
  await expect(stepTitle(page, 'Save listings in one click')).toBeVisible();
  await expect(guide(page)).toContainText('Waiting for the extension to sign in with a device key.');

  await guide(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/properties\?tab=tracking$/);
  await expect(stepTitle(page, 'Track a property')).toBeVisible();

  await guide(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/leads$/);
  await expect(guide(page)).toContainText('Waiting for a lead.');
  // The page stays usable under the guide: the agent adds a lead with the form, which opens on Name.
  await page.getByRole('button', { name: 'Add lead' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add lead' });
  await expect(form.getByRole('textbox', { name: 'Name *' })).toBeFocused();
  await page.keyboard.type('Olivia Onboard');
  await form.getByRole('button', { name: 'Add lead' }).click();
  await expect(form).toBeHidden();
  // The new lead opens in the quick view; the agent closes it and reads the guide.
  await expect(page.getByRole('dialog', { name: 'Olivia Onboard' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Olivia Onboard' })).toBeHidden();
  await expect(guide(page)).toContainText('You have a lead.');
  await expect(guide(page)).toContainText('3 of 8 steps done');
  await expect(page.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute('aria-valuenow', '37.5');

  // Skip: the guide leaves, and stays gone after a reload (kept on the server).
  await guide(page).getByRole('button', { name: 'Skip tour' }).click();
  await expect(guide(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Setup guide/)).toHaveCount(0);

  // Restart from Settings, Profile: back to the welcome step, active again.
  await page.goto('/settings?tab=profile');
  await expect(page.getByText('You skipped the tour.')).toBeVisible();
  await page.getByRole('button', { name: 'Restart tour' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(stepTitle(page, 'Welcome to Porchlight')).toBeVisible();
  await expect(guide(page)).toContainText('Setup guide · Step 1 of 8');
  // Restart empties the list; the data steps the agent already did count again at once.
  await expect(guide(page)).toContainText('2 of 8 steps done');
});

test('on a 375 px phone the guide sits in the page and hides to a small button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpThroughForm(page, newAgent('onboardmobile'));
  await expect(stepTitle(page, 'Welcome to Porchlight')).toBeVisible();
  const box = await guide(page).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Hide setup guide' }).click();
  await expect(stepTitle(page, 'Welcome to Porchlight')).toBeHidden();
  await page.getByRole('button', { name: /^Show setup guide/ }).click();
  await expect(stepTitle(page, 'Welcome to Porchlight')).toBeVisible();
});
