import nodemailer from 'nodemailer';
import type { Logger } from '../../lib/logger.ts';
import type { EmailOutboxRepository } from './email-outbox.repository.ts';
import { sendHandingOver } from './smtp-hand-over.ts';

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is for (password-reset, team-invite, ...): kept in the outbox. */
  kind: string;
  userId?: string;
  /**
   * Sends the message once: a job that runs again (its worker died) finds it delivered and
   * sends nothing. Without it every call sends.
   */
  dedupeKey?: string;
  /** Messages to leads: replies go to the agent, the thread is known by its Message-ID. */
  replyTo?: string;
  messageId?: string;
  /** Shown as the sender's name beside the server's address ("Dana Agent via Porchlight"). */
  fromName?: string;
  headers?: Record<string, string>;
  /**
   * Called, and waited for, just before the message goes to the SMTP server (never for the
   * outbox, which is the delivery itself): a record of the hand-over made here tells a rerun
   * after a crash whether the message may have gone out. When it throws, nothing is sent.
   */
  onHandOver?: () => Promise<void>;
  /** Files the message carries (an appointment's .ics). */
  attachments?: { filename: string; contentType: string; content: string }[];
};

export type EmailProvider = {
  readonly driver: 'outbox' | 'smtp';
  send(email: OutgoingEmail): Promise<void>;
  close(): Promise<void>;
};

type Deps = {
  outbox: EmailOutboxRepository;
  logger: Logger;
  from: string;
  /**
   * Whether the outbox prints each message's text to the log. Never in production: a reset
   * link in a log is a way into the account for whoever reads the logs.
   */
  logBodies?: boolean;
};

const toEntry = (email: OutgoingEmail) => ({
  toAddress: email.to.toLowerCase(),
  subject: email.subject,
  textBody: email.text,
  htmlBody: email.html,
  kind: email.kind,
  userId: email.userId,
  dedupeKey: email.dedupeKey,
});

/** "Porchlight <no-reply@x>" → "no-reply@x". */
export const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

const alreadyDelivered = async (outbox: EmailOutboxRepository, email: OutgoingEmail) =>
  Boolean(email.dedupeKey) && (await outbox.hasDelivered(email.dedupeKey!));

/**
 * Local default: the outbox table is the delivery, and in development the log shows each
 * message so its links can be followed.
 */
export function createOutboxEmailProvider({ outbox, logger, logBodies = false }: Deps): EmailProvider {
  return {
    driver: 'outbox',
    async send(email) {
      if (await alreadyDelivered(outbox, email)) return;
      const id = await outbox.record(toEntry(email), 'stored');
      const fields = { emailId: id, to: email.to, subject: email.subject, kind: email.kind };
      if (logBodies) logger.info(fields, `E-mail kept in the outbox (no SMTP_URL):\n${email.text}`);
      else logger.warn(fields, 'E-mail kept in the outbox, not delivered: set SMTP_URL to send e-mail');
    },
    async close() {},
  };
}

/**
 * Production: SMTP through nodemailer; the outbox keeps a record of what went out or failed.
 * A MessageInDoubtError (no answer after the hand-over) means it may have gone out.
 */
export function createSmtpEmailProvider(smtpUrl: string, { outbox, logger, from }: Deps): EmailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    driver: 'smtp',
    async send(email) {
      if (await alreadyDelivered(outbox, email)) return;
      try {
        const mail = {
          from: email.fromName ? { name: email.fromName, address: addressOf(from) } : from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          replyTo: email.replyTo,
          messageId: email.messageId,
          headers: email.headers,
          attachments: email.attachments,
        };
        await sendHandingOver(transport, mail, email.onHandOver);
        await outbox.record(toEntry(email), 'sent');
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await outbox.record(toEntry(email), 'failed', message);
        logger.error({ to: email.to, subject: email.subject, err: message }, 'E-mail delivery failed');
        throw error;
      }
    },
    async close() {
      transport.close();
    },
  };
}

export function createEmailProvider(smtpUrl: string | undefined, deps: Deps): EmailProvider {
  return smtpUrl ? createSmtpEmailProvider(smtpUrl, deps) : createOutboxEmailProvider(deps);
}
