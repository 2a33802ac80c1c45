import crypto from 'node:crypto';

const keyFor = (appSecret: string, purpose: string) => Buffer.from(crypto.hkdfSync('sha256', appSecret, 'porchlight', purpose, 32));

function openWith(key: Buffer, sealed: string): string | undefined {
  const [version, nonce, tag, data] = sealed.split('.');
  if (version !== 'v1' || !nonce || !tag || data === undefined) return undefined;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined; // another key's value (GCM's tag does not match) or a damaged one
  }
}

/**
 * Encrypts stored secrets (mailbox passwords, tokens, webhook signing secrets) with AES-256-GCM
 * under a key derived from APP_SECRET by HKDF; each value has its own random nonce.
 * "v1.<nonce>.<tag>.<data>", base64url. Values sealed under a former secret (APP_SECRET_PREVIOUS)
 * still open, and `reseal` moves them to the current one.
 */
export function createSecretBox(appSecret: string, purpose: string, previousSecrets: readonly string[] = []) {
  const key = keyFor(appSecret, purpose);
  const previousKeys = previousSecrets.map((s) => keyFor(s, purpose));
  const seal = (plain: string): string => {
    const nonce = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', key, nonce);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', nonce.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
  };
  return {
    seal,
    open(sealed: string): string {
      for (const k of [key, ...previousKeys]) {
        const plain = openWith(k, sealed);
        if (plain !== undefined) return plain;
      }
      throw new Error('Unreadable stored secret');
    },
    /** The value sealed under the current secret when it was sealed under a former one; undefined when it needs nothing (or opens under none). */
    reseal(sealed: string): string | undefined {
      if (openWith(key, sealed) !== undefined) return undefined;
      for (const k of previousKeys) {
        const plain = openWith(k, sealed);
        if (plain !== undefined) return seal(plain);
      }
      return undefined;
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;

/** A link token only this server can make: HMAC of the purpose and the id. */
export function signedToken(appSecret: string, purpose: string, id: string): string {
  return crypto.createHmac('sha256', appSecret).update(`${purpose}:${id}`).digest('base64url').slice(0, 32);
}
/** True when the token was made by `signedToken` under the current secret or a former one (links already sent keep working). */
export const isSignedToken = (appSecret: string, purpose: string, id: string, token: string, previousSecrets: readonly string[] = []) =>
  [appSecret, ...previousSecrets].some((secret) => {
    const expected = Buffer.from(signedToken(secret, purpose, id));
    const given = Buffer.from(token);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  });
