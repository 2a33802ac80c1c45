import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_AUTO_REPLY,
  DEFAULT_LEAD_FORM,
  LEAD_FORM_TEXTS,
  type LeadFormResponse,
  type LeadFormSubmissionView,
  type PublicLeadForm,
} from '@porchlight/domain/lead-capture/lead-form';
import type { LeadActivityResponse } from '@porchlight/domain/leads/lead-schemas';
import { leadFormSubmissions, leads, messages, users } from '../../db/schema/index.ts';
import { uniqueIp } from '../../../test/client-addresses.ts';
import { TEST_APP_URL, authed, createTestApp, signUp, type TestApp } from '../../../test/test-app.ts';
import { createFormTickets } from '../../lib/form-ticket.ts';
import { SUBMISSIONS_PER_ADDRESS_HOUR } from './lead-capture.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const send = (cookie: string, method: string, path: string, body?: unknown) =>
  t.request(
    path,
    authed(cookie, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

/** A ticket as the form issued it some seconds ago (a person takes that long to fill it in). */
const ticketFor = (publicId: string, secondsAgo = 20) =>
  createFormTickets(t.config.appSecret, () => Date.now() - secondsAgo * 1000).issue(publicId);

/** The visitor's browser: no session, our own origin (the hosted page, or it framed elsewhere). */
const submit = (publicId: string, body: Record<string, unknown>, ip = uniqueIp()) =>
  t.request(
    `/api/public/forms/${publicId}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_APP_URL },
      body: JSON.stringify({ ticket: ticketFor(publicId), ...body }),
    },
    ip,
  );

async function agentWithForm(settings: Partial<typeof DEFAULT_LEAD_FORM> = {}) {
  const agent = await signUp(t, { name: 'Dana Agent' });
  const res = await send(agent.cookie, 'PUT', '/api/lead-capture/form', { ...DEFAULT_LEAD_FORM, ...settings });
  expect(res.status).toBe(200);
  return { ...agent, form: (await res.json()) as LeadFormResponse };
}

const leadsOf = (userId: string) => t.db.select().from(leads).where(eq(leads.userId, userId));
const submissionsOf = async (cookie: string) =>
  ((await (await send(cookie, 'GET', '/api/lead-capture/submissions')).json()) as { submissions: LeadFormSubmissionView[] }).submissions;
const notificationsOf = async (cookie: string) => {
  await t.jobs.drain();
  return (
    (await (await send(cookie, 'GET', '/api/notifications?limit=100')).json()) as {
      notifications: { title: string; message: string; action_url: string | null }[];
    }
  ).notifications;
};

describe("the agent's lead form", () => {
  it('starts with the defaults, saves changes, and names the field of a bad one', async () => {
    const { cookie } = await signUp(t);
    const first = (await (await send(cookie, 'GET', '/api/lead-capture/form')).json()) as LeadFormResponse;
    expect(first).toMatchObject({ ...DEFAULT_LEAD_FORM, publicId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
    const saved = await send(cookie, 'PUT', '/api/lead-capture/form', {
      ...DEFAULT_LEAD_FORM,
      title: 'Find your home in Austin',
      fields: ['budget', 'phone'],
    });
    expect(await saved.json()).toMatchObject({ title: 'Find your home in Austin', fields: ['phone', 'budget'], publicId: first.publicId });
    const bad = await send(cookie, 'PUT', '/api/lead-capture/form', { ...DEFAULT_LEAD_FORM, thankYou: '' });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toBe('thankYou: Thank-you message is required');
  });

  it('is public at its link, with the agent named in the consent text; off or re-linked, the old link is 404', async () => {
    const { cookie, form } = await agentWithForm({ intro: 'Tell me a little about your plans.' });
    const res = await t.request(`/api/public/forms/${form.publicId}`);
    expect(res.status).toBe(200);
    const shown = (await res.json()) as PublicLeadForm;
    expect(shown).toMatchObject({
      title: DEFAULT_LEAD_FORM.title,
      intro: 'Tell me a little about your plans.',
      fields: DEFAULT_LEAD_FORM.fields,
      agentName: 'Dana Agent',
      ticket: expect.any(String),
    });
    expect(shown.consentText).toMatch(/^I agree that Dana Agent may contact me/);

    const relinked = (await (await send(cookie, 'POST', '/api/lead-capture/form/new-link')).json()) as LeadFormResponse;
    expect(relinked.publicId).not.toBe(form.publicId);
    const old = await t.request(`/api/public/forms/${form.publicId}`);
    expect(old.status).toBe(404);
    expect(await errorOf(old)).toBe(LEAD_FORM_TEXTS.unavailable);

    await send(cookie, 'PUT', '/api/lead-capture/form', { ...DEFAULT_LEAD_FORM, enabled: false });
    expect((await t.request(`/api/public/forms/${relinked.publicId}`)).status).toBe(404);
    expect((await submit(relinked.publicId, { name: 'Ana', email: 'ana@example.com' })).status).toBe(404);
    expect((await t.request('/api/public/forms/not a link')).status).toBe(404);
  });

  it("needs a session on the agent's side", async () => {
    expect((await t.request('/api/lead-capture/form')).status).toBe(401);
    expect((await t.request('/api/lead-capture/submissions')).status).toBe(401);
  });

  it('may be framed by any site on its page, while every other page may not', async () => {
    expect((await t.request('/f/abcdefghijklmnop')).headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect((await t.request('/f/abcdefghijklmnop')).headers.get('x-frame-options')).toBeNull();
    expect((await t.request('/leads')).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe("a visitor's submission", () => {
  it("becomes a hot lead with the form's source, only the fields the form shows, and the consent noted", async () => {
    const { cookie, userId, form } = await agentWithForm({ fields: ['phone', 'timeline', 'message'], source: 'Austin homes site' });
    const res = await submit(form.publicId, {
      name: 'Ana Ruiz',
      email: 'Ana@Example.com',
      phone: '(512) 555-0101',
      timeline: 'This spring',
      budget: '$900k',
      message: 'Looking at 2-bed condos downtown',
      consent: true,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ thankYou: DEFAULT_LEAD_FORM.thankYou });

    const [lead] = await leadsOf(userId);
    expect(lead).toMatchObject({
      name: 'Ana Ruiz',
      email: 'Ana@Example.com',
      phone: '+15125550101',
      timeline: 'This spring',
      budget: null,
      source: 'Austin homes site',
      status: 'hot',
      notes: 'Looking at 2-bed condos downtown',
    });
    const activity = ((await (await send(cookie, 'GET', `/api/leads/${lead!.id}/activity`)).json()) as { activity: LeadActivityResponse[] })
      .activity;
    expect(activity.map((a) => a.body)).toContainEqual(
      expect.stringMatching(/^Agreed on the lead form: “I agree that Dana Agent may contact me/),
    );
    expect(await submissionsOf(cookie)).toEqual([
      expect.objectContaining({ outcome: 'created', leadId: lead!.id, name: 'Ana Ruiz', consent: true }),
    ]);
    expect(await notificationsOf(cookie)).toContainEqual(expect.objectContaining({ title: 'New lead' }));
  });

  it('from someone the agent already has (same e-mail or phone) is a note on that lead, not a second lead', async () => {
    const { cookie, userId, form } = await agentWithForm();
    expect((await send(cookie, 'POST', '/api/leads', { name: 'Bo Chen', phone: '+1 512-555-0199' })).status).toBe(201);
    expect((await submit(form.publicId, { name: 'Bo', phone: '512.555.0199', message: 'Still looking!' })).status).toBe(201);
    const all = await leadsOf(userId);
    expect(all).toHaveLength(1);
    const activity = (
      (await (await send(cookie, 'GET', `/api/leads/${all[0]!.id}/activity`)).json()) as { activity: LeadActivityResponse[] }
    ).activity;
    expect(activity.map((a) => a.body)).toContain('Sent your lead form again: “Still looking!”');
    expect(await submissionsOf(cookie)).toEqual([expect.objectContaining({ outcome: 'matched', leadId: all[0]!.id })]);
    expect(await notificationsOf(cookie)).toContainEqual(
      expect.objectContaining({
        title: 'A lead came back',
        message: 'Bo sent your lead form again.',
        action_url: `/leads?id=${all[0]!.id}&highlight=true`,
      }),
    );
  });

  it('from a bot (the hidden field filled, or sent within seconds) is thanked and nothing is kept', async () => {
    const { userId, form } = await agentWithForm();
    expect((await submit(form.publicId, { name: 'Bot', email: 'bot@example.com', website: 'https://spam.example' })).status).toBe(201);
    const shown = (await (await t.request(`/api/public/forms/${form.publicId}`)).json()) as PublicLeadForm;
    expect((await submit(form.publicId, { name: 'Bot', email: 'bot@example.com', ticket: shown.ticket })).status).toBe(201);
    expect(await leadsOf(userId)).toEqual([]);
    expect(await t.db.select().from(leadFormSubmissions).where(eq(leadFormSubmissions.userId, userId))).toEqual([]);
  });

  it.each([
    ['no way to reach them', { name: 'Ana' }, `email: ${LEAD_FORM_TEXTS.contactRequired}`],
    [
      'a phone the form does not ask for, and no e-mail',
      { name: 'Ana', phone: '512 555 0101' },
      `email: ${LEAD_FORM_TEXTS.contactRequired}`,
    ],
    [
      'a forged ticket',
      { name: 'Ana', email: 'ana@example.com', ticket: `${Date.now() - 60_000}.forged` },
      `ticket: ${LEAD_FORM_TEXTS.expired}`,
    ],
    ['a ticket older than a day', { name: 'Ana', email: 'ana@example.com', ticket: 'old' }, `ticket: ${LEAD_FORM_TEXTS.expired}`],
    ['a bad e-mail', { name: 'Ana', email: 'ana@' }, 'email: Enter a valid e-mail address'],
  ])('with %s is 400 naming the field, and keeps nothing', async (_label, body, error) => {
    const { userId, form } = await agentWithForm({ fields: ['message'] });
    const payload = 'ticket' in body && body.ticket === 'old' ? { ...body, ticket: ticketFor(form.publicId, 25 * 3600) } : body;
    const res = await submit(form.publicId, payload);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(error);
    expect(await leadsOf(userId)).toEqual([]);
  });

  it(`is limited to ${SUBMISSIONS_PER_ADDRESS_HOUR} an hour from one address`, async () => {
    const { form } = await agentWithForm();
    const ip = uniqueIp();
    for (let i = 0; i < SUBMISSIONS_PER_ADDRESS_HOUR; i++)
      expect((await submit(form.publicId, { name: `Visitor ${'ABCDEFGHIJ'[i]}`, email: `v${i}@example.com` }, ip)).status).toBe(201);
    const refused = await submit(form.publicId, { name: 'One more', email: 'more@example.com' }, ip);
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toBe(LEAD_FORM_TEXTS.tooMany);
  });

  it("past the plan's lead limit is held and the agent told; once there is room it becomes the lead", async () => {
    const { cookie, userId, form } = await agentWithForm();
    const limit = ((await (await send(cookie, 'GET', '/api/subscription')).json()) as { entitlements: { maxLeads: number } }).entitlements
      .maxLeads;
    await t.db.insert(leads).values(Array.from({ length: limit }, (_, i) => ({ userId, name: `Lead ${i}` })));
    expect((await submit(form.publicId, { name: 'Cy Diaz', email: 'cy@example.com', consent: true })).status).toBe(201);
    const [held] = await submissionsOf(cookie);
    expect(held).toMatchObject({ outcome: 'held', leadId: null, name: 'Cy Diaz' });
    expect(await notificationsOf(cookie)).toContainEqual(
      expect.objectContaining({ title: 'A lead is waiting', action_url: '/leads?tab=capture&highlight=true' }),
    );

    const stillFull = await send(cookie, 'POST', `/api/lead-capture/submissions/${held!.id}/lead`);
    expect(stillFull.status).toBe(402);
    await t.db.delete(leads).where(eq(leads.name, 'Lead 0'));
    const created = await send(cookie, 'POST', `/api/lead-capture/submissions/${held!.id}/lead`);
    expect(created.status).toBe(200);
    const settled = (await created.json()) as LeadFormSubmissionView;
    expect(settled).toMatchObject({ outcome: 'created', leadId: expect.any(String) });
    expect((await leadsOf(userId)).find((l) => l.id === settled.leadId)).toMatchObject({
      name: 'Cy Diaz',
      email: 'cy@example.com',
      status: 'hot',
    });
    expect((await send(cookie, 'POST', `/api/lead-capture/submissions/${held!.id}/lead`)).status).toBe(409);

    const other = await signUp(t);
    expect((await send(other.cookie, 'POST', `/api/lead-capture/submissions/${held!.id}/lead`)).status).toBe(404);
    expect((await send(other.cookie, 'POST', '/api/lead-capture/submissions/not-an-id/lead')).status).toBe(404);
  });

  it("gets the agent's instant reply, merge fields filled, once; one that cannot go is noted on the lead", async () => {
    const { userId, form } = await agentWithForm({ autoReply: { ...DEFAULT_AUTO_REPLY, channel: 'email' } });
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    expect((await submit(form.publicId, { name: 'Ana Ruiz', email: 'ana@example.com' })).status).toBe(201);
    const [lead] = await leadsOf(userId);
    const sent = await t.db
      .select({ type: messages.type, subject: messages.subject, body: messages.body, leadId: messages.leadId })
      .from(messages)
      .where(eq(messages.userId, userId));
    expect(sent).toEqual([
      {
        type: 'email',
        subject: 'Thanks for reaching out',
        body: 'Hi Ana, thanks for your message! This is Dana Agent. I will get back to you shortly.',
        leadId: lead!.id,
      },
    ]);

    const texter = await agentWithForm({ autoReply: { ...DEFAULT_AUTO_REPLY, channel: 'sms' } });
    expect((await submit(texter.form.publicId, { name: 'Bo Chen', email: 'bo@example.com' })).status).toBe(201);
    const [bo] = await leadsOf(texter.userId);
    const notes = (
      (await (await send(texter.cookie, 'GET', `/api/leads/${bo!.id}/activity`)).json()) as { activity: LeadActivityResponse[] }
    ).activity.map((a) => a.body);
    expect(notes).toContainEqual(expect.stringMatching(/^Instant text not sent: /));
    expect(await t.db.select().from(messages).where(eq(messages.userId, texter.userId))).toEqual([]);
  });

  it('an instant reply is checked before it is saved', async () => {
    const { cookie } = await signUp(t);
    const res = await send(cookie, 'PUT', '/api/lead-capture/form', {
      ...DEFAULT_LEAD_FORM,
      autoReply: { channel: 'email', subject: '', body: 'Hi' },
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe('autoReply.subject: An e-mail needs a subject');
  });
});
