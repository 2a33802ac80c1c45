import { EMAIL_NOT_VERIFIED_CODE, VERIFY_EMAIL_FIRST } from '@porchlight/domain/messaging/email-verification';
import { MESSAGE_REALTIME_KIND } from '@porchlight/domain/realtime/realtime-events';
import crypto from 'node:crypto';
import { simpleParser } from 'mailparser';
import { looksLikeLeadEmail } from '@porchlight/domain/lead-capture/portal-lead-email';
import { EMAIL_KEPT_ISSUE, type EmailStatusResponse, type SmsStatusResponse } from '@porchlight/domain/messaging/channel-status';
import { BULK_RECIPIENTS_MAX, type AudienceFilter, type BulkPreviewRequest, type BulkPreviewResponse, type BulkSendRequest, type BulkSendResponse, type BulkStatusResponse, type ConnectSmsAccountRequest, type ConversationListQuery, type MessageChannel, type MessageResponse, type MessageStatus, type SendMessageRequest, type SmsSettingsRequest, type TemplateRequest, type ThreadResponse } from '@porchlight/domain/messaging/message-schemas';
import { leadTimeZone, smsSendWindow } from '@porchlight/domain/messaging/send-window';
import { helpReply, optInReply, optOutReply, smsKeyword } from '@porchlight/domain/messaging/sms-keywords';
import { toE164 } from '@porchlight/domain/messaging/phone';
import { renderTemplate, withSignature, type MergeContext } from '@porchlight/domain/messaging/merge-fields';
import { missingStarters } from '@porchlight/domain/messaging/starter-templates';
import { propertyMergeFields } from '@porchlight/domain/messaging/property-card';
import type { SendRequest } from '@porchlight/domain/messaging/send-request';
import type { EventLog } from '../../events/event-log.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { LimitReachedError, type LimitGuard } from '../billing/limit-guard.ts';
import type { EmailProvider } from '../../providers/email/email-provider.ts';
import { MaybeSentSmsError, PermanentSmsError, createTwilioSmsProvider, verifyTwilioAccount, type SmsProvider } from '../../providers/sms/sms-provider.ts';
import type { SmsNumbersService } from './sms-numbers.service.ts';
import { checkMailServers, imapClient, serverError, testMailbox, type ConnectEmailAccountRequest } from './email-account.ts';
import { SendTakenOverError, createEmailSend } from './email-send.ts';
import { MessageInDoubtError } from '../../providers/email/smtp-hand-over.ts';
import { toMessageResponse, type Executor, type MessagePageQuery, type MessageRow, type MessagingRepository } from './messaging.repository.ts';
import { createSecretBox, isSignedToken, signedToken } from '../../lib/secret-box.ts';


type AgentRow = { name: string; email: string; phone: string | null; brokerage: string | null; licenseNumber: string | null; website: string | null; signature: string | null };
/** The {{agent.*}} merge fields, from the agent's account and profile. */
const agentFields = (agent: AgentRow): MergeContext['agent'] => ({
  name: agent.name,
  email: agent.email,
  phone: agent.phone,
  brokerage: agent.brokerage,
  licenseNumber: agent.licenseNumber,
  website: agent.website,
  signature: agent.signature,
});
export const SEND_QUEUE = 'messaging.send';
export const IMAP_POLL_QUEUE = 'messaging.imap-poll';
export const SMS_WEBHOOK_INBOUND_PATH = '/api/sms/webhooks/inbound';
export const SMS_WEBHOOK_STATUS_PATH = '/api/sms/webhooks/status';
export const UNSUBSCRIBE_PATH = '/api/messaging/unsubscribe';
/** What a message event tells the agent's open inboxes (ids only). */
export const LEAD_NOT_FOUND = 'Lead not found';

export type MessagingDeps = {
  repo: MessagingRepository;
  jobs: JobQueue;
  eventLog: EventLog;
  limits: LimitGuard;
  email: EmailProvider;
  sms: SmsProvider;
  /** Each account's own texting number, and whose a text sent to a number is (decision 044). */
  smsNumbers: SmsNumbersService;
  logger: Logger;
  appUrl: string;
  appSecret: string;
  /** Former APP_SECRETs: credentials and unsubscribe links made under them still open. */
  appSecretPrevious?: readonly string[];
  emailFrom: string;
  /** Where agents' own Twilio clients send their requests (tests, proxies); Twilio itself when unset. */
  twilioApiUrl?: string;
  /** Loopback mail servers in tests and development use self-signed certificates. */
  allowSelfSignedMail: boolean;
  /**
   * Development and tests use mail servers on loopback; production refuses mail servers on a
   * private network, so an account's settings cannot make the server probe its own network.
   */
  allowPrivateMailHosts: boolean;
  publish: (userId: string, kind: string, data: Record<string, unknown>) => Promise<void>;
  /** Starts reading a newly connected mailbox for replies (its job chain). */
  onMailboxConnected?: (userId: string) => Promise<unknown>;
  /** A new-lead e-mail from a portal (not from a lead) found in the agent's mailbox, with the message as it came (its DKIM signatures are checked). */
  onLeadEmail?: (userId: string, mail: { messageId: string; from: string; subject: string; text: string; html: string | null }, source: Buffer) => Promise<unknown>;
  /** Stops watching a mailbox the agent disconnected. */
  onMailboxDisconnected?: (userId: string) => Promise<unknown>;
  /**
   * Asked before an automatic message (one with a request key: the instant reply, a flow's, an
   * alert's) is queued: lead-capture's rules for leads who came in by themselves. It throws to
   * refuse (the reason reaches the agent); `fromStranger` keeps the lead's own words out of the subject.
   */
  checkAutomaticSend?: (userId: string, send: { leadId: string; channel: MessageChannel; to: string; from: string | null }) => Promise<{ fromStranger: boolean }>;
  now?: () => Date;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createMessagingService(deps: MessagingDeps) {
  const { repo, jobs, eventLog, limits, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const passwords = createSecretBox(deps.appSecret, 'email-account-password', deps.appSecretPrevious);
  const mailServers = { allowSelfSigned: deps.allowSelfSignedMail, allowPrivate: deps.allowPrivateMailHosts };
  const smsTokens = createSecretBox(deps.appSecret, 'sms-account-auth-token', deps.appSecretPrevious);
  const mailHost = new URL(deps.appUrl).hostname;
  const unsubscribeToken = (leadId: string) => signedToken(deps.appSecret, 'unsubscribe', leadId);
  const unsubscribeUrl = (leadId: string) => `${deps.appUrl}${UNSUBSCRIBE_PATH}?lead=${leadId}&token=${unsubscribeToken(leadId)}`;
  const emailSend = createEmailSend({
    repo,
    email: deps.email,
    jobs,
    logger,
    mailHost,
    unsubscribeUrl,
    mailServers,
    mailboxSettings: (account) => ({ username: account.username, password: passwords.open(account.passwordEncrypted), imap_host: account.imapHost, imap_port: account.imapPort, imap_secure: account.imapSecure, smtp_host: account.smtpHost, smtp_port: account.smtpPort, smtp_secure: account.smtpSecure }),
  });

  const limitOf = async (userId: string, channel: MessageChannel) => {
    const s = await limits.status(userId, channel === 'sms' ? 'smsNotifications' : 'emailNotifications');
    return Number.isFinite(s.allowed) ? { limit: s.allowed, remaining: s.remaining } : { limit: -1, remaining: -1 };
  };

  type SmsAccountRow = NonNullable<Awaited<ReturnType<typeof repo.smsAccount>>>;
  const ownProvider = (own: SmsAccountRow) =>
    createTwilioSmsProvider({ accountSid: own.accountSid, authToken: smsTokens.open(own.authTokenEncrypted), phoneNumber: own.phoneNumber ?? undefined, messagingServiceSid: own.messagingServiceSid ?? undefined, apiUrl: deps.twilioApiUrl });

  /**
   * How the agent's texts go out: through their own Twilio account when they connected one
   * (its number or messaging service), else the operator's, from the number the account was
   * given (decision 044: never a number another account shares, or replies could not be told apart).
   */
  async function smsFromNumber(userId: string) {
    const [settings, own] = await Promise.all([repo.settings(userId), repo.smsAccount(userId)]);
    if (own) return { settings, own, provider: ownProvider(own), from: own.phoneNumber, hasMessagingService: Boolean(own.messagingServiceSid), given: undefined };
    const given = await deps.smsNumbers.given(userId);
    return { settings, own: undefined, provider: deps.sms, from: given?.status === 'active' ? given.phoneNumber : null, hasMessagingService: false, given };
  }
  const smsProviderOf = async (userId: string) => (await smsFromNumber(userId)).provider;

  /** The number the agent's texts come from; 409 when SMS is off or there is nothing to send from. */
  async function smsSenderOf(userId: string) {
    const { settings, from, hasMessagingService, given } = await smsFromNumber(userId);
    if (!settings.smsEnabled) throw new HttpError(409, 'SMS messaging disabled. Please enable SMS in Notifications to send text messages.');
    if (given?.status === 'buying') throw new HttpError(409, 'Your texting number is still being set up: try again in a moment.');
    if (given?.status === 'failed') throw new HttpError(409, `Your texting number could not be set up (${given.error ?? 'unknown error'}): try again in Settings > Notifications.`);
    if (!from && !hasMessagingService) throw new HttpError(409, 'Phone number not configured: turn SMS on again in Settings > Notifications.');
    return from;
  }

  async function smsStatus(userId: string): Promise<SmsStatusResponse> {
    const { settings, from, hasMessagingService, provider } = await smsFromNumber(userId);
    const canSend = Boolean(from) || hasMessagingService;
    const usage = await repo.monthUsage(userId, 'sms', now());
    const { limit, remaining } = await limitOf(userId, 'sms');
    return {
      success: true,
      data: {
        enabled: settings.smsEnabled && canSend,
        phone_number: from,
        current_month_usage: { sent: usage.sent, received: usage.received, total: usage.sent + usage.received, limit, remaining },
        status: !settings.smsEnabled ? 'disabled' : canSend ? 'active' : 'not_configured',
        // The stand-in number of a server without Twilio sends nothing: texts stay in its outbox.
        delivers: settings.smsEnabled && canSend && provider.driver === 'twilio',
      },
    };
  }

  async function emailStatus(userId: string): Promise<EmailStatusResponse> {
    const [settings, account, agent] = await Promise.all([repo.settings(userId), repo.emailAccount(userId), repo.agent(userId)]);
    const issues: string[] = [];
    if (!agent?.emailVerified) issues.push('Verify your e-mail address to send e-mail to leads');
    if (!settings.emailEnabled) issues.push('E-mail to leads is turned off');
    if (!account) issues.push('Email account not connected');
    if (account?.lastError) issues.push(`Your mailbox could not be read: ${account.lastError}`);
    if (!agent?.emailNotificationsEnabled) issues.push('Email notifications are disabled');
    // Without a mailbox of the agent's, the server's mail sends it: the outbox (no SMTP_URL) sends nothing.
    const delivers = Boolean(account) || deps.email.driver === 'smtp';
    if (!delivers) issues.push(EMAIL_KEPT_ISSUE);
    return { success: true, enabled: settings.emailEnabled, hasConnectedAccounts: Boolean(account), emailNotificationsEnabled: Boolean(agent?.emailNotificationsEnabled), issues, status: 'active', emailVerified: Boolean(agent?.emailVerified), delivers };
  }

  /** Checks the lead can be reached on the channel and that the agent may send at all. */
  async function prepare(userId: string, req: Pick<SendMessageRequest, 'channel' | 'lead_id'>) {
    const agent = await repo.agent(userId);
    if (!agent) throw notFound();
    if (!agent.emailVerified) throw new HttpError(403, VERIFY_EMAIL_FIRST, { code: EMAIL_NOT_VERIFIED_CODE });
    const lead = await repo.lead(userId, req.lead_id);
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    if (req.channel === 'sms') {
      const from = await smsSenderOf(userId);
      const to = toE164(lead.phone);
      if (!to) throw new HttpError(400, `${lead.name} has no mobile number to text`);
      if (lead.smsOptedOut) throw new HttpError(409, `${lead.name} replied STOP: texts to them are off until they reply START`);
      return { agent, lead, to, from };
    }
    const settings = await repo.settings(userId);
    if (!settings.emailEnabled) throw new HttpError(409, 'E-mail to leads is turned off in Settings > Notifications');
    if (!lead.email) throw new HttpError(400, `${lead.name} has no e-mail address`);
    if (lead.emailUnsubscribed) throw new HttpError(409, `${lead.name} unsubscribed from your e-mails`);
    const account = await repo.emailAccount(userId);
    return { agent, lead, to: lead.email, from: account?.fromAddress ?? agent.email };
  }

  /** Stores an outbound message and enqueues its send job (at `sendAt`, or now), in `tx`. */
  async function queueMessage(tx: Executor, at: Date, m: { userId: string; type: MessageChannel; leadId: string; fromAddress: string | null; toAddress: string; subject: string | null; body: string; bulkId?: string; requestKey?: string; sendAt: Date }) {
    const { sendAt, ...fields } = m;
    const scheduled = sendAt.getTime() > at.getTime() + 1000;
    const message = await repo.insertMessage(tx, { ...fields, direction: 'outbound', status: scheduled ? 'scheduled' : 'queued', bulkId: m.bulkId ?? null, sendAt: scheduled ? sendAt : null });
    await jobs.enqueue(tx, SEND_QUEUE, { messageId: message.id }, { accountId: m.userId, uniqueKey: message.id, runAt: scheduled ? sendAt : undefined });
    return message;
  }

  /**
   * Queues one message to a lead: counted against the month's limit (402), stored and its
   * send job enqueued in one transaction. A text outside 8:00-21:00 in the lead's zone waits
   * for 8:00 unless the agent confirmed sending it now.
   */
  async function send(userId: string, req: SendMessageRequest, options: { requestKey?: string; render?: boolean; property?: SendRequest['property'] } = {}): Promise<MessageResponse & { held_for_quiet_hours: boolean }> {
    const { agent, lead, to, from } = await prepare(userId, req);
    const automatic = options.requestKey === undefined ? undefined : await deps.checkAutomaticSend?.(userId, { leadId: lead.id, channel: req.channel, to, from: req.channel === 'sms' ? (from ?? null) : null });
    // An attached property fills its merge fields (a 404 when it is not the agent's); read before rendering, so a rendered message has them too.
    const property = await attachedProperty(userId, req.property_id);
    if (options.render) {
      const ctx = { lead, agent: agentFields(agent), property: options.property ?? property };
      // A stranger chose their name: it never reaches a subject (issue 44).
      const subject = (text: string) => (automatic?.fromStranger ? renderTemplate(text, { ...ctx, lead: null }).text.trim() : renderTemplate(text, ctx).text);
      req = { ...req, subject: req.subject === undefined ? undefined : subject(req.subject), body: renderTemplate(req.body, ctx).text };
    }
    const at = now();
    let sendAt = req.send_at ? new Date(req.send_at) : at;
    if (sendAt < at) sendAt = at;
    let held = false;
    if (req.channel === 'sms' && !req.override_quiet_hours) {
      const window = smsSendWindow(sendAt, leadTimeZone(lead.phone, agent.timeZone));
      if (!window.allowed) {
        sendAt = window.nextAllowedAt;
        held = true;
      }
    }
    // Unrendered (the composer filled the rest as it showed them): the property's fields are filled here, once.
    const fill = (text: string) => (property && !options.render ? renderTemplate(text, { lead, agent: agentFields(agent), property }).text : text);
    const feature = req.channel === 'sms' ? 'smsNotifications' : 'emailNotifications';
    const row = await limits.withinLimit(userId, feature, () =>
      repo.db.transaction((tx) =>
        queueMessage(tx, at, { userId, type: req.channel, leadId: lead.id, fromAddress: from, toAddress: to, subject: req.channel === 'email' ? fill(req.subject ?? '') || null : null, body: req.channel === 'email' ? withSignature(fill(req.body), agent.signature) : fill(req.body), requestKey: options.requestKey, sendAt }),
      ),
    );
    await deps.publish(userId, MESSAGE_REALTIME_KIND, { lead_id: lead.id, message_id: row.id });
    return { ...toMessageResponse(row), held_for_quiet_hours: held };
  }

  /** The {{property.*}} fields of the agent's attached property; 404 when it is not theirs. */
  async function attachedProperty(userId: string, propertyId: string | undefined): Promise<MergeContext['property']> {
    if (!propertyId) return null;
    const row = await repo.property(userId, propertyId);
    if (!row) throw notFound('Property not found');
    return propertyMergeFields({ ...row, price: row.currentPrice ?? row.listingPrice, url: row.listingUrl });
  }

  /** Who in the segment can receive it on the channel, and who cannot and why. */
  async function bulkAudience(userId: string, channel: MessageChannel, audience: AudienceFilter) {
    const people = await repo.audience(userId, audience, BULK_RECIPIENTS_MAX);
    const excluded: BulkPreviewResponse['excluded'] = [];
    const recipients: (typeof people)[number][] = [];
    for (const lead of people) {
      const reason =
        channel === 'sms' ? (!toE164(lead.phone) ? 'no_phone' : lead.smsOptedOut ? 'opted_out' : undefined) : !lead.email ? 'no_email' : lead.emailUnsubscribed ? 'unsubscribed' : undefined;
      if (reason) excluded.push({ lead_id: lead.id, name: lead.name, reason });
      else recipients.push(lead);
    }
    return { total: people.length, recipients, excluded };
  }

  /** Who gets it, and (given the message) the first recipient's own copy, filled as bulkSend fills it. */
  async function bulkPreview(userId: string, req: BulkPreviewRequest): Promise<BulkPreviewResponse> {
    const { total, recipients, excluded } = await bulkAudience(userId, req.channel, req.audience);
    const first = recipients[0];
    const agent = first && req.body ? await repo.agent(userId) : undefined;
    if (!first || !agent || !req.body) return { total, recipients: recipients.length, excluded, sample: null };
    const ctx = { lead: first, agent: agentFields(agent), property: await attachedProperty(userId, req.property_id) };
    const body = renderTemplate(req.body, ctx).text;
    const sample = {
      lead_name: first.name,
      subject: req.channel === 'email' ? renderTemplate(req.subject ?? '', ctx).text : null,
      body: req.channel === 'email' ? withSignature(body, agent.signature) : body,
    };
    return { total, recipients: recipients.length, excluded, sample };
  }

  /**
   * One message to every reachable lead of a segment: merge fields filled per lead, the whole
   * batch checked against the month's limit at once (402 if it does not fit), each recipient its
   * own message and send job (texts each held to the lead's 8:00-21:00).
   */
  async function bulkSend(userId: string, req: BulkSendRequest): Promise<BulkSendResponse> {
    const agent = await repo.agent(userId);
    if (!agent) throw notFound();
    if (!agent.emailVerified) throw new HttpError(403, VERIFY_EMAIL_FIRST, { code: EMAIL_NOT_VERIFIED_CODE });
    const { recipients, excluded } = await bulkAudience(userId, req.channel, req.audience);
    if (recipients.length === 0) throw new HttpError(400, 'No lead in this audience can receive it');
    let from: string | null = null;
    if (req.channel === 'sms') {
      from = await smsSenderOf(userId);
    } else {
      const settings = await repo.settings(userId);
      if (!settings.emailEnabled) throw new HttpError(409, 'E-mail to leads is turned off in Settings > Notifications');
      from = (await repo.emailAccount(userId))?.fromAddress ?? agent.email;
    }
    const property = await attachedProperty(userId, req.property_id);
    const bulkId = crypto.randomUUID();
    const at = now();
    const feature = req.channel === 'sms' ? 'smsNotifications' : 'emailNotifications';
    await limits.withinLimit(
      userId,
      feature,
      () =>
        repo.db.transaction(async (tx) => {
          for (const lead of recipients) {
            const ctx = { lead, agent: agentFields(agent), property };
            const sendAt = req.channel === 'sms' ? smsSendWindow(at, leadTimeZone(lead.phone, agent.timeZone)).nextAllowedAt : at;
            await queueMessage(tx, at, {
              userId,
              type: req.channel,
              leadId: lead.id,
              fromAddress: from,
              toAddress: req.channel === 'sms' ? toE164(lead.phone)! : lead.email!,
              subject: req.channel === 'email' ? renderTemplate(req.subject ?? '', ctx).text : null,
              body: req.channel === 'email' ? withSignature(renderTemplate(req.body, ctx).text, agent.signature) : renderTemplate(req.body, ctx).text,
              bulkId,
              sendAt,
            });
          }
        }),
      recipients.length,
    );
    await deps.publish(userId, MESSAGE_REALTIME_KIND, { bulk_id: bulkId });
    return { bulk_id: bulkId, queued: recipients.length, excluded };
  }

  async function deliverSms(message: MessageRow) {
    const provider = await smsProviderOf(message.userId);
    const sms = { to: message.toAddress!, from: message.fromAddress ?? undefined, body: message.body, statusCallback: provider.driver === 'twilio' ? `${deps.appUrl}${SMS_WEBHOOK_STATUS_PATH}` : undefined };
    return provider.send(sms);
  }

  /**
   * The send job. It takes the message from queued to sending first, so a second run (a lost
   * lease) sends nothing; a run that finds it still "sending" (its worker died mid-way, or the
   * connection to Twilio was cut after the request went) asks Twilio whether the text went out
   * rather than sending it again; an e-mail that never reached the mail server is sent again,
   * one that did is looked for in the agent's Sent folder, and marked "may have been delivered"
   * when it cannot be found (email-send.ts).
   */
  async function runSend(messageId: string) {
    const current = await repo.message(messageId);
    if (!current) return;
    if (current.status === 'sending') {
      const provider = current.type === 'sms' ? await smsProviderOf(current.userId) : undefined;
      if (provider?.driver === 'twilio') {
        const candidates = await provider.findSent({ to: current.toAddress!, from: current.fromAddress ?? undefined, body: current.body }, new Date(current.updatedAt.getTime() - 60_000));
        const others = await repo.smsIdsOfOthers(current.id, candidates.map((c) => c.providerId));
        const found = candidates.find((c) => !others.has(c.providerId));
        if (found) {
          await repo.setStatus(current.id, 'sent', { providerId: found.providerId, sentAt: now() });
          return;
        }
        await repo.setStatus(current.id, 'queued');
      } else if (current.type === 'email') {
        const found = await emailSend.interrupted(current);
        if (found.outcome !== 'never handed over') {
          if (found.outcome === 'sent') await recordSent(current, found.providerId);
          else await repo.setStatus(current.id, 'failed', { error: found.reason });
          await deps.publish(current.userId, MESSAGE_REALTIME_KIND, { lead_id: current.leadId, message_id: current.id });
          return;
        }
        // Handed over since it was read: the run that did it is alive; this one retries later.
        if (!(await emailSend.requeueNeverHandedOver(current.id))) throw new Error('The e-mail was handed over while this run looked at it');
      } else {
        await repo.setStatus(current.id, 'queued');
      }
    }
    if (current.leadId) {
      const lead = await repo.lead(current.userId, current.leadId);
      const refused = current.type === 'sms' ? lead?.smsOptedOut && 'The lead replied STOP before this text went out' : lead?.emailUnsubscribed && 'The lead unsubscribed before this e-mail went out';
      if (refused) {
        await repo.setStatus(current.id, 'canceled', { error: refused });
        return;
      }
    }
    const message = await repo.claimForSending(messageId);
    if (!message) return;
    try {
      const sent = message.type === 'sms' ? await deliverSms(message) : await emailSend.deliver(message);
      const sentCopy = 'sentCopy' in sent ? sent.sentCopy : undefined;
      const isKept = 'status' in sent ? sent.status === 'kept' : Boolean(sent.kept);
      await recordSent(message, sent.providerId, sentCopy && ((tx, sentAt) => emailSend.queueSentCopy(tx, message, sent.providerId, sentCopy, sentAt)), isKept ? 'kept' : 'sent');
    } catch (error) {
      const reason = error instanceof PermanentSmsError ? error.message : serverError(error);
      // Handed over and unanswered: it stays "sending" with its record, and the retry settles it.
      // Taken over by another attempt: that one owns it now.
      if (error instanceof MessageInDoubtError || error instanceof SendTakenOverError) throw error;
      if (error instanceof PermanentSmsError) {
        await repo.setStatus(message.id, 'failed', { error: reason });
      } else if (error instanceof MaybeSentSmsError) {
        // Twilio may have taken it: still "sending", so the retry asks Twilio before sending (issue 45).
        await repo.setStatus(message.id, 'sending', { error: reason });
        throw error;
      } else {
        // Not sent: back to queued, so the retry sends it (and does not think it died mid-way).
        await repo.setStatus(message.id, 'queued', { error: reason });
        throw error;
      }
    } finally {
      await deps.publish(message.userId, MESSAGE_REALTIME_KIND, { lead_id: message.leadId, message_id: message.id });
    }
  }

  /**
   * The message went out (`sent`), or the outbox took it (`kept`: no provider for the channel):
   * its status and the message.sent event together (and what else `alsoInTx` writes). A kept
   * message still records the event: the agent wrote to the lead, which is what the response
   * clock and the automations react to, and the development outbox is the delivery there.
   */
  async function recordSent(message: MessageRow, providerId: string, alsoInTx?: (tx: Executor, sentAt: Date) => Promise<unknown>, status: 'sent' | 'kept' = 'sent') {
    const sentAt = now();
    await repo.db.transaction(async (tx) => {
      await repo.setStatus(message.id, status, { providerId, sentAt, error: null }, tx);
      await eventLog.record(tx, { type: 'message.sent', accountId: message.userId, subjectType: message.leadId ? 'lead' : 'message', subjectId: message.leadId ?? message.id, payload: { channel: message.type as MessageChannel, leadId: message.leadId, to: message.toAddress ?? '', automated: message.requestKey !== null } });
      await alsoInTx?.(tx, sentAt);
    });
  }

  async function recordInbound(userId: string, leadId: string | null, values: { type: MessageChannel; from: string; to: string | null; subject?: string | null; body: string; providerId: string; inReplyTo?: string | null }) {
    const lead = leadId ? await repo.lead(userId, leadId) : undefined;
    const row = await repo.db.transaction(async (tx) => {
      const inserted = await repo.insertInbound(tx, { userId, leadId, type: values.type, fromAddress: values.from, toAddress: values.to, subject: values.subject ?? null, body: values.body, providerId: values.providerId, inReplyTo: values.inReplyTo ?? null });
      if (inserted) {
        await eventLog.record(tx, {
          type: 'message.received',
          accountId: userId,
          subjectType: leadId ? 'lead' : 'message',
          subjectId: leadId ?? inserted.id,
          payload: { channel: values.type, leadId, from: values.from, leadName: lead?.name ?? null, preview: values.body.slice(0, 200), messageId: inserted.id },
        });
      }
      return inserted;
    });
    if (row) await deps.publish(userId, MESSAGE_REALTIME_KIND, { lead_id: leadId, message_id: row.id });
    return row;
  }

  /**
   * A text to one of our numbers (Twilio's inbound webhook, signed by the Twilio account
   * `signer`; null for the development route). It goes to the account that owns the number it
   * was sent to, then to that account's lead with the sender's number (decision 044); a text
   * that reaches no account is kept for the operator and answered with nothing. Answers the
   * TwiML reply, if any.
   */
  async function receiveSms(params: Record<string, string>, signer: string | null): Promise<string | undefined> {
    const from = toE164(params.From) ?? params.From ?? '';
    const to = toE164(params.To) ?? params.To ?? '';
    const sid = params.MessageSid ?? params.SmsSid;
    if (!sid || !from) throw new HttpError(400, 'MessageSid and From are required');
    const owner = await deps.smsNumbers.ownerOf(to, signer);
    const leadId = 'userId' in owner ? await repo.leadTextingFrom(owner.userId, from) : undefined;
    const route = 'userId' in owner && leadId ? { userId: owner.userId, leadId } : undefined;
    if (!route) {
      const reason = 'reason' in owner ? owner.reason : 'the sender is none of the account\'s leads';
      await deps.smsNumbers.keepUnrouted({ providerId: sid, accountSid: signer, fromNumber: from, toNumber: to, body: params.Body ?? '', reason });
      logger.warn({ to, messageSid: sid, reason }, 'A text reached no account; it was kept for the operator');
      return undefined;
    }
    const row = await recordInbound(route.userId, route.leadId, { type: 'sms', from, to, body: params.Body ?? '', providerId: sid });
    if (!row) return undefined; // Twilio's retry of one already recorded
    const keyword = smsKeyword(params.Body ?? '');
    if (keyword === 'opt_out' || keyword === 'opt_in') {
      await repo.setConsent(route.userId, route.leadId, 'sms', keyword === 'opt_out');
      await eventLog.record(repo.db, { type: 'lead.consent_changed', accountId: route.userId, subjectType: 'lead', subjectId: route.leadId, payload: { channel: 'sms', optedOut: keyword === 'opt_out' } });
      // With Twilio's own opt-out handling on (the default), Twilio answers these itself.
      return keyword === 'opt_out' ? optOutReply : optInReply;
    }
    if (keyword === 'help') {
      const agent = await repo.agent(route.userId);
      return helpReply(agent?.name ?? 'Your agent');
    }
    return undefined;
  }

  async function smsDeliveryReport(params: Record<string, string>) {
    const sid = params.MessageSid ?? params.SmsSid;
    const status = params.MessageStatus ?? params.SmsStatus;
    if (!sid || !status) throw new HttpError(400, 'MessageSid and MessageStatus are required');
    const mapped = status === 'delivered' ? 'delivered' : status === 'failed' || status === 'undelivered' ? 'failed' : status === 'sent' ? 'sent' : undefined;
    if (!mapped) return;
    const error = mapped === 'failed' ? `Not delivered${params.ErrorCode ? ` (Twilio error ${params.ErrorCode})` : ''}` : null;
    const row = await repo.updateByProviderId('sms', sid, mapped, error);
    if (row) await deps.publish(row.userId, MESSAGE_REALTIME_KIND, { lead_id: row.leadId, message_id: row.id });
  }

  /** Reads new mail in the agent's INBOX and keeps the replies from leads. */
  async function pollMailbox(userId: string) {
    const account = await repo.emailAccount(userId);
    if (!account) return;
    const client = await imapClient({ username: account.username, password: passwords.open(account.passwordEncrypted), imap_host: account.imapHost, imap_port: account.imapPort, imap_secure: account.imapSecure, smtp_host: account.smtpHost, smtp_port: account.smtpPort, smtp_secure: account.smtpSecure }, mailServers);
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
          const refs = [parsed.inReplyTo, ...(Array.isArray(parsed.references) ? parsed.references : parsed.references ? [parsed.references] : [])].filter((r): r is string => Boolean(r));
          const leadId = await repo.routeInboundEmail(userId, fromAddress, refs);
          if (!leadId) {
            // Not from a lead: the agent's own mail stays theirs, but a portal's new-lead e-mail is handed on.
            const subject = parsed.subject ?? '';
            const from = parsed.from?.text ?? fromAddress;
            if (deps.onLeadEmail && looksLikeLeadEmail({ from, subject })) {
              const html = typeof parsed.html === 'string' ? parsed.html : null;
              await deps.onLeadEmail(userId, { messageId: parsed.messageId ?? `<imap-${validity}-${msg.uid}@${account.imapHost}>`, from, subject, text: parsed.text ?? '', html }, msg.source);
            }
            continue;
          }
          const text = (parsed.text ?? '').trim();
          await recordInbound(userId, leadId, { type: 'email', from: fromAddress, to: account.fromAddress, subject: parsed.subject ?? null, body: text, providerId: parsed.messageId ?? `<imap-${validity}-${msg.uid}@${account.imapHost}>`, inReplyTo: parsed.inReplyTo ?? null });
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

  /**
   * A send another module asked for through the send-request job: once per request key, with
   * the merge fields filled in. A refusal the agent must fix (opted out, no address, limit) is
   * recorded as message.request_failed for the asker, not retried; anything else is retried.
   */
  async function sendRequested(request: SendRequest) {
    if (await repo.messageByRequestKey(request.userId, request.requestKey)) return;
    try {
      await send(request.userId, { channel: request.channel, lead_id: request.leadId, subject: request.subject ?? undefined, body: request.body }, { requestKey: request.requestKey, render: true, property: request.property });
    } catch (err) {
      if (!(err instanceof HttpError) || err.status >= 500) throw err;
      await eventLog.record(repo.db, {
        type: 'message.request_failed',
        accountId: request.userId,
        subjectType: 'lead',
        subjectId: request.leadId,
        payload: { channel: request.channel, leadId: request.leadId, requestKey: request.requestKey, reason: err.message, origin: request.origin ?? null },
      });
    }
  }

  /** Mailbox passwords and Twilio tokens sealed under a former APP_SECRET, sealed again under the current one. */
  async function resealCredentials(): Promise<number> {
    const { email, sms } = await repo.sealedCredentials();
    let resealed = 0;
    for (const [kind, box, rows] of [['email', passwords, email], ['sms', smsTokens, sms]] as const) {
      for (const row of rows) {
        const next = box.reseal(row.sealed);
        if (!next) continue;
        await repo.replaceSealedCredential(kind, row.userId, row.sealed, next);
        resealed += 1;
      }
    }
    return resealed;
  }

  /** A message the change did not apply to: someone else's (or none) is 404, the agent's own in the wrong state 409. */
  async function notMineOr409(userId: string, messageId: string, conflict: string): Promise<HttpError> {
    return (await repo.myMessage(userId, messageId)) ? new HttpError(409, conflict) : notFound('Message not found');
  }

  return {
    resealCredentials,
    sendRequested,
    smsStatus,
    emailStatus,
    send,
    bulkPreview,
    bulkSend,
    async bulkStatus(userId: string, bulkId: string): Promise<BulkStatusResponse> {
      const rows = UUID.test(bulkId) ? await repo.bulkMessages(userId, bulkId) : [];
      if (rows.length === 0) throw notFound('Bulk send not found');
      return {
        bulk_id: bulkId,
        recipients: rows.map((r) => ({ message_id: r.id, lead_id: r.leadId, lead_name: r.leadName, to: r.to, status: r.status as MessageStatus, error: r.error, send_at: r.sendAt?.toISOString() ?? null })),
      };
    },
    runSend,
    copyToSent: emailSend.copyToSent,
    receiveSms,
    smsDeliveryReport,
    pollMailbox,
    /**
     * Which Twilio account signed a webhook: an agent's own (by the AccountSid Twilio posts,
     * checked with that agent's token) or the operator's; a missing, forged or altered signature
     * answers undefined.
     */
    async smsWebhookSigner(url: string, params: Record<string, string>, signature: string | undefined): Promise<string | undefined> {
      if (!signature) return undefined;
      const own = params.AccountSid ? await repo.smsAccountsBySid(params.AccountSid) : [];
      const signer = own.find((a) => ownProvider(a).isValidSignature(url, params, signature));
      if (signer) return signer.accountSid;
      return deps.sms.isValidSignature(url, params, signature) ? deps.sms.accountSid : undefined;
    },
    smsDriver: deps.sms.driver,
    listSmsTo: (to: string, limit: number) => repo.listSmsTo(to, limit),

    /**
     * Development only (DEV_MAILBOX, no Twilio): a text from `from` reaches the agent's number
     * the way Twilio's webhook would deliver it, to try the two-way inbox locally.
     */
    async simulateInboundSms(userId: string, from: string, text: string) {
      const { from: ours } = await smsFromNumber(userId);
      const e164 = toE164(from);
      if (!e164) throw new HttpError(400, 'from: must be a phone number');
      if (!ours) throw new HttpError(409, 'Turn SMS on first: texts arrive on your texting number');
      const reply = await receiveSms({ MessageSid: `SMdev${crypto.randomUUID().replace(/-/g, '')}`, From: e164, To: ours, Body: text }, null);
      return { reply: reply ?? null };
    },

    async markFailed(messageId: string, error: string) {
      const message = await repo.message(messageId);
      if (!message || !['queued', 'sending', 'scheduled'].includes(message.status)) return;
      await repo.setStatus(messageId, 'failed', { error });
      await deps.publish(message.userId, MESSAGE_REALTIME_KIND, { lead_id: message.leadId, message_id: message.id });
    },

    /** One message (an inbox deep link names only the message: this says whose thread it is in). */
    async message(userId: string, messageId: string) {
      const row = UUID.test(messageId) ? await repo.myMessage(userId, messageId) : undefined;
      if (!row) throw notFound('Message not found');
      return toMessageResponse(row);
    },

    async retry(userId: string, messageId: string) {
      if (!UUID.test(messageId)) throw notFound('Message not found');
      const row = await repo.requeue(userId, messageId);
      if (!row) throw await notMineOr409(userId, messageId, 'Only a failed message can be sent again');
      await jobs.enqueue(repo.db, SEND_QUEUE, { messageId }, { accountId: userId, uniqueKey: `${messageId}:retry:${crypto.randomUUID()}` });
      return toMessageResponse(row);
    },

    async cancel(userId: string, messageId: string) {
      if (!UUID.test(messageId)) throw notFound('Message not found');
      const row = await repo.cancel(userId, messageId);
      if (!row) throw await notMineOr409(userId, messageId, 'Only a message that has not gone out yet can be cancelled');
      return toMessageResponse(row);
    },

    conversations: (userId: string, q: ConversationListQuery) => repo.conversations(userId, q),

    async thread(userId: string, leadId: string): Promise<ThreadResponse> {
      if (!UUID.test(leadId)) throw notFound(LEAD_NOT_FOUND);
      const lead = await repo.lead(userId, leadId);
      if (!lead) throw notFound(LEAD_NOT_FOUND);
      const rows = await repo.thread(userId, leadId);
      return { lead: { id: lead.id, name: lead.name, email: lead.email, phone: lead.phone, sms_opted_out: lead.smsOptedOut, email_unsubscribed: lead.emailUnsubscribed }, messages: rows.map(toMessageResponse) };
    },

    /** A page of messages, newest first, and where the next starts; a lead of another account is 404. */
    async page(userId: string, q: MessagePageQuery) {
      if (q.leadId !== undefined && (!UUID.test(q.leadId) || !(await repo.lead(userId, q.leadId)))) throw notFound(LEAD_NOT_FOUND);
      const rows = await repo.page(userId, { ...q, limit: q.limit + 1 });
      const shown = rows.slice(0, q.limit);
      const last = shown.at(-1);
      return { messages: shown.map((r) => toMessageResponse(r.message)), next: rows.length > q.limit && last ? { at: last.at, id: last.message.id } : null };
    },

    async markRead(userId: string, leadId: string) {
      if (!UUID.test(leadId) || !(await repo.lead(userId, leadId))) throw notFound(LEAD_NOT_FOUND);
      const count = await repo.markRead(userId, leadId);
      if (count > 0) await deps.publish(userId, MESSAGE_REALTIME_KIND, { lead_id: leadId });
      return { count };
    },

    async setDone(userId: string, leadId: string, done: boolean) {
      if (!UUID.test(leadId) || !(await repo.lead(userId, leadId))) throw notFound(LEAD_NOT_FOUND);
      await repo.setDone(userId, leadId, done);
      if (done) await repo.markRead(userId, leadId);
      await deps.publish(userId, MESSAGE_REALTIME_KIND, { lead_id: leadId });
      return { done };
    },

    /**
     * SMS on gives the account its own number (bought by a job, or a local stand-in at once);
     * off lets it go. A plan without texts cannot turn it on (402): a number costs the operator.
     */
    async saveSmsSettings(userId: string, body: SmsSettingsRequest) {
      if (body.enabled) {
        const texts = await limits.status(userId, 'smsNotifications');
        if (texts.allowed === 0) throw new LimitReachedError('smsNotifications', texts.used, 0);
      }
      await repo.saveSettings(userId, { smsEnabled: body.enabled });
      await deps.smsNumbers.keepInStep(userId);
      return smsStatus(userId);
    },
    smsNumber: (userId: string) => deps.smsNumbers.response(userId),
    async setEmailEnabled(userId: string, enabled: boolean) {
      await repo.saveSettings(userId, { emailEnabled: enabled });
      return emailStatus(userId);
    },
    async dismissedBanners(userId: string) {
      return { dismissed: (await repo.settings(userId)).dismissedBanners };
    },
    async dismissBanner(userId: string, banner: string) {
      await repo.dismissBanner(userId, banner);
      return { dismissed: (await repo.settings(userId)).dismissedBanners };
    },

    async smsAccount(userId: string) {
      const a = await repo.smsAccount(userId);
      return { account: a ? { account_sid: a.accountSid, phone_number: a.phoneNumber, messaging_service_sid: a.messagingServiceSid, connected_at: a.connectedAt.toISOString() } : null };
    },

    /**
     * Checks the agent's Twilio credentials against Twilio (422 with Twilio's words when they
     * fail), keeps them with the token encrypted, and turns SMS on: their texts now go out
     * through their account.
     */
    async connectSmsAccount(userId: string, body: ConnectSmsAccountRequest) {
      const creds = { accountSid: body.account_sid, authToken: body.auth_token, phoneNumber: body.phone_number ?? undefined, messagingServiceSid: body.messaging_service_sid ?? undefined, apiUrl: deps.twilioApiUrl };
      const result = await verifyTwilioAccount(creds);
      if (!result.ok) throw new HttpError(422, `Twilio: ${result.error}`);
      await deps.smsNumbers.useOwnNumbers(userId, body.account_sid, body.phone_number ? [body.phone_number] : []);
      await repo.saveSmsAccount({ userId, accountSid: body.account_sid, authTokenEncrypted: smsTokens.seal(body.auth_token), phoneNumber: body.phone_number ?? null, messagingServiceSid: body.messaging_service_sid ?? null });
      await repo.saveSettings(userId, { smsEnabled: true });
      await deps.smsNumbers.keepInStep(userId); // the number Porchlight gave is not needed now
      return this.smsAccount(userId);
    },

    /** Back to the operator's account: with SMS on, the account is given a number again. */
    async disconnectSmsAccount(userId: string) {
      await repo.removeSmsAccount(userId);
      await deps.smsNumbers.removeOwnNumbers(userId);
      await deps.smsNumbers.keepInStep(userId);
    },

    async emailAccount(userId: string) {
      const a = await repo.emailAccount(userId);
      return {
        account: a
          ? { from_name: a.fromName, from_address: a.fromAddress, username: a.username, smtp_host: a.smtpHost, smtp_port: a.smtpPort, smtp_secure: a.smtpSecure, imap_host: a.imapHost, imap_port: a.imapPort, imap_secure: a.imapSecure, last_error: a.lastError, connected_at: a.connectedAt.toISOString() }
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
      await pollMailboxFromNow(userId).catch((err: unknown) => logger.warn({ err, userId }, 'First mailbox read failed'));
      await deps.onMailboxConnected?.(userId);
      return this.emailAccount(userId);
    },

    /** A client for the agent's mailbox that IDLEs when free (not connected yet); undefined without one. */
    async openMailboxClient(userId: string) {
      const account = await repo.emailAccount(userId);
      if (!account) return undefined;
      return imapClient({ username: account.username, password: passwords.open(account.passwordEncrypted), imap_host: account.imapHost, imap_port: account.imapPort, imap_secure: account.imapSecure, smtp_host: account.smtpHost, smtp_port: account.smtpPort, smtp_secure: account.smtpSecure }, mailServers, { idle: true });
    },

    async disconnectEmailAccount(userId: string) {
      await repo.removeEmailAccount(userId);
      await deps.onMailboxDisconnected?.(userId);
    },

    async unsubscribe(leadId: string, token: string) {
      if (!UUID.test(leadId) || !isSignedToken(deps.appSecret, 'unsubscribe', leadId, token, deps.appSecretPrevious)) return false;
      const owner = await repo.leadOwner(leadId);
      if (!owner) return false;
      await repo.setConsent(owner, leadId, 'email', true);
      await eventLog.record(repo.db, { type: 'lead.consent_changed', accountId: owner, subjectType: 'lead', subjectId: leadId, payload: { channel: 'email', optedOut: true } });
      return true;
    },
    unsubscribeUrl,

    templates: {
      list: (userId: string) => repo.templates.list(userId),
      create: (userId: string, t: TemplateRequest) => repo.templates.create(userId, t),
      /** The starter library, each added once (by name): pressing it twice adds nothing more. */
      async addStarters(userId: string) {
        const existing = await repo.templates.list(userId);
        for (const starter of missingStarters(existing.map((t) => t.name))) await repo.templates.create(userId, starter);
        return repo.templates.list(userId);
      },
      async update(userId: string, id: string, t: TemplateRequest) {
        const row = UUID.test(id) ? await repo.templates.update(userId, id, t) : undefined;
        if (!row) throw notFound('Template not found');
        return row;
      },
      async remove(userId: string, id: string) {
        if (!UUID.test(id) || !(await repo.templates.remove(userId, id))) throw notFound('Template not found');
      },
    },
  };

  /** Marks everything already in INBOX as read by us, so only mail after connecting counts. */
  async function pollMailboxFromNow(userId: string) {
    const account = await repo.emailAccount(userId);
    if (!account) return;
    const client = await imapClient({ username: account.username, password: passwords.open(account.passwordEncrypted), imap_host: account.imapHost, imap_port: account.imapPort, imap_secure: account.imapSecure, smtp_host: account.smtpHost, smtp_port: account.smtpPort, smtp_secure: account.smtpSecure }, mailServers);
    client.on('error', () => undefined);
    await client.connect();
    try {
      const status = await client.status('INBOX', { uidNext: true, uidValidity: true });
      if (status) await repo.setImapProgress(userId, Math.max(0, Number(status.uidNext ?? 1) - 1), status.uidValidity ? String(status.uidValidity) : null, null);
    } finally {
      await client.logout();
    }
  }
}

export type MessagingService = ReturnType<typeof createMessagingService>;
