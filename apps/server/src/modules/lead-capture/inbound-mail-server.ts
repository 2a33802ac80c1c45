import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import {
  LEAD_MAIL_PER_AGENT,
  LEAD_MAIL_PER_IP,
  LEAD_MAIL_PER_SENDER,
  type MailQuota,
} from '@porchlight/domain/lead-capture/lead-email-sender';
import type { Logger } from '../../lib/logger.ts';
import type { RequestQuotas } from '../../lib/request-quota.ts';
import { createByteBudget, readBoundedMessage } from './bounded-message.ts';

/** A lead notice is small; anything larger is refused (552) without being kept. */
export const INBOUND_MAIL_MAX_BYTES = 5 * 1024 * 1024;
/** What all messages being received at once may hold in memory between them; past it, 452 (try later). */
export const INBOUND_MAIL_BUFFER_BYTES = 32 * 1024 * 1024;
/** The receiver's bounds unless the operator sets them (INBOUND_SMTP_*, docs/deployment.md). */
export const INBOUND_SMTP_DEFAULTS = { maxConnections: 20, maxConnectionsPerAddress: 3, idleSeconds: 30, sessionSeconds: 600 };
/** On shutdown, sessions still open after this are cut. */
const CLOSE_GRACE_MS = 3_000;

export type InboundSmtpLimits = typeof INBOUND_SMTP_DEFAULTS;

/** What the SMTP session says of the sender: what SPF checks, beside the message's own DKIM. */
export type SmtpEnvelope = { ip: string; helo: string; mailFrom: string };

type Options = {
  port: number;
  host?: string;
  limits?: Partial<InboundSmtpLimits>;
  /** The agent an address of ours belongs to; any other recipient is refused (we relay nothing). */
  agentOfAddress: (address: string) => Promise<string | undefined>;
  /** Keeps the message (at most INBOUND_MAIL_MAX_BYTES) for each agent it was sent to. */
  deliver: (message: Buffer, envelope: SmtpEnvelope, agentIds: string[]) => Promise<void>;
  /** Counted in the database, so every instance's receiver counts together. */
  quotas: Pick<RequestQuotas, 'take'>;
  logger: Logger;
};

const smtpError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

/**
 * Our own SMTP receiver for agents' lead addresses (leads-<token>@INBOUND_EMAIL_DOMAIN): the
 * agent forwards their portals' lead e-mails there. It takes mail only for addresses it knows
 * and keeps each message (a job then reads it); it never sends or relays.
 *
 * Bounded, since anyone on the internet may connect: so many connections in all and from one
 * address, idle and overlong sessions cut, a message read into memory only up to its cap (past
 * it the rest is read and dropped, answered 552) within a budget shared by all sessions, and
 * messages counted per sender, per remote address and per agent (450/421 past the quotas).
 */
export async function startInboundMailServer({ port, host = '0.0.0.0', limits: given, agentOfAddress, deliver, quotas, logger }: Options) {
  const limits = { ...INBOUND_SMTP_DEFAULTS, ...given };
  const budget = createByteBudget(INBOUND_MAIL_BUFFER_BYTES);
  const openFrom = new Map<string, number>();
  const counted = new Map<string, string>(); // session id -> remote address counted in openFrom

  /** One more message for `key`; false once the window's quota is spent. */
  async function within(key: string, quota: MailQuota): Promise<boolean> {
    const { count } = await quotas.take(`inbound-mail:${key}`, quota);
    return count <= quota.max;
  }
  const tryLater = (error: unknown) => {
    logger.warn({ err: error }, 'inbound lead mail: could not check the sender or recipient');
    return Object.assign(smtpError(451, 'Try again later'), { cause: error });
  };

  const server = new SMTPServer({
    // Mail from other servers arrives unauthenticated; STARTTLS needs a certificate the operator
    // gives the proxy in front (see docs/deployment.md).
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: INBOUND_MAIL_MAX_BYTES,
    maxClients: limits.maxConnections,
    socketTimeout: limits.idleSeconds * 1000,
    closeTimeout: CLOSE_GRACE_MS,
    // A PTR lookup per connection is a DNS query anyone can make us send; nothing here reads it.
    disableReverseLookup: true,
    banner: 'Porchlight lead mail',
    logger: false,
    onConnect(session, callback) {
      const address = session.remoteAddress;
      const open = openFrom.get(address) ?? 0;
      if (open >= limits.maxConnectionsPerAddress) return callback(smtpError(421, `Too many connections from ${address}; try again later`));
      openFrom.set(address, open + 1);
      counted.set(session.id, address);
      callback();
    },
    onClose(session) {
      const address = counted.get(session.id);
      if (address === undefined) return;
      counted.delete(session.id);
      const open = (openFrom.get(address) ?? 1) - 1;
      if (open > 0) openFrom.set(address, open);
      else openFrom.delete(address);
    },
    onMailFrom(from, session, callback) {
      const sender = from.address.toLowerCase();
      void (async () => {
        if (!(await within(`ip:${session.remoteAddress}`, LEAD_MAIL_PER_IP)))
          return smtpError(421, `Too many messages from ${session.remoteAddress}; try again later`);
        // A bounce (MAIL FROM:<>) has no sender to count: its address's quota holds it.
        if (sender && !(await within(`sender:${sender}`, LEAD_MAIL_PER_SENDER)))
          return smtpError(450, `Too many messages from ${sender}; try again later`);
        return undefined;
      })().then(
        (refusal) => callback(refusal ?? undefined),
        (error: unknown) => callback(tryLater(error)),
      );
    },
    onRcptTo(address, session, callback) {
      void (async () => {
        const userId = await agentOfAddress(address.address);
        if (!userId) return smtpError(550, 'No such lead address here');
        if (!(await within(`agent:${userId}`, LEAD_MAIL_PER_AGENT)))
          return smtpError(450, `The lead address ${address.address} is taking too much mail; try again later`);
        return undefined;
      })().then(
        (refusal) => callback(refusal ?? undefined),
        (error: unknown) => callback(tryLater(error)),
      );
    },
    onData(stream, session, callback) {
      void (async () => {
        const read = await readBoundedMessage(stream, INBOUND_MAIL_MAX_BYTES, budget);
        if ('refused' in read) {
          logger.warn({ bytes: read.bytes, ip: session.remoteAddress, reason: read.refused }, 'inbound lead mail refused');
          throw read.refused === 'too-large'
            ? smtpError(552, `Message too large: at most ${INBOUND_MAIL_MAX_BYTES} bytes`)
            : smtpError(452, 'Too busy to take this message now; try again later');
        }
        try {
          const agents = new Set<string>();
          for (const rcpt of session.envelope.rcptTo) {
            const userId = await agentOfAddress(rcpt.address);
            if (userId) agents.add(userId);
          }
          await deliver(read.message, envelopeOf(session), [...agents]);
        } finally {
          read.release();
        }
      })().then(
        () => callback(),
        (error: unknown) => {
          if (!(error instanceof Error && 'responseCode' in error)) logger.warn({ err: error }, 'inbound lead mail not kept');
          callback(error instanceof Error && 'responseCode' in error ? error : smtpError(451, 'Try again later'));
        },
      );
    },
  });
  // socketTimeout cuts a silent session; this cuts one that trickles a byte at a time.
  server.server.on('connection', (socket: import('node:net').Socket) => {
    const timer = setTimeout(() => socket.destroy(), limits.sessionSeconds * 1000);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  server.on('error', (error) => logger.warn({ err: error }, 'inbound mail server error'));
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    /** The most message bytes held in memory at once since the start. */
    peakBufferedBytes: budget.peak,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const envelopeOf = (session: SMTPServerSession): SmtpEnvelope => ({
  ip: session.remoteAddress,
  helo: session.hostNameAppearsAs,
  mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
});
