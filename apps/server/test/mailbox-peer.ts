// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the e2e project compiles this file without the server test folder
/// <reference path="./hoodiecrow-imap.d.ts" />
import type { AddressInfo, Socket } from 'node:net';
import hoodiecrow from 'hoodiecrow-imap';
import { SMTPServer } from 'smtp-server';

export const MAILBOX_USER = 'dana@agent-mail.test';
export const MAILBOX_PASSWORD = 'app-password-1234';

/**
 * An agent's mailbox on loopback: a real SMTP server that demands the right password (and
 * answers "535 Authentication failed: use an app password" otherwise), and a real IMAP server
 * (hoodiecrow) holding INBOX, where a test drops the lead's reply.
 */
export async function startMailboxPeer() {
  const sent: { from: string | undefined; to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === MAILBOX_USER && auth.password === MAILBOX_PASSWORD) return callback(null, { user: auth.username });
      const error = Object.assign(new Error('Authentication failed: use an app password'), { responseCode: 535 });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        sent.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  const smtpPort = await new Promise<number>((resolve) => {
    const net = smtp.listen(0, '127.0.0.1', () => resolve((net.address() as AddressInfo).port));
  });
  const imap = hoodiecrow({ plugins: ['IDLE', 'UIDPLUS'], users: { [MAILBOX_USER]: { password: MAILBOX_PASSWORD } }, storage: { INBOX: { messages: [] } } });
  const imapPort = await new Promise<number>((resolve) => imap.listen(0, '127.0.0.1', () => resolve((imap.server.address() as AddressInfo).port)));
  // A client may still be in IDLE when the test ends (an app in another process): close drops it.
  const imapSockets = new Set<Socket>();
  imap.server.on('connection', (socket: Socket) => {
    imapSockets.add(socket);
    socket.on('close', () => imapSockets.delete(socket));
  });
  return {
    sent,
    smtpPort,
    imapPort,
    /** The account form as the agent fills it for these servers. */
    account: (password = MAILBOX_PASSWORD) => ({
      from_name: 'Dana Agent',
      from_address: MAILBOX_USER,
      username: MAILBOX_USER,
      password,
      smtp_host: '127.0.0.1',
      smtp_port: smtpPort,
      smtp_secure: false,
      imap_host: '127.0.0.1',
      imap_port: imapPort,
      imap_secure: false,
    }),
    /** A message arrives in the agent's INBOX. */
    deliver: (raw: string) => void imap.appendMessage('INBOX', [], new Date(), raw.replace(/\r?\n/g, '\r\n')),
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      const closed = new Promise<void>((resolve) => imap.close(() => resolve()));
      for (const socket of imapSockets) socket.destroy();
      await closed;
    },
  };
}
