import type { JobExecutor } from '../../jobs/job-store.ts';
import type { MessageRow } from './messaging.repository.ts';

// What messaging needs of the modules a message goes out through (sms, mailboxes). They hand
// what comes in back to messaging, so compose gives these to messaging late-bound.

/** Texts: the agent's number, the send, and a look at Twilio for a text left "sending". */
export type TextChannel = {
  /** The number the agent's texts come from; throws (409) when texting is off or has nothing to send from. */
  sender: (userId: string) => Promise<string | null>;
  deliver: (message: MessageRow) => Promise<{ providerId: string; status: string }>;
  /** A text its attempt left "sending": Twilio's id for it when Twilio has it (undefined: send it again). */
  findSent: (message: MessageRow) => Promise<string | undefined>;
};

/** What a rerun finds of an e-mail its attempt left "sending". */
export type InterruptedEmail =
  { outcome: 'never handed over' } | { outcome: 'sent'; providerId: string } | { outcome: 'in doubt'; reason: string };

/** E-mail: through the agent's own mailbox when connected, else the server's mail (decision 047). */
export type EmailChannel = {
  /** The address the agent's e-mail comes from; throws (409) when e-mail to leads is turned off. */
  sender: (userId: string, agentEmail: string) => Promise<string>;
  deliver: (message: MessageRow) => Promise<{ providerId: string; sentCopy?: Buffer; kept?: boolean }>;
  interrupted: (message: MessageRow) => Promise<InterruptedEmail>;
  requeueNeverHandedOver: (messageId: string) => Promise<boolean>;
  /** Queues the copy for the agent's Sent folder, in the transaction that records the send. */
  queueSentCopy: (tx: JobExecutor, message: MessageRow, messageIdHeader: string, raw: Buffer, sentAt: Date) => Promise<unknown>;
};

export type MessageChannels = { sms: TextChannel; email: EmailChannel };
