import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { IN_DOUBT } from '../../providers/email/smtp-hand-over.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startMailboxPeer } from '../../../test/mailbox-peer.ts';
import { parseMail, startSmtpPeer } from '../../../test/smtp-peer.ts';
import { body, messagingAgent } from '../../../test/messaging-agent.ts';
import { filesSentMailItself } from './sent-folder.ts';

// Sends cut off part-way, in one process (the process kills are in test/fault-kill-email.test.ts),
// the References chain, and the copy in the agent's Sent folder.

let t: TestApp;
let serverMail: Awaited<ReturnType<typeof startSmtpPeer>>;
let mailbox: Awaited<ReturnType<typeof startMailboxPeer>>;
let gmailLike: Awaited<ReturnType<typeof startMailboxPeer>>;

beforeAll(async () => {
  serverMail = await startSmtpPeer();
  mailbox = await startMailboxPeer();
  gmailLike = await startMailboxPeer({ filesSentMail: true });
  t = await createTestApp({ SMTP_URL: serverMail.url, EMAIL_FROM: 'Porchlight <no-reply@porchlight.test>' });
});
afterAll(async () => {
  await t.close();
  await serverMail.close();
  await mailbox.close();
  await gmailLike.close();
});

async function emailOne(agent: Awaited<ReturnType<typeof messagingAgent>>, leadId: string, subject: string) {
  const res = await agent.post('/api/messages', { channel: 'email', lead_id: leadId, subject, body: 'Hello' });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
const statusOf = async (id: string) =>
  (await t.db.select({ status: messages.status, error: messages.error }).from(messages).where(eq(messages.id, id)))[0]!;
/** The send job's retry, due now instead of after its backoff. */
async function retryNow(id: string) {
  await t.db.execute(
    sql`update jobs set run_at = now() where state = 'queued' and queue = ${`${t.jobs.namespace}messaging.send`} and payload->>'messageId' = ${id}`,
  );
  await t.jobs.drain();
}
const withMessageId = (raws: string[], messageId: string) => raws.filter((raw) => parseMail(raw).headers.get('message-id') === messageId);

describe('an e-mail the mail server took without answering', () => {
  it('through the server mail: not sent again, marked "may have been delivered"', async () => {
    const agent = await messagingAgent(t);
    const lead = await agent.lead({ email: 'drop@lead.test' });
    serverMail.faults.faults.dropAnswers = 1;
    const id = await emailOne(agent, lead.id, 'Dropped');
    await t.jobs.drain();
    expect((await statusOf(id)).status).toBe('sending');
    await retryNow(id);
    expect(await statusOf(id)).toEqual({ status: 'failed', error: IN_DOUBT });
    expect(serverMail.to('drop@lead.test')).toHaveLength(1);
  });

  it('through a mailbox that files what it sends: found in the Sent folder, marked sent without asking the agent', async () => {
    const agent = await messagingAgent(t);
    expect((await agent.post('/api/email/account', gmailLike.account())).status).toBe(200);
    const lead = await agent.lead({ email: 'filed@lead.test' });
    gmailLike.faults.faults.dropAnswers = 1;
    const id = await emailOne(agent, lead.id, 'Filed');
    await t.jobs.drain();
    await retryNow(id);
    expect(await statusOf(id)).toEqual({ status: 'sent', error: null });
    expect(gmailLike.sent.filter((m) => m.to.includes('filed@lead.test'))).toHaveLength(1);
    expect(await body(agent.call(`/api/messages/${id}`))).toMatchObject({ status: 'sent' });
  });

  it('through a mailbox whose Sent folder does not have it: the agent is asked', async () => {
    const agent = await messagingAgent(t);
    expect((await agent.post('/api/email/account', mailbox.account())).status).toBe(200);
    const lead = await agent.lead({ email: 'unfiled@lead.test' });
    mailbox.faults.faults.dropAnswers = 1;
    const id = await emailOne(agent, lead.id, 'Unfiled');
    await t.jobs.drain();
    await retryNow(id);
    const { status, error } = await statusOf(id);
    expect({ status, error }).toEqual({
      status: 'failed',
      error: expect.stringContaining('it is not in your Sent folder; it may still have been delivered'),
    });
    expect(mailbox.sent.filter((m) => m.to.includes('unfiled@lead.test'))).toHaveLength(1);
  });
});

describe('an e-mail the mail server refused', () => {
  it('went nowhere: the retry sends it, and it arrives once', async () => {
    const agent = await messagingAgent(t);
    const lead = await agent.lead({ email: 'refused@lead.test' });
    serverMail.faults.faults.refuseAnswers = 1;
    const id = await emailOne(agent, lead.id, 'Refused once');
    await t.jobs.drain();
    expect((await statusOf(id)).status).toBe('queued');
    await retryNow(id);
    expect((await statusOf(id)).status).toBe('sent');
    expect(serverMail.to('refused@lead.test')).toHaveLength(1);
  });
});

describe('an attempt whose message another attempt took over (a lease lost while it was connecting)', () => {
  it('hands nothing over and leaves the message to the other', async () => {
    const agent = await messagingAgent(t);
    const lead = await agent.lead({ email: 'stale@lead.test' });
    serverMail.faults.faults.holdConnections = true;
    const before = serverMail.faults.connections;
    const id = await emailOne(agent, lead.id, 'Stale');
    const drained = t.jobs.drain();
    while (serverMail.faults.connections === before) await new Promise((r) => setTimeout(r, 10));
    // Another attempt claims it meanwhile (a claim sets the row's time).
    await t.db
      .update(messages)
      .set({ updatedAt: new Date(Date.now() + 1000) })
      .where(eq(messages.id, id));
    serverMail.faults.release();
    await drained;
    const [row] = await t.db
      .select({ status: messages.status, providerId: messages.providerId, error: messages.error })
      .from(messages)
      .where(eq(messages.id, id));
    expect(row).toEqual({ status: 'sending', providerId: null, error: null });
    expect(serverMail.to('stale@lead.test')).toHaveLength(0);
  });
});

describe("the agent's own mailbox", () => {
  it('keeps a copy of each e-mail in its Sent folder, once', async () => {
    const agent = await messagingAgent(t);
    expect((await agent.post('/api/email/account', mailbox.account())).status).toBe(200);
    const lead = await agent.lead({ email: 'copy@lead.test' });
    await emailOne(agent, lead.id, 'Copied');
    await t.jobs.drain();
    const messageId = parseMail(mailbox.sent.filter((m) => m.to.includes('copy@lead.test')).at(-1)!.raw).headers.get('message-id')!;
    const copies = withMessageId(mailbox.sentFolder(), messageId);
    expect(copies).toHaveLength(1);
    expect(parseMail(copies[0]!).headers.get('subject')).toBe('Copied');
    // The copy job again (a rerun after a crash): still one.
    await t.services.mailboxes.copyToSent({
      userId: agent.userId,
      messageIdHeader: messageId,
      rawBase64: Buffer.from(copies[0]!).toString('base64'),
      sentAt: new Date().toISOString(),
    });
    expect(withMessageId(mailbox.sentFolder(), messageId)).toHaveLength(1);
  });

  it("a reply's References carries the whole thread, its parent last", async () => {
    const agent = await messagingAgent(t);
    expect((await agent.post('/api/email/account', mailbox.account())).status).toBe(200);
    const lead = await agent.lead({ name: 'Gus Hale', email: 'gus@lead.test' });
    await emailOne(agent, lead.id, 'First');
    await t.jobs.drain();
    const first = parseMail(mailbox.sent.filter((m) => m.to.includes('gus@lead.test')).at(-1)!.raw).headers.get('message-id')!;
    mailbox.deliver(
      `From: Gus <gus@lead.test>\nTo: ${mailbox.account().from_address}\nSubject: Re: First\nMessage-ID: <gus-1@lead.test>\nIn-Reply-To: ${first}\nReferences: ${first}\n\nSounds good.\n`,
    );
    await t.services.mailboxes.pollMailbox(agent.userId);
    await emailOne(agent, lead.id, 'Second');
    await t.jobs.drain();
    const second = parseMail(mailbox.sent.filter((m) => m.to.includes('gus@lead.test')).at(-1)!.raw);
    expect(second.headers.get('in-reply-to')).toBe('<gus-1@lead.test>');
    expect(second.headers.get('references')).toBe(`${first} <gus-1@lead.test>`);
  });

  it('through a mailbox that files what it sends: no second copy', async () => {
    const agent = await messagingAgent(t);
    expect((await agent.post('/api/email/account', gmailLike.account())).status).toBe(200);
    const lead = await agent.lead({ email: 'once@lead.test' });
    await emailOne(agent, lead.id, 'Once');
    await t.jobs.drain();
    const messageId = parseMail(gmailLike.sent.filter((m) => m.to.includes('once@lead.test')).at(-1)!.raw).headers.get('message-id')!;
    expect(withMessageId(gmailLike.sentFolder(), messageId)).toHaveLength(1);
  });

  it("leaves Gmail's and Microsoft 365's Sent folders to them", () => {
    expect(['smtp.gmail.com', 'SMTP.office365.com', 'smtp.mail.me.com', '127.0.0.1'].map(filesSentMailItself)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
