import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import { z } from 'zod';

// The agent's own mailbox: presets for the big providers, and a real test of both servers
// before anything is saved.

export const EMAIL_PRESETS = {
  gmail: { label: 'Gmail', smtp_host: 'smtp.gmail.com', smtp_port: 465, smtp_secure: true, imap_host: 'imap.gmail.com', imap_port: 993, imap_secure: true },
  outlook: { label: 'Outlook / Microsoft 365', smtp_host: 'smtp.office365.com', smtp_port: 587, smtp_secure: false, imap_host: 'outlook.office365.com', imap_port: 993, imap_secure: true },
  icloud: { label: 'iCloud', smtp_host: 'smtp.mail.me.com', smtp_port: 587, smtp_secure: false, imap_host: 'imap.mail.me.com', imap_port: 993, imap_secure: true },
  yahoo: { label: 'Yahoo', smtp_host: 'smtp.mail.yahoo.com', smtp_port: 465, smtp_secure: true, imap_host: 'imap.mail.yahoo.com', imap_port: 993, imap_secure: true },
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

/** Loopback and private servers skip certificate checks only outside production (tests, local). */
const tlsOptions = (allowSelfSigned: boolean) => (allowSelfSigned ? { rejectUnauthorized: false } : undefined);

export const smtpTransport = (s: MailboxSettings, allowSelfSigned: boolean) =>
  nodemailer.createTransport({
    host: s.smtp_host,
    port: s.smtp_port,
    secure: s.smtp_secure,
    auth: { user: s.username, pass: s.password },
    tls: tlsOptions(allowSelfSigned),
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
  });

/** `idle` makes a client that sits in IDLE as soon as it is free (the mailbox watcher's). */
export const imapClient = (s: MailboxSettings, allowSelfSigned: boolean, options: { idle?: boolean } = {}) =>
  new ImapFlow({
    host: s.imap_host,
    port: s.imap_port,
    secure: s.imap_secure,
    auth: { user: s.username, pass: s.password },
    logger: false,
    tls: tlsOptions(allowSelfSigned),
    connectionTimeout: 15_000,
    // IDLE at once, and renewed every 10 minutes (servers end an IDLE after 30; NATs sooner).
    ...(options.idle ? { autoIdleDelay: 200, maxIdleTime: 10 * 60_000 } : { disableAutoIdle: true }),
  });

/** The server's own words: "535 Authentication failed: use an app password". */
export function serverError(error: unknown): string {
  const e = error as { response?: string; responseText?: string; serverResponseCode?: string; message?: string; authenticationFailed?: boolean };
  return (e.response ?? e.responseText ?? (e.authenticationFailed ? 'Authentication failed' : e.message) ?? String(error)).trim();
}

/** Signs in to both servers; answers the first failure in the server's words. */
export async function testMailbox(s: MailboxSettings, allowSelfSigned: boolean): Promise<{ ok: true } | { ok: false; server: 'SMTP' | 'IMAP'; error: string }> {
  const transport = smtpTransport(s, allowSelfSigned);
  try {
    await transport.verify();
  } catch (error) {
    return { ok: false, server: 'SMTP', error: serverError(error) };
  } finally {
    transport.close();
  }
  const client = imapClient(s, allowSelfSigned);
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.logout();
  } catch (error) {
    return { ok: false, server: 'IMAP', error: serverError(error) };
  }
  return { ok: true };
}
