import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import dnsPacket from 'dns-packet';

/**
 * A real DNS server on 127.0.0.1 (UDP) answering TXT queries from the records a test gives it
 * (SPF, DKIM keys, DMARC policies), NXDOMAIN for any other name. The app is pointed at it with
 * LEAD_MAIL_DNS_SERVERS, so the sender check's own resolver asks it and no test asks real DNS.
 */
export async function startDnsPeer() {
  const txt = new Map<string, string[]>();
  const asked: string[] = [];
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, from) => {
    let query: dnsPacket.Packet;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    const name = question.name.toLowerCase().replace(/\.$/, '');
    asked.push(`${question.type} ${name}`);
    const records = question.type === 'TXT' ? txt.get(name) : undefined;
    const known = [...txt.keys()].some((key) => key === name || key.endsWith(`.${name}`));
    const answer = dnsPacket.encode({
      id: query.id,
      type: 'response',
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (records || known ? 0 : 3), // rcode 3: NXDOMAIN
      questions: query.questions,
      // A long TXT value (a DKIM key) goes as 255-byte strings, as real servers send it.
      answers: (records ?? []).map((value) => ({ type: 'TXT' as const, name: question.name, ttl: 60, data: chunks(value, 255) })),
    });
    socket.send(answer, from.port, from.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => resolve());
  });
  const { port } = socket.address() as AddressInfo;
  return {
    /** For LEAD_MAIL_DNS_SERVERS. */
    server: `127.0.0.1:${port}`,
    asked,
    /** Serves a TXT record (added to any already served for the name). */
    txt(name: string, value: string) {
      txt.set(name.toLowerCase(), [...(txt.get(name.toLowerCase()) ?? []), value]);
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
export type DnsPeer = Awaited<ReturnType<typeof startDnsPeer>>;

const chunks = (value: string, size: number) =>
  Array.from({ length: Math.ceil(value.length / size) }, (_, i) => value.slice(i * size, (i + 1) * size));
