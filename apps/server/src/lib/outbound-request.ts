import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { isPublicAddress } from './private-network.ts';

// The one guard for every request to an address a user chose (decision 045): webhooks, push
// endpoints, watched listing pages, property photos, agents' mail servers. The name is resolved
// once, every address it resolves to is checked against the table in private-network.ts, and the
// connection is pinned to the checked addresses: a second lookup (DNS rebinding) never happens.

export type OutboundPolicy = {
  /** Plain http may be used; otherwise https only. */
  allowHttp: boolean;
  /** Private, loopback and other non-public addresses may be reached (tests, development, an intranet by the operator's switch). */
  allowPrivate: boolean;
};

export type OutboundRefusal = 'not-a-url' | 'scheme' | 'unresolved' | 'private' | 'redirects' | 'too-large' | 'timeout';

/** Why the guard did not make (or finish) the request. `message` is for logs; callers word their own. */
export class OutboundError extends Error {
  override name = 'OutboundError';
  constructor(
    readonly refusal: OutboundRefusal,
    message: string,
    /** The address that was not public, for a 'private' refusal. */
    readonly address?: string,
  ) {
    super(message);
  }
}

export type ResolvedAddress = { address: string; family: number };
/** Name to addresses; the system's resolver unless a test gives its own. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;
const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/** A host whose every address was checked: connections go to these and nowhere else. */
export type CheckedHost = { hostname: string; addresses: ResolvedAddress[] };

/** Resolves the host once and checks every address it gives (one non-public address refuses the host). */
export async function resolveOutbound(
  hostname: string,
  policy: Pick<OutboundPolicy, 'allowPrivate'>,
  resolve: Resolver = systemResolver,
): Promise<CheckedHost> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const family = net.isIP(host);
  const addresses = family
    ? [{ address: host, family }]
    : await resolve(host).catch(() => {
        throw new OutboundError('unresolved', `${hostname} could not be found`);
      });
  if (addresses.length === 0) throw new OutboundError('unresolved', `${hostname} could not be found`);
  const blocked = addresses.find((a) => !isPublicAddress(a.address));
  if (blocked && !policy.allowPrivate)
    throw new OutboundError('private', `${hostname} is a private or local address (${blocked.address})`, blocked.address);
  return { hostname: host, addresses };
}

/** Node's lookup for net/http/tls that answers the checked addresses only (all of them when asked for all: happy eyeballs). */
export function pinnedLookup(checked: CheckedHost): LookupFunction {
  const [first] = checked.addresses;
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (err: null, all: ResolvedAddress[]) => void)(null, checked.addresses);
    else callback(null, first!.address, first!.family);
  };
}

/** The URL, when its scheme is allowed, and its host checked. */
export async function checkOutboundUrl(
  target: string | URL,
  policy: OutboundPolicy,
  resolve?: Resolver,
): Promise<{ url: URL; checked: CheckedHost }> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new OutboundError('not-a-url', 'not a web address');
  }
  if (url.protocol !== 'https:' && !(policy.allowHttp && url.protocol === 'http:'))
    throw new OutboundError('scheme', `${url.protocol} addresses are not allowed`);
  return { url, checked: await resolveOutbound(url.hostname, policy, resolve) };
}

export type OutboundRequest = {
  policy: OutboundPolicy;
  method?: string;
  headers?: Record<string, string>;
  body?: Uint8Array | string;
  timeoutMs: number;
  /** The most of the answer's body kept (default 1 MB). */
  maxBytes?: number;
  /** Past maxBytes: 'fail' (OutboundError 'too-large'), or 'truncate' the body and answer anyway. */
  onLargeBody?: 'fail' | 'truncate';
  /** Redirects followed, each checked like the first address (default 0: a 3xx is the answer). Only for GET. */
  maxRedirects?: number;
  signal?: AbortSignal;
  /** Tests only: a resolver of their own. */
  resolve?: Resolver;
};

export type OutboundResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; url: URL };

type Answer = Omit<OutboundResponse, 'url'>;

function send(url: URL, checked: CheckedHost, request: OutboundRequest, signal: AbortSignal): Promise<Answer> {
  const maxBytes = request.maxBytes ?? 1024 * 1024;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((done, fail) => {
    // agent: false, a connection of its own: a pooled socket could have been opened to another
    // address for the same name, and these requests are too rare to gain from a pool. SNI and
    // the certificate check use the URL's name; only the address comes from the check.
    const req = client.request(
      url,
      { method: request.method ?? 'GET', headers: request.headers, agent: false, lookup: pinnedLookup(checked), signal },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        res.on('data', (chunk: Buffer) => {
          if (size + chunk.length > maxBytes) {
            // The promise settles here, before the socket closes: the first outcome is the one kept.
            if (request.onLargeBody === 'truncate') {
              chunks.push(chunk.subarray(0, maxBytes - size));
              finish();
            } else fail(new OutboundError('too-large', `the answer is larger than ${maxBytes} bytes`));
            req.destroy();
            return;
          }
          size += chunk.length;
          chunks.push(chunk);
        });
        res.on('end', finish);
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(request.body);
  });
}

/**
 * One request to a user-chosen address through the guard. Throws OutboundError when the guard
 * refuses (scheme, unresolved, private, redirects, size) or the time runs out; a connection
 * error otherwise. Any status is an answer: the caller decides what a 4xx or 5xx means.
 */
export async function outboundRequest(target: string | URL, request: OutboundRequest): Promise<OutboundResponse> {
  const timeout = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const maxRedirects = (request.method ?? 'GET') === 'GET' ? (request.maxRedirects ?? 0) : 0;
  let next: string | URL = target;
  try {
    for (let hop = 0; ; hop++) {
      const { url, checked } = await checkOutboundUrl(next, request.policy, request.resolve);
      const answer = await send(url, checked, request, signal);
      const location = answer.status >= 300 && answer.status < 400 ? answer.headers.location : undefined;
      if (!location || maxRedirects === 0) return { ...answer, url };
      if (hop >= maxRedirects) throw new OutboundError('redirects', `redirected more than ${maxRedirects} times`);
      next = new URL(location, url);
    }
  } catch (error) {
    if (error instanceof OutboundError) throw error;
    if (timeout.aborted) throw new OutboundError('timeout', `no answer within ${request.timeoutMs} ms`);
    throw error;
  }
}
