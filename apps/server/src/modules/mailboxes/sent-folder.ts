import type { ImapFlow } from 'imapflow';
import { imapClient, type MailboxSettings, type MailServerPolicy } from './email-account.ts';

/**
 * Mail services that file what their SMTP server sends in the Sent folder themselves (Gmail;
 * Exchange Online since 2018), so appending our copy would make a second one. Others get ours.
 */
const FILES_SENT_MAIL = new Set(['smtp.gmail.com', 'smtp.googlemail.com', 'smtp.office365.com', 'smtp-mail.outlook.com']);
export const filesSentMailItself = (smtpHost: string) => FILES_SENT_MAIL.has(smtpHost.trim().toLowerCase());

async function withMailbox<T>(settings: MailboxSettings, policy: MailServerPolicy, use: (client: ImapFlow) => Promise<T>): Promise<T> {
  const client = await imapClient(settings, policy);
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/**
 * The mailbox's Sent folder: the one marked \Sent (RFC 6154), which imapflow also infers from
 * the usual names ("Sent", "Sent Items", "Sent Messages", "[Gmail]/Sent Mail", in many languages)
 * when the server does not mark it.
 */
async function sentFolderOf(client: ImapFlow): Promise<string | undefined> {
  return (await client.list()).find((folder) => folder.specialUse === '\\Sent')?.path;
}

async function holds(client: ImapFlow, folder: string, messageId: string): Promise<boolean> {
  const lock = await client.getMailboxLock(folder, { readOnly: true });
  try {
    const found = await client.search({ header: { 'message-id': messageId } }, { uid: true });
    return Array.isArray(found) && found.length > 0;
  } finally {
    lock.release();
  }
}

/** Whether the Sent folder holds the message with this Message-ID. */
export function isInSentFolder(settings: MailboxSettings, policy: MailServerPolicy, messageId: string): Promise<boolean> {
  return withMailbox(settings, policy, async (client) => {
    const folder = await sentFolderOf(client);
    return folder !== undefined && (await holds(client, folder, messageId));
  });
}

/** Puts the message that went out in the Sent folder, read, unless it is there already (a rerun). */
export function copyToSentFolder(
  settings: MailboxSettings,
  policy: MailServerPolicy,
  messageId: string,
  raw: Buffer,
  sentAt: Date,
): Promise<'copied' | 'already there' | 'no Sent folder'> {
  return withMailbox(settings, policy, async (client) => {
    const folder = await sentFolderOf(client);
    if (!folder) return 'no Sent folder';
    if (await holds(client, folder, messageId)) return 'already there';
    await client.append(folder, raw, ['\\Seen'], sentAt);
    return 'copied';
  });
}
