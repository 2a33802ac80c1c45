import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Logger } from '../../lib/logger.ts';
import type { IncomingMail } from './lead-email.repository.ts';

/** A lead notice is small; anything larger is refused at the door. */
export const INBOUND_MAIL_MAX_BYTES = 5 * 1024 * 1024;

type Options = {
  port: number;
  host?: string;
  /** The agent an address of ours belongs to; any other recipient is refused (we relay nothing). */
  agentOfAddress: (address: string) => Promise<string | undefined>;
  receive: (userId: string, mail: IncomingMail) => Promise<void>;
  logger: Logger;
};

/**
 * Our own SMTP receiver for agents' lead addresses (leads-<token>@INBOUND_EMAIL_DOMAIN): the
 * agent forwards their portals' lead e-mails there. It takes mail only for addresses it knows
 * and keeps each message (a job then reads it); it never sends or relays.
 */
export async function startInboundMailServer({ port, host = '0.0.0.0', agentOfAddress, receive, logger }: Options) {
  const server = new SMTPServer({
    // Mail from other servers arrives unauthenticated; STARTTLS needs a certificate the operator
    // gives the proxy in front (see docs/deployment.md).
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: INBOUND_MAIL_MAX_BYTES,
    banner: 'Porchlight lead mail',
    logger: false,
    onRcptTo(address, session, callback) {
      agentOfAddress(address.address).then(
        (userId) => (userId ? callback() : callback(Object.assign(new Error('No such lead address here'), { responseCode: 550 }))),
        (error: unknown) => callback(Object.assign(new Error('Try again later'), { responseCode: 451, cause: error })),
      );
    },
    onData(stream, session, callback) {
      void (async () => {
        const parsed = await simpleParser(stream);
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) throw Object.assign(new Error('Message too large'), { responseCode: 552 });
        const from = parsed.from?.text ?? session.envelope.mailFrom?.valueOf().toString() ?? '';
        const mail: IncomingMail = {
          messageId: parsed.messageId ?? `<inbound-${session.id}@porchlight>`,
          from,
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : null,
        };
        const agents = new Set<string>();
        for (const rcpt of session.envelope.rcptTo) {
          const userId = await agentOfAddress(rcpt.address);
          if (userId) agents.add(userId);
        }
        for (const userId of agents) await receive(userId, mail);
      })().then(
        () => callback(),
        (error: unknown) => {
          logger.warn({ err: error }, 'inbound lead mail refused');
          callback(error instanceof Error && 'responseCode' in error ? error : Object.assign(new Error('Try again later'), { responseCode: 451 }));
        },
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  server.on('error', (error) => logger.warn({ err: error }, 'inbound mail server error'));
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
