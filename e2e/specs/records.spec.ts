import { expect, test } from '../support/test.ts';
import { newAgent, signUpThroughApi } from '../support/accounts.ts';
import { dragKeysListening } from '../support/drag-keys.ts';
import { png } from '../support/png.ts';

test("an agent works a lead's page and a property's page: note, follow-up, linked property, photos and the cover in the table", async ({
  page,
  baseURL,
}) => {
  await signUpThroughApi(page.request, newAgent('records'), baseURL!);
  const headers = { origin: baseURL! };
  expect(
    (await page.request.post('/api/leads', { data: { name: 'Dana Reyes', email: 'dana@example.com', status: 'hot' }, headers })).status(),
  ).toBe(201);
  expect(
    (
      await page.request.post('/api/properties', { data: { address: '12 Elm Street', city: 'Austin', currentPrice: 425000 }, headers })
    ).status(),
  ).toBe(201);

  // The lead's page, opened from the table.
  await page.goto('/leads');
  await page.getByRole('link', { name: 'Dana Reyes' }).click();
  await expect(page).toHaveURL(/\/leads\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dana Reyes' })).toBeVisible();

  // A note, with its time.
  await page.getByLabel('Add a note').fill('Wants a yard for the dog');
  await page.getByRole('button', { name: 'Add note' }).click();
  const activity = page.getByRole('list', { name: 'Activity' });
  await expect(activity.getByRole('listitem').filter({ hasText: 'Wants a yard for the dog' }).locator('time')).toBeVisible();

  // The stage changes in place, and a call is logged with how it went and how long: one timeline.
  const stage = page.getByRole('combobox', { name: 'Stage' });
  await stage.selectOption({ label: 'Contacted' });
  await expect(activity).toContainText('Stage changed from New to Contacted');
  await page.getByRole('button', { name: 'Log call' }).first().click();
  const call = page.getByRole('dialog', { name: 'Log a call' });
  await call.getByRole('radio', { name: 'Connected' }).check();
  await call.getByLabel('Duration (minutes)').fill('4:30');
  await call.getByRole('button', { name: 'Log call' }).click();
  await expect(call).toBeHidden();
  await expect(activity.getByRole('listitem').first()).toContainText('Call · Connected · 4 min 30 s');
  await expect(stage.locator('option:checked')).toHaveText('Contacted');

  // A follow-up task, due tomorrow at 9 (the form's default).
  await page.getByLabel('What to do').fill('Send the comps');
  await page.getByRole('button', { name: 'Add follow-up' }).click();
  await expect(page.getByRole('list', { name: 'Follow-ups with Dana Reyes' })).toContainText('Send the comps');

  // A linked property.
  await page.getByRole('button', { name: 'Link a property' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link a property' });
  await dialog.getByRole('radio', { name: /12 Elm Street/ }).check();
  await dialog.getByLabel('How they relate').selectOption('toured');
  await dialog.getByRole('button', { name: 'Link property' }).click();
  await expect(dialog).toBeHidden();
  const linked = page.getByRole('region', { name: 'Properties' });
  await expect(linked.getByRole('combobox')).toHaveValue('toured');

  // My tasks lists the follow-up under the lead's name.
  await page.goto('/leads?tab=tasks');
  await expect(page.getByRole('list', { name: 'Follow-ups to do' })).toContainText('Follow up with Dana Reyes');

  // The property's page, through the link: the lead is there too.
  await page.goBack();
  await page.getByRole('region', { name: 'Properties' }).getByRole('link', { name: '12 Elm Street' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '12 Elm Street' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Leads' }).getByRole('link', { name: 'Dana Reyes' })).toBeVisible();

  // Two photos at once.
  await page.getByLabel('Photo files').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: png(8, 6, [200, 40, 40]) },
    { name: 'kitchen.png', mimeType: 'image/png', buffer: png(8, 6, [40, 40, 200]) },
  ]);
  const gallery = page.getByRole('list', { name: 'Photos, in order' });
  await expect(gallery.getByRole('img')).toHaveCount(2);
  const [first, second] = await gallery.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')!));

  // Reorder by keyboard: the second photo moves to the front and becomes the cover.
  await page.getByRole('button', { name: 'Move photo 2 of 2' }).focus();
  await page.keyboard.press('Space');
  const announced = page.locator('[id^="DndLiveRegion"]');
  await expect(announced).toHaveText('Photo 2 is over place 2 of 2.');
  await dragKeysListening(page);
  await page.keyboard.press('ArrowLeft');
  await expect(announced).toHaveText('Photo 2 is over place 1 of 2.');
  await page.keyboard.press('Space');
  await expect(gallery.getByRole('img', { name: 'Photo 1 of 2 (cover)' })).toHaveAttribute('src', second!);
  await expect(page.getByRole('img', { name: '12 Elm Street: cover photo' })).toHaveAttribute('src', second!);

  // Set the cover back to the first photo, and see it in the properties table.
  await page.getByRole('button', { name: 'Make photo 2 of 2 the cover' }).click();
  await expect(gallery.getByRole('img', { name: 'Photo 1 of 2 (cover)' })).toHaveAttribute('src', first!);
  await page.reload();
  await expect(page.getByRole('img', { name: '12 Elm Street: cover photo' })).toHaveAttribute('src', first!);
  await page.goto('/properties');
  const row = page.getByRole('row').filter({ hasText: '12 Elm Street' });
  await expect(row.locator('img')).toHaveAttribute('src', first!);
  expect(
    await row
      .locator('img')
      .evaluate(
        (img) =>
          (img as unknown as { complete: boolean; naturalWidth: number }).complete &&
          (img as unknown as { naturalWidth: number }).naturalWidth > 0,
      ),
  ).toBe(true);
});

test('on a phone the property page never scrolls sideways', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpThroughApi(page.request, newAgent('recordsphone'), baseURL!);
  const created = await page.request.post('/api/properties', {
    data: {
      address: '400 Very Long Boulevard Name That Wraps, Unit 12B',
      currentPrice: 1250000,
      description: 'A long description '.repeat(20),
    },
    headers: { origin: baseURL! },
  });
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/properties/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('No photos yet')).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBe(0);
});

test('a follow-up that comes due tells the agent, and its notification opens the lead', async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, newAgent('due'), baseURL!);
  const headers = { origin: baseURL! };
  const lead = (await (await page.request.post('/api/leads', { data: { name: 'Omar Duey' }, headers })).json()) as { id: string };
  const dueAt = new Date(Date.now() - 60_000).toISOString();
  expect(
    (
      await page.request.post('/api/tracking-tasks', {
        data: { kind: 'follow_up', lead_id: lead.id, due_at: dueAt, note: 'Call about the counter-offer' },
        headers,
      })
    ).status(),
  ).toBe(201);

  await page.goto('/dashboard');
  // Its reminder is a job queued for its date, so one already due is waiting in the bell.
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const reminder = page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: /^Unread: Follow up with Omar Duey/ });
  await expect(reminder).toContainText('Call about the counter-offer');
  await reminder.click();
  await expect(page).toHaveURL(new RegExp(`/leads\\?id=${lead.id}`));
});
