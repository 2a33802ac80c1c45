import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has replaced a screen the page came drawn with (decisions 036 and 041).
 * Until then the drawing is inert: a click waits for the app by itself (nothing inert takes
 * one), but keys pressed or text typed go nowhere, for a test as for an agent.
 */
export async function appHasTakenOver(page: Page): Promise<void> {
  await expect(page.locator('#root [inert]')).toHaveCount(0);
}
