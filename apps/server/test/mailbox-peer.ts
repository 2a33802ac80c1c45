// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the e2e project compiles this file without the server test folder
/// <reference path="./hoodiecrow-imap.d.ts" />
import type { AddressInfo, Socket } from 'node:net';
import hoodiecrow from 'hoodiecrow-imap';
import { SMTPServer } from 'smtp-server';
import { smtpFaults } from './smtp-faults.ts';

export const MAILBOX_USER = 'dana@agent-mail.test';
export const MAILBOX_PASSWORD = 'app-password-1234';
/** The mailbox's Sent folder, named as Outlook names it (marked \Sent, so found by the mark). */
const SENT_FOLDER = 'Sent Items';

/**
 * An agent's mailbox on loopback: a real SMTP server that demands the right password (and
 * answers "535 Authentication failed: use an app password" otherwise), and a real IMAP server
 * (hoodiecrow) holding INBOX, where a test drops the lead's reply, and a Sent folder (marked
 * \Sent). With `filesSentMail` its SMTP server files what it takes in Sent, as Gmail's does.
 */
export async function startMailboxPeer(options: { filesSentMail?: boolean } = {}) {
  const sent: { from: string | undefined; to: string[]; raw: string }[] = [];
  const faults = smtpFaults();
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
    onConnect: faults.onConnect,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const keep = () => {
          sent.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          if (options.filesSentMail) imap.appendMessage(SENT_FOLDER, ['\\Seen'], new Date(), raw);
        };
        faults.answer(session, keep, callback);
      });
    },
  });
  faults.watch(smtp);
  const smtpPort = await new Promise<number>((resolve) => {
    const net = smtp.listen(0, '127.0.0.1', () => resolve((net.address() as AddressInfo).port));
  });
  const imap = hoodiecrow({
    plugins: ['IDLE', 'UIDPLUS', 'SPECIAL-USE'],
    users: { [MAILBOX_USER]: { password: MAILBOX_PASSWORD } },
    storage: { INBOX: { messages: [] }, '': { separator: '/', folders: { [SENT_FOLDER]: { 'special-use': '\\Sent', messages: [] } } } },
  });
  const imapPort = await new Promise<number>((resolve) =>
    imap.listen(0, '127.0.0.1', () => resolve((imap.server.address() as AddressInfo).port)),
  );
  // A client may still be in IDLE when the test ends (an app in another process): close drops it.
  const imapSockets = new Set<Socket>();
  imap.server.on('connection', (socket: Socket) => {
    imapSockets.add(socket);
    socket.on('close', () => imapSockets.delete(socket));
  });
  return {
    sent,
    /** Sends cut off part-way: held, dropped or refused (smtp-faults.ts). */
    faults,
    /** The raw messages in the Sent folder, oldest first. */
    sentFolder: () => (imap.getMailbox(SENT_FOLDER).messages as { raw: string }[]).map((m) => m.raw),
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
      faults.release();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      const closed = new Promise<void>((resolve) => imap.close(() => resolve()));
      for (const socket of imapSockets) socket.destroy();
      await closed;
    },
  };
}
