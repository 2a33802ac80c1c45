import net from 'node:net';
import ipaddr from 'ipaddr.js';

// Addresses that agents and integrations choose (webhooks, push endpoints, watched listing pages,
// property photos, mail servers) must not make the server reach its own network: metadata
// services, the database, other internal ports. One table says which addresses are not public;
// `lib/outbound-request.ts` checks every resolved address against it.

/** Every range a user-chosen address may not be in (unless the caller's switch allows private addresses). */
export const NOT_PUBLIC_RANGES: readonly { cidr: string; what: string }[] = [
  { cidr: '0.0.0.0/8', what: 'this network' },
  { cidr: '10.0.0.0/8', what: 'private' },
  { cidr: '100.64.0.0/10', what: 'carrier-grade NAT' },
  { cidr: '127.0.0.0/8', what: 'loopback' },
  { cidr: '169.254.0.0/16', what: 'link-local (cloud metadata services)' },
  { cidr: '172.16.0.0/12', what: 'private' },
  { cidr: '192.0.0.0/24', what: 'IETF protocol assignments' },
  { cidr: '192.0.2.0/24', what: 'documentation' },
  { cidr: '192.88.99.0/24', what: '6to4 relay' },
  { cidr: '192.168.0.0/16', what: 'private' },
  { cidr: '198.18.0.0/15', what: 'benchmarking' },
  { cidr: '198.51.100.0/24', what: 'documentation' },
  { cidr: '203.0.113.0/24', what: 'documentation' },
  { cidr: '224.0.0.0/4', what: 'multicast' },
  { cidr: '240.0.0.0/4', what: 'reserved and broadcast' },
  { cidr: '::/128', what: 'unspecified' },
  { cidr: '::1/128', what: 'loopback' },
  { cidr: '64:ff9b:1::/48', what: 'local-use NAT64' },
  { cidr: '100::/64', what: 'discard' },
  { cidr: '2001::/23', what: 'IETF protocol assignments (Teredo among them)' },
  { cidr: '2001:db8::/32', what: 'documentation' },
  { cidr: 'fc00::/7', what: 'unique local' },
  { cidr: 'fe80::/10', what: 'link-local' },
  { cidr: 'fec0::/10', what: 'site-local' },
  { cidr: 'ff00::/8', what: 'multicast' },
];

/**
 * IPv6 forms that carry an IPv4 address, which is what the connection reaches: each is checked
 * by the IPv4 inside (its two 16-bit parts from `at`). `::ffff:127.0.0.1` is loopback;
 * `2002:0808:0808::` is 8.8.8.8 and public.
 */
export const EMBEDDED_IPV4_RANGES: readonly { cidr: string; what: string; at: number }[] = [
  { cidr: '::/96', what: 'IPv4-compatible', at: 6 },
  { cidr: '::ffff:0:0/96', what: 'IPv4-mapped', at: 6 },
  { cidr: '64:ff9b::/96', what: 'NAT64', at: 6 },
  { cidr: '2002::/16', what: '6to4', at: 1 },
];

const parsedRanges = NOT_PUBLIC_RANGES.map((r) => ipaddr.parseCIDR(r.cidr));
const parsedEmbedded = EMBEDDED_IPV4_RANGES.map((r) => ({ range: ipaddr.IPv6.parseCIDR(r.cidr), at: r.at }));

const inTable = (address: ipaddr.IPv4 | ipaddr.IPv6) =>
  parsedRanges.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));

/** The IPv4 address an IPv6 address carries, in one of the embedded forms. */
export function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const form = parsedEmbedded.find(({ range }) => address.match(range));
  if (!form) return undefined;
  const high = address.parts[form.at]!;
  const low = address.parts[form.at + 1]!;
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** Whether an IP address (as DNS or a URL gives it) is on the public internet. Anything else, a name included, is not. */
export function isPublicAddress(address: string): boolean {
  const literal = address.replace(/^\[|\]$/g, '');
  if (net.isIP(literal.replace(/%.*$/, '')) === 0) return false;
  const parsed = ipaddr.parse(literal);
  if (inTable(parsed)) return false;
  if (parsed.kind() === 'ipv6') {
    const inner = embeddedIpv4(parsed as ipaddr.IPv6);
    if (inner && inTable(inner)) return false;
  }
  return true;
}
