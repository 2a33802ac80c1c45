import { clientAddressHeaders, expect, test } from '../support/test.ts';
import { latestEmailTo, newAgent, signInThroughForm, signUpThroughForm } from '../support/accounts.ts';
import { appHasStarted } from '../support/app-started.ts';
import { expectPageHoldsStill } from '../support/layout-shifts.ts';

test('an agent signs up, signs out through the dialog, and signs back in', async ({ page }) => {
  const agent = newAgent('signup');
  await signUpThroughForm(page, agent);
  await expect(page.getByRole('banner')).toBeVisible();

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Out' });
  await expect(dialog).toContainText(
    "Are you sure you want to sign out? You'll be logged out of all devices and your work will be saved automatically",
  );
  await expect(dialog).toContainText("You'll be signed out securely");
  await expect(dialog).toContainText('Your settings and data will remain saved');
  await dialog.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/signin/);

  // Signed out for real: an app route sends us back to sign in, and returns afterwards.
  await page.goto('/settings?tab=profile');
  await expect(page).toHaveURL(/\/signin\?next=/);
  await signInThroughForm(page, agent, { stay: true });
  await expect(page).toHaveURL(/\/settings\?tab=profile/);
  await expect(page.getByRole('main').getByLabel('Email')).toHaveValue(agent.email);
  await expect(page.getByRole('main')).toContainText('This device');
});

test("signing out on one device takes the agent's other open device to sign-in at once", async ({ page, browser, baseURL }) => {
  const agent = newAgent('two-devices');
  await signUpThroughForm(page, agent);
  const phone = await browser.newContext({ baseURL, extraHTTPHeaders: clientAddressHeaders() });
  const phonePage = await phone.newPage();
  await signInThroughForm(phonePage, agent);
  await expect(phonePage.getByRole('img', { name: 'Live updates connected' })).toBeVisible();

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign Out' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/signin/);

  // No reload and no click on the phone: its live stream ends and it goes to sign-in, saying why.
  await expect(phonePage.getByText('You were signed out. Sign in again to continue.')).toBeVisible();
  await expect(phonePage).toHaveURL(/\/signin/);
  await phone.close();
});

test('a wrong password gets a clear error that does not say whether the e-mail exists', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(newAgent('nobody').email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password');
});

test('an agent resets a forgotten password with the e-mailed link', async ({ page, request }) => {
  const agent = newAgent('reset');
  await signUpThroughForm(page, agent);
  await page.context().clearCookies();

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // Both screens have an Email field: type into the reset screen's, once it has replaced sign-in.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(agent.email);
  await page.getByRole('button', { name: /send|reset/i }).click();
  await expect(page.getByText("If an account exists for that email, we've sent a link to reset your password.")).toBeVisible();

  const email = await latestEmailTo(request, agent.email);
  expect(email?.subject).toBe('Reset your Porchlight password');
  const link = email!.text.match(/https?:\/\/\S+/)![0];
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);

  const newPassword = 'a brand new password';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page
    .getByLabel(/confirm/i)
    .first()
    .fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByText('This reset link has expired or was already used.')).toBeVisible();

  await signInThroughForm(page, { ...agent, password: newPassword });
  await expect(page).toHaveURL(/\/dashboard/);
});

test('the sign-in page is prerendered at build time, and the app replaces it where it stands', async ({ page, request }) => {
  // What a visitor's browser shows before any script runs (decision 055): the screen, inert.
  const html = await (await request.get('/signin')).text();
  expect(html).toMatch(/<div id="root"><div inert="" class="contents"><main[^>]*>.*Sign in to Porchlight/s);

  await page.goto('/signin');
  await appHasStarted(page);
  // The app's screen replaced the prerendered one in the same place; the server's social sign-in
  // button (this suite's OpenID provider) comes with the app's settings.
  await expect(page.getByRole('button', { name: /^Sign in with / })).toBeVisible();
  await expectPageHoldsStill(page);
  await expect(page.getByRole('heading', { name: 'Sign in to Porchlight' })).toHaveCount(1);
  await page.getByLabel('Email').fill('someone@example.com');
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
});

test('a page whose app script fails to download says so and offers a retry', async ({ page }) => {
  await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/signin');
  const alert = page.getByRole('alert').filter({ hasText: 'Porchlight could not load. Check your connection and try again.' });
  await expect(alert).toBeVisible();
  await page.unroute(/\/assets\/index-[^/]*\.js$/);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await appHasStarted(page);
  await expect(page.getByRole('heading', { name: 'Sign in to Porchlight' })).toBeVisible();
});
