import crypto from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTOMATIC_MESSAGES_PER_RECIPIENT_DAY,
  AUTOMATIC_MESSAGE_REFUSALS,
  LEADS_ANSWERED_PER_ACCOUNT_DAY,
  LEADS_ANSWERED_PER_WAY_DAY,
} from '@porchlight/domain/lead-capture/automatic-messages';
import {
  DEFAULT_AUTO_REPLY,
  DEFAULT_LEAD_FORM,
  SUBJECT_WITHOUT_LEAD_FIELDS,
  type LeadAutoReply,
  type LeadFormResponse,
} from '@porchlight/domain/lead-capture/lead-form';
import { PERSON_NAME_TEXTS } from '@porchlight/domain/lead-capture/person-name';
import { leadActivities, leadForms, leads, messages } from '../../db/schema/index.ts';
import { uniqueIp } from '../../../test/client-addresses.ts';
import { body, messagingAgent } from '../../../test/messaging-agent.ts';
import { TEST_APP_URL, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createFormTickets } from '../../lib/form-ticket.ts';

// Issue 44: the public form, lead e-mails and the API's intake let a stranger choose a lead's
// name, e-mail and phone, and the agent's account answered them automatically. These go through
// the app as the attack did.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** An agent who may message leads, with what the tests ask of flows and the API as the agent would. */
async function agentWhoMessages() {
  const agent = await messagingAgent(t);
  /** A flow of these steps started by every new lead. */
  const flowOnNewLeads = async (steps: unknown[]) => {
    const flow = (await body(agent.post('/api/flows', { name: 'On new leads', steps }))) as { id: string };
    expect((await agent.post(`/api/flows/${flow.id}/status`, { status: 'active' })).status).toBe(200);
    expect((await agent.post('/api/triggers', { name: 'New lead', flow_id: flow.id, config: { kind: 'lead_created' } })).status).toBe(201);
    return flow;
  };
  const stepsOfFirstRun = async (flowId: string) =>
    ((await body(agent.call(`/api/flows/${flowId}/runs`))).runs as { steps: { detail: string }[] }[])[0]!.steps;
  /** POST /api/v1/leads with a key made in Settings > API: the API's intake. */
  const key = async () =>
    ((await body(agent.post('/api/settings/api-keys', { name: 'Zapier', scope: 'read_write' }))) as { key: string }).key;
  const intakeByApi = (apiKey: string, lead: Record<string, unknown>) =>
    t.request('/api/v1/leads', {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(lead),
    });
  return { ...agent, flowOnNewLeads, stepsOfFirstRun, key, intakeByApi };
}
type Agent = Awaited<ReturnType<typeof agentWhoMessages>>;

const submit = (publicId: string, fields: Record<string, unknown>) => {
  const ticket = createFormTickets(t.config.appSecret, () => Date.now() - 20_000).issue(publicId);
  return t.request(
    `/api/public/forms/${publicId}`,
    { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_APP_URL }, body: JSON.stringify({ ticket, ...fields }) },
    uniqueIp(),
  );
};

/** An agent who may message leads, their form answering each new lead at once. */
async function agentWithReply(reply: Partial<LeadAutoReply> = {}) {
  const agent = await agentWhoMessages();
  const res = await agent.put('/api/lead-capture/form', {
    ...DEFAULT_LEAD_FORM,
    autoReply: { ...DEFAULT_AUTO_REPLY, channel: 'email', ...reply },
  });
  expect(res.status).toBe(200);
  return { ...agent, form: (await res.json()) as LeadFormResponse };
}

/** A texting agent (a US number of its own) whose form answers by text. */
async function texter(textCountries: string[] = []) {
  const agent = await agentWithReply({ channel: 'sms', ...(textCountries.length > 0 ? { textCountries } : {}) });
  expect((await agent.put('/api/sms/settings', { enabled: true })).status).toBe(200);
  return agent;
}

const sentBy = (userId: string) =>
  t.db
    .select({ to: messages.toAddress, subject: messages.subject, body: messages.body, leadId: messages.leadId })
    .from(messages)
    .where(eq(messages.userId, userId));
const leadNamed = async (userId: string, name: string) =>
  (
    await t.db
      .select()
      .from(leads)
      .where(and(eq(leads.userId, userId), eq(leads.name, name)))
  )[0]!;
const notesOn = async (leadId: string) =>
  (await t.db.select({ body: leadActivities.body }).from(leadActivities).where(eq(leadActivities.leadId, leadId))).map((a) => a.body);
/** "Visitor A" ... "Visitor T": names are letters. */
const visitor = (i: number) => `Visitor ${String.fromCharCode(65 + i)}`;
const unique = () => crypto.randomUUID().slice(0, 8);

describe("a stranger's name", () => {
  it.each([
    [
      'words joined by braille blanks',
      'URGENT:\u2800your\u2800bank\u2800account\u2800is\u2800locked.\u2800Verify\u2800now\u2800at\u2800https://bank.example/verify',
      PERSON_NAME_TEXTS.link,
    ],
    ['a link', 'Ana https://bank.example/verify', PERSON_NAME_TEXTS.link],
    ['a sentence', 'Your bank account is locked call now', PERSON_NAME_TEXTS.tooManyWords],
  ])('of %s is refused on the form (400 naming name): no lead, nothing sent', async (_label, name, message) => {
    const agent = await agentWithReply();
    const res = await submit(agent.form.publicId, { name, email: `${unique()}@victim.example` });
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({ error: `name: ${message}` });
    expect(await t.db.select().from(leads).where(eq(leads.userId, agent.userId))).toEqual([]);
    expect(await sentBy(agent.userId)).toEqual([]);
  });

  it('has its blanks made spaces, and only its first word greets', async () => {
    const agent = await agentWithReply();
    expect((await submit(agent.form.publicId, { name: 'Ana\u2800Ruiz\u200B', email: 'ana@example.com' })).status).toBe(201);
    const lead = await leadNamed(agent.userId, 'Ana Ruiz');
    expect((await sentBy(agent.userId)).map((m) => m.body)).toEqual([expect.stringMatching(/^Hi Ana, thanks/)]);
    expect(lead.name).toBe('Ana Ruiz');
  });

  it("through the API's intake is refused the same way (400 naming name)", async () => {
    const agent = await agentWithReply();
    const res = await agent.intakeByApi(await agent.key(), { name: 'Verify at https://bank.example', email: `${unique()}@victim.example` });
    expect(res.status).toBe(400);
    expect(await body(res)).toEqual({ error: { code: 'invalid_request', message: `name: ${PERSON_NAME_TEXTS.link}`, field: 'name' } });
    expect(await sentBy(agent.userId)).toEqual([]);
  });
});

describe('a subject', () => {
  it("never carries a stranger's words: the instant reply's may not name the lead, and one saved before is sent without it", async () => {
    const agent = await agentWithReply();
    const refused = await agent.put('/api/lead-capture/form', {
      ...DEFAULT_LEAD_FORM,
      autoReply: { ...DEFAULT_AUTO_REPLY, channel: 'email', subject: 'Hello {{lead.firstName}}' },
    });
    expect(refused.status).toBe(400);
    expect((await body(refused)).error).toBe(`autoReply.subject: ${SUBJECT_WITHOUT_LEAD_FIELDS}`);

    // A form saved before the rule: the subject is sent without the lead's name, the body greets them.
    await t.db
      .update(leadForms)
      .set({ autoReply: { ...DEFAULT_AUTO_REPLY, channel: 'email', subject: 'Hello {{lead.firstName}}', body: 'Hi {{lead.firstName}}' } })
      .where(eq(leadForms.userId, agent.userId));
    expect((await submit(agent.form.publicId, { name: 'Ana Ruiz', email: 'ana@example.com' })).status).toBe(201);
    expect(await sentBy(agent.userId)).toEqual([expect.objectContaining({ subject: 'Hello', body: expect.stringMatching(/^Hi Ana/) })]);
  });

  it("of a flow's e-mail names a lead the agent made, never one a stranger sent in", async () => {
    const agent = await agentWithReply({ channel: null });
    await agent.flowOnNewLeads([{ id: 'hello', type: 'send_email', subject: 'Welcome {{lead.firstName}}', body: 'Hi {{lead.firstName}}' }]);
    expect((await submit(agent.form.publicId, { name: 'Ana Ruiz', email: 'ana@example.com' })).status).toBe(201);
    await agent.lead({ name: 'Bo Chen', email: 'bo@example.com' });
    await t.jobs.drain();
    const sent = await sentBy(agent.userId);
    expect(sent.map((m) => [m.to, m.subject, m.body.split('\n')[0]]).sort()).toEqual([
      ['ana@example.com', 'Welcome', 'Hi Ana'],
      ['bo@example.com', 'Welcome Bo', 'Hi Bo'],
    ]);
  });
});

// Each case makes a dozen or more leads through the app: more than the default 30 s on a busy machine.
describe("automatic messages to strangers' leads, each day", { timeout: 90_000 }, () => {
  it(`go to one recipient at most ${AUTOMATIC_MESSAGES_PER_RECIPIENT_DAY} times, however the address is written; the rest are noted on the lead`, async () => {
    const agent = await agentWithReply();
    const victim = `victim-${unique()}`;
    for (let i = 0; i < AUTOMATIC_MESSAGES_PER_RECIPIENT_DAY + 2; i++)
      expect((await submit(agent.form.publicId, { name: visitor(i), email: `${victim}+${i}@example.com` })).status).toBe(201);
    const sent = await t.db
      .select()
      .from(messages)
      .where(like(messages.toAddress, `${victim}%`));
    expect(sent).toHaveLength(AUTOMATIC_MESSAGES_PER_RECIPIENT_DAY);
    const fourth = await leadNamed(agent.userId, visitor(AUTOMATIC_MESSAGES_PER_RECIPIENT_DAY));
    expect(await notesOn(fourth.id)).toContain(
      `Instant e-mail not sent: ${AUTOMATIC_MESSAGE_REFUSALS.recipient(`${victim}+${AUTOMATIC_MESSAGES_PER_RECIPIENT_DAY}@example.com`)}`,
    );
  });

  it(`answer ${LEADS_ANSWERED_PER_WAY_DAY} leads from one form; the agent sees why the others were not`, async () => {
    const agent = await agentWithReply();
    for (let i = 0; i < LEADS_ANSWERED_PER_WAY_DAY + 2; i++)
      expect((await submit(agent.form.publicId, { name: visitor(i), email: `${unique()}@victim.example` })).status).toBe(201);
    expect(await sentBy(agent.userId)).toHaveLength(LEADS_ANSWERED_PER_WAY_DAY);
    expect(await t.db.select().from(leads).where(eq(leads.userId, agent.userId))).toHaveLength(LEADS_ANSWERED_PER_WAY_DAY + 2);
    const past = await leadNamed(agent.userId, visitor(LEADS_ANSWERED_PER_WAY_DAY));
    expect(await notesOn(past.id)).toContain(`Instant e-mail not sent: ${AUTOMATIC_MESSAGE_REFUSALS.way('lead-form')}`);
  });

  it(`answer ${LEADS_ANSWERED_PER_ACCOUNT_DAY} leads of one account, whichever way they came in`, async () => {
    const agent = await agentWithReply();
    const key = await agent.key();
    // The form's day is full, then the API's intake takes the account past its own.
    const fromForm = LEADS_ANSWERED_PER_WAY_DAY;
    for (let i = 0; i < fromForm; i++)
      expect((await submit(agent.form.publicId, { name: visitor(i), email: `${unique()}@victim.example` })).status).toBe(201);
    for (let i = fromForm; i < LEADS_ANSWERED_PER_ACCOUNT_DAY + 2; i++)
      expect((await agent.intakeByApi(key, { name: visitor(i), email: `${unique()}@victim.example` })).status).toBe(201);
    expect(await sentBy(agent.userId)).toHaveLength(LEADS_ANSWERED_PER_ACCOUNT_DAY);
    const past = await leadNamed(agent.userId, visitor(LEADS_ANSWERED_PER_ACCOUNT_DAY));
    expect(await notesOn(past.id)).toContain(`Instant e-mail not sent: ${AUTOMATIC_MESSAGE_REFUSALS.account()}`);
  });

  it("count a lead once: its instant reply and its welcome flow's e-mail both go", async () => {
    const agent = await agentWithReply();
    await agent.flowOnNewLeads([{ id: 'hello', type: 'send_email', subject: 'Welcome', body: 'Hi {{lead.firstName}}' }]);
    // Counted twice, these would pass the form's cap.
    const people = LEADS_ANSWERED_PER_WAY_DAY / 2 + 1;
    for (let i = 0; i < people; i++)
      expect((await submit(agent.form.publicId, { name: visitor(i), email: `${unique()}@victim.example` })).status).toBe(201);
    await t.jobs.drain();
    expect(await sentBy(agent.userId)).toHaveLength(2 * people);
  });

  it('are not capped for leads the agent made', async () => {
    const agent = await agentWithReply();
    await agent.flowOnNewLeads([{ id: 'hello', type: 'send_email', subject: 'Welcome {{lead.firstName}}', body: 'Hi' }]);
    for (let i = 0; i < LEADS_ANSWERED_PER_ACCOUNT_DAY + 1; i++) await agent.lead({ name: visitor(i), email: `${unique()}@own.example` });
    await t.jobs.drain();
    expect(await sentBy(agent.userId)).toHaveLength(LEADS_ANSWERED_PER_ACCOUNT_DAY + 1);
  });
});

describe("automatic texts to strangers' leads", () => {
  const textsOf = async (agent: Agent, name: string) => {
    const lead = await leadNamed(agent.userId, name);
    return { sent: (await sentBy(agent.userId)).filter((m) => m.leadId === lead.id).map((m) => m.to), notes: await notesOn(lead.id) };
  };

  it("go to the agent's own country, and never to a premium-rate number", async () => {
    const agent = await texter();
    const people = [
      ['Ana Home', '(512) 555-0101'],
      ['Bo Premium', '+44 909 879 0000'],
      ['Cy Ninehundred', '+1 900 555 0100'],
      ['Di Abroad', '+44 7400 123456'],
      ['Ed Caribbean', '+1 876 555 0100'],
    ] as const;
    for (const [name, phone] of people) expect((await submit(agent.form.publicId, { name, phone })).status).toBe(201);
    expect(await textsOf(agent, 'Ana Home')).toMatchObject({ sent: ['+15125550101'] });
    expect(await textsOf(agent, 'Bo Premium')).toEqual({
      sent: [],
      notes: expect.arrayContaining(['Instant text not sent: +449098790000 is a premium-rate number: automatic texts never go to one.']),
    });
    expect(await textsOf(agent, 'Cy Ninehundred')).toEqual({
      sent: [],
      notes: expect.arrayContaining([expect.stringMatching(/^Instant text not sent: \+19005550100 is a premium-rate number/)]),
    });
    expect(await textsOf(agent, 'Di Abroad')).toEqual({
      sent: [],
      notes: expect.arrayContaining([
        expect.stringMatching(
          /^Instant text not sent: \+447400123456 is in United Kingdom: automatic texts to leads who came in by themselves go only to numbers in United States\./,
        ),
      ]),
    });
    expect(await textsOf(agent, 'Ed Caribbean')).toEqual({
      sent: [],
      notes: expect.arrayContaining([expect.stringMatching(/is in Jamaica/)]),
    });
    // The settings name the country the agent's texts go to unasked.
    expect((await body(agent.call('/api/lead-capture/form'))).textingCountry).toBe('US');
  });

  it("go to the countries the agent adds; a flow's text abroad is refused on its step", async () => {
    const agent = await texter(['GB']);
    expect((await submit(agent.form.publicId, { name: 'Fay Abroad', phone: '+44 7400 123457' })).status).toBe(201);
    expect((await textsOf(agent, 'Fay Abroad')).sent).toEqual(['+447400123457']);
    expect((await submit(agent.form.publicId, { name: 'Gus Mexico', phone: '+52 55 1234 5678' })).status).toBe(201);
    expect((await textsOf(agent, 'Gus Mexico')).sent).toEqual([]);

    await agent.put('/api/lead-capture/form', { ...DEFAULT_LEAD_FORM, autoReply: { ...DEFAULT_AUTO_REPLY, channel: null } });
    const flow = await agent.flowOnNewLeads([{ id: 'text', type: 'send_sms', body: 'Hi {{lead.firstName}}' }]);
    expect((await submit(agent.form.publicId, { name: 'Hal Abroad', phone: '+52 55 1234 5679' })).status).toBe(201);
    await t.jobs.drain();
    expect((await textsOf(agent, 'Hal Abroad')).sent).toEqual([]);
    expect((await agent.stepsOfFirstRun(flow.id))[0]!.detail).toMatch(/^Not sent: \+525512345679 is in Mexico: automatic texts/);
  });
});
