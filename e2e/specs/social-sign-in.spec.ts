import { expect, test } from '../support/test.ts';
import { SSO_AGENT } from '../support/oidc-provider-identity.ts';

test('an agent signs in with single sign-on and returns to the page they asked for', async ({ page }) => {
  await page.goto('/settings?tab=profile');
  await expect(page).toHaveURL(/\/signin\?next=/);

  await page.getByRole('button', { name: 'Sign in with Test SSO' }).click();
  // Provider, then our callback, then /auth/callback, then where the agent was going.
  await expect(page).toHaveURL(/\/settings\?tab=profile/);
  await expect(page.getByRole('main').getByLabel('Email')).toHaveValue(SSO_AGENT.email);
  await expect(page.getByRole('main').getByLabel('First name')).toHaveValue('Sam Sso');
  await expect(page.getByRole('main').getByLabel('Last name')).toHaveValue('Agent');
});
