import { startMailboxPeer } from '../../apps/server/test/mailbox-peer.ts';
import { expect, test, type Page } from '../support/test.ts';
import { newAgent, openVerificationLink, signUpThroughForm, type Agent } from '../support/accounts.ts';

/**
 * Messaging needs a verified address and (for texts) a paid plan, reached as a person does: the
 * link sign-up sent, opened from the app's own mail (the dev outbox), and an upgrade on the Plan tab.
 */
async function readyToMessage(page: Page, agent: Agent) {
  await openVerificationLink(page, agent.email);
  await page.goto('/settings?tab=plan');
  await page.getByRole('region', { name: 'Starter', exact: true }).getByRole('button', { name: 'Upgrade to Starter' }).click();
  await page.getByRole('dialog', { name: 'Upgrade to Starter?' }).getByRole('button', { name: 'Upgrade to Starter' }).click();
  await expect(page.getByText("You're now on the Starter plan, billed monthly")).toBeVisible();
}

/** Adds a lead through the form, the phone as an agent types it; its page (dialog) stays open. */
async function addLead(page: Page, lead: { name: string; phone?: string; email?: string }) {
  await page.goto('/leads');
  await page.getByRole('button', { name: 'Add lead' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add lead' });
  await form.getByLabel('Name *').fill(lead.name);
  if (lead.phone) await form.getByLabel('Phone').fill(lead.phone);
  if (lead.email) await form.getByLabel('Email').fill(lead.email);
  await form.getByRole('button', { name: 'Add lead' }).click();
  // Saved, the form gives way to the new lead's quick view.
  const detail = page.getByRole('dialog', { name: lead.name });
  await expect(detail.getByRole('heading', { name: lead.name })).toBeVisible();
  return detail;
}

/** Sends what the composer holds; a text late in the lead's day asks first. */
async function send(page: Page) {
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const late = page.getByRole('button', { name: 'Send now' });
  if (await late.isVisible().catch(() => false)) await late.click();
}

test('enable SMS, text a lead, and a text back arrives in the thread and as a notification without reloading', async ({
  page,
  baseURL,
}) => {
  // The whole first week's path through the screens (verify, upgrade, SMS on, a lead, a text).
  test.setTimeout(120_000);
  const agent = newAgent('texter');
  await signUpThroughForm(page, agent);
  await readyToMessage(page, agent);

  await page.goto('/inbox');
  await expect(page.getByText('SMS messaging disabled')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Notifications' }).first().click();
  await expect(page).toHaveURL(/\/settings\?tab=notifications/);
  await page.getByRole('switch', { name: 'Enable SMS' }).click();
  await expect(page.getByRole('switch', { name: 'Enable SMS' })).toBeChecked();
  // No Twilio here: the account is given a stand-in number of its own at once (decision 044).
  await expect(page.getByText(/^Your texting number: \+1555\d{7}$/)).toBeVisible();
  // ...which sends nothing: SMS is still not set up, and the one channels banner says why.
  await page.goto('/inbox');
  await expect(page.getByText(/Not set up yet: SMS/)).toBeVisible();
  await expect(page.getByText(/Texting isn't set up on this server: texts are kept here, not sent/)).toBeVisible();

  const dialog = await addLead(page, { name: 'Ana Lopez', phone: '+44 7700 900123' });
  await expect(dialog.getByText('+447700900123').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Text' }).click();
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Hi Ana, the open house is at 2pm.');
  await expect(dialog.getByText('1 message · 127 left')).toBeVisible();
  await send(page);
  await expect(dialog.getByText('Hi Ana, the open house is at 2pm.')).toBeVisible();
  // Nothing left the building: never "Sent", and the way to set texting up.
  await expect(dialog.getByText(/^Kept here, not sent · /)).toBeVisible();
  await expect(dialog.getByText(/^Sent · /)).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'Set up texting' })).toBeVisible();
  const kept = (await (await page.request.get('/api/dev/sms-outbox?to=%2B447700900123')).json()) as { messages: { body: string }[] };
  expect(kept.messages.map((m) => m.body)).toEqual(['Hi Ana, the open house is at 2pm.']);

  await page.evaluate(() => ((globalThis as unknown as { stillSamePage: boolean }).stillSamePage = true));
  const res = await page.request.post('/api/dev/sms/inbound', {
    data: { from: '+447700900123', body: 'Great, see you there!' },
    headers: { origin: baseURL! },
  });
  expect(res.status()).toBe(200);
  await expect(dialog.getByText('Great, see you there!')).toBeVisible();
  await expect(page.getByText('New text from Ana Lopez')).toBeVisible();
  expect(await page.evaluate(() => (globalThis as unknown as { stillSamePage?: boolean }).stillSamePage)).toBe(true);

  await page.keyboard.press('Escape');
  await page.goto('/inbox');
  await expect(page.getByRole('option', { name: /Ana Lopez/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /Ana Lopez/ })).toContainText('Great, see you there!');
});

test('connect an e-mail account on loopback servers, e-mail a lead, and their reply arrives in the inbox live', async ({ page }) => {
  test.setTimeout(180_000);
  const mailbox = await startMailboxPeer();
  try {
    const agent = newAgent('mailer');
    await signUpThroughForm(page, agent);
    await readyToMessage(page, agent);
    // A US number typed as agents type it is kept as E.164 (the call link) and shown as it is dialled.
    const detail = await addLead(page, { name: 'Finn Gray', email: 'finn@lead.test', phone: '(512) 555-0199' });
    await expect(detail.getByRole('link', { name: '(512) 555-0199' })).toHaveAttribute('href', 'tel:+15125550199');
    await page.keyboard.press('Escape');

    await page.goto('/settings?tab=accounts');
    await page.getByLabel('Provider').selectOption('other');
    const account = mailbox.account();
    await page.getByLabel('Your name').fill(account.from_name);
    await page.getByLabel('E-mail address').fill(account.from_address);
    await page.getByLabel('User name').fill(account.username);
    await page.getByLabel('SMTP server').fill('127.0.0.1');
    await page.getByLabel('SMTP port').fill(String(account.smtp_port));
    await page.getByLabel('IMAP server').fill('127.0.0.1');
    await page.getByLabel('IMAP port').fill(String(account.imap_port));
    await page.getByLabel('Password or app password').fill('wrong');
    await page.getByRole('button', { name: 'Connect e-mail account' }).click();
    await expect(page.getByText('SMTP: 535 Authentication failed: use an app password')).toBeVisible();
    await page.getByLabel('Password or app password').fill(account.password);
    await page.getByRole('button', { name: 'Connect e-mail account' }).click();
    await expect(page.getByText(/Connected: Dana Agent/)).toBeVisible();

    // The inbox starts the conversation: New message, find the lead, E-mail.
    await page.goto('/inbox');
    await page.getByRole('button', { name: 'New message' }).click();
    const picker = page.getByRole('dialog', { name: 'New message' });
    await picker.getByRole('searchbox', { name: 'Lead' }).fill('Finn');
    await picker.getByRole('button', { name: 'E-mail Finn Gray' }).click();
    const thread = page.getByRole('region', { name: 'Conversation with Finn Gray' });
    await thread.getByPlaceholder('Subject').fill('Showing Saturday');
    await thread.getByRole('textbox', { name: 'Message' }).fill('Does 10am work?');
    await send(page);
    await expect.poll(() => mailbox.sent.filter((m) => m.to.includes('finn@lead.test')).length, { timeout: 20_000 }).toBe(1);
    // The agent's mail server took it: now, and only now, it is "Sent".
    await expect(thread.getByText(/^Sent · /)).toBeVisible();
    const messageId = /^Message-ID:\s*(\S+)/im.exec(mailbox.sent[0]!.raw)![1]!;

    mailbox.deliver(
      `From: Finn Gray <finn@lead.test>\nTo: ${account.from_address}\nSubject: Re: Showing Saturday\nMessage-ID: <reply-e2e@lead.test>\nIn-Reply-To: ${messageId}\n\nYes, 10am is perfect.\n`,
    );
    // IMAP IDLE brings it within seconds (the 30 s read is the fallback).
    await expect(thread.getByText('Yes, 10am is perfect.')).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText('New e-mail from Finn Gray')).toBeVisible();
  } finally {
    await mailbox.close();
  }
});
