import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has replaced a page prerendered at build time (/signin, /signup: decision
 * 055). Until then the prerendered screen is inert: a click waits for the app by itself (nothing
 * inert takes one), but keys pressed or text typed go nowhere, for a test as for an agent.
 */
export async function appHasStarted(page: Page): Promise<void> {
  await expect(page.locator('#root [inert]')).toHaveCount(0);
}
