import { hasRadicale, startRadicale } from '../../apps/server/test/radicale-peer.ts';
import { expect, test } from '../support/test.ts';
import { newAgent, signUpThroughForm } from '../support/accounts.ts';

// Issue 53: an agent connects their own calendar (Debian's Radicale on loopback, a real CalDAV
// server), books a showing in Porchlight and finds it there; they move it in their calendar app,
// and Porchlight's calendar shows the new time after a sync.

const PASSWORD = 'dana-app-password';
let radicale!: Awaited<ReturnType<typeof startRadicale>>;
let calendarUrl = '';

test.skip(!hasRadicale, 'Radicale is not installed (apt-get install radicale; .ci/run installs it)');
test.beforeAll(async () => {
  radicale = await startRadicale({ dana: PASSWORD });
  calendarUrl = await radicale.calendar('dana', 'work', 'Work');
});
test.afterAll(async () => radicale?.close());

const day = (d: Date) => d.toISOString().slice(0, 10);
const icsTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

test('an agent syncs their own calendar: a showing booked here is there, and moved there it moves here', async ({ page, baseURL }) => {
  const agent = newAgent('caldav');
  await signUpThroughForm(page, agent);
  // The lead is set-up; the journey is the calendar's.
  const made = await page.request.post('/api/leads', {
    data: { name: 'Cal Davis', email: 'cal@example.com' },
    headers: { origin: baseURL! },
  });
  expect(made.status()).toBe(201);
  const lead = (await made.json()) as { id: string };

  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Calendar settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Calendar settings' });
  const sync = settings.getByRole('region', { name: 'Sync with your own calendar' });
  await sync.getByLabel('Calendar server').fill(radicale.url);
  await sync.getByLabel('Username').fill('dana');
  await sync.getByLabel('App password').fill('not-the-password');
  await sync.getByRole('button', { name: 'Connect calendar' }).click();
  await expect(sync.getByText('The calendar server did not accept that username and password.')).toBeVisible();
  await sync.getByLabel('App password').fill(PASSWORD);
  await sync.getByRole('button', { name: 'Connect calendar' }).click();
  await expect(sync.getByText(/^Syncing with Work on 127\.0\.0\.1:\d+ as dana\.$/)).toBeVisible();
  await expect(sync.getByText(/^Last synced /)).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');

  // A showing the day after tomorrow at 15:30 (the browser's clock is UTC here).
  const when = new Date(Date.now() + 2 * 86_400_000);
  const start = new Date(`${day(when)}T15:30:00.000Z`);
  await page.goto(`/leads/${lead.id}`);
  await page.getByRole('button', { name: 'New appointment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  await dialog.getByLabel('Day').fill(day(when));
  await dialog.getByLabel('Starts').fill('15:30');
  await dialog.getByRole('button', { name: 'Book appointment' }).click();
  await expect(dialog).toBeHidden();

  // In the agent's own calendar, as their calendar app reads it.
  const appointments = (await (await page.request.get(`/api/appointments?lead_id=${lead.id}`)).json()) as {
    appointments: { id: string }[];
  };
  const id = appointments.appointments[0]!.id;
  const eventUrl = `${calendarUrl}${id}@porchlight.app.ics`;
  await expect
    .poll(async () => (await radicale.get('dana', eventUrl))?.ics ?? '', { timeout: 15_000 })
    .toContain(`DTSTART:${icsTime(start)}`);

  // Moved an hour later in the calendar app; "Sync now" brings it back.
  const there = (await radicale.get('dana', eventUrl))!;
  const later = new Date(start.getTime() + 3_600_000);
  await radicale.put(
    'dana',
    eventUrl,
    there.ics
      .replace(/DTSTART:\d{8}T\d{6}Z/, `DTSTART:${icsTime(later)}`)
      .replace(/DTEND:\d{8}T\d{6}Z/, `DTEND:${icsTime(new Date(later.getTime() + 3_600_000))}`),
    there.etag!,
  );
  await page.goto(`/calendar?view=day&date=${day(when)}`);
  await page.getByRole('button', { name: 'Calendar settings' }).click();
  await settings.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText('Syncing your calendar now')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/appointments/${id}`);
        return ((await res.json()) as { starts_at: string }).starts_at;
      },
      { timeout: 15_000 },
    )
    .toBe(later.toISOString());
  await page.reload();
  await expect(page.getByRole('button', { name: /Cal Davis/ }).first()).toContainText(/4:30|16:30/);
});
