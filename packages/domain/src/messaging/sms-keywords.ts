// Carrier keywords a lead can text back. Twilio's standard lists; matched on the whole message.

export const OPT_OUT_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const OPT_IN_KEYWORDS = ['START', 'YES', 'UNSTOP'] as const;
export const HELP_KEYWORDS = ['HELP', 'INFO'] as const;

export type SmsKeyword = 'opt_out' | 'opt_in' | 'help';

export function smsKeyword(body: string): SmsKeyword | undefined {
  const word = body
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();
  if ((OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return 'opt_out';
  if ((OPT_IN_KEYWORDS as readonly string[]).includes(word)) return 'opt_in';
  if ((HELP_KEYWORDS as readonly string[]).includes(word)) return 'help';
  return undefined;
}

export const helpReply = (agentName: string) =>
  `${agentName} via Porchlight. Reply STOP to stop receiving texts, START to receive them again.`;
export const optOutReply = 'You will no longer receive texts from this number. Reply START to receive them again.';
export const optInReply = 'You will receive texts from this number again. Reply STOP to stop.';
