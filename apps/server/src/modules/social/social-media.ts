import crypto from 'node:crypto';

export const SOCIAL_MEDIA_PATH = '/api/social/media';

/**
 * Addresses of a post's pictures that need no session: Instagram and Facebook fetch a picture
 * from its URL, so it must be public. Each address carries an HMAC of the picture's id under a
 * key derived from APP_SECRET: it cannot be guessed or made for another picture.
 */
export function createMediaSigner(appSecret: string, appUrl: string) {
  const key = Buffer.from(crypto.hkdfSync('sha256', appSecret, 'porchlight', 'social-media-url', 32));
  const signatureOf = (imageId: string) => crypto.createHmac('sha256', key).update(imageId).digest('base64url');
  const pathOf = (imageId: string) => `${SOCIAL_MEDIA_PATH}/${imageId}/${signatureOf(imageId)}`;
  return {
    /** For the app's own pages (same origin). */
    pathOf,
    /** For the platforms: APP_URL must be the public address. */
    publicUrlOf: (imageId: string) => `${appUrl}${pathOf(imageId)}`,
    isValid(imageId: string, signature: string) {
      const expected = Buffer.from(signatureOf(imageId));
      const given = Buffer.from(signature);
      return expected.length === given.length && crypto.timingSafeEqual(expected, given);
    },
  };
}

export type MediaSigner = ReturnType<typeof createMediaSigner>;
