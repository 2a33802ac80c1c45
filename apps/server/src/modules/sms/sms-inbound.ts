import crypto from 'node:crypto';
import { MESSAGE_REALTIME_KIND } from '@porchlight/domain/realtime/realtime-events';
import { helpReply, optInReply, optOutReply, smsKeyword } from '@porchlight/domain/messaging/sms-keywords';
import { toE164 } from '@porchlight/domain/messaging/phone';
import { HttpError } from '../../lib/http-errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import type { SmsNumbersService } from './sms-numbers.service.ts';
import type { SmsMessagingPorts } from './sms-ports.ts';
import type { SmsRepository } from './sms.repository.ts';
import type { SmsService } from './sms.service.ts';

export type SmsInboundDeps = {
  repo: SmsRepository;
  texting: Pick<SmsService, 'fromNumber' | 'ownProvider'>;
  numbers: SmsNumbersService;
  messaging: SmsMessagingPorts;
  /** The operator's Twilio account (or the local outbox). */
  sms: SmsProvider;
  publish: (userId: string, kind: string, data: Record<string, unknown>) => Promise<void>;
  logger: Logger;
};

/** What Twilio tells us: texts to our numbers (with STOP, START and HELP) and delivery reports. */
export function createSmsInbound(deps: SmsInboundDeps) {
  const { repo, logger } = deps;

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
    const owner = await deps.numbers.ownerOf(to, signer);
    const leadId = 'userId' in owner ? await repo.leadTextingFrom(owner.userId, from) : undefined;
    const route = 'userId' in owner && leadId ? { userId: owner.userId, leadId } : undefined;
    if (!route) {
      const reason = 'reason' in owner ? owner.reason : "the sender is none of the account's leads";
      await deps.numbers.keepUnrouted({
        providerId: sid,
        accountSid: signer,
        fromNumber: from,
        toNumber: to,
        body: params.Body ?? '',
        reason,
      });
      logger.warn({ to, messageSid: sid, reason }, 'A text reached no account; it was kept for the operator');
      return undefined;
    }
    const row = await deps.messaging.recordInbound(route.userId, route.leadId, {
      type: 'sms',
      from,
      to,
      body: params.Body ?? '',
      providerId: sid,
    });
    if (!row) return undefined; // Twilio's retry of one already recorded
    const keyword = smsKeyword(params.Body ?? '');
    if (keyword === 'opt_out' || keyword === 'opt_in') {
      await deps.messaging.setConsent(route.userId, route.leadId, 'sms', keyword === 'opt_out');
      // With Twilio's own opt-out handling on (the default), Twilio answers these itself.
      return keyword === 'opt_out' ? optOutReply : optInReply;
    }
    if (keyword === 'help') {
      const agent = await deps.messaging.agent(route.userId);
      return helpReply(agent?.name ?? 'Your agent');
    }
    return undefined;
  }

  return {
    receiveSms,

    async smsDeliveryReport(params: Record<string, string>) {
      const sid = params.MessageSid ?? params.SmsSid;
      const status = params.MessageStatus ?? params.SmsStatus;
      if (!sid || !status) throw new HttpError(400, 'MessageSid and MessageStatus are required');
      const mapped =
        status === 'delivered'
          ? 'delivered'
          : status === 'failed' || status === 'undelivered'
            ? 'failed'
            : status === 'sent'
              ? 'sent'
              : undefined;
      if (!mapped) return;
      const error = mapped === 'failed' ? `Not delivered${params.ErrorCode ? ` (Twilio error ${params.ErrorCode})` : ''}` : null;
      const row = await repo.updateByProviderId(sid, mapped, error);
      if (row) await deps.publish(row.userId, MESSAGE_REALTIME_KIND, { lead_id: row.leadId, message_id: row.id });
    },

    /**
     * Which Twilio account signed a webhook: an agent's own (by the AccountSid Twilio posts,
     * checked with that agent's token) or the operator's; a missing, forged or altered signature
     * answers undefined.
     */
    async smsWebhookSigner(url: string, params: Record<string, string>, signature: string | undefined): Promise<string | undefined> {
      if (!signature) return undefined;
      const own = params.AccountSid ? await repo.smsAccountsBySid(params.AccountSid) : [];
      const signer = own.find((a) => deps.texting.ownProvider(a).isValidSignature(url, params, signature));
      if (signer) return signer.accountSid;
      return deps.sms.isValidSignature(url, params, signature) ? deps.sms.accountSid : undefined;
    },

    /**
     * Development only (DEV_MAILBOX, no Twilio): a text from `from` reaches the agent's number
     * the way Twilio's webhook would deliver it, to try the two-way inbox locally.
     */
    async simulateInboundSms(userId: string, from: string, text: string) {
      const { from: ours } = await deps.texting.fromNumber(userId);
      const e164 = toE164(from);
      if (!e164) throw new HttpError(400, 'from: must be a phone number');
      if (!ours) throw new HttpError(409, 'Turn SMS on first: texts arrive on your texting number');
      const reply = await receiveSms(
        { MessageSid: `SMdev${crypto.randomUUID().replace(/-/g, '')}`, From: e164, To: ours, Body: text },
        null,
      );
      return { reply: reply ?? null };
    },
  };
}

export type SmsInbound = ReturnType<typeof createSmsInbound>;
