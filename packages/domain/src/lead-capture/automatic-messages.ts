// Automatic messages (the instant reply, a flow's e-mails and texts, property alerts) to leads
// who came in by themselves: a stranger chose their name, e-mail and phone, so without bounds the
// agent's account would mail or text whoever a visitor names. Each day, per recipient, per way in
// (the form, the lead address, the API) and per account, so much and no more. Past a cap the
// message is not sent and the agent is told why (a note on the lead, or the flow's step).

/**
 * The ways a stranger's lead comes in (lead.created's `intake`). A caller's number can be forged
 * like a form's, so a lead made from a call (issue 52) is texted back under the same caps and
 * countries (no text to a premium-rate number a forged caller ID names).
 */
export const STRANGER_WAYS = ['lead-form', 'lead-email', 'api', 'phone-call', 'booking-page'] as const;
export type StrangerWay = (typeof STRANGER_WAYS)[number];

/** One address or number, from every account's strangers' leads together: the instant reply and a welcome e-mail, and one more. */
export const AUTOMATIC_MESSAGES_PER_RECIPIENT_DAY = 3;
/** Leads answered automatically (their first automatic message) from one way in of one account. */
export const LEADS_ANSWERED_PER_WAY_DAY = 10;
/** Leads answered automatically from all of one account's ways in. */
export const LEADS_ANSWERED_PER_ACCOUNT_DAY = 15;
export const AUTOMATIC_MESSAGES_WINDOW_SECONDS = 86_400;

/**
 * One recipient however it is written: a number as E.164; an address in lower case without its
 * "+tag" (ana+1@ and ana+2@ reach the same inbox).
 */
export function recipientKey(channel: 'sms' | 'email', to: string): string {
  if (channel === 'sms') return `sms:${to.replace(/[^\d+]/g, '')}`;
  const [local = '', domain = ''] = to
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `email:${local.replace(/\+.*$/, '')}@${domain}`;
}

const WAY_WORDS: Record<StrangerWay, string> = {
  'lead-form': 'your lead form',
  'lead-email': 'lead e-mails',
  api: 'the API',
  'phone-call': 'calls to your number',
  'booking-page': 'your booking page',
};

/** Why an automatic message was not sent, in the words the agent reads on the lead or the flow's step. */
export const AUTOMATIC_MESSAGE_REFUSALS = {
  recipient: (to: string) =>
    `${to} already had ${AUTOMATIC_MESSAGES_PER_RECIPIENT_DAY} automatic messages today from leads who came in by themselves. Send this one yourself.`,
  way: (way: StrangerWay) =>
    `${LEADS_ANSWERED_PER_WAY_DAY} leads from ${WAY_WORDS[way]} were answered automatically today, the most in a day. Answer this one yourself.`,
  account: () =>
    `${LEADS_ANSWERED_PER_ACCOUNT_DAY} leads who came in by themselves were answered automatically today, the most in a day. Answer this one yourself.`,
} as const;
