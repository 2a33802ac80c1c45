import { expect, test } from '../support/test.ts';
import { SSO_AGENT } from '../support/oidc-provider-identity.ts';
import { newAgent, signUpThroughApi } from '../support/accounts.ts';
import { startLinkedInPostsPeer } from '../support/linkedin-posts-peer.ts';

let peer: Awaited<ReturnType<typeof startLinkedInPostsPeer>>;
test.beforeAll(async () => {
  peer = await startLinkedInPostsPeer();
});
test.afterAll(async () => {
  await peer?.close();
  expect(peer?.problems ?? []).toEqual([]);
});

test('an agent on trial sees the plan that unlocks posting; on Starter shares a listing to LinkedIn and follows the link', async ({
  page,
  baseURL,
}) => {
  await signUpThroughApi(page.request, newAgent('poster'), baseURL!);
  await page.goto('/social-feed');
  await expect(page.getByText('No posts yet')).toBeVisible();
  await page.getByRole('button', { name: 'New post' }).first().click();
  await expect(page.getByRole('dialog').getByText('Posting to social media is available on the Starter plan and above')).toBeVisible();
  await page.keyboard.press('Escape');

  expect(
    (
      await page.request.post('/api/billing/plan', { data: { plan: 'starter', interval: 'monthly' }, headers: { origin: baseURL! } })
    ).status(),
  ).toBe(200);
  await page.goto('/settings?tab=accounts');
  await page.getByRole('main').getByRole('button', { name: 'Connect LinkedIn' }).click();
  await expect(page.getByText('LinkedIn connected')).toBeVisible();

  // A listing to share: the template fills the post from it.
  const address = `${Date.now() % 100000} Birch Rd`;
  const created = await page.request.post('/api/properties', {
    data: {
      address,
      city: 'Austin',
      state: 'TX',
      currentPrice: 525000,
      bedrooms: 3,
      bathrooms: 2,
      listingUrl: 'https://listings.example/birch',
    },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);

  await page.goto('/social-feed');
  await page.getByRole('button', { name: 'New post' }).first().click();
  const composer = page.getByRole('dialog');
  await composer.getByRole('checkbox', { name: /LinkedIn/ }).check();
  await composer.getByRole('button', { name: 'Share a listing' }).click();
  await composer.getByPlaceholder('Search by address').fill(address);
  await composer
    .getByRole('list', { name: 'Properties' })
    .getByRole('button', { name: new RegExp(address) })
    .click();
  const text = `🏡 Just listed: ${address}, Austin, TX\n$525,000 · 3 beds · 2 baths\nDetails: https://listings.example/birch`;
  await expect(composer.getByLabel('Post', { exact: true })).toHaveValue(text);
  await expect(composer.getByRole('list', { name: 'Characters per platform' })).toHaveText(/^LinkedIn \d+\/3,000$/);
  await composer.getByRole('button', { name: 'Post now' }).click();
  await expect(composer).toBeHidden();

  const card = page.getByRole('list', { name: 'Social posts' }).getByRole('listitem').filter({ hasText: address });
  await expect(card.getByRole('link', { name: 'View post on LinkedIn' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.linkedin\.com\/feed\/update\/urn:li:share:7000\d+$/,
    { timeout: 15_000 },
  );
  await expect(card.getByText('Published', { exact: true })).toBeVisible();
  expect(peer.posts.filter((p) => p.commentary === text)).toEqual([
    { author: `urn:li:person:${SSO_AGENT.sub}`, commentary: text, version: expect.stringMatching(/^\d{6}$/), tokenSubject: SSO_AGENT.sub },
  ]);
  await expect(page.getByText('1 of 1,000 posts this month')).toBeVisible();
});
