import { MESSAGE_REALTIME_KIND } from '@porchlight/domain/realtime/realtime-events';
import type { MessageChannel } from '@porchlight/domain/messaging/message-schemas';
import type { EventLog } from '../../events/event-log.ts';
import { serverError } from '../../lib/server-error.ts';
import { MessageInDoubtError, SendTakenOverError } from '../../providers/email/smtp-hand-over.ts';
import { MaybeSentSmsError, PermanentSmsError } from '../../providers/sms/sms-provider.ts';
import type { MessageChannels } from './message-channels.ts';
import type { Executor, MessageRow, MessagingRepository } from './messaging.repository.ts';

export type MessageDeliveryDeps = {
  repo: MessagingRepository;
  eventLog: EventLog;
  channels: () => MessageChannels;
  publish: (userId: string, kind: string, data: Record<string, unknown>) => Promise<void>;
  now: () => Date;
};

/** The send job's side: a queued message out through its channel, once (issue 45, decision 047). */
export function createMessageDelivery(deps: MessageDeliveryDeps) {
  const { repo, eventLog, now } = deps;
  const announce = (message: Pick<MessageRow, 'userId' | 'leadId' | 'id'>) =>
    deps.publish(message.userId, MESSAGE_REALTIME_KIND, { lead_id: message.leadId, message_id: message.id });

  /**
   * The send job. It takes the message from queued to sending first, so a second run (a lost
   * lease) sends nothing; a run that finds it still "sending" (its worker died mid-way, or the
   * connection to Twilio was cut after the request went) asks Twilio whether the text went out
   * rather than sending it again; an e-mail that never reached the mail server is sent again,
   * one that did is looked for in the agent's Sent folder, and marked "may have been delivered"
   * when it cannot be found (mailboxes/email-send.ts).
   */
  async function runSend(messageId: string) {
    const current = await repo.message(messageId);
    if (!current) return;
    if (current.status === 'sending' && (await settleInterrupted(current)) === 'settled') return;
    if (current.leadId) {
      const lead = await repo.lead(current.userId, current.leadId);
      const refused =
        current.type === 'sms'
          ? lead?.smsOptedOut && 'The lead replied STOP before this text went out'
          : lead?.emailUnsubscribed && 'The lead unsubscribed before this e-mail went out';
      if (refused) {
        await repo.setStatus(current.id, 'canceled', { error: refused });
        return;
      }
    }
    const message = await repo.claimForSending(messageId);
    if (!message) return;
    const { sms, email } = deps.channels();
    try {
      const sent = message.type === 'sms' ? await sms.deliver(message) : await email.deliver(message);
      const sentCopy = 'sentCopy' in sent ? sent.sentCopy : undefined;
      const isKept = 'status' in sent ? sent.status === 'kept' : Boolean(sent.kept);
      await recordSent(
        message,
        sent.providerId,
        sentCopy && ((tx, sentAt) => email.queueSentCopy(tx, message, sent.providerId, sentCopy, sentAt)),
        isKept ? 'kept' : 'sent',
      );
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
      await announce(message);
    }
  }

  /** A message its last attempt left "sending": settled here when it went out (or is in doubt), else back to queued. */
  async function settleInterrupted(current: MessageRow): Promise<'settled' | 'queued'> {
    const { sms, email } = deps.channels();
    if (current.type === 'email') {
      const found = await email.interrupted(current);
      if (found.outcome !== 'never handed over') {
        if (found.outcome === 'sent') await recordSent(current, found.providerId);
        else await repo.setStatus(current.id, 'failed', { error: found.reason });
        await announce(current);
        return 'settled';
      }
      // Handed over since it was read: the run that did it is alive; this one retries later.
      if (!(await email.requeueNeverHandedOver(current.id))) throw new Error('The e-mail was handed over while this run looked at it');
      return 'queued';
    }
    const providerId = current.type === 'sms' ? await sms.findSent(current) : undefined;
    if (providerId) {
      await repo.setStatus(current.id, 'sent', { providerId, sentAt: now() });
      return 'settled';
    }
    await repo.setStatus(current.id, 'queued');
    return 'queued';
  }

  /**
   * The message went out (`sent`), or the outbox took it (`kept`: no provider for the channel):
   * its status and the message.sent event together (and what else `alsoInTx` writes). A kept
   * message still records the event: the agent wrote to the lead, which is what the response
   * clock and the automations react to, and the development outbox is the delivery there.
   */
  async function recordSent(
    message: MessageRow,
    providerId: string,
    alsoInTx?: (tx: Executor, sentAt: Date) => Promise<unknown>,
    status: 'sent' | 'kept' = 'sent',
  ) {
    const sentAt = now();
    await repo.db.transaction(async (tx) => {
      await repo.setStatus(message.id, status, { providerId, sentAt, error: null }, tx);
      await eventLog.record(tx, {
        type: 'message.sent',
        accountId: message.userId,
        subjectType: message.leadId ? 'lead' : 'message',
        subjectId: message.leadId ?? message.id,
        payload: {
          channel: message.type as MessageChannel,
          leadId: message.leadId,
          to: message.toAddress ?? '',
          automated: message.requestKey !== null,
        },
      });
      await alsoInTx?.(tx, sentAt);
    });
  }

  /** The send job gave up: the message shows the reason and a retry button. */
  async function markFailed(messageId: string, error: string) {
    const message = await repo.message(messageId);
    if (!message || !['queued', 'sending', 'scheduled'].includes(message.status)) return;
    await repo.setStatus(messageId, 'failed', { error });
    await announce(message);
  }

  return { runSend, markFailed };
}
