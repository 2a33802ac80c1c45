import { EMAIL_KEPT_ISSUE, type EmailStatusResponse } from '@porchlight/domain/messaging/channel-status';
import { HttpError } from '../../lib/http-errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Logger } from '../../lib/logger.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import type { EmailProvider } from '../../providers/email/email-provider.ts';
import { checkMailServers, imapClient, testMailbox, type ConnectEmailAccountRequest, type MailboxSettings } from './email-account.ts';
import { createEmailSend } from './email-send.ts';
import { createMailboxReads } from './mailbox-reads.ts';
import type { MailboxMessagingPorts } from './mailboxes-ports.ts';
import type { EmailAccountRow, MailboxesRepository } from './mailboxes.repository.ts';

export type MailboxesDeps = {
  repo: MailboxesRepository;
  messaging: MailboxMessagingPorts;
  email: EmailProvider;
  jobs: JobQueue;
  logger: Logger;
  appUrl: string;
  appSecret: string;
  /** Former APP_SECRETs: passwords sealed under them still open. */
  appSecretPrevious?: readonly string[];
  /** Loopback mail servers in tests and development use self-signed certificates. */
  allowSelfSignedMail: boolean;
  /**
   * Development and tests use mail servers on loopback; production refuses mail servers on a
   * private network, so an account's settings cannot make the server probe its own network.
   */
  allowPrivateMailHosts: boolean;
  /** Starts reading a newly connected mailbox for replies (its job chain). */
  onMailboxConnected?: (userId: string) => Promise<unknown>;
  /** Stops watching a mailbox the agent disconnected. */
  onMailboxDisconnected?: (userId: string) => Promise<unknown>;
  onLeadEmail?: Parameters<typeof createMailboxReads>[0]['onLeadEmail'];
};

/** The agent's own mailbox (IMAP and SMTP), e-mail to leads through it or the server's mail, and its status. */
export function createMailboxesService(deps: MailboxesDeps) {
  const { repo, messaging, logger } = deps;
  const passwords = createSecretBox(deps.appSecret, 'email-account-password', deps.appSecretPrevious);
  const mailServers = { allowSelfSigned: deps.allowSelfSignedMail, allowPrivate: deps.allowPrivateMailHosts };
  const settingsOf = (account: EmailAccountRow): MailboxSettings => ({
    username: account.username,
    password: passwords.open(account.passwordEncrypted),
    imap_host: account.imapHost,
    imap_port: account.imapPort,
    imap_secure: account.imapSecure,
    smtp_host: account.smtpHost,
    smtp_port: account.smtpPort,
    smtp_secure: account.smtpSecure,
  });
  const emailSend = createEmailSend({
    repo,
    agent: messaging.agent,
    email: deps.email,
    jobs: deps.jobs,
    logger,
    mailHost: new URL(deps.appUrl).hostname,
    unsubscribeUrl: messaging.unsubscribeUrl,
    mailServers,
    mailboxSettings: settingsOf,
  });
  const reads = createMailboxReads({ repo, messaging, onLeadEmail: deps.onLeadEmail, settingsOf, mailServers, logger });

  async function emailStatus(userId: string): Promise<EmailStatusResponse> {
    const [settings, account, agent] = await Promise.all([messaging.settings(userId), repo.emailAccount(userId), messaging.agent(userId)]);
    const issues: string[] = [];
    if (!agent?.emailVerified) issues.push('Verify your e-mail address to send e-mail to leads');
    if (!settings.emailEnabled) issues.push('E-mail to leads is turned off');
    if (!account) issues.push('Email account not connected');
    if (account?.lastError) issues.push(`Your mailbox could not be read: ${account.lastError}`);
    if (!agent?.emailNotificationsEnabled) issues.push('Email notifications are disabled');
    // Without a mailbox of the agent's, the server's mail sends it: the outbox (no SMTP_URL) sends nothing.
    const delivers = Boolean(account) || deps.email.driver === 'smtp';
    if (!delivers) issues.push(EMAIL_KEPT_ISSUE);
    return {
      success: true,
      enabled: settings.emailEnabled,
      hasConnectedAccounts: Boolean(account),
      emailNotificationsEnabled: Boolean(agent?.emailNotificationsEnabled),
      issues,
      status: 'active',
      emailVerified: Boolean(agent?.emailVerified),
      delivers,
    };
  }

  /** The channel messaging sends e-mail through. */
  const channel = {
    /** The agent's mailbox address, else their own (the server's mail sends for them); 409 when e-mail to leads is off. */
    async sender(userId: string, agentEmail: string) {
      const settings = await messaging.settings(userId);
      if (!settings.emailEnabled) throw new HttpError(409, 'E-mail to leads is turned off in Settings > Notifications');
      return (await repo.emailAccount(userId))?.fromAddress ?? agentEmail;
    },
    deliver: emailSend.deliver,
    interrupted: emailSend.interrupted,
    requeueNeverHandedOver: emailSend.requeueNeverHandedOver,
    queueSentCopy: emailSend.queueSentCopy,
  };

  return {
    channel,
    emailStatus,
    pollMailbox: reads.pollMailbox,
    copyToSent: emailSend.copyToSent,
    hasMailbox: async (userId: string) => Boolean(await repo.emailAccount(userId)),
    mailboxesToRead: () => repo.emailAccountsToPoll(),

    async setEmailEnabled(userId: string, enabled: boolean) {
      await messaging.saveSettings(userId, { emailEnabled: enabled });
      return emailStatus(userId);
    },

    async emailAccount(userId: string) {
      const a = await repo.emailAccount(userId);
      return {
        account: a
          ? {
              from_name: a.fromName,
              from_address: a.fromAddress,
              username: a.username,
              smtp_host: a.smtpHost,
              smtp_port: a.smtpPort,
              smtp_secure: a.smtpSecure,
              imap_host: a.imapHost,
              imap_port: a.imapPort,
              imap_secure: a.imapSecure,
              last_error: a.lastError,
              connected_at: a.connectedAt.toISOString(),
            }
          : null,
      };
    },

    /** Tests both servers with the agent's details, then keeps them (the password encrypted). */
    async connectEmailAccount(userId: string, body: ConnectEmailAccountRequest) {
      await checkMailServers(body, mailServers);
      const result = await testMailbox(body, mailServers);
      if (!result.ok) throw new HttpError(422, `${result.server}: ${result.error}`, { server: result.server });
      await repo.saveEmailAccount({
        userId,
        fromName: body.from_name,
        fromAddress: body.from_address.toLowerCase(),
        username: body.username,
        passwordEncrypted: passwords.seal(body.password),
        smtpHost: body.smtp_host,
        smtpPort: body.smtp_port,
        smtpSecure: body.smtp_secure,
        imapHost: body.imap_host,
        imapPort: body.imap_port,
        imapSecure: body.imap_secure,
      });
      // Start reading replies from now on: what is already in the mailbox is the agent's past.
      await reads.pollMailboxFromNow(userId).catch((err: unknown) => logger.warn({ err, userId }, 'First mailbox read failed'));
      await deps.onMailboxConnected?.(userId);
      return this.emailAccount(userId);
    },

    /** A client for the agent's mailbox that IDLEs when free (not connected yet); undefined without one. */
    async openMailboxClient(userId: string) {
      const account = await repo.emailAccount(userId);
      if (!account) return undefined;
      return imapClient(settingsOf(account), mailServers, { idle: true });
    },

    async disconnectEmailAccount(userId: string) {
      await repo.removeEmailAccount(userId);
      await deps.onMailboxDisconnected?.(userId);
    },

    /** Mailbox passwords sealed under a former APP_SECRET, sealed again under the current one. */
    async resealPasswords(): Promise<number> {
      let resealed = 0;
      for (const row of await repo.sealedPasswords()) {
        const next = passwords.reseal(row.sealed);
        if (!next) continue;
        await repo.replaceSealedPassword(row.userId, row.sealed, next);
        resealed += 1;
      }
      return resealed;
    },
  };
}

export type MailboxesService = ReturnType<typeof createMailboxesService>;
