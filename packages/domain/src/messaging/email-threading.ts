/**
 * How many Message-IDs a reply's References names at most. RFC 5322 sets no limit; long threads
 * are trimmed in the middle, keeping the first message and the latest ones, as mail clients do
 * (RFC 5537 §3.4.4), so the header stays a sensible size.
 */
export const REFERENCES_MAX = 20;

export type ReplyThreading = { inReplyTo: string; references: string[] };

/**
 * The threading headers of a new e-mail in a conversation whose e-mails so far have the
 * Message-IDs `thread`, oldest first: In-Reply-To names its parent (the latest) and References
 * the chain that leads to it, ending with the parent (RFC 5322 §3.6.4). Nothing before the
 * first e-mail.
 */
export function replyThreading(thread: readonly string[]): ReplyThreading | undefined {
  const parent = thread.at(-1);
  if (!parent) return undefined;
  const references = thread.length <= REFERENCES_MAX ? [...thread] : [thread[0]!, ...thread.slice(thread.length - (REFERENCES_MAX - 1))];
  return { inReplyTo: parent, references };
}
