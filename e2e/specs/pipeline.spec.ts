import { expect, test } from '../support/test.ts';
import { newAgent, signUpThroughApi } from '../support/accounts.ts';
import { dragKeysListening } from '../support/drag-keys.ts';

test('an agent moves a lead across the pipeline board by keyboard and by mouse', async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, newAgent('pipeline'), baseURL!);
  const res = await page.request.post('/api/leads', {
    data: { name: 'Ann Lee', status: 'hot', dealValue: 450000, expectedCloseDate: '2026-06-30' },
    headers: { origin: baseURL! },
  });
  expect(res.status()).toBe(201);

  await page.goto('/leads');
  await page.getByRole('group', { name: 'Leads view' }).getByRole('button', { name: 'Board' }).click();
  await expect(page).toHaveURL(/view=board/);
  const column = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(column('New')).toContainText('1 lead');
  await expect(column('New')).toContainText('$450,000');
  await expect(column('Contacted')).toContainText('No leads in this stage');

  // Keyboard: Space picks the card up, an arrow moves it one stage right, Space drops it.
  await page.getByRole('button', { name: 'Move Ann Lee' }).focus();
  await page.keyboard.press('Space');
  const announced = page.locator('[id^="DndLiveRegion"]');
  await expect(announced).toHaveText('Ann Lee is over New.');
  await dragKeysListening(page);
  await page.keyboard.press('ArrowRight');
  await expect(announced).toHaveText('Ann Lee is over Contacted.');
  await page.keyboard.press('Space');
  await expect(column('Contacted').getByRole('button', { name: 'Ann Lee', exact: true })).toBeVisible();
  await expect(column('Contacted')).toContainText('$450,000');
  await expect(column('New')).toContainText('0 leads');

  // Mouse: drag the card onto the Appointment column.
  const card = column('Contacted').getByRole('listitem').filter({ hasText: 'Ann Lee' });
  const from = (await card.boundingBox())!;
  const to = (await column('Appointment').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 10 });
  await page.mouse.up();
  await expect(column('Appointment').getByRole('button', { name: 'Ann Lee', exact: true })).toBeVisible();

  // The move is saved: after a reload the lead is still there, and its detail says so.
  await page.reload();
  await expect(column('Appointment')).toContainText('1 lead');
  await column('Appointment').getByRole('button', { name: 'Ann Lee', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('Appointment');
});

test('on a phone the board scrolls inside itself, never the page', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpThroughApi(page.request, newAgent('pipelinephone'), baseURL!);
  await page.goto('/leads?view=board');
  await expect(page.getByRole('region', { name: 'New', exact: true })).toBeVisible();
  // The app's own measure of sideways scrolling (as the accessibility sweep takes it).
  expect(await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBe(0);
  const board = page.getByRole('region', { name: 'Pipeline board' });
  expect(await board.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});
