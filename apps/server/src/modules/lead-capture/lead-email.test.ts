import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadEmailDetail, LeadEmailView } from '@porchlight/domain/lead-capture/portal-lead-email';
import type { LeadActivityResponse } from '@porchlight/domain/leads/lead-schemas';
import { events, leadEmails, leads, notifications, properties } from '../../db/schema/index.ts';
import { startMailboxPeer } from '../../../test/mailbox-peer.ts';
import { body, messagingAgent } from '../../../test/messaging-agent.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const SAMPLES = path.resolve(import.meta.dirname, '../../../../../test-data/lead-emails');
const sample = (file: string) => fs.readFileSync(path.join(SAMPLES, file), 'utf8');

let t: TestApp;
let mailbox: Awaited<ReturnType<typeof startMailboxPeer>>;
beforeAll(async () => {
  mailbox = await startMailboxPeer();
  t = await createTestApp({ INBOUND_EMAIL_DOMAIN: 'capture.test', INBOUND_SMTP_PORT: '0' });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

/** Another mail server handing a message to ours, as the agent's forwarding rule makes it. */
async function forward(to: string, raw: string) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: t.inboundMailPort()!, secure: false, ignoreTLS: true });
  try {
    return await transport.sendMail({ envelope: { from: 'forwarder@agent-mail.test', to }, raw });
  } finally {
    transport.close();
  }
}

async function agentWithAddress() {
  const agent = await messagingAgent(t);
  const { address } = (await body(agent.call('/api/lead-capture/inbox'))) as { address: string };
  expect(address).toMatch(/^leads-[a-z0-9]+@capture\.test$/);
  return { ...agent, address };
}

const emailsOf = async (agent: { call: (path: string) => Response | Promise<Response> }) => ((await body(agent.call('/api/lead-capture/emails'))) as { emails: LeadEmailView[] }).emails;
const notesOf = async (agent: { call: (path: string) => Response | Promise<Response> }, leadId: string) =>
  ((await body(agent.call(`/api/leads/${leadId}/activity`))) as { activity: LeadActivityResponse[] }).activity.map((a) => a.body);

describe('lead e-mails forwarded to the agent\'s lead address', () => {
  it('become a hot lead from the portal, with the property asked about created and noted; a second copy changes nothing', async () => {
    const agent = await agentWithAddress();
    await forward(agent.address, sample('zillow-buyer.eml'));
    await t.jobs.drain();

    const [lead] = await t.db.select().from(leads).where(eq(leads.userId, agent.userId));
    expect(lead).toMatchObject({ name: 'Rosa Ortiz', email: 'r8k2m4p9qz@convo.zillow.com', phone: '(215) 555-0134', source: 'Zillow', status: 'hot' });
    const [property] = await t.db.select().from(properties).where(eq(properties.userId, agent.userId));
    expect(property).toMatchObject({ address: '1919 W Diamond St #2', city: 'Philadelphia', state: 'PA', zipcode: '19121', mlsNumber: 'PAPH2024811', currentPrice: 425_000 });
    expect(await notesOf(agent, lead!.id)).toContain('Asked about 1919 W Diamond St #2, Philadelphia, PA 19121 (MLS PAPH2024811, $425,000) on Zillow.');
    expect(await emailsOf(agent)).toEqual([expect.objectContaining({ status: 'created', portal: 'Zillow', receivedVia: 'forward', leadId: lead!.id, propertyId: property!.id })]);

    await forward(agent.address, sample('zillow-buyer.eml'));
    await t.jobs.drain();
    expect(await t.db.select().from(leads).where(eq(leads.userId, agent.userId))).toHaveLength(1);
    expect(await emailsOf(agent)).toHaveLength(1);
  });

  it('link the property the agent already has (same MLS number) instead of making another', async () => {
    const agent = await agentWithAddress();
    const existing = (await body(agent.post('/api/properties', { address: '4410 Avenue H', city: 'Austin', state: 'TX', currentPrice: 589_000, mlsNumber: '7733021' }))) as { id: string };
    await forward(agent.address, sample('realtor-com.eml'));
    await t.jobs.drain();
    expect(await t.db.select().from(properties).where(eq(properties.userId, agent.userId))).toHaveLength(1);
    expect(await emailsOf(agent)).toEqual([expect.objectContaining({ status: 'created', portal: 'Realtor.com', propertyId: existing.id })]);
    expect(await t.db.select({ name: leads.name, source: leads.source }).from(leads).where(eq(leads.userId, agent.userId))).toEqual([{ name: 'Rebecca Sutton', source: 'Realtor.com' }]);
  });

  it('are refused for an address that is not one of ours (we relay nothing)', async () => {
    await expect(forward('leads-nosuchtoken@capture.test', sample('redfin.eml'))).rejects.toMatchObject({ responseCode: 550 });
    await expect(forward('someone@elsewhere.test', sample('redfin.eml'))).rejects.toMatchObject({ responseCode: 550 });
  });

  it('one we cannot read is kept for the agent, who makes the lead by hand or dismisses it', async () => {
    const agent = await agentWithAddress();
    await forward(agent.address, sample('zillow-report-not-a-lead.eml'));
    await t.jobs.drain();
    const [kept] = await emailsOf(agent);
    expect(kept).toMatchObject({ status: 'unreadable', subject: 'Your weekly Premier Agent performance report', preview: expect.stringContaining('This week: 14 contacts') });
    expect(await body(agent.call('/api/notifications?limit=100'))).toMatchObject({ notifications: expect.arrayContaining([expect.objectContaining({ title: 'A lead e-mail needs you' })]) });
    const detail = (await body(agent.call(`/api/lead-capture/emails/${kept!.id}`))) as LeadEmailDetail;
    expect(detail.text).toContain('See your dashboard for details.');

    const invalid = await agent.post(`/api/lead-capture/emails/${kept!.id}/lead`, { name: 'Sam Reader' });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: string }).error).toBe('email: Leave an e-mail address or a phone number');
    const made = await agent.post(`/api/lead-capture/emails/${kept!.id}/lead`, { name: 'Sam Reader', phone: '512-555-0100' });
    expect(made.status).toBe(200);
    expect(await made.json()).toMatchObject({ status: 'created', leadId: expect.any(String) });
    expect((await agent.post(`/api/lead-capture/emails/${kept!.id}/lead`, { name: 'Sam Reader', phone: '512-555-0100' })).status).toBe(409);

    const other = await agentWithAddress();
    expect((await other.call(`/api/lead-capture/emails/${kept!.id}`)).status).toBe(404);
    expect((await other.post(`/api/lead-capture/emails/${kept!.id}/dismiss`, {})).status).toBe(404);
    expect((await agent.post(`/api/lead-capture/emails/${kept!.id}/dismiss`, {})).status).toBe(200);
    expect((await agent.call('/api/lead-capture/emails/not-an-id')).status).toBe(404);
  });
});

describe('the new lead\'s push', () => {
  it('reads "New lead: Name" over "source, asked about <address>" when the e-mail names the property', async () => {
    const agent = await agentWithAddress();
    await forward(agent.address, sample('zillow-buyer.eml'));
    await t.jobs.drain();
    const [notification] = await t.db
      .select({ title: notifications.title, metadata: notifications.metadata })
      .from(notifications)
      .where(and(eq(notifications.userId, agent.userId), eq(notifications.title, 'New lead')));
    expect(notification!.metadata).toMatchObject({ address: '1919 W Diamond St #2, Philadelphia, PA 19121', push: { title: 'New lead: Rosa Ortiz', body: 'Zillow, asked about 1919 W Diamond St #2, Philadelphia, PA 19121' } });
    const [event] = await t.db.select({ payload: events.payload }).from(events).where(and(eq(events.accountId, agent.userId), eq(events.type, 'lead.created')));
    expect(event!.payload).toMatchObject({ intake: 'lead-email', propertyAddress: '1919 W Diamond St #2, Philadelphia, PA 19121', propertyPrice: 425_000 });
  });
});

describe('lead e-mails in the agent\'s connected mailbox', () => {
  it('a portal\'s new-lead e-mail becomes a lead; the agent\'s other mail stays theirs', async () => {
    const agent = await messagingAgent(t);
    expect((await agent.post('/api/email/account', mailbox.account())).status).toBe(200);
    await t.jobs.drain();
    mailbox.deliver(sample('homes-com.eml'));
    mailbox.deliver(sample('zillow-report-not-a-lead.eml'));
    mailbox.deliver(`From: Mom <mom@family.test>\nTo: ${mailbox.account().from_address}\nSubject: Dinner on Sunday?\nMessage-ID: <mom-1@family.test>\n\nBring the kids.\n`);
    // The mailbox takes the messages in a moment: read until the lead e-mail is there.
    for (let i = 0; i < 20 && (await t.db.select().from(leadEmails).where(eq(leadEmails.userId, agent.userId))).length < 2; i++) {
      await t.services.messaging.pollMailbox(agent.userId);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await t.jobs.drain();

    expect(await t.db.select({ name: leads.name, source: leads.source, email: leads.email }).from(leads).where(eq(leads.userId, agent.userId))).toEqual([
      { name: 'Marcus Lee', source: 'Homes.com', email: 'marcus.lee@example.com' },
    ]);
    const kept = await t.db.select({ subject: leadEmails.subject, via: leadEmails.receivedVia }).from(leadEmails).where(eq(leadEmails.userId, agent.userId));
    expect(kept).toEqual(
      expect.arrayContaining([
        { subject: 'New Lead from Homes.com: 77 Pine Rd, Denver, CO 80202', via: 'mailbox' },
        { subject: 'Your weekly Premier Agent performance report', via: 'mailbox' },
      ]),
    );
    // A portal's report in the mailbox is listed, but nobody is woken for it.
    const titles = ((await body(agent.call('/api/notifications?limit=100'))) as { notifications: { title: string }[] }).notifications.map((n) => n.title);
    expect(titles).not.toContain('A lead e-mail needs you');
  });
});

it('without INBOUND_EMAIL_DOMAIN the agent has no lead address', async () => {
  const plain = await createTestApp();
  try {
    const agent = await messagingAgent(plain);
    expect(await body(agent.call('/api/lead-capture/inbox'))).toEqual({ address: null });
  } finally {
    await plain.close();
  }
});
