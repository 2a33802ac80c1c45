import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of one subscription: its ECDH key pair and auth secret, as PushSubscription.toJSON() shows them. */
export type PeerDevice = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Every push this device received, decrypted. */
  received: { payload: unknown; ttl: string | undefined; urgency: string | undefined }[];
  /** Answer this status to the next pushes (404/410: gone; 500: down); else 201. */
  answer: number;
};

const b64u = (b: Buffer) => b.toString('base64url');

/** The P-256 public key of a base64url uncompressed point, for verifying the VAPID JWT. */
function publicKeyOfPoint(point: Buffer) {
  return crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33, 65)) },
    format: 'jwk',
  });
}

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`. The JWT is ES256 over the
 * application server's key, its audience the push service's origin, expiring within 24 hours.
 * Returns what is wrong, or undefined.
 */
function vapidProblem(header: string | undefined, origin: string, expectedKey: string | undefined): string | undefined {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return `bad Authorization header: ${header}`;
  const [, jwt, k] = match as unknown as [string, string, string];
  if (expectedKey && k !== expectedKey) return 'k is not the server public key';
  const [head, body, signature] = jwt.split('.');
  if (!head || !body || !signature) return 'JWT is not three parts';
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string; typ?: string };
  if (header_.alg !== 'ES256') return `JWT alg ${header_.alg}`;
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKeyOfPoint(Buffer.from(k, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) return 'JWT signature does not verify';
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== origin) return `aud ${claims.aud} is not ${origin}`;
  const now = Date.now() / 1000;
  if (!claims.exp || claims.exp <= now || claims.exp > now + 24 * 3600) return `exp ${claims.exp} is not within 24 hours`;
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return `sub ${claims.sub}`;
  return undefined;
}

/**
 * RFC 8291 with RFC 8188's aes128gcm: the header (salt, record size, the sender's public key),
 * then one record. The device derives the key from ECDH with the sender's key and its auth
 * secret, decrypts, and strips the padding after the last-record delimiter (0x02).
 */
function decrypt(body: Buffer, device: { ecdh: crypto.ECDH; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/**
 * A push service on loopback (RFC 8030): each device is a path; a push must carry a valid VAPID
 * JWT for this origin, TTL, and an aes128gcm body the device can decrypt. What does not is
 * recorded in `problems` (a test asserts it stays empty) and answered 400.
 */
export async function startPushPeer(options: { serverPublicKey?: string } = {}) {
  const devices = new Map<string, PeerDevice & { ecdh: crypto.ECDH; authBytes: Buffer }>();
  const problems: string[] = [];
  let origin = '';

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const device = devices.get(req.url ?? '');
      const reply = (status: number) => {
        res.writeHead(status);
        res.end();
      };
      if (!device) return reply(404);
      if (device.answer !== 201) return reply(device.answer);
      const problem =
        (req.method !== 'POST' && `method ${req.method}`) ||
        (req.headers['content-encoding'] !== 'aes128gcm' && `content-encoding ${req.headers['content-encoding']}`) ||
        (!req.headers.ttl && 'no TTL') ||
        vapidProblem(req.headers.authorization, origin, options.serverPublicKey);
      if (problem) {
        problems.push(problem);
        return reply(400);
      }
      try {
        const payload = JSON.parse(
          decrypt(Buffer.concat(chunks), { ecdh: device.ecdh, auth: device.authBytes }).toString('utf8'),
        ) as unknown;
        device.received.push({ payload, ttl: req.headers.ttl as string | undefined, urgency: req.headers.urgency as string | undefined });
      } catch (error) {
        problems.push(`cannot decrypt: ${String(error)}`);
        return reply(400);
      }
      reply(201);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    problems,
    /** A new browser subscription on this push service. */
    device(): PeerDevice {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const authBytes = crypto.randomBytes(16);
      const path = `/push/${crypto.randomUUID()}`;
      const device = {
        endpoint: `${origin}${path}`,
        keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(authBytes) },
        received: [],
        answer: 201,
        ecdh,
        authBytes,
      };
      devices.set(path, device);
      return device;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
