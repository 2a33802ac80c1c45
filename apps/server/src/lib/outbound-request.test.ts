import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundError, outboundRequest, pinnedLookup, resolveOutbound, type Resolver } from './outbound-request.ts';

// The one guard for requests to user-chosen addresses (decision 045). A loopback server stands in
// for every receiver; resolvers of the tests' own stand in for DNS, answering differently at
// each lookup as a rebinding name does.

let server: http.Server;
let port: number;
const seen: string[] = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.headers.host} ${req.url}`);
    if (req.url === '/to-ftp') res.writeHead(302, { location: 'ftp://files.test/x' }).end();
    else if (req.url === '/to-other-name') res.writeHead(302, { location: `http://other.test:${port}/page` }).end();
    else if (req.url === '/to-self') res.writeHead(302, { location: '/page' }).end();
    else res.writeHead(200, { 'content-type': 'text/plain' }).end('hello');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const STRICT = { allowHttp: true, allowPrivate: false };
const LOOSE = { allowHttp: true, allowPrivate: true };

/** A resolver that answers each lookup with the next of `answers` (the last one again after that), counting them. */
function rebinding(...answers: string[][]) {
  let calls = 0;
  const resolve: Resolver = async () => {
    const answer = answers[Math.min(calls, answers.length - 1)]!;
    calls += 1;
    return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, calls: () => calls };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'none',
    (error: unknown) => (error instanceof OutboundError ? error.refusal : `other: ${String(error)}`),
  );

describe('resolveOutbound: resolve once, check every address', () => {
  it('refuses a name when any of its addresses is not public, whatever the order', async () => {
    for (const answer of [
      ['93.184.216.34', '127.0.0.1'],
      ['127.0.0.1', '93.184.216.34'],
      ['2606:4700::1111', '::ffff:7f00:1'],
    ]) {
      expect(await refusal(resolveOutbound('mixed.test', STRICT, rebinding(answer).resolve))).toBe('private');
    }
    expect(await resolveOutbound('public.test', STRICT, rebinding(['93.184.216.34']).resolve)).toEqual({
      hostname: 'public.test',
      addresses: [{ address: '93.184.216.34', family: 4 }],
    });
  });

  it('checks an address literal without resolving it, brackets and all', async () => {
    const never = rebinding([]);
    expect(await refusal(resolveOutbound('[::1]', STRICT, never.resolve))).toBe('private');
    expect(await refusal(resolveOutbound('169.254.169.254', STRICT, never.resolve))).toBe('private');
    expect(never.calls()).toBe(0);
  });

  it('says a name that does not resolve is unresolved', async () => {
    expect(await refusal(resolveOutbound('nowhere.test', STRICT, async () => Promise.reject(new Error('ENOTFOUND'))))).toBe('unresolved');
    expect(await refusal(resolveOutbound('empty.test', STRICT, rebinding([]).resolve))).toBe('unresolved');
  });

  it('lets private addresses through only when the caller allows them', async () => {
    expect(await resolveOutbound('intranet.test', LOOSE, rebinding(['10.0.0.5']).resolve)).toMatchObject({
      addresses: [{ address: '10.0.0.5' }],
    });
  });
});

describe('pinnedLookup: the connection goes to the checked address', () => {
  it('answers the checked public address however the name resolves later (the rebinding resolver is asked once)', async () => {
    const dns = rebinding(['93.184.216.34'], ['127.0.0.1']);
    const checked = await resolveOutbound('rebind.test', STRICT, dns.resolve);
    const lookup = pinnedLookup(checked);
    const one = await new Promise((done) => lookup('rebind.test', {}, (_err, address) => done(address)));
    const all = await new Promise((done) => lookup('rebind.test', { all: true }, (_err, addresses) => done(addresses)));
    expect(one).toBe('93.184.216.34');
    expect(all).toEqual([{ address: '93.184.216.34', family: 4 }]);
    expect(dns.calls()).toBe(1);
  });

  it('is what the request connects with: a name only the test resolver knows reaches the peer, with its own Host', async () => {
    // The second answer would go nowhere; the request uses the first, and the system resolver never hears the name.
    const dns = rebinding(['127.0.0.1'], ['192.0.2.1']);
    const res = await outboundRequest(`http://peer.test:${port}/page`, { policy: LOOSE, timeoutMs: 5_000, resolve: dns.resolve });
    expect([res.status, res.body.toString()]).toEqual([200, 'hello']);
    expect(seen.at(-1)).toBe(`GET peer.test:${port} /page`);
    expect(dns.calls()).toBe(1);
  });
});

describe('outboundRequest', () => {
  it('never reaches loopback for a name whose answer holds a public address first and 127.0.0.1 second', async () => {
    const before = seen.length;
    expect(
      await refusal(
        outboundRequest(`http://rebind.test:${port}/page`, {
          policy: STRICT,
          timeoutMs: 2_000,
          resolve: rebinding(['93.184.216.34', '127.0.0.1']).resolve,
        }),
      ),
    ).toBe('private');
    expect(seen).toHaveLength(before);
  });

  it('checks each redirect like the first address (resolved and checked again), and follows none unless asked', async () => {
    const dns = rebinding(['127.0.0.1']);
    const followed = await outboundRequest(`http://peer.test:${port}/to-other-name`, {
      policy: LOOSE,
      timeoutMs: 2_000,
      maxRedirects: 1,
      resolve: dns.resolve,
    });
    expect([followed.status, followed.url.host, dns.calls()]).toEqual([200, `other.test:${port}`, 2]);
    expect(seen.at(-1)).toBe(`GET other.test:${port} /page`);
    expect(
      await refusal(
        outboundRequest(`http://peer.test:${port}/to-ftp`, { policy: LOOSE, timeoutMs: 2_000, maxRedirects: 3, resolve: dns.resolve }),
      ),
    ).toBe('scheme');
    const kept = await outboundRequest(`http://peer.test:${port}/to-self`, { policy: LOOSE, timeoutMs: 2_000, resolve: dns.resolve });
    expect([kept.status, kept.headers.location]).toEqual([302, '/page']);
    const posted = await outboundRequest(`http://peer.test:${port}/to-self`, {
      policy: LOOSE,
      method: 'POST',
      body: '{}',
      timeoutMs: 2_000,
      maxRedirects: 3,
      resolve: dns.resolve,
    });
    expect(posted.status).toBe(302);
  });

  it('refuses plain http unless allowed, and anything but http(s)', async () => {
    expect(
      await refusal(
        outboundRequest(`http://127.0.0.1:${port}/page`, { policy: { allowHttp: false, allowPrivate: true }, timeoutMs: 2_000 }),
      ),
    ).toBe('scheme');
    expect(await refusal(outboundRequest('file:///etc/passwd', { policy: LOOSE, timeoutMs: 2_000 }))).toBe('scheme');
    expect(await refusal(outboundRequest('not a url', { policy: LOOSE, timeoutMs: 2_000 }))).toBe('not-a-url');
  });

  it('stops at the size limit, or keeps the start of the answer when asked to', async () => {
    expect(await refusal(outboundRequest(`http://127.0.0.1:${port}/page`, { policy: LOOSE, timeoutMs: 2_000, maxBytes: 3 }))).toBe(
      'too-large',
    );
    const cut = await outboundRequest(`http://127.0.0.1:${port}/page`, {
      policy: LOOSE,
      timeoutMs: 2_000,
      maxBytes: 3,
      onLargeBody: 'truncate',
    });
    expect(cut.body.toString()).toBe('hel');
  });
});
