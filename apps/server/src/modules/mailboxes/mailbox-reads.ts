import { simpleParser } from 'mailparser';
import { looksLikeLeadEmail } from '@porchlight/domain/lead-capture/portal-lead-email';
import type { Logger } from '../../lib/logger.ts';
import { serverError } from '../../lib/server-error.ts';
import { imapClient, type MailboxSettings, type MailServerPolicy } from './email-account.ts';
import type { EmailAccountRow, MailboxesRepository } from './mailboxes.repository.ts';
import type { MailboxMessagingPorts } from './mailboxes-ports.ts';

export type MailboxReadsDeps = {
  repo: MailboxesRepository;
  messaging: Pick<MailboxMessagingPorts, 'recordInbound'>;
  /** A new-lead e-mail from a portal (not from a lead) found in the agent's mailbox, with the message as it came (its DKIM signatures are checked). */
  onLeadEmail?: (
    userId: string,
    mail: { messageId: string; from: string; subject: string; text: string; html: string | null },
    source: Buffer,
  ) => Promise<unknown>;
  /** The account's server settings with its password opened. */
  settingsOf: (account: EmailAccountRow) => MailboxSettings;
  mailServers: MailServerPolicy;
  logger: Logger;
};

/** Reading the agent's INBOX for replies from leads (and portals' new-lead e-mails). */
export function createMailboxReads(deps: MailboxReadsDeps) {
  const { repo, logger, mailServers } = deps;

  /** Reads new mail in the agent's INBOX and keeps the replies from leads. */
  async function pollMailbox(userId: string) {
    const account = await repo.emailAccount(userId);
    if (!account) return;
    const client = await imapClient(deps.settingsOf(account), mailServers);
    client.on('error', (err: unknown) => logger.warn({ err, userId }, 'IMAP connection error'));
    let lastUid = account.imapLastUid;
    let validity = account.imapUidValidity;
    try {
      await client.connect();
      const lock = await client.getMailboxLock('INBOX');
      try {
        const mailbox = client.mailbox;
        const currentValidity = mailbox && typeof mailbox === 'object' ? String(mailbox.uidValidity) : null;
        if (validity && currentValidity && validity !== currentValidity) lastUid = 0;
        validity = currentValidity;
        for await (const msg of client.fetch({ uid: `${lastUid + 1}:*` }, { uid: true, source: true }, { uid: true })) {
          if (msg.uid <= lastUid || !msg.source) continue;
          lastUid = msg.uid;
          const parsed = await simpleParser(msg.source);
          const fromAddress = parsed.from?.value[0]?.address?.toLowerCase();
          if (!fromAddress || fromAddress === account.fromAddress.toLowerCase()) continue;
          const refs = [
            parsed.inReplyTo,
            ...(Array.isArray(parsed.references) ? parsed.references : parsed.references ? [parsed.references] : []),
          ].filter((r): r is string => Boolean(r));
          const leadId = await repo.routeInboundEmail(userId, fromAddress, refs);
          if (!leadId) {
            // Not from a lead: the agent's own mail stays theirs, but a portal's new-lead e-mail is handed on.
            const subject = parsed.subject ?? '';
            const from = parsed.from?.text ?? fromAddress;
            if (deps.onLeadEmail && looksLikeLeadEmail({ from, subject })) {
              const html = typeof parsed.html === 'string' ? parsed.html : null;
              await deps.onLeadEmail(
                userId,
                {
                  messageId: parsed.messageId ?? `<imap-${validity}-${msg.uid}@${account.imapHost}>`,
                  from,
                  subject,
                  text: parsed.text ?? '',
                  html,
                },
                msg.source,
              );
            }
            continue;
          }
          const text = (parsed.text ?? '').trim();
          await deps.messaging.recordInbound(userId, leadId, {
            type: 'email',
            from: fromAddress,
            to: account.fromAddress,
            subject: parsed.subject ?? null,
            body: text,
            providerId: parsed.messageId ?? `<imap-${validity}-${msg.uid}@${account.imapHost}>`,
            inReplyTo: parsed.inReplyTo ?? null,
          });
        }
      } finally {
        lock.release();
      }
      await client.logout();
      await repo.setImapProgress(userId, lastUid, validity, null);
    } catch (error) {
      await repo.setImapProgress(userId, lastUid, validity, serverError(error));
      throw error;
    }
  }

  /** Marks everything already in INBOX as read by us, so only mail after connecting counts. */
  async function pollMailboxFromNow(userId: string) {
    const account = await repo.emailAccount(userId);
    if (!account) return;
    const client = await imapClient(deps.settingsOf(account), mailServers);
    client.on('error', () => undefined);
    await client.connect();
    try {
      const status = await client.status('INBOX', { uidNext: true, uidValidity: true });
      if (status)
        await repo.setImapProgress(
          userId,
          Math.max(0, Number(status.uidNext ?? 1) - 1),
          status.uidValidity ? String(status.uidValidity) : null,
          null,
        );
    } finally {
      await client.logout();
    }
  }

  return { pollMailbox, pollMailboxFromNow };
}
