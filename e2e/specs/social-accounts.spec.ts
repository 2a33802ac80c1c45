import { expect, test } from '../support/test.ts';
import { SSO_AGENT } from '../support/oidc-provider-identity.ts';
import { newAgent, signUpThroughApi } from '../support/accounts.ts';

test('an agent connects LinkedIn through its authorization page, sees the account, and disconnects it', async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, newAgent('social'), baseURL!);
  await page.goto('/settings?tab=accounts');
  const panel = page.getByRole('main');
  await expect(panel.getByText('Share professional content')).toBeVisible();
  // Facebook has no app keys on this server: the card says so, in words, before Connect is pressed.
  await expect(panel.getByRole('button', { name: 'Connect Facebook' })).toBeDisabled();
  await expect(panel.getByText('Facebook is not enabled on this server. Ask your administrator to turn it on.')).toBeVisible();
  await expect(panel.getByText(/SOCIAL_FACEBOOK/)).toHaveCount(0);

  // The provider's page, our callback, and back to Settings > Accounts with the account's name.
  await panel.getByRole('button', { name: 'Connect LinkedIn' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=accounts$/);
  await expect(page.getByText('LinkedIn connected')).toBeVisible();
  await expect(panel.getByText(SSO_AGENT.name)).toBeVisible();

  await panel.getByRole('button', { name: 'Disconnect LinkedIn' }).click();
  await expect(page.getByText('LinkedIn disconnected')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Connect LinkedIn' })).toBeVisible();
});
