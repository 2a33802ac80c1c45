import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { smtpFaults } from './smtp-faults.ts';

export type ReceivedMail = { from: string | undefined; to: string[]; raw: string };

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it accepts. nodemailer's sendMail()
 * resolves only after the server acknowledged DATA, i.e. after onData below finished, so a
 * message is in `messages` by the time the request that sent it has answered.
 */
export async function startSmtpPeer() {
  const messages: ReceivedMail[] = [];
  const faults = smtpFaults();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect: faults.onConnect,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const keep = () =>
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
        faults.answer(session, keep, callback);
      });
    },
  });
  faults.watch(server);
  const port = await new Promise<number>((resolve, reject) => {
    const net = server.listen(0, '127.0.0.1', () => resolve((net.address() as AddressInfo).port));
    net.once('error', reject);
  });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Sends cut off part-way: held, dropped or refused (smtp-faults.ts). */
    faults,
    /** The messages delivered to one address, oldest first. */
    to: (address: string) => messages.filter((m) => m.to.includes(address.toLowerCase())),
    close: () => {
      faults.release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type ParsedMail = { headers: Map<string, string>; text: string | undefined; html: string | undefined };

function splitHeadersAndBody(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Quoted-printable (RFC 2045 §6.7): "=" at a line end is a soft break, "=XX" is one byte. */
export function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** Enough MIME for our messages: a single part, or multipart with text/plain and text/html parts. */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHeadersAndBody(raw);
  const result: ParsedMail = { headers, text: undefined, html: undefined };
  const visit = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      const sections = partBody.split(`--${boundary}`).slice(1);
      for (const section of sections) {
        if (section.startsWith('--')) break;
        const part = splitHeadersAndBody(section.replace(/^\r?\n/, ''));
        visit(part.headers, part.body.replace(/\r?\n$/, ''));
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders.get('content-transfer-encoding'));
    if (type.toLowerCase().startsWith('text/html')) result.html ??= decoded;
    else if (type.toLowerCase().startsWith('text/plain')) result.text ??= decoded;
  };
  visit(headers, body);
  return result;
}
