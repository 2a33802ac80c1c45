import crypto from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { appHasStarted } from './app-started.ts';

export const PASSWORD = 'e2e correct horse';

export function newAgent(label = 'agent') {
  const id = crypto.randomUUID().slice(0, 8);
  return { fullName: `Casey ${label[0]!.toUpperCase()}${label.slice(1)} Rivera`, email: `${label}-${id}@example.com`, password: PASSWORD };
}
export type Agent = ReturnType<typeof newAgent>;

/** Signs an agent up through the real form and waits for the dashboard. */
export async function signUpThroughForm(page: Page, agent: Agent) {
  await page.goto('/signup');
  // The prerendered form is inert until the app replaces it: typing into it goes nowhere.
  await appHasStarted(page);
  await page.getByLabel('Full name').fill(agent.fullName);
  await page.getByLabel('Email').fill(agent.email);
  await page.getByLabel('Password', { exact: true }).fill(agent.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** A faster sign-up through the API (same cookies as the browser), for tests about other things. */
export async function signUpThroughApi(request: APIRequestContext, agent: Agent, baseURL: string) {
  const res = await request.post('/api/auth/sign-up/email', {
    data: { name: agent.fullName, email: agent.email, password: agent.password },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(200);
}

/** Fills the sign-in form; pass `stay` when the page is already on /signin (keeps ?next=). */
export async function signInThroughForm(page: Page, agent: Agent, { stay = false } = {}) {
  if (!stay) await page.goto('/signin');
  await appHasStarted(page);
  await page.getByLabel('Email').fill(agent.email);
  await page.getByLabel('Password', { exact: true }).fill(agent.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

/** The dev mailbox: the outbox table the server keeps when no SMTP server is configured. */
export async function latestEmailTo(request: APIRequestContext, email: string) {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { messages: { subject: string; text: string }[] };
  return body.messages[0];
}

/**
 * Opens the newest verification link sent to the agent, as they would from their mail (the app's
 * own outbox here), and waits for the app to confirm it.
 */
export async function openVerificationLink(page: Page, email: string) {
  const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  const { messages } = (await res.json()) as { messages: { kind: string; text: string }[] };
  const link = /(http\S+verify-email\S+)/.exec(messages.find((m) => m.kind === 'email-verification')!.text)![1]!;
  await page.goto(link);
  await expect(page.getByText('Your e-mail address is verified. You can message leads now.')).toBeVisible();
}
