import crypto from 'node:crypto';
import { MESSAGE_REALTIME_KIND } from '@porchlight/domain/realtime/realtime-events';
import {
  BULK_RECIPIENTS_MAX,
  type AudienceFilter,
  type BulkPreviewRequest,
  type BulkPreviewResponse,
  type BulkSendRequest,
  type BulkSendResponse,
  type BulkStatusResponse,
  type MessageChannel,
  type MessageStatus,
} from '@porchlight/domain/messaging/message-schemas';
import { leadTimeZone, smsSendWindow } from '@porchlight/domain/messaging/send-window';
import { toE164 } from '@porchlight/domain/messaging/phone';
import { renderTemplate, withSignature } from '@porchlight/domain/messaging/merge-fields';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import type { BulkMessagingPorts } from './bulk-sends-ports.ts';
import type { BulkSendsRepository } from './bulk-sends.repository.ts';
import { UUID } from '../../lib/record-id.ts';

export type BulkSendsDeps = {
  repo: BulkSendsRepository;
  messaging: BulkMessagingPorts;
  limits: LimitGuard;
  publish: (userId: string, kind: string, data: Record<string, unknown>) => Promise<void>;
  now?: () => Date;
};

/** One message to a segment of leads (spec 001 §6): who can receive it, a sample, the send, its progress. */
export function createBulkSendsService(deps: BulkSendsDeps) {
  const { repo, messaging, limits } = deps;
  const now = deps.now ?? (() => new Date());

  /** Who in the segment can receive it on the channel, and who cannot and why. */
  async function bulkAudience(userId: string, channel: MessageChannel, audience: AudienceFilter) {
    const people = await repo.audience(userId, audience, BULK_RECIPIENTS_MAX);
    const excluded: BulkPreviewResponse['excluded'] = [];
    const recipients: (typeof people)[number][] = [];
    for (const lead of people) {
      const reason =
        channel === 'sms'
          ? !toE164(lead.phone)
            ? 'no_phone'
            : lead.smsOptedOut
              ? 'opted_out'
              : undefined
          : !lead.email
            ? 'no_email'
            : lead.emailUnsubscribed
              ? 'unsubscribed'
              : undefined;
      if (reason) excluded.push({ lead_id: lead.id, name: lead.name, reason });
      else recipients.push(lead);
    }
    return { total: people.length, recipients, excluded };
  }

  return {
    /** Who gets it, and (given the message) the first recipient's own copy, filled as bulkSend fills it. */
    async bulkPreview(userId: string, req: BulkPreviewRequest): Promise<BulkPreviewResponse> {
      const { total, recipients, excluded } = await bulkAudience(userId, req.channel, req.audience);
      const first = recipients[0];
      const agent = first && req.body ? await messaging.agent(userId) : undefined;
      if (!first || !agent || !req.body) return { total, recipients: recipients.length, excluded, sample: null };
      const ctx = { lead: first, agent: messaging.agentFields(agent), property: await messaging.attachedProperty(userId, req.property_id) };
      const body = renderTemplate(req.body, ctx).text;
      const sample = {
        lead_name: first.name,
        subject: req.channel === 'email' ? renderTemplate(req.subject ?? '', ctx).text : null,
        body: req.channel === 'email' ? withSignature(body, agent.signature) : body,
      };
      return { total, recipients: recipients.length, excluded, sample };
    },

    /**
     * One message to every reachable lead of a segment: merge fields filled per lead, the whole
     * batch checked against the month's limit at once (402 if it does not fit), each recipient its
     * own message and send job (texts each held to the lead's 8:00-21:00).
     */
    async bulkSend(userId: string, req: BulkSendRequest): Promise<BulkSendResponse> {
      const agent = await messaging.verifiedAgent(userId);
      const { recipients, excluded } = await bulkAudience(userId, req.channel, req.audience);
      if (recipients.length === 0) throw new HttpError(400, 'No lead in this audience can receive it');
      const from = await messaging.senderOf(userId, req.channel, agent.email);
      const property = await messaging.attachedProperty(userId, req.property_id);
      const bulkId = crypto.randomUUID();
      const at = now();
      const feature = req.channel === 'sms' ? 'smsNotifications' : 'emailNotifications';
      await limits.withinLimit(
        userId,
        feature,
        () =>
          repo.db.transaction(async (tx) => {
            for (const lead of recipients) {
              const ctx = { lead, agent: messaging.agentFields(agent), property };
              const sendAt = req.channel === 'sms' ? smsSendWindow(at, leadTimeZone(lead.phone, agent.timeZone)).nextAllowedAt : at;
              await messaging.queueMessage(tx, at, {
                userId,
                type: req.channel,
                leadId: lead.id,
                fromAddress: from,
                toAddress: req.channel === 'sms' ? toE164(lead.phone)! : lead.email!,
                subject: req.channel === 'email' ? renderTemplate(req.subject ?? '', ctx).text : null,
                body:
                  req.channel === 'email'
                    ? withSignature(renderTemplate(req.body, ctx).text, agent.signature)
                    : renderTemplate(req.body, ctx).text,
                bulkId,
                sendAt,
              });
            }
          }),
        recipients.length,
      );
      await deps.publish(userId, MESSAGE_REALTIME_KIND, { bulk_id: bulkId });
      return { bulk_id: bulkId, queued: recipients.length, excluded };
    },

    async bulkStatus(userId: string, bulkId: string): Promise<BulkStatusResponse> {
      const rows = UUID.test(bulkId) ? await repo.bulkMessages(userId, bulkId) : [];
      if (rows.length === 0) throw notFound('Bulk send not found');
      return {
        bulk_id: bulkId,
        recipients: rows.map((r) => ({
          message_id: r.id,
          lead_id: r.leadId,
          lead_name: r.leadName,
          to: r.to,
          status: r.status as MessageStatus,
          error: r.error,
          send_at: r.sendAt?.toISOString() ?? null,
        })),
      };
    },
  };
}

export type BulkSendsService = ReturnType<typeof createBulkSendsService>;
