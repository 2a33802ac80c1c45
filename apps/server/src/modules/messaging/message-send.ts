import { EMAIL_NOT_VERIFIED_CODE, VERIFY_EMAIL_FIRST } from '@porchlight/domain/messaging/email-verification';
import { MESSAGE_REALTIME_KIND } from '@porchlight/domain/realtime/realtime-events';
import type { MessageChannel, MessageResponse, SendMessageRequest } from '@porchlight/domain/messaging/message-schemas';
import { leadTimeZone, smsSendWindow } from '@porchlight/domain/messaging/send-window';
import { toE164 } from '@porchlight/domain/messaging/phone';
import { renderTemplate, withSignature, type MergeContext } from '@porchlight/domain/messaging/merge-fields';
import { propertyMergeFields } from '@porchlight/domain/messaging/property-card';
import type { MessageAttachment, SendRequest } from '@porchlight/domain/messaging/send-request';
import type { EventLog } from '../../events/event-log.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import type { MessageChannels } from './message-channels.ts';
import { toMessageResponse, type Executor, type MessagingRepository } from './messaging.repository.ts';

export const SEND_QUEUE = 'messaging.send';
export const LEAD_NOT_FOUND = 'Lead not found';

type AgentRow = {
  name: string;
  email: string;
  phone: string | null;
  brokerage: string | null;
  licenseNumber: string | null;
  website: string | null;
  signature: string | null;
};
/** The {{agent.*}} merge fields, from the agent's account and profile. */
export const agentFields = (agent: AgentRow): MergeContext['agent'] => ({
  name: agent.name,
  email: agent.email,
  phone: agent.phone,
  brokerage: agent.brokerage,
  licenseNumber: agent.licenseNumber,
  website: agent.website,
  signature: agent.signature,
});

export type QueuedMessage = {
  userId: string;
  type: MessageChannel;
  leadId: string;
  fromAddress: string | null;
  toAddress: string;
  subject: string | null;
  body: string;
  bulkId?: string;
  requestKey?: string;
  /** An e-mail's files (a send request's .ics). */
  attachments?: MessageAttachment[] | null;
  sendAt: Date;
};

export type MessageSendDeps = {
  repo: MessagingRepository;
  jobs: JobQueue;
  eventLog: EventLog;
  limits: LimitGuard;
  /** Texts and e-mail (the sms and mailboxes modules). */
  channels: () => MessageChannels;
  publish: (userId: string, kind: string, data: Record<string, unknown>) => Promise<void>;
  /**
   * Asked before an automatic message (one with a request key: the instant reply, a flow's, an
   * alert's) is queued: lead-capture's rules for leads who came in by themselves. It throws to
   * refuse (the reason reaches the agent); `fromStranger` keeps the lead's own words out of the subject.
   */
  checkAutomaticSend?: (
    userId: string,
    send: { leadId: string; channel: MessageChannel; to: string; from: string | null },
  ) => Promise<{ fromStranger: boolean }>;
  now: () => Date;
};

/** One message to a lead, from the request to its send job (spec 001 §4). */
export function createMessageSend(deps: MessageSendDeps) {
  const { repo, jobs, eventLog, limits, now } = deps;

  /** The verified agent, or 404/403: only a verified address may write to leads. */
  async function verifiedAgent(userId: string) {
    const agent = await repo.agent(userId);
    if (!agent) throw notFound();
    if (!agent.emailVerified) throw new HttpError(403, VERIFY_EMAIL_FIRST, { code: EMAIL_NOT_VERIFIED_CODE });
    return agent;
  }

  /** Where the agent's messages on the channel come from; 409 when the channel cannot send. */
  async function senderOf(userId: string, channel: MessageChannel, agentEmail: string) {
    return channel === 'sms' ? deps.channels().sms.sender(userId) : deps.channels().email.sender(userId, agentEmail);
  }

  /** Checks the lead can be reached on the channel and that the agent may send at all. */
  async function prepare(userId: string, req: Pick<SendMessageRequest, 'channel' | 'lead_id'>) {
    const agent = await verifiedAgent(userId);
    const lead = await repo.lead(userId, req.lead_id);
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    if (req.channel === 'sms') {
      const from = await senderOf(userId, 'sms', agent.email);
      const to = toE164(lead.phone);
      if (!to) throw new HttpError(400, `${lead.name} has no mobile number to text`);
      if (lead.smsOptedOut) throw new HttpError(409, `${lead.name} replied STOP: texts to them are off until they reply START`);
      return { agent, lead, to, from };
    }
    const from = await senderOf(userId, 'email', agent.email);
    if (!lead.email) throw new HttpError(400, `${lead.name} has no e-mail address`);
    if (lead.emailUnsubscribed) throw new HttpError(409, `${lead.name} unsubscribed from your e-mails`);
    return { agent, lead, to: lead.email, from };
  }

  /** Stores an outbound message and enqueues its send job (at `sendAt`, or now), in `tx`. */
  async function queueMessage(tx: Executor, at: Date, m: QueuedMessage) {
    const { sendAt, ...fields } = m;
    const scheduled = sendAt.getTime() > at.getTime() + 1000;
    const message = await repo.insertMessage(tx, {
      ...fields,
      direction: 'outbound',
      status: scheduled ? 'scheduled' : 'queued',
      bulkId: m.bulkId ?? null,
      sendAt: scheduled ? sendAt : null,
    });
    await jobs.enqueue(
      tx,
      SEND_QUEUE,
      { messageId: message.id },
      { accountId: m.userId, uniqueKey: message.id, runAt: scheduled ? sendAt : undefined },
    );
    return message;
  }

  /** The {{property.*}} fields of the agent's attached property; 404 when it is not theirs. */
  async function attachedProperty(userId: string, propertyId: string | undefined): Promise<MergeContext['property']> {
    if (!propertyId) return null;
    const row = await repo.property(userId, propertyId);
    if (!row) throw notFound('Property not found');
    return propertyMergeFields({ ...row, price: row.currentPrice ?? row.listingPrice, url: row.listingUrl });
  }

  /**
   * Queues one message to a lead: counted against the month's limit (402), stored and its
   * send job enqueued in one transaction. A text outside 8:00-21:00 in the lead's zone waits
   * for 8:00 unless the agent confirmed sending it now.
   */
  async function send(
    userId: string,
    req: SendMessageRequest,
    options: { requestKey?: string; render?: boolean; property?: SendRequest['property']; attachments?: SendRequest['attachments'] } = {},
  ): Promise<MessageResponse & { held_for_quiet_hours: boolean }> {
    const { agent, lead, to, from } = await prepare(userId, req);
    const automatic =
      options.requestKey === undefined
        ? undefined
        : await deps.checkAutomaticSend?.(userId, {
            leadId: lead.id,
            channel: req.channel,
            to,
            from: req.channel === 'sms' ? (from ?? null) : null,
          });
    // An attached property fills its merge fields (a 404 when it is not the agent's); read before rendering, so a rendered message has them too.
    const property = await attachedProperty(userId, req.property_id);
    if (options.render) {
      const ctx = { lead, agent: agentFields(agent), property: options.property ?? property };
      // A stranger chose their name: it never reaches a subject (issue 44).
      const subject = (text: string) =>
        automatic?.fromStranger ? renderTemplate(text, { ...ctx, lead: null }).text.trim() : renderTemplate(text, ctx).text;
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
    const fill = (text: string) =>
      property && !options.render ? renderTemplate(text, { lead, agent: agentFields(agent), property }).text : text;
    const feature = req.channel === 'sms' ? 'smsNotifications' : 'emailNotifications';
    const row = await limits.withinLimit(userId, feature, () =>
      repo.db.transaction((tx) =>
        queueMessage(tx, at, {
          userId,
          type: req.channel,
          leadId: lead.id,
          fromAddress: from,
          toAddress: to,
          subject: req.channel === 'email' ? fill(req.subject ?? '') || null : null,
          body: req.channel === 'email' ? withSignature(fill(req.body), agent.signature) : fill(req.body),
          requestKey: options.requestKey,
          attachments: req.channel === 'email' && options.attachments?.length ? options.attachments : null,
          sendAt,
        }),
      ),
    );
    await deps.publish(userId, MESSAGE_REALTIME_KIND, { lead_id: lead.id, message_id: row.id });
    return { ...toMessageResponse(row), held_for_quiet_hours: held };
  }

  /**
   * A send another module asked for through the send-request job: once per request key, with
   * the merge fields filled in. A refusal the agent must fix (opted out, no address, limit) is
   * recorded as message.request_failed for the asker, not retried; anything else is retried.
   */
  async function sendRequested(request: SendRequest) {
    if (await repo.messageByRequestKey(request.userId, request.requestKey)) return;
    try {
      await send(
        request.userId,
        { channel: request.channel, lead_id: request.leadId, subject: request.subject ?? undefined, body: request.body },
        { requestKey: request.requestKey, render: true, property: request.property, attachments: request.attachments },
      );
    } catch (err) {
      if (!(err instanceof HttpError) || err.status >= 500) throw err;
      await eventLog.record(repo.db, {
        type: 'message.request_failed',
        accountId: request.userId,
        subjectType: 'lead',
        subjectId: request.leadId,
        payload: {
          channel: request.channel,
          leadId: request.leadId,
          requestKey: request.requestKey,
          reason: err.message,
          origin: request.origin ?? null,
        },
      });
    }
  }

  return { verifiedAgent, senderOf, prepare, queueMessage, attachedProperty, send, sendRequested };
}

export type MessageSend = ReturnType<typeof createMessageSend>;
