import { expect, test } from '../support/test.ts';
import { newAgent, openVerificationLink, signUpThroughForm } from '../support/accounts.ts';

test("a lead books a showing on the agent's public page: it is on the agent's calendar, the agent is told, and the lead gets the confirmation and the reminder", async ({
  page,
  browser,
  baseURL,
}) => {
  const agent = newAgent('booking');
  await signUpThroughForm(page, agent);
  // Porchlight e-mails leads for an agent whose address is verified.
  await openVerificationLink(page, agent.email);
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();

  // The agent opens their booking page to every day, so the journey has a slot whatever the hour.
  await page.getByRole('button', { name: 'Calendar settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Calendar settings' });
  for (const day of ['Sun', 'Sat']) await settings.getByRole('checkbox', { name: day }).check();
  await settings.getByLabel('From', { exact: true }).fill('00:00');
  await settings.getByLabel('To', { exact: true }).fill('23:30');
  await settings.getByRole('button', { name: 'Turn on my booking page' }).click();
  await expect(page.getByText('Your booking page is on')).toBeVisible();
  const link = await settings.getByRole('textbox', { name: 'Your booking link' }).inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/book/[A-Za-z0-9_-]{12}$`));
  await page.keyboard.press('Escape');

  // The lead: another browser, no session.
  const visitor = await browser.newContext();
  const booking = await visitor.newPage();
  await booking.goto(link);
  await expect(booking.getByRole('heading', { name: /^Book a time with / })).toBeVisible();
  await booking.getByRole('radio', { name: /^Showing/ }).check();
  const firstTime = booking.getByRole('group', { name: 'Time' }).getByRole('button').first();
  await firstTime.click();
  await expect(firstTime).toHaveAttribute('aria-pressed', 'true');
  await booking.getByLabel('Name', { exact: true }).fill('Bea Booker');
  const email = `bea-${Date.now()}@example.com`;
  await booking.getByLabel('E-mail', { exact: true }).fill(email);
  await booking.getByLabel('Anything the agent should know').fill('The blue house on Elm Street');
  // A person takes a few seconds to book; a booking sent faster is taken for a bot.
  await booking.waitForTimeout(3_100);
  await booking.getByRole('button', { name: /^Book / }).click();
  await expect(booking.getByRole('heading', { name: 'You’re booked' })).toBeVisible();
  await visitor.close();

  // The agent is told at once, and the notification opens the appointment on the calendar.
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByText('New booking: Showing with Bea Booker').click();
  const appointment = page.getByRole('dialog', { name: 'Showing: Bea Booker' });
  await expect(appointment).toBeVisible();
  await expect(appointment.getByText('The blue house on Elm Street', { exact: false })).toBeVisible();
  await expect(appointment.getByRole('link', { name: 'Bea Booker' })).toHaveAttribute('href', /\/leads\//);

  // The lead's mail: the confirmation and, the slot being within a day, the reminder (each with its .ics).
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await res.json()) as { messages: { subject: string }[] };
      // (The agent's instant reply to new leads, when on, comes too: not this journey's.)
      return messages
        .map((m) => m.subject.replace(/ on .*$/, ''))
        .filter((subject) => /^(Booked|Reminder):/.test(subject))
        .sort();
    })
    .toEqual(['Booked: Showing', 'Reminder: Showing']);
});
