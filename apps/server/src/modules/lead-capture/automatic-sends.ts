import {
  AUTOMATIC_MESSAGES_PER_RECIPIENT_DAY,
  AUTOMATIC_MESSAGES_WINDOW_SECONDS,
  AUTOMATIC_MESSAGE_REFUSALS,
  LEADS_ANSWERED_PER_ACCOUNT_DAY,
  LEADS_ANSWERED_PER_WAY_DAY,
  recipientKey,
} from '@porchlight/domain/lead-capture/automatic-messages';
import { automaticTextRefusal, phoneCountry } from '@porchlight/domain/lead-capture/phone-country';
import { HttpError } from '../../lib/http-errors.ts';
import type { RequestQuotas } from '../../lib/request-quota.ts';
import type { LeadCaptureRepository } from './lead-capture.repository.ts';

/** An automatic message about to be queued: its lead, channel, recipient and (texts) the number it comes from. */
export type AutomaticSend = { leadId: string; channel: 'sms' | 'email'; to: string; from: string | null };

/** What messaging must do for it: a stranger's lead's own words stay out of the subject. */
export type AutomaticSendVerdict = { fromStranger: boolean };

type Deps = {
  repo: Pick<LeadCaptureRepository, 'strangerWayOf' | 'hadAutomaticMessage' | 'formOf'>;
  quotas: Pick<RequestQuotas, 'take'>;
};

/**
 * The rules for automatic messages (the instant reply, flows' sends, property alerts) to leads who
 * came in by themselves, which messaging asks before it queues one: texts only to the agent's
 * countries and never to premium-rate numbers, and the day's caps per recipient, per way in and
 * per account (docs/security.md, "Public intake"). A refusal is an HttpError whose message the
 * agent reads: on the lead for the instant reply, on the flow's step otherwise.
 */
export function createAutomaticSendCheck({ repo, quotas }: Deps) {
  const day = { windowSeconds: AUTOMATIC_MESSAGES_WINDOW_SECONDS };
  const over = async (key: string, max: number) => (await quotas.take(key, day)).count > max;

  return async function checkAutomaticSend(userId: string, send: AutomaticSend): Promise<AutomaticSendVerdict> {
    const way = await repo.strangerWayOf(send.leadId);
    if (!way) return { fromStranger: false };
    if (send.channel === 'sms') {
      const { autoReply } = await repo.formOf(userId);
      const refusal = automaticTextRefusal(send.to, { ownCountry: phoneCountry(send.from), extraCountries: autoReply.textCountries });
      if (refusal) throw new HttpError(409, refusal);
    }
    // Every automatic message counts for its recipient, whichever agent's stranger named them.
    if (await over(`automatic-to:${recipientKey(send.channel, send.to)}`, AUTOMATIC_MESSAGES_PER_RECIPIENT_DAY))
      throw new HttpError(429, AUTOMATIC_MESSAGE_REFUSALS.recipient(send.to));
    // A lead counts once against its way in and its account: at its first automatic message.
    if (!(await repo.hadAutomaticMessage(userId, send.leadId))) {
      if (await over(`automatic-first:${way}:${userId}`, LEADS_ANSWERED_PER_WAY_DAY))
        throw new HttpError(429, AUTOMATIC_MESSAGE_REFUSALS.way(way));
      if (await over(`automatic-first:account:${userId}`, LEADS_ANSWERED_PER_ACCOUNT_DAY))
        throw new HttpError(429, AUTOMATIC_MESSAGE_REFUSALS.account());
    }
    return { fromStranger: true };
  };
}
export type AutomaticSendCheck = ReturnType<typeof createAutomaticSendCheck>;
