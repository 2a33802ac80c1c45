import { startMailboxPeer } from '../../apps/server/test/mailbox-peer.ts';
import { expect, test, type Page } from '../support/test.ts';
import { newAgent, signUpThroughForm, type Agent } from '../support/accounts.ts';

/** Messaging needs a verified address and (for texts) a paid plan: done through the real API. */
async function readyToMessage(page: Page, baseURL: string, agent: Agent) {
  const headers = { origin: baseURL };
  expect((await page.request.post('/api/auth/send-verification-email', { data: { email: agent.email }, headers })).status()).toBe(200);
  const outbox = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(agent.email)}`)).json()) as { messages: { kind: string; text: string }[] };
  const link = /(http\S+verify-email\S+)/.exec(outbox.messages.find((m) => m.kind === 'email-verification')!.text)![1]!;
  await page.request.get(link);
  expect((await page.request.post('/api/billing/plan', { data: { plan: 'starter', interval: 'monthly' }, headers })).status()).toBe(200);
}

async function createLead(page: Page, baseURL: string, lead: Record<string, string>) {
  const res = await page.request.post('/api/leads', { data: lead, headers: { origin: baseURL } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Sends what the composer holds; a text late in the lead's day asks first. */
async function send(page: Page) {
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const late = page.getByRole('button', { name: 'Send now' });
  if (await late.isVisible().catch(() => false)) await late.click();
}

test('enable SMS, text a lead, and a text back arrives in the thread and as a notification without reloading', async ({ page, baseURL }) => {
  const agent = newAgent('texter');
  await signUpThroughForm(page, agent);
  await readyToMessage(page, baseURL!, agent);
  const leadId = await createLead(page, baseURL!, { name: 'Ana Lopez', phone: '+447700900123' });

  await page.goto('/inbox');
  await expect(page.getByText('SMS messaging disabled')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Notifications' }).first().click();
  await expect(page).toHaveURL(/\/settings\?tab=notifications/);
  await page.getByRole('switch', { name: 'Enable SMS' }).click();
  await expect(page.getByRole('switch', { name: 'Enable SMS' })).toBeChecked();
  // No Twilio here: the account is given a stand-in number of its own at once (decision 044).
  await expect(page.getByText(/^Your texting number: \+1555\d{7}$/)).toBeVisible();

  await page.goto(`/leads?id=${leadId}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Text' }).click();
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Hi Ana, the open house is at 2pm.');
  await expect(dialog.getByText('1 message · 127 left')).toBeVisible();
  await send(page);
  await expect(dialog.getByText('Hi Ana, the open house is at 2pm.')).toBeVisible();
  await expect(dialog.getByText(/^Sent · /)).toBeVisible();
  const kept = (await (await page.request.get('/api/dev/sms-outbox?to=%2B447700900123')).json()) as { messages: { body: string }[] };
  expect(kept.messages.map((m) => m.body)).toEqual(['Hi Ana, the open house is at 2pm.']);

  await page.evaluate(() => ((globalThis as unknown as { stillSamePage: boolean }).stillSamePage = true));
  const res = await page.request.post('/api/dev/sms/inbound', { data: { from: '+447700900123', body: 'Great, see you there!' }, headers: { origin: baseURL! } });
  expect(res.status()).toBe(200);
  await expect(dialog.getByText('Great, see you there!')).toBeVisible();
  await expect(page.getByText('New text from Ana Lopez')).toBeVisible();
  expect(await page.evaluate(() => (globalThis as unknown as { stillSamePage?: boolean }).stillSamePage)).toBe(true);

  await page.keyboard.press('Escape');
  await page.goto('/inbox');
  await expect(page.getByRole('option', { name: /Ana Lopez/ })).toBeVisible();
});

test('connect an e-mail account on loopback servers, e-mail a lead, and their reply arrives in the inbox live', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const mailbox = await startMailboxPeer();
  try {
    const agent = newAgent('mailer');
    await signUpThroughForm(page, agent);
    await readyToMessage(page, baseURL!, agent);
    const leadId = await createLead(page, baseURL!, { name: 'Finn Gray', email: 'finn@lead.test' });

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

    await page.goto(`/inbox?lead=${leadId}`);
    const thread = page.getByRole('region', { name: 'Conversation with Finn Gray' });
    await thread.getByRole('radio', { name: 'E-mail' }).click();
    await thread.getByPlaceholder('Subject').fill('Showing Saturday');
    await thread.getByRole('textbox', { name: 'Message' }).fill('Does 10am work?');
    await send(page);
    await expect.poll(() => mailbox.sent.filter((m) => m.to.includes('finn@lead.test')).length, { timeout: 20_000 }).toBe(1);
    const messageId = /^Message-ID:\s*(\S+)/im.exec(mailbox.sent[0]!.raw)![1]!;

    mailbox.deliver(`From: Finn Gray <finn@lead.test>\nTo: ${account.from_address}\nSubject: Re: Showing Saturday\nMessage-ID: <reply-e2e@lead.test>\nIn-Reply-To: ${messageId}\n\nYes, 10am is perfect.\n`);
    // IMAP IDLE brings it within seconds (the 30 s read is the fallback).
    await expect(thread.getByText('Yes, 10am is perfect.')).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText('New e-mail from Finn Gray')).toBeVisible();
  } finally {
    await mailbox.close();
  }
});
