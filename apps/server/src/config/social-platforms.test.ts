import { describe, expect, it } from 'vitest';
import { readSocialPlatforms } from './social-platforms.ts';

describe('readSocialPlatforms', () => {
  it('turns on only the platforms with app keys, with the real endpoints unless overridden', () => {
    const platforms = readSocialPlatforms({
      SOCIAL_LINKEDIN_CLIENT_ID: 'li',
      SOCIAL_LINKEDIN_CLIENT_SECRET: 'li-secret',
      SOCIAL_X_CLIENT_ID: 'x',
      SOCIAL_X_CLIENT_SECRET: 'x-secret',
      SOCIAL_X_TOKEN_URL: 'http://127.0.0.1:9999/token',
      SOCIAL_X_SCOPES: 'tweet.write  users.read',
      SOCIAL_X_API_URL: 'http://127.0.0.1:9999/x/',
    });
    expect(platforms.map((p) => p.platform)).toEqual(['linkedin', 'x']);
    expect(platforms[0]).toMatchObject({
      authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization',
      revokeUrl: 'https://www.linkedin.com/oauth/v2/revoke',
      scopes: ['openid', 'profile', 'w_member_social'],
      apiUrl: 'https://api.linkedin.com',
    });
    expect(platforms[1]).toMatchObject({
      tokenUrl: 'http://127.0.0.1:9999/token',
      authorizeUrl: 'https://x.com/i/oauth2/authorize',
      scopes: ['tweet.write', 'users.read'],
      apiUrl: 'http://127.0.0.1:9999/x',
    });
  });

  it.each([
    [{ SOCIAL_FACEBOOK_CLIENT_ID: 'fb' }, 'SOCIAL_FACEBOOK_CLIENT_ID and SOCIAL_FACEBOOK_CLIENT_SECRET must be set together (Facebook)'],
    [
      { SOCIAL_X_CLIENT_ID: 'x', SOCIAL_X_CLIENT_SECRET: 's', SOCIAL_X_TOKEN_URL: 'ftp://nope' },
      'SOCIAL_X_TOKEN_URL must be an http(s) URL',
    ],
  ])('refuses %j', (env, message) => expect(() => readSocialPlatforms(env)).toThrow(message));
});
