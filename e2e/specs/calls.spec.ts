import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CALL_WEBHOOK_PATHS } from '../../packages/domain/src/calls/call-schemas.ts';
import { TWILIO_TEST_SID, signedTwilioRequest, startTwilioPeer } from '../../apps/server/test/twilio-peer.ts';
import { expect, test, type Page } from '../support/test.ts';
import { newAgent, openVerificationLink, signUpThroughForm, type Agent } from '../support/accounts.ts';
import { appServer } from '../support/app-server.ts';
import { APP_PORT } from '../support/ports.ts';

// Issue 52: calls through Twilio's Voice API, on a server of this spec's own whose Twilio is the
// loopback peer (the shared e2e server has no Twilio). The peer checks each request's shape; the
// spec plays Twilio's part in the call by posting its signed reports, as Twilio would.

let dataDir: string | undefined;
let server!: ReturnType<typeof appServer>;
let peer!: Awaited<ReturnType<typeof startTwilioPeer>>;

test.beforeAll(async () => {
  peer = await startTwilioPeer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-e2e-calls-'));
  server = appServer(APP_PORT + 30, dataDir, peer.env());
  await server.start(120_000);
});
test.afterAll(async () => {
  await server?.stop();
  await peer?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Twilio's report to the app, signed with the operator's token over the app's public URL. */
async function report(page: Page, webhook: string, params: Record<string, string>) {
  const init = signedTwilioRequest(server.url, webhook, { AccountSid: TWILIO_TEST_SID, ...params });
  const res = await page.request.post(`${server.url}${webhook}`, {
    headers: init.headers as Record<string, string>,
    data: init.body as string,
  });
  expect(res.status(), `${webhook} answered ${res.status()}`).toBeLessThan(300);
  return res.text();
}

/** Verified, on Starter, their phone on their profile and texting on: the number calls come from. */
async function readyToCall(page: Page, agent: Agent) {
  await openVerificationLink(page, agent.email);
  await page.goto('/settings?tab=plan');
  await page.getByRole('region', { name: 'Starter', exact: true }).getByRole('button', { name: 'Upgrade to Starter' }).click();
  await page.getByRole('dialog', { name: 'Upgrade to Starter?' }).getByRole('button', { name: 'Upgrade to Starter' }).click();
  await expect(page.getByText("You're now on the Starter plan, billed monthly")).toBeVisible();

  await page.goto('/settings?tab=profile');
  await page.getByLabel('Phone').fill('(512) 555-7001');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('button', { name: 'Save details' })).toBeDisabled();

  await page.goto('/settings?tab=notifications');
  await page.getByRole('switch', { name: 'Enable SMS' }).click();
  const number = page.getByText(/^Your texting number: \+1\d{10}$/);
  await expect(number).toBeVisible();
  return (await number.textContent())!.replace('Your texting number: ', '');
}

test('an agent calls a lead from the leads table: their phone rings first, the call is bridged, logged with a note on the timeline', async ({
  browser,
}) => {
  test.slow(); // a first call's whole path: verify, plan, profile phone, texting's number, a lead, the call
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const agent = newAgent('caller');
  await signUpThroughForm(page, agent);
  const number = await readyToCall(page, agent);

  await page.goto('/leads');
  await page.getByRole('button', { name: 'Add lead' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add lead' });
  await form.getByLabel('Name *').fill('Morgan Lee');
  await form.getByLabel('Phone').fill('(512) 555-8801');
  await form.getByRole('button', { name: 'Add lead' }).click();
  await page.getByRole('dialog', { name: 'Morgan Lee' }).press('Escape');

  // From the row, beside the number: the call's own dialog, not the lead's quick view.
  await page.getByRole('table', { name: 'Leads' }).getByRole('button', { name: 'Call Morgan Lee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Call Morgan Lee' });
  await expect(dialog.getByText("We'll ring your phone (…7001) first.", { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Ring my phone' }).click();
  await expect(dialog.getByText('Ringing your phone…')).toBeVisible();

  // Twilio was asked to ring the agent's phone from the account's number, then bridge to the lead.
  await expect.poll(() => peer.calls.filter((c) => c.form.To === '+15125557001').length).toBe(1);
  const placed = peer.calls.find((c) => c.form.To === '+15125557001')!;
  expect(placed.form).toMatchObject({ From: number, StatusCallbackMethod: 'POST' });
  expect(placed.form.Twiml).toContain('<Say>Porchlight: calling Morgan Lee.</Say>');
  expect(placed.form.Twiml).toContain('<Number>+15125558801</Number>');
  expect(peer.problems).toEqual([]);
  const callId = new URL(placed.form.StatusCallback!).searchParams.get('call')!;
  const status = `${CALL_WEBHOOK_PATHS.status}?call=${callId}`;

  await report(page, status, { CallSid: placed.sid, CallStatus: 'in-progress' });
  await expect(dialog.getByText('On the call…')).toBeVisible();
  await report(page, `${CALL_WEBHOOK_PATHS.dial}?call=${callId}`, {
    CallSid: placed.sid,
    DialCallStatus: 'completed',
    DialCallDuration: '95',
  });
  await report(page, status, { CallSid: placed.sid, CallStatus: 'completed', CallDuration: '110' });

  // The prompt after the call: what Twilio saw, to correct, and a note.
  await expect(dialog.getByText('Call ended after 1 min 35 s.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Connected/ })).toBeChecked();
  await dialog.getByLabel('Note (optional)').fill('Wants a tour on Saturday');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Call saved')).toBeVisible();

  await page.getByRole('table', { name: 'Leads' }).getByRole('link', { name: 'Morgan Lee' }).click();
  await expect(page.getByRole('heading', { name: 'Morgan Lee', level: 1 })).toBeVisible();
  await expect(page.getByText('Wants a tour on Saturday')).toBeVisible();

  // Counted where an agent looks: the dashboard's calls, and the plan's minutes (110 s is 2).
  await page.goto('/dashboard');
  await expect(page.getByText('Through your Porchlight number, last 7 days')).toBeVisible();
  await page.goto('/settings?tab=usage');
  await expect(page.getByRole('group', { name: 'Call minutes' }).getByText('2 / 300')).toBeVisible();
  await context.close();
});

test('a call from a stranger that nobody answers: they become a lead, leave a voicemail, and are texted back', async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const agent = newAgent('answerer');
  await signUpThroughForm(page, agent);
  const number = await readyToCall(page, agent);

  const caller = '+15125558102';
  const twiml = await report(page, CALL_WEBHOOK_PATHS.voice, { CallSid: 'CAe2e-inbound', From: caller, To: number });
  // Rung on the agent's phone first, with the whisper.
  expect(twiml).toContain('<Number url=');
  expect(twiml).toContain('+15125557001');

  await page.goto('/leads');
  const row = page.getByRole('table', { name: 'Leads' }).getByRole('row', { name: /\(512\) 555-8102/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Phone call' })).toBeVisible();
  const callId = new URL(/action="([^"]+)"/.exec(twiml)![1]!.replaceAll('&amp;', '&')).searchParams.get('call')!;

  const voicemail = await report(page, `${CALL_WEBHOOK_PATHS.dial}?call=${callId}`, {
    CallSid: 'CAe2e-inbound',
    DialCallStatus: 'no-answer',
  });
  expect(voicemail).toContain('<Record');
  await report(page, `${CALL_WEBHOOK_PATHS.voicemail}?call=${callId}`, {
    CallSid: 'CAe2e-inbound',
    RecordingUrl: `https://api.twilio.com/2010-04-01/Accounts/${TWILIO_TEST_SID}/Recordings/REe2e`,
    RecordingDuration: '17',
  });
  await report(page, CALL_WEBHOOK_PATHS.status, { CallSid: 'CAe2e-inbound', CallStatus: 'completed', CallDuration: '40' });

  // The missed-call text, in the agent's default words, on the new lead's conversation.
  await row.getByRole('link').first().click();
  await expect(page.getByText("Sorry I missed you — I'll call you right back").first()).toBeVisible({ timeout: 30_000 });
  await context.close();
});
