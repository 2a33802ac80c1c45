import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTO_REPLY, DEFAULT_LEAD_FORM } from '@porchlight/domain/lead-capture/lead-form';
import { LEAD_MAIL_PER_AGENT, LEAD_MAIL_PER_SENDER } from '@porchlight/domain/lead-capture/lead-email-sender';
import type { LeadEmailDetail, LeadEmailView } from '@porchlight/domain/lead-capture/portal-lead-email';
import type { LeadActivityResponse } from '@porchlight/domain/leads/lead-schemas';
import { events, leadEmails, leads, messages, notifications, properties } from '../../db/schema/index.ts';
import { startDnsPeer } from '../../../test/dns-peer.ts';
import { startMailboxPeer } from '../../../test/mailbox-peer.ts';
import { body, messagingAgent } from '../../../test/messaging-agent.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createLogger } from '../../lib/logger.ts';
import { createRequestQuotas } from '../../lib/request-quota.ts';
import { INBOUND_MAIL_MAX_BYTES, startInboundMailServer } from './inbound-mail-server.ts';

const SAMPLES = path.resolve(import.meta.dirname, '../../../../../test-data/lead-emails');
const sample = (file: string) => fs.readFileSync(path.join(SAMPLES, file), 'utf8');

/** The portals' DNS as the test's own DNS server serves it: a DKIM key, SPF for their mail servers (not us), DMARC p=reject. */
const PORTAL_DOMAINS = ['zillow.com', 'realtor.com', 'homes.com', 'redfin.com'];
/** A look-alike with DNS of its own, done right: its mail passes DMARC for itself, and is still not Zillow's. */
const LOOKALIKE_DOMAIN = 'zillow-leads.test';
const DKIM_SELECTOR = 'test';
const dkimKeys = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });

/**
 * The message as the portal's mail server sends it: DKIM-signed for its domain with the key the
 * test DNS serves (nodemailer's signer: mailauth 4.13's own signer folds some 2048-bit signatures'
 * header list so that about one in forty fails to verify).
 */
async function signedBy(domain: string, raw: string): Promise<string> {
  const signer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    dkim: {
      domainName: domain,
      keySelector: DKIM_SELECTOR,
      privateKey: dkimKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    },
  });
  const { message } = await signer.sendMail({ envelope: { from: `mailer@${domain}`, to: ['leads@capture.test'] }, raw });
  const signed = (message as Buffer).toString('utf8');
  expect(signed).toMatch(/^DKIM-Signature: /);
  return signed;
}

let t: TestApp;
let mailbox: Awaited<ReturnType<typeof startMailboxPeer>>;
let dns: Awaited<ReturnType<typeof startDnsPeer>>;
beforeAll(async () => {
  dns = await startDnsPeer();
  const publicKey = dkimKeys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  for (const domain of [...PORTAL_DOMAINS, LOOKALIKE_DOMAIN]) {
    dns.txt(domain, 'v=spf1 ip4:192.0.2.0/24 -all');
    dns.txt(`_dmarc.${domain}`, 'v=DMARC1; p=reject');
    dns.txt(`${DKIM_SELECTOR}._domainkey.${domain}`, `v=DKIM1; k=rsa; p=${publicKey}`);
  }
  mailbox = await startMailboxPeer();
  t = await createTestApp({ INBOUND_EMAIL_DOMAIN: 'capture.test', INBOUND_SMTP_PORT: '0', LEAD_MAIL_DNS_SERVERS: dns.server });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
  await dns?.close();
});

/** Another mail server handing a message to ours, as the agent's forwarding rule makes it. */
async function forward(to: string, raw: string, from = 'forwarder@agent-mail.test') {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: t.inboundMailPort()!, secure: false, ignoreTLS: true });
  try {
    return await transport.sendMail({ envelope: { from, to }, raw });
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

const emailsOf = async (agent: { call: (path: string) => Response | Promise<Response> }) =>
  ((await body(agent.call('/api/lead-capture/emails'))) as { emails: LeadEmailView[] }).emails;
const notesOf = async (agent: { call: (path: string) => Response | Promise<Response> }, leadId: string) =>
  ((await body(agent.call(`/api/leads/${leadId}/activity`))) as { activity: LeadActivityResponse[] }).activity.map((a) => a.body);

describe("lead e-mails forwarded to the agent's lead address", () => {
  it('become a hot lead from the portal, with the property asked about created and noted; a second copy changes nothing', async () => {
    const agent = await agentWithAddress();
    await forward(agent.address, await signedBy('zillow.com', sample('zillow-buyer.eml')));
    await t.jobs.drain();

    const [lead] = await t.db.select().from(leads).where(eq(leads.userId, agent.userId));
    expect(lead).toMatchObject({
      name: 'Rosa Ortiz',
      email: 'r8k2m4p9qz@convo.zillow.com',
      phone: '+12155550134',
      source: 'Zillow',
      status: 'hot',
    });
    const [property] = await t.db.select().from(properties).where(eq(properties.userId, agent.userId));
    expect(property).toMatchObject({
      address: '1919 W Diamond St #2',
      city: 'Philadelphia',
      state: 'PA',
      zipcode: '19121',
      mlsNumber: 'PAPH2024811',
      currentPrice: 425_000,
    });
    expect(await notesOf(agent, lead!.id)).toContain(
      'Asked about 1919 W Diamond St #2, Philadelphia, PA 19121 (MLS PAPH2024811, $425,000) on Zillow.',
    );
    expect(await emailsOf(agent)).toEqual([
      expect.objectContaining({
        status: 'created',
        portal: 'Zillow',
        receivedVia: 'forward',
        leadId: lead!.id,
        propertyId: property!.id,
        sender: { verified: true, reason: null, summary: 'dkim=pass (zillow.com) spf=none dmarc=pass' },
      }),
    ]);

    await forward(agent.address, await signedBy('zillow.com', sample('zillow-buyer.eml')));
    await t.jobs.drain();
    expect(await t.db.select().from(leads).where(eq(leads.userId, agent.userId))).toHaveLength(1);
    expect(await emailsOf(agent)).toHaveLength(1);
  });

  it('link the property the agent already has (same MLS number) instead of making another', async () => {
    const agent = await agentWithAddress();
    const existing = (await body(
      agent.post('/api/properties', { address: '4410 Avenue H', city: 'Austin', state: 'TX', currentPrice: 589_000, mlsNumber: '7733021' }),
    )) as { id: string };
    await forward(agent.address, await signedBy('realtor.com', sample('realtor-com.eml')));
    await t.jobs.drain();
    expect(await t.db.select().from(properties).where(eq(properties.userId, agent.userId))).toHaveLength(1);
    expect(await emailsOf(agent)).toEqual([expect.objectContaining({ status: 'created', portal: 'Realtor.com', propertyId: existing.id })]);
    expect(await t.db.select({ name: leads.name, source: leads.source }).from(leads).where(eq(leads.userId, agent.userId))).toEqual([
      { name: 'Rebecca Sutton', source: 'Realtor.com' },
    ]);
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
    expect(kept).toMatchObject({
      status: 'unreadable',
      subject: 'Your weekly Premier Agent performance report',
      preview: expect.stringContaining('This week: 14 contacts'),
    });
    expect(await body(agent.call('/api/notifications?limit=100'))).toMatchObject({
      notifications: expect.arrayContaining([expect.objectContaining({ title: 'A lead e-mail needs you' })]),
    });
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

describe("the new lead's push", () => {
  it('reads "New lead: Name" over "source, asked about <address>" when the e-mail names the property', async () => {
    const agent = await agentWithAddress();
    await forward(agent.address, await signedBy('zillow.com', sample('zillow-buyer.eml')));
    await t.jobs.drain();
    const [notification] = await t.db
      .select({ title: notifications.title, metadata: notifications.metadata })
      .from(notifications)
      .where(and(eq(notifications.userId, agent.userId), eq(notifications.title, 'New lead')));
    expect(notification!.metadata).toMatchObject({
      address: '1919 W Diamond St #2, Philadelphia, PA 19121',
      push: { title: 'New lead: Rosa Ortiz', body: 'Zillow, asked about 1919 W Diamond St #2, Philadelphia, PA 19121' },
    });
    const [event] = await t.db
      .select({ payload: events.payload })
      .from(events)
      .where(and(eq(events.accountId, agent.userId), eq(events.type, 'lead.created')));
    expect(event!.payload).toMatchObject({
      intake: 'lead-email',
      propertyAddress: '1919 W Diamond St #2, Philadelphia, PA 19121',
      propertyPrice: 425_000,
    });
  });
});

describe("lead e-mails in the agent's connected mailbox", () => {
  it("a portal's new-lead e-mail becomes a lead; the agent's other mail stays theirs", async () => {
    const agent = await messagingAgent(t);
    expect((await agent.post('/api/email/account', mailbox.account())).status).toBe(200);
    await t.jobs.drain();
    mailbox.deliver(await signedBy('homes.com', sample('homes-com.eml')));
    mailbox.deliver(sample('zillow-report-not-a-lead.eml'));
    mailbox.deliver(
      `From: Mom <mom@family.test>\nTo: ${mailbox.account().from_address}\nSubject: Dinner on Sunday?\nMessage-ID: <mom-1@family.test>\n\nBring the kids.\n`,
    );
    // The mailbox takes the messages in a moment: read until the lead e-mail is there.
    for (let i = 0; i < 20 && (await t.db.select().from(leadEmails).where(eq(leadEmails.userId, agent.userId))).length < 2; i++) {
      await t.services.mailboxes.pollMailbox(agent.userId);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await t.jobs.drain();

    expect(
      await t.db.select({ name: leads.name, source: leads.source, email: leads.email }).from(leads).where(eq(leads.userId, agent.userId)),
    ).toEqual([{ name: 'Marcus Lee', source: 'Homes.com', email: 'marcus.lee@example.com' }]);
    const kept = await t.db
      .select({ subject: leadEmails.subject, via: leadEmails.receivedVia })
      .from(leadEmails)
      .where(eq(leadEmails.userId, agent.userId));
    expect(kept).toEqual(
      expect.arrayContaining([
        { subject: 'New Lead from Homes.com: 77 Pine Rd, Denver, CO 80202', via: 'mailbox' },
        { subject: 'Your weekly Premier Agent performance report', via: 'mailbox' },
      ]),
    );
    // A portal's report in the mailbox is listed, but nobody is woken for it.
    const titles = ((await body(agent.call('/api/notifications?limit=100'))) as { notifications: { title: string }[] }).notifications.map(
      (n) => n.title,
    );
    expect(titles).not.toContain('A lead e-mail needs you');
  });
});

/** An agent whose instant reply is an e-mail: a lead made by itself gets one at once. */
async function agentWithAutoReply() {
  const agent = await agentWithAddress();
  expect(
    (await agent.put('/api/lead-capture/form', { ...DEFAULT_LEAD_FORM, autoReply: { ...DEFAULT_AUTO_REPLY, channel: 'email' } })).status,
  ).toBe(200);
  return agent;
}
const sentBy = (userId: string) =>
  t.db.select({ type: messages.type, to: messages.toAddress, leadId: messages.leadId }).from(messages).where(eq(messages.userId, userId));

describe('the sender of a lead e-mail (SPF, DKIM, DMARC)', () => {
  const SPOOF = [
    'From: Zillow <leads@zillow.com>',
    'To: leads@capture.test',
    'Subject: New Zillow lead: Spoofed Sam is requesting information about 12 Oak St, Austin, TX 78701',
    'Message-ID: <spoof-1@zillow.com>',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Name: Spoofed Sam',
    'Email: sam@victim.test',
    'Phone: (512) 555-0199',
    'Message: Call me now.',
    '',
  ].join('\r\n');

  it('a spoofed "From: Zillow" sent from 127.0.0.1 with no DKIM is kept as unverified: no lead, no instant reply, until the agent makes the lead by hand', async () => {
    const agent = await agentWithAutoReply();
    await forward(agent.address, SPOOF, 'bounce@zillow.com');
    await t.jobs.drain();

    expect(await t.db.select().from(leads).where(eq(leads.userId, agent.userId))).toEqual([]);
    expect(await sentBy(agent.userId)).toEqual([]);
    const [kept] = await emailsOf(agent);
    expect(kept).toMatchObject({
      status: 'unverified',
      portal: 'Zillow',
      leadId: null,
      sender: {
        verified: false,
        reason: 'It was not signed by zillow.com (no DKIM signature or SPF pass for zillow.com).',
        summary: 'dkim=none spf=fail dmarc=fail',
      },
    });
    expect(await body(agent.call('/api/notifications?limit=100'))).toMatchObject({
      notifications: expect.arrayContaining([
        expect.objectContaining({ title: 'A lead e-mail needs you', message: expect.stringContaining('could not confirm') }),
      ]),
    });
    // What the e-mail says is there to fill in the agent's form.
    expect(await body(agent.call(`/api/lead-capture/emails/${kept!.id}`))).toMatchObject({
      found: { name: 'Spoofed Sam', email: 'sam@victim.test', phone: '(512) 555-0199' },
    });

    // The agent who trusts it makes the lead: theirs, and still no reply goes out by itself.
    const made = await agent.post(`/api/lead-capture/emails/${kept!.id}/lead`, { name: 'Spoofed Sam', email: 'sam@victim.test' });
    expect(made.status).toBe(200);
    expect(await made.json()).toMatchObject({ status: 'created', leadId: expect.any(String), sender: { verified: false } });
    await t.jobs.drain();
    expect(await sentBy(agent.userId)).toEqual([]);
  });

  it('a message DKIM-signed by zillow.com passes DMARC: its lead is made and the instant reply goes out', async () => {
    const agent = await agentWithAutoReply();
    await forward(agent.address, await signedBy('zillow.com', SPOOF.replace('spoof-1@', 'signed-1@')), 'bounce@zillow.com');
    await t.jobs.drain();
    const [lead] = await t.db.select().from(leads).where(eq(leads.userId, agent.userId));
    expect(lead).toMatchObject({ name: 'Spoofed Sam', source: 'Zillow' });
    expect(await emailsOf(agent)).toEqual([
      expect.objectContaining({ status: 'created', sender: expect.objectContaining({ verified: true }) }),
    ]);
    expect(await sentBy(agent.userId)).toEqual([{ type: 'email', to: 'sam@victim.test', leadId: lead!.id }]);
  });

  it("a message signed by another domain that names Zillow is not Zillow's", async () => {
    const agent = await agentWithAutoReply();
    await forward(
      agent.address,
      await signedBy(
        LOOKALIKE_DOMAIN,
        SPOOF.replace('spoof-1@', 'elsewhere-1@').replace('<leads@zillow.com>', `<leads@${LOOKALIKE_DOMAIN}>`),
      ),
      `bounce@${LOOKALIKE_DOMAIN}`,
    );
    await t.jobs.drain();
    expect(await emailsOf(agent)).toEqual([
      expect.objectContaining({
        status: 'unverified',
        portal: 'Zillow',
        sender: {
          verified: false,
          reason: `It names Zillow but comes from ${LOOKALIKE_DOMAIN}.`,
          summary: `dkim=pass (${LOOKALIKE_DOMAIN}) spf=fail dmarc=pass`,
        },
      }),
    ]);
    expect(await sentBy(agent.userId)).toEqual([]);
  });

  it('20 messages in 3 s from one sender: the first LEAD_MAIL_PER_SENDER are taken, the rest told 450 to try later', async () => {
    const agent = await agentWithAutoReply();
    const sender = `flood-${crypto.randomUUID().slice(0, 8)}@spam.test`;
    const answers: (number | 'ok')[] = [];
    for (let i = 0; i < 20; i++) {
      const raw = SPOOF.replace('spoof-1@', `flood-${i}-${sender}@`);
      answers.push(
        await forward(agent.address, raw, sender).then(
          () => 'ok' as const,
          (error: { responseCode: number }) => error.responseCode,
        ),
      );
    }
    expect(answers).toEqual([...Array(LEAD_MAIL_PER_SENDER.max).fill('ok'), ...Array(20 - LEAD_MAIL_PER_SENDER.max).fill(450)]);
    await t.jobs.drain();
    expect(await emailsOf(agent)).toHaveLength(LEAD_MAIL_PER_SENDER.max);
    expect(await sentBy(agent.userId)).toEqual([]);
  });

  it('many senders to one lead address: the first LEAD_MAIL_PER_AGENT are taken, the rest told 450', async () => {
    const agent = await agentWithAutoReply();
    const answers: (number | 'ok')[] = [];
    // Each sender stays under its own limit; the agent's address is what fills up.
    for (let i = 0; i < LEAD_MAIL_PER_AGENT.max + 3; i++) {
      const sender = `many-${i}-${crypto.randomUUID().slice(0, 8)}@spam.test`;
      answers.push(
        await forward(agent.address, SPOOF.replace('spoof-1@', `many-${i}@`), sender).then(
          () => 'ok' as const,
          (error: { responseCode: number }) => error.responseCode,
        ),
      );
    }
    expect(answers).toEqual([...Array(LEAD_MAIL_PER_AGENT.max).fill('ok'), 450, 450, 450]);
  });
});

/** A bare SMTP session on a socket: what a client says, and what the server answers line by line. */
function smtpSession(port: number, from = '127.0.0.1') {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
  const lines: string[] = [];
  let waiting: (() => void) | undefined;
  let buffered = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    const parts = buffered.split('\r\n');
    buffered = parts.pop()!;
    lines.push(...parts);
    waiting?.();
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  closed.then(
    () => waiting?.(),
    () => undefined,
  );
  /** The next whole reply (its last line: "250 ok", not "250-SIZE"); null once the server hung up. */
  async function reply(): Promise<string | null> {
    for (;;) {
      const index = lines.findIndex((line) => /^\d{3} /.test(line));
      if (index >= 0) return lines.splice(0, index + 1).at(-1)!;
      if (socket.destroyed || socket.readyState === 'closed') return null;
      await new Promise<void>((resolve) => (waiting = resolve));
    }
  }
  async function say(command: string) {
    socket.write(`${command}\r\n`);
    return reply();
  }
  /** Writes `bytes` of message body, waiting whenever the socket's buffer is full. */
  async function writeBody(bytes: number) {
    const line = Buffer.from(`${'x'.repeat(998)}\r\n`);
    const block = Buffer.concat(Array.from({ length: 64 }, () => line));
    let sent = 0;
    for (; sent < bytes; sent += block.length) {
      if (!socket.write(block)) await new Promise((resolve) => socket.once('drain', resolve));
    }
    return sent;
  }
  return { reply, say, writeBody, closed, end: () => socket.destroy() };
}

describe("the lead-mail receiver's bounds", () => {
  it("a message over the limit is answered 552 and never kept, and the process does not grow by the message's size", async () => {
    const agent = await agentWithAddress();
    const session = smtpSession(t.inboundMailPort()!);
    expect(await session.reply()).toMatch(/^220 /);
    expect(await session.say('EHLO big.test')).toMatch(/^250 /);
    expect(await session.say('MAIL FROM:<big@big.test>')).toMatch(/^250 /);
    expect(await session.say(`RCPT TO:<${agent.address}>`)).toMatch(/^250 /);
    expect(await session.say('DATA')).toMatch(/^354 /);
    const sent = 16 * INBOUND_MAIL_MAX_BYTES; // 80 MB
    const before = process.memoryUsage().heapUsed;
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed - before)), 5);
    try {
      await session.writeBody(sent);
      expect(await session.say('.')).toMatch(/^552 /);
    } finally {
      clearInterval(sampler);
      session.end();
    }
    // The heap: a parsed message would be all of it and more (the socket's dropped chunks are outside it, freed at the next collection).
    expect(peak).toBeLessThan(sent / 4);
    expect(await emailsOf(agent)).toEqual([]);
  }, 120_000);

  /** The receiver on its own, with small bounds and a record of what it hands on. */
  async function receiver(limits: Parameters<typeof startInboundMailServer>[0]['limits']) {
    const delivered: { bytes: number; agentIds: string[] }[] = [];
    const server = await startInboundMailServer({
      port: 0,
      host: '127.0.0.1',
      limits,
      agentOfAddress: async (address) => (address === 'leads-x@capture.test' ? 'agent-x' : undefined),
      deliver: async (message, _envelope, agentIds) => void delivered.push({ bytes: message.length, agentIds }),
      quotas: createRequestQuotas(t.db),
      logger: createLogger('silent'),
    });
    return { ...server, delivered };
  }

  it('reads a message only up to the limit: the parser gets nothing of one over it, and all of one under it', async () => {
    const server = await receiver({});
    try {
      let small = 0;
      for (const [bytes, answer] of [
        [INBOUND_MAIL_MAX_BYTES * 4, /^552 /],
        [64_000, /^250 /],
      ] as const) {
        const session = smtpSession(server.port);
        await session.reply();
        await session.say('EHLO sizes.test');
        await session.say(`MAIL FROM:<sizes-${bytes}@sizes.test>`);
        expect(await session.say('RCPT TO:<leads-x@capture.test>')).toMatch(/^250 /);
        await session.say('DATA');
        small = await session.writeBody(bytes);
        expect(await session.say('.')).toMatch(answer);
        session.end();
      }
      expect(server.delivered).toEqual([{ bytes: small, agentIds: ['agent-x'] }]);
      expect(server.peakBufferedBytes()).toBeLessThanOrEqual(INBOUND_MAIL_MAX_BYTES);
    } finally {
      await server.close();
    }
  });

  it('refuses the N+1th connection from one address (421), and any past the total, while others still connect', async () => {
    const server = await receiver({ maxConnections: 4, maxConnectionsPerAddress: 2 });
    const sessions: ReturnType<typeof smtpSession>[] = [];
    const open = (from: string) => {
      const session = smtpSession(server.port, from);
      sessions.push(session);
      return session.reply();
    };
    try {
      expect(await open('127.0.0.1')).toMatch(/^220 /);
      expect(await open('127.0.0.1')).toMatch(/^220 /);
      expect(await open('127.0.0.1')).toBe('421 Too many connections from 127.0.0.1; try again later');
      expect(await open('127.0.0.2')).toMatch(/^220 /);
      expect(await open('127.0.0.2')).toMatch(/^220 /);
      expect(await open('127.0.0.3')).toMatch(/^421 .*Too many connected clients/);
      // A closed session frees its place.
      sessions[0]!.end();
      await sessions[0]!.closed;
      await sessions[2]!.closed;
      await sessions[5]!.closed;
      await new Promise((resolve) => setImmediate(resolve));
      expect(await open('127.0.0.1')).toMatch(/^220 /);
    } finally {
      for (const session of sessions) session.end();
      await server.close();
    }
  });

  it('closes a session that stays silent past the idle timeout', async () => {
    const server = await receiver({ idleSeconds: 0.3 });
    const session = smtpSession(server.port);
    try {
      expect(await session.reply()).toMatch(/^220 /);
      expect(await session.say('EHLO idle.test')).toMatch(/^250 /);
      expect(await session.reply()).toMatch(/^421 .*Timeout/);
      await session.closed;
    } finally {
      session.end();
      await server.close();
    }
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
