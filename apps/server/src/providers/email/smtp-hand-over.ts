import { Readable } from 'node:stream';
import type { Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type Mail from 'nodemailer/lib/mailer/index.js';

export const IN_DOUBT =
  'Sending was cut off after the mail server had the message (a restart or a lost connection); it may have been delivered. Check before you retry.';

/**
 * The message was handed to the SMTP server and no answer came back (the connection dropped
 * or timed out): it may have been delivered. Sending it again could make a second copy.
 */
export class MessageInDoubtError extends Error {
  constructor(cause: unknown) {
    super(IN_DOUBT, { cause });
    this.name = 'MessageInDoubtError';
  }
}

/** This attempt lost the message to another (its lease ran out): it must leave the message alone. */
export class SendTakenOverError extends Error {
  constructor() {
    super('Another attempt took this message over');
    this.name = 'SendTakenOverError';
  }
}

/** The server answered with a refusal (4xx/5xx): whatever the stage, it did not take the message. */
const refusedByServer = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 400;
};

/**
 * Sends `mail` and calls `onHandOver`, waiting for it, at the moment the message is handed over:
 * nodemailer reads the message only once the SMTP session is open and signed in, just before
 * MAIL FROM, so a message whose process dies while connecting or signing in was never handed
 * over (no record: send it again), and one whose process dies after the record may have been
 * delivered. A failing `onHandOver` stops the send before any byte of the message goes out.
 *
 * Answers the bytes that went out (for the sender's Sent folder). Throws MessageInDoubtError
 * when the server never answered after the hand-over; any other error means it was not sent.
 */
export async function sendHandingOver(
  transport: Transporter,
  mail: Mail.Options,
  onHandOver: () => Promise<void> = async () => {},
): Promise<Buffer> {
  const composed = new MailComposer(mail).compile();
  const envelope = composed.getEnvelope();
  const raw = await composed.build();
  let handedOver = false;
  let started = false;
  const message = new Readable({
    read() {
      if (started) return;
      started = true;
      onHandOver().then(
        () => {
          handedOver = true;
          this.push(raw);
          this.push(null);
        },
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  try {
    await transport.sendMail({ envelope, raw: message });
    return raw;
  } catch (error) {
    if (handedOver && !refusedByServer(error)) throw new MessageInDoubtError(error);
    throw error;
  }
}
