import crypto from 'node:crypto';

/**
 * Encrypts stored secrets (mailbox passwords) with AES-256-GCM under a key derived from
 * APP_SECRET by HKDF; each value has its own random nonce. "v1.<nonce>.<tag>.<data>", base64url.
 */
export function createSecretBox(appSecret: string, purpose: string) {
  const key = Buffer.from(crypto.hkdfSync('sha256', appSecret, 'porchlight', purpose, 32));
  return {
    seal(plain: string): string {
      const nonce = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, nonce);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', nonce.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    open(sealed: string): string {
      const [version, nonce, tag, data] = sealed.split('.');
      if (version !== 'v1' || !nonce || !tag || data === undefined) throw new Error('Unreadable stored secret');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;

/** A link token only this server can make: HMAC of the purpose and the id. */
export function signedToken(appSecret: string, purpose: string, id: string): string {
  return crypto.createHmac('sha256', appSecret).update(`${purpose}:${id}`).digest('base64url').slice(0, 32);
}
export const isSignedToken = (appSecret: string, purpose: string, id: string, token: string) => {
  const expected = Buffer.from(signedToken(appSecret, purpose, id));
  const given = Buffer.from(token);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
};
