import { z } from 'zod';
import { replyThreading } from '@porchlight/domain/messaging/email-threading';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Logger } from '../../lib/logger.ts';
import type { EmailProvider } from '../../providers/email/email-provider.ts';
import { IN_DOUBT, MessageInDoubtError, SendTakenOverError, sendHandingOver } from '../../providers/email/smtp-hand-over.ts';
import { smtpTransport, type MailboxSettings, type MailServerPolicy } from './email-account.ts';
import { createEmailSendRepository } from './email-send.repository.ts';
import type { messages } from '../../db/schema/index.ts';
import type { JobExecutor } from '../../jobs/job-store.ts';
import type { EmailAccountRow, MailboxesRepository } from './mailboxes.repository.ts';
import { copyToSentFolder, filesSentMailItself, isInSentFolder } from './sent-folder.ts';

// E-mail to a lead, sent so that a crash leaves no doubt it need not (decision 047): the
// hand-over to SMTP is recorded before the message goes out; a rerun that finds no record sends
// it again, one that finds it looks in the agent's Sent folder before asking the agent.

export const SENT_COPY_QUEUE = 'messaging.sent-copy';
export const SentCopySchema = z.object({ userId: z.string(), messageIdHeader: z.string(), rawBase64: z.string(), sentAt: z.string() });
export type SentCopy = z.infer<typeof SentCopySchema>;

const NOT_IN_SENT_FOLDER =
  'Sending was cut off after your mail server had the message, and it is not in your Sent folder; it may still have been delivered. Check before you retry.';

type MessageRow = typeof messages.$inferSelect;

export type EmailSendDeps = {
  repo: MailboxesRepository;
  /** The agent's name and address (messaging), for mail the server sends for them. */
  agent: (userId: string) => Promise<{ name: string; email: string } | undefined>;
  email: EmailProvider;
  jobs: JobQueue;
  logger: Logger;
  /** The host part of our Message-IDs. */
  mailHost: string;
  unsubscribeUrl: (leadId: string) => string;
  /** The account's server settings with its password opened. */
  mailboxSettings: (account: EmailAccountRow) => MailboxSettings;
  /** How the agent's mail servers are reached (the outbound guard, self-signed certificates). */
  mailServers: MailServerPolicy;
};

/** What a rerun finds of an e-mail its attempt left "sending". */
export type InterruptedEmail =
  { outcome: 'never handed over' } | { outcome: 'sent'; providerId: string } | { outcome: 'in doubt'; reason: string };

export function createEmailSend(deps: EmailSendDeps) {
  const { repo, logger } = deps;
  const sends = createEmailSendRepository(repo.db);
  const mailboxOf = async (userId: string) => {
    const account = await repo.emailAccount(userId);
    return account && { account, settings: deps.mailboxSettings(account) };
  };

  /**
   * Sends a claimed ("sending") e-mail: through the agent's own mailbox when connected, else the
   * server's mail from the agent's name. Answers its Message-ID, and the bytes that went out
   * when they belong in the agent's Sent folder. A refusal by the server forgets the hand-over
   * (nothing went out); no answer after it throws MessageInDoubtError, the record kept.
   */
  async function deliver(message: MessageRow): Promise<{ providerId: string; sentCopy?: Buffer; kept?: boolean }> {
    const [mailbox, agent] = await Promise.all([mailboxOf(message.userId), deps.agent(message.userId)]);
    const messageId = `<${message.id}@${deps.mailHost}>`;
    const threading = message.leadId ? replyThreading(await sends.threadMessageIds(message.userId, message.leadId, message.id)) : undefined;
    const unsubscribe = message.leadId ? deps.unsubscribeUrl(message.leadId) : undefined;
    const text = message.bulkId && unsubscribe ? `${message.body}\n\n--\nUnsubscribe: ${unsubscribe}` : message.body;
    const headers: Record<string, string> = unsubscribe
      ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : {};
    if (threading) Object.assign(headers, { 'In-Reply-To': threading.inReplyTo, References: threading.references.join(' ') });
    let handedOver = false;
    const onHandOver = async () => {
      if (!(await sends.recordHandOver(message.id, message.updatedAt, messageId))) throw new SendTakenOverError();
      handedOver = true;
    };
    try {
      if (!mailbox) {
        // No mailbox connected: the app's own mail sends it for the agent; replies go to them.
        await deps.email.send({
          to: message.toAddress!,
          subject: message.subject ?? '',
          text,
          kind: 'lead-message',
          userId: message.userId,
          dedupeKey: `message:${message.id}`,
          replyTo: agent?.email,
          fromName: agent?.name,
          messageId,
          headers,
          attachments: message.attachments ?? undefined,
          onHandOver,
        });
        // The outbox (no SMTP_URL) is the delivery in development: the message never left.
        return { providerId: messageId, kept: deps.email.driver === 'outbox' };
      }
      const { account, settings } = mailbox;
      const transport = await smtpTransport(settings, deps.mailServers);
      try {
        const raw = await sendHandingOver(
          transport,
          {
            from: { name: account.fromName, address: account.fromAddress },
            to: message.toAddress!,
            subject: message.subject ?? '',
            text,
            messageId,
            headers,
            attachments: message.attachments ?? undefined,
          },
          onHandOver,
        );
        return { providerId: messageId, sentCopy: filesSentMailItself(account.smtpHost) ? undefined : raw };
      } finally {
        transport.close();
      }
    } catch (error) {
      if (handedOver && !(error instanceof MessageInDoubtError)) await sends.forgetHandOver(message.id);
      throw error;
    }
  }

  /**
   * An e-mail found "sending" (its attempt died or lost the connection): never handed over, it
   * is sent again; handed over, it is sent if the agent's Sent folder holds its Message-ID, and
   * otherwise in doubt: only the agent can tell (the lead, their mail server's records).
   */
  async function interrupted(message: MessageRow): Promise<InterruptedEmail> {
    if (!message.providerId) return { outcome: 'never handed over' };
    const mailbox = await mailboxOf(message.userId);
    if (!mailbox) return { outcome: 'in doubt', reason: IN_DOUBT };
    try {
      if (await isInSentFolder(mailbox.settings, deps.mailServers, message.providerId))
        return { outcome: 'sent', providerId: message.providerId };
    } catch (err) {
      logger.warn({ err, messageId: message.id }, 'Could not look in the Sent folder for an e-mail in doubt');
      return { outcome: 'in doubt', reason: IN_DOUBT };
    }
    return { outcome: 'in doubt', reason: NOT_IN_SENT_FOLDER };
  }

  return {
    deliver,
    interrupted,
    requeueNeverHandedOver: sends.requeueNeverHandedOver,

    /** Queues the copy for the agent's Sent folder, in the transaction that records the send. */
    queueSentCopy(tx: JobExecutor, message: MessageRow, messageIdHeader: string, raw: Buffer, sentAt: Date) {
      const copy: SentCopy = { userId: message.userId, messageIdHeader, rawBase64: raw.toString('base64'), sentAt: sentAt.toISOString() };
      return deps.jobs.enqueue(tx, SENT_COPY_QUEUE, copy, { accountId: message.userId, uniqueKey: message.id });
    },

    /** The sent-copy job: the message into the mailbox's Sent folder once (nothing if the mailbox is gone). */
    async copyToSent(copy: SentCopy) {
      const mailbox = await mailboxOf(copy.userId);
      if (!mailbox) return;
      const result = await copyToSentFolder(
        mailbox.settings,
        deps.mailServers,
        copy.messageIdHeader,
        Buffer.from(copy.rawBase64, 'base64'),
        new Date(copy.sentAt),
      );
      if (result === 'no Sent folder')
        logger.warn({ userId: copy.userId }, 'The mailbox has no Sent folder: the sent e-mail was not copied there');
    },
  };
}

export type EmailSend = ReturnType<typeof createEmailSend>;
