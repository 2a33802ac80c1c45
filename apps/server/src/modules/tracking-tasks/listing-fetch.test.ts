import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchListingPage } from './listing-fetch.ts';

// A loopback web server stands in for listing sites; the operator's allowance for private
// addresses (LISTING_FETCH_ALLOW_PRIVATE) is what lets the fetcher reach it at all.
let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const hops = /^\/hop\/(\d+)$/.exec(req.url ?? '');
    if (hops) {
      const n = Number(hops[1]);
      res.writeHead(302, { location: n === 0 ? '/page' : `/hop/${n - 1}` }).end();
    } else if (req.url === '/page') res.writeHead(200, { 'content-type': 'text/html' }).end('<html>listing</html>');
    else if (req.url === '/to-ftp') res.writeHead(301, { location: 'ftp://example.test/x' }).end();
    else if (req.url === '/huge') res.writeHead(200).end('x'.repeat(3 * 1024 * 1024));
    else if (req.url === '/slow') setTimeout(() => res.end('late'), 2_000);
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('fetchListingPage', () => {
  it('refuses loopback, private and local addresses unless the operator allows them', async () => {
    await expect(fetchListingPage(`${base}/page`, { allowPrivate: false })).rejects.toThrow(
      '127.0.0.1 is a private or local address (127.0.0.1): only public web pages can be watched',
    );
    await expect(fetchListingPage('http://localhost:9/page', { allowPrivate: false })).rejects.toThrow(
      /localhost is a private or local address/,
    );
    await expect(fetchListingPage('http://[::1]:9/', { allowPrivate: false })).rejects.toThrow(/private or local address \(::1\)/);
    await expect(fetchListingPage('http://10.1.2.3/', { allowPrivate: false })).rejects.toThrow(/private or local/);
    expect(await fetchListingPage(`${base}/page`, { allowPrivate: true })).toBe('<html>listing</html>');
  });

  it('follows at most 3 redirects, re-checking each; http and https only', async () => {
    expect(await fetchListingPage(`${base}/hop/2`, { allowPrivate: true })).toBe('<html>listing</html>');
    await expect(fetchListingPage(`${base}/hop/3`, { allowPrivate: true })).rejects.toThrow('The page redirected more than 3 times');
    await expect(fetchListingPage(`${base}/to-ftp`, { allowPrivate: true })).rejects.toThrow('Only http and https pages can be watched');
    await expect(fetchListingPage('file:///etc/passwd', { allowPrivate: true })).rejects.toThrow(
      'Only http and https pages can be watched',
    );
  });

  it('stops at 2 MB, at the time limit, and on an error answer', async () => {
    await expect(fetchListingPage(`${base}/huge`, { allowPrivate: true })).rejects.toThrow('The page is larger than 2 MB');
    await expect(fetchListingPage(`${base}/slow`, { allowPrivate: true, timeoutMs: 200 })).rejects.toThrow(
      'The page did not answer within 0.2 s',
    );
    await expect(fetchListingPage(`${base}/missing`, { allowPrivate: true })).rejects.toThrow('The page answered 404');
  });
});
