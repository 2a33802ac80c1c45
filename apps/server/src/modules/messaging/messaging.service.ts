import crypto from 'node:crypto';
import { MESSAGE_REALTIME_KIND } from '@porchlight/domain/realtime/realtime-events';
import type { ConversationListQuery, MessageChannel, ThreadResponse } from '@porchlight/domain/messaging/message-schemas';
import type { EventLog } from '../../events/event-log.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { isSignedToken, signedToken } from '../../lib/secret-box.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import type { ConversationsRepository, MessagePageQuery } from './conversations.repository.ts';
import type { MessageChannels } from './message-channels.ts';
import { createMessageDelivery } from './message-delivery.ts';
import { LEAD_NOT_FOUND, SEND_QUEUE, agentFields, createMessageSend } from './message-send.ts';
import { toMessageResponse, type MessagingRepository } from './messaging.repository.ts';
import { UUID } from '../../lib/record-id.ts';

export { LEAD_NOT_FOUND, SEND_QUEUE };
export const UNSUBSCRIBE_PATH = '/api/messaging/unsubscribe';

export type MessagingDeps = {
  repo: MessagingRepository;
  conversations: ConversationsRepository;
  jobs: JobQueue;
  eventLog: EventLog;
  limits: LimitGuard;
  /** Texts and e-mail go out through the sms and mailboxes modules. */
  channels: () => MessageChannels;
  appUrl: string;
  appSecret: string;
  /** Former APP_SECRETs: unsubscribe links made under them still open. */
  appSecretPrevious?: readonly string[];
  publish: (userId: string, kind: string, data: Record<string, unknown>) => Promise<void>;
  checkAutomaticSend?: Parameters<typeof createMessageSend>[0]['checkAutomaticSend'];
  now?: () => Date;
};

/** An inbound text or e-mail a channel module hands over, once per provider id. */
export type InboundMessage = {
  type: MessageChannel;
  from: string;
  to: string | null;
  subject?: string | null;
  body: string;
  providerId: string;
  inReplyTo?: string | null;
};

/** Conversations with leads: their messages both ways, sending one, the inbox's marks, consent (spec 001). */
export function createMessagingService(deps: MessagingDeps) {
  const { repo, conversations, jobs, eventLog } = deps;
  const now = deps.now ?? (() => new Date());
  const sending = createMessageSend({ ...deps, now });
  const delivery = createMessageDelivery({ ...deps, now });
  const unsubscribeToken = (leadId: string) => signedToken(deps.appSecret, 'unsubscribe', leadId);
  const unsubscribeUrl = (leadId: string) => `${deps.appUrl}${UNSUBSCRIBE_PATH}?lead=${leadId}&token=${unsubscribeToken(leadId)}`;
  const ownLead = async (userId: string, leadId: string) => UUID.test(leadId) && Boolean(await repo.lead(userId, leadId));

  /** A message the change did not apply to: someone else's (or none) is 404, the agent's own in the wrong state 409. */
  async function notMineOr409(userId: string, messageId: string, conflict: string): Promise<HttpError> {
    return (await repo.myMessage(userId, messageId)) ? new HttpError(409, conflict) : notFound('Message not found');
  }

  /** Stores a message from a lead (or from a number no lead has, `leadId` null) and tells the agent's inboxes. */
  async function recordInbound(userId: string, leadId: string | null, values: InboundMessage) {
    const lead = leadId ? await repo.lead(userId, leadId) : undefined;
    const row = await repo.db.transaction(async (tx) => {
      const inserted = await repo.insertInbound(tx, {
        userId,
        leadId,
        type: values.type,
        fromAddress: values.from,
        toAddress: values.to,
        subject: values.subject ?? null,
        body: values.body,
        providerId: values.providerId,
        inReplyTo: values.inReplyTo ?? null,
      });
      if (inserted) {
        await eventLog.record(tx, {
          type: 'message.received',
          accountId: userId,
          subjectType: leadId ? 'lead' : 'message',
          subjectId: leadId ?? inserted.id,
          payload: {
            channel: values.type,
            leadId,
            from: values.from,
            leadName: lead?.name ?? null,
            preview: values.body.slice(0, 200),
            messageId: inserted.id,
          },
        });
      }
      return inserted;
    });
    if (row) await deps.publish(userId, MESSAGE_REALTIME_KIND, { lead_id: leadId, message_id: row.id });
    return row;
  }

  /** A lead opted out of (or back into) a channel: kept, and the consent event recorded. */
  async function setConsent(userId: string, leadId: string, channel: MessageChannel, optedOut: boolean) {
    await repo.setConsent(userId, leadId, channel, optedOut);
    await eventLog.record(repo.db, {
      type: 'lead.consent_changed',
      accountId: userId,
      subjectType: 'lead',
      subjectId: leadId,
      payload: { channel, optedOut },
    });
  }

  return {
    send: sending.send,
    sendRequested: sending.sendRequested,
    verifiedAgent: sending.verifiedAgent,
    senderOf: sending.senderOf,
    queueMessage: sending.queueMessage,
    attachedProperty: sending.attachedProperty,
    agentFields,
    runSend: delivery.runSend,
    markFailed: delivery.markFailed,
    recordInbound,
    setConsent,
    agent: (userId: string) => repo.agent(userId),
    lead: (userId: string, leadId: string) => repo.lead(userId, leadId),
    settings: (userId: string) => repo.settings(userId),
    saveSettings: repo.saveSettings,
    unsubscribeUrl,

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

    conversations: (userId: string, q: ConversationListQuery) => conversations.conversations(userId, q),

    async thread(userId: string, leadId: string): Promise<ThreadResponse> {
      if (!UUID.test(leadId)) throw notFound(LEAD_NOT_FOUND);
      const lead = await repo.lead(userId, leadId);
      if (!lead) throw notFound(LEAD_NOT_FOUND);
      const rows = await conversations.thread(userId, leadId);
      return {
        lead: {
          id: lead.id,
          name: lead.name,
          email: lead.email,
          phone: lead.phone,
          sms_opted_out: lead.smsOptedOut,
          email_unsubscribed: lead.emailUnsubscribed,
        },
        messages: rows.map(toMessageResponse),
      };
    },

    /** A page of messages, newest first, and where the next starts; a lead of another account is 404. */
    async page(userId: string, q: MessagePageQuery) {
      if (q.leadId !== undefined && !(await ownLead(userId, q.leadId))) throw notFound(LEAD_NOT_FOUND);
      const rows = await conversations.page(userId, { ...q, limit: q.limit + 1 });
      const shown = rows.slice(0, q.limit);
      const last = shown.at(-1);
      return {
        messages: shown.map((r) => toMessageResponse(r.message)),
        next: rows.length > q.limit && last ? { at: last.at, id: last.message.id } : null,
      };
    },

    async markRead(userId: string, leadId: string) {
      if (!(await ownLead(userId, leadId))) throw notFound(LEAD_NOT_FOUND);
      const count = await conversations.markRead(userId, leadId);
      if (count > 0) await deps.publish(userId, MESSAGE_REALTIME_KIND, { lead_id: leadId });
      return { count };
    },

    async setDone(userId: string, leadId: string, done: boolean) {
      if (!(await ownLead(userId, leadId))) throw notFound(LEAD_NOT_FOUND);
      await conversations.setDone(userId, leadId, done);
      if (done) await conversations.markRead(userId, leadId);
      await deps.publish(userId, MESSAGE_REALTIME_KIND, { lead_id: leadId });
      return { done };
    },

    async dismissedBanners(userId: string) {
      return { dismissed: (await repo.settings(userId)).dismissedBanners };
    },
    async dismissBanner(userId: string, banner: string) {
      await repo.dismissBanner(userId, banner);
      return { dismissed: (await repo.settings(userId)).dismissedBanners };
    },

    async unsubscribe(leadId: string, token: string) {
      if (!UUID.test(leadId) || !isSignedToken(deps.appSecret, 'unsubscribe', leadId, token, deps.appSecretPrevious)) return false;
      const owner = await repo.leadOwner(leadId);
      if (!owner) return false;
      await setConsent(owner, leadId, 'email', true);
      return true;
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
