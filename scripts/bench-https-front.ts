// The bench's HTTPS front: HTTP/2 over TLS in front of the built server, as nginx is in production
// (docs/deployment.md, `http2 on`). Browsers speak HTTP/2 only over TLS, so over the server's own
// plain HTTP/1.1 a page's reads queue six at a time, which no agent sees. The certificate is a
// self-signed one for localhost, made with openssl for the run; Chromium is started with
// --ignore-certificate-errors (also needed for its service worker on such a certificate).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import http2, { type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import path from 'node:path';

/** Chromium's flag that takes the run's self-signed certificate. */
export const ACCEPT_BENCH_CERTIFICATE = '--ignore-certificate-errors';

// Connection-level headers: HTTP/2 forbids them (RFC 9113 §8.2.2), and they are per hop anyway.
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'te']);

function forwardable(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_HEADERS.has(name)));
}

function localhostCertificate(dir: string): { key: Buffer; cert: Buffer } {
  const [key, cert] = [path.join(dir, 'localhost-key.pem'), path.join(dir, 'localhost-cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

export type HttpsFront = { url: string; close: () => Promise<void> };

/** Serves https://localhost:`port` with HTTP/2 (HTTP/1.1 to a client that asks), passing every request to the server on `backendPort`. */
function serveHttpsFront(backendPort: number, port: number, certificateDir: string): Promise<void> {
  const server = http2.createSecureServer({ ...localhostCertificate(certificateDir), allowHTTP1: true });
  server.on('request', (req: Http2ServerRequest | http.IncomingMessage, res: Http2ServerResponse | http.ServerResponse) => {
    const headers = forwardable(req.headers);
    headers.host = (req.headers[':authority'] as string | undefined) ?? req.headers.host;
    headers['x-forwarded-proto'] = 'https';
    const upstream = http.request({ host: '127.0.0.1', port: backendPort, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
      answer.pipe(res as NodeJS.WritableStream);
    });
    upstream.on('error', () => res.destroy());
    // A page that goes (the realtime stream ended) ends its request to the server too.
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, 'localhost', resolve));
}

/**
 * The front in a process of its own, as nginx is: the bench's own process waits on Lighthouse
 * (spawnSync) and could not answer meanwhile.
 */
export async function startHttpsFront(backendPort: number, port: number, certificateDir: string): Promise<HttpsFront> {
  const front = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, String(backendPort), String(port), certificateDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    front.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    front.once('exit', (code) => reject(new Error(`The HTTPS front stopped while starting (exit ${code})`)));
  });
  return {
    url: `https://localhost:${port}`,
    close: () => new Promise((resolve) => front.once('exit', () => resolve()).kill('SIGTERM')),
  };
}

if (process.argv[1] === import.meta.filename) {
  const [backendPort, port, certificateDir] = process.argv.slice(2);
  await serveHttpsFront(Number(backendPort), Number(port), certificateDir!);
  console.log('listening');
}
