import { describe, expect, it, onTestFinished } from 'vitest';
import { eventually, killableServer, signUpOn } from './killable-server.ts';
import type { ServerProcess } from './server-process.ts';
import { startMailboxPeer } from './mailbox-peer.ts';
import { parseMail, startSmtpPeer } from './smtp-peer.ts';

// An e-mail to a lead when the server is killed with SIGKILL mid-send (decision 047): one that
// never reached the mail server is sent again, once; one the mail server took is found in the
// agent's Sent folder and marked sent, without asking the agent. Real processes on both
// databases; the mail servers are loopback peers that count what they take.

/** The last e-mail to `to` in the server's outbox (no SMTP_URL, DEV_MAILBOX). */
const fromOutbox = (server: ServerProcess) => async (to: string) => {
  const outbox = (await (await server.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { messages: { text: string }[] };
  return outbox.messages[0]!.text;
};

/** An agent with a verified address (the link in the e-mail `readMail` finds, followed) and a lead. */
async function agentWithLead(server: ServerProcess, readMail: (to: string) => Promise<string>, leadEmail: string) {
  const agent = await signUpOn(server);
  expect((await agent.post('/api/auth/send-verification-email', { email: agent.email })).status).toBe(200);
  const link = new URL(/(http\S+verify-email\S+)/.exec(await readMail(agent.email))![1]!);
  expect((await server.request(link.pathname + link.search, { redirect: 'manual' })).status).toBe(302);
  const lead = (await (await agent.post('/api/leads', { name: 'Ana Lopez', email: leadEmail })).json()) as { id: string };
  const email = async (subject: string) => {
    const res = await agent.post('/api/messages', { channel: 'email', lead_id: lead.id, subject, body: 'Hello' });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const statusOf = async (id: string) => {
    const body = (await (await agent.call(`/api/messages/${id}`)).json()) as { status: string; error: string | null };
    return { status: body.status, error: body.error };
  };
  return { agent, email, statusOf };
}

describe('an e-mail killed mid-send', () => {
  it('before the mail server had it: sent again after the restart, and it arrives once', async () => {
    const peer = await startSmtpPeer();
    onTestFinished(peer.close);
    const { server } = await killableServer({ SMTP_URL: peer.url });
    const { email, statusOf } = await agentWithLead(server, async (to) => parseMail(peer.to(to).at(-1)!.raw).text!, 'before@lead.test');

    peer.faults.faults.holdConnections = true;
    const before = peer.faults.connections;
    const id = await email('Killed while connecting');
    // The send is connecting to the mail server: nothing handed over yet.
    await eventually(
      async () => peer.faults.connections,
      (n) => n > before,
    );
    await server.kill();
    peer.faults.release();
    await server.start();

    const done = await eventually(
      () => statusOf(id),
      (s) => s.status === 'sent' || s.status === 'failed',
      60_000,
    );
    expect(done).toEqual({ status: 'sent', error: null });
    expect(peer.to('before@lead.test')).toHaveLength(1);
  }, 120_000);

  it("after the agent's mail server had it and filed it in Sent: marked sent, not sent again", async () => {
    const mailbox = await startMailboxPeer({ filesSentMail: true });
    onTestFinished(mailbox.close);
    const { server } = await killableServer();
    const { agent, email, statusOf } = await agentWithLead(server, fromOutbox(server), 'after@lead.test');
    expect((await agent.post('/api/email/account', mailbox.account())).status).toBe(200);

    mailbox.faults.faults.holdAnswers = true;
    const id = await email('Killed before the answer');
    // The whole message reached the mail server, which has not answered yet.
    await eventually(
      async () => mailbox.faults.answersHeld,
      (n) => n === 1,
    );
    await server.kill();
    mailbox.faults.release();
    await server.start();

    const done = await eventually(
      () => statusOf(id),
      (s) => s.status === 'sent' || s.status === 'failed',
      60_000,
    );
    expect(done).toEqual({ status: 'sent', error: null });
    expect(mailbox.sent.filter((m) => m.to.includes('after@lead.test'))).toHaveLength(1);
  }, 120_000);
});
