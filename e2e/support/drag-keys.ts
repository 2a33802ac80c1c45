import type { Page } from '@playwright/test';

/**
 * Waits until a keyboard drag that has just started (Space on a handle) hears the arrow keys.
 * dnd-kit's keyboard sensor adds its keydown listener in a `setTimeout(0)` after the drag
 * starts, while React may already have rendered the "is over" announcement, so an arrow pressed
 * as soon as the announcement shows can arrive before the listener and move nothing (seen once
 * in a loaded run). A timer queued now fires after the sensor's.
 */
export async function dragKeysListening(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
