import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

// Fetches a watched listing page for the agent: a URL anyone can type, so the server must not be
// made to read its own network. Every address the name resolves to is checked, on every
// redirect, and the connection goes to the address that was checked (no second lookup).

export const LISTING_FETCH_TIMEOUT_MS = 10_000;
export const LISTING_FETCH_MAX_BYTES = 2 * 1024 * 1024;
export const LISTING_FETCH_MAX_REDIRECTS = 3;

export class ListingFetchError extends Error {}

/** Loopback, private, link-local, unique-local, carrier-grade NAT, multicast and reserved ranges. */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 3],
] as const) NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['2001:db8::', 32], ['64:ff9b::', 96], ['100::', 64]] as const) NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address is on the public internet (an IPv4-mapped IPv6 address counts as its IPv4). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type ListingFetchOptions = { allowPrivate: boolean; timeoutMs?: number; maxBytes?: number; maxRedirects?: number };

async function resolve(hostname: string, allowPrivate: boolean) {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true }).catch(() => {
    throw new ListingFetchError(`The address ${hostname} could not be found`);
  });
  if (addresses.length === 0) throw new ListingFetchError(`The address ${hostname} could not be found`);
  const blocked = addresses.find((a) => !isPublicAddress(a.address));
  if (blocked && !allowPrivate) throw new ListingFetchError(`${hostname} is a private or local address (${blocked.address}): only public web pages can be watched`);
  return addresses[0]!;
}

function get(url: URL, target: { address: string; family: number }, signal: AbortSignal, maxBytes: number) {
  // Connect to the address that was checked, whatever the name resolves to now.
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<{ status: number; location: string | undefined; body: string }>((done, fail) => {
    // agent: false, a fresh connection each time: a pooled keep-alive socket (Node's global agent
    // keeps them) can be closed by the site just as it is reused, and the reading then waits out
    // the whole timeout; one reading every few hours gains nothing from a pool.
    const req = client.get(url, { agent: false, lookup: pinned, signal, headers: { 'user-agent': 'Porchlight listing watch', accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'identity' } }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        res.resume();
        done({ status, location: res.headers.location, body: '' });
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          req.destroy(new ListingFetchError(`The page is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => done({ status, location: undefined, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', fail);
    });
    req.on('error', fail);
  });
}

/**
 * The page's HTML. Refuses anything but http(s), private and local addresses (unless the operator
 * allows them: LISTING_FETCH_ALLOW_PRIVATE), more than 3 redirects, 10 s and 2 MB.
 */
export async function fetchListingPage(rawUrl: string, options: ListingFetchOptions): Promise<string> {
  const maxRedirects = options.maxRedirects ?? LISTING_FETCH_MAX_REDIRECTS;
  const timeoutMs = options.timeoutMs ?? LISTING_FETCH_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new ListingFetchError('That is not a web address');
  }
  try {
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ListingFetchError('Only http and https pages can be watched');
      const target = await resolve(url.hostname, options.allowPrivate);
      const res = await get(url, target, signal, options.maxBytes ?? LISTING_FETCH_MAX_BYTES);
      if (res.status >= 300 && res.status < 400 && res.location) {
        if (hop >= maxRedirects) throw new ListingFetchError(`The page redirected more than ${maxRedirects} times`);
        url = new URL(res.location, url);
        continue;
      }
      if (res.status < 200 || res.status >= 300) throw new ListingFetchError(`The page answered ${res.status}`);
      return res.body;
    }
  } catch (err) {
    if (err instanceof ListingFetchError) throw err;
    if (signal.aborted) throw new ListingFetchError(`The page did not answer within ${timeoutMs / 1000} s`);
    throw new ListingFetchError(`The page could not be read: ${(err as Error).message}`);
  }
}
