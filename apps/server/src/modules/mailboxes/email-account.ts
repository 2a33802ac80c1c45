import net from 'node:net';
import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.ts';
import { OutboundError, resolveOutbound } from '../../lib/outbound-request.ts';
import { serverError } from '../../lib/server-error.ts';

// The agent's own mailbox: presets for the big providers, and a real test of both servers
// before anything is saved.

export const EMAIL_PRESETS = {
  gmail: {
    label: 'Gmail',
    smtp_host: 'smtp.gmail.com',
    smtp_port: 465,
    smtp_secure: true,
    imap_host: 'imap.gmail.com',
    imap_port: 993,
    imap_secure: true,
  },
  outlook: {
    label: 'Outlook / Microsoft 365',
    smtp_host: 'smtp.office365.com',
    smtp_port: 587,
    smtp_secure: false,
    imap_host: 'outlook.office365.com',
    imap_port: 993,
    imap_secure: true,
  },
  icloud: {
    label: 'iCloud',
    smtp_host: 'smtp.mail.me.com',
    smtp_port: 587,
    smtp_secure: false,
    imap_host: 'imap.mail.me.com',
    imap_port: 993,
    imap_secure: true,
  },
  yahoo: {
    label: 'Yahoo',
    smtp_host: 'smtp.mail.yahoo.com',
    smtp_port: 465,
    smtp_secure: true,
    imap_host: 'imap.mail.yahoo.com',
    imap_port: 993,
    imap_secure: true,
  },
} as const;

const port = z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535);
const host = z.string().trim().min(1, 'is required').max(253);
export const ConnectEmailAccountRequestSchema = z.object({
  from_name: z.string().trim().min(1, 'is required').max(100),
  from_address: z.email({ error: 'must be an e-mail address' }),
  username: z.string().trim().min(1, 'is required').max(254),
  password: z.string().min(1, 'is required').max(500),
  smtp_host: host,
  smtp_port: port,
  smtp_secure: z.boolean(),
  imap_host: host,
  imap_port: port,
  imap_secure: z.boolean(),
});
export type ConnectEmailAccountRequest = z.infer<typeof ConnectEmailAccountRequestSchema>;

export type MailboxSettings = Omit<ConnectEmailAccountRequest, 'from_name' | 'from_address'>;

/**
 * Outside production (tests, local) mail servers may be on loopback and private addresses and
 * skip certificate checks; in production neither.
 */
export type MailServerPolicy = { allowSelfSigned: boolean; allowPrivate: boolean };

/**
 * The server's name checked by the outbound guard (lib/outbound-request.ts) and pinned: the
 * connection goes to the address that was checked, the name stays the TLS name (SNI and the
 * certificate check). IPv4 first: every mail provider has it, not every machine routes IPv6.
 */
async function pinned(host: string, policy: MailServerPolicy) {
  const { hostname, addresses } = await resolveOutbound(host, policy);
  const address = (addresses.find((a) => a.family === 4) ?? addresses[0]!).address;
  const servername = net.isIP(hostname) ? undefined : hostname;
  return {
    address,
    servername,
    tls: { ...(policy.allowSelfSigned ? { rejectUnauthorized: false } : {}), ...(servername ? { servername } : {}) },
  };
}

/** 400 naming smtp_host or imap_host when it is (or resolves to) a private address; a name that does not resolve is left to the connection test, which says so. */
export async function checkMailServers(s: Pick<MailboxSettings, 'smtp_host' | 'imap_host'>, policy: MailServerPolicy) {
  for (const field of ['smtp_host', 'imap_host'] as const) {
    const refusal = await resolveOutbound(s[field], policy).then(
      () => undefined,
      (error: unknown) => (error instanceof OutboundError ? error.refusal : undefined),
    );
    if (refusal === 'private')
      throw new HttpError(400, `${field}: use your e-mail provider's server; addresses on a private network are not allowed`);
  }
}

export const smtpTransport = async (s: MailboxSettings, policy: MailServerPolicy) => {
  const server = await pinned(s.smtp_host, policy);
  return nodemailer.createTransport({
    host: server.address,
    port: s.smtp_port,
    secure: s.smtp_secure,
    auth: { user: s.username, pass: s.password },
    tls: server.tls,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
  });
};

/** `idle` makes a client that sits in IDLE as soon as it is free (the mailbox watcher's). */
export const imapClient = async (s: MailboxSettings, policy: MailServerPolicy, options: { idle?: boolean } = {}) => {
  const server = await pinned(s.imap_host, policy);
  return new ImapFlow({
    host: server.address,
    servername: server.servername,
    port: s.imap_port,
    secure: s.imap_secure,
    auth: { user: s.username, pass: s.password },
    logger: false,
    tls: server.tls,
    connectionTimeout: 15_000,
    // IDLE at once, and renewed every 10 minutes (servers end an IDLE after 30; NATs sooner).
    ...(options.idle ? { autoIdleDelay: 200, maxIdleTime: 10 * 60_000 } : { disableAutoIdle: true }),
  });
};

/** Signs in to both servers; answers the first failure in the server's words (or the guard's). */
export async function testMailbox(
  s: MailboxSettings,
  policy: MailServerPolicy,
): Promise<{ ok: true } | { ok: false; server: 'SMTP' | 'IMAP'; error: string }> {
  let transport: Awaited<ReturnType<typeof smtpTransport>> | undefined;
  try {
    transport = await smtpTransport(s, policy);
    await transport.verify();
  } catch (error) {
    return { ok: false, server: 'SMTP', error: serverError(error) };
  } finally {
    transport?.close();
  }
  try {
    const client = await imapClient(s, policy);
    client.on('error', () => undefined);
    await client.connect();
    await client.logout();
  } catch (error) {
    return { ok: false, server: 'IMAP', error: serverError(error) };
  }
  return { ok: true };
}
