import { SOCIAL_PLATFORMS, SOCIAL_PLATFORM_CARDS, type SocialPlatform } from '@porchlight/domain/social/social-platforms';

/** One platform's OAuth 2.0 app as the operator registered it, and the endpoints it talks to. */
export type SocialPlatformConfig = {
  platform: SocialPlatform;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** RFC 7009 revocation, where the platform has it (LinkedIn, X); else disconnect only forgets. */
  revokeUrl: string | undefined;
  /** Who authorised us: name and picture for the card. */
  profileUrl: string;
  scopes: string[];
  /** Where posts are published (the Graph API for Facebook and Instagram, LinkedIn's REST API, X's API v2). */
  apiUrl: string;
};

/** The real endpoints and the scopes posting needs; each can be overridden (tests point them at loopback). */
const DEFAULTS: Record<SocialPlatform, Omit<SocialPlatformConfig, 'platform' | 'clientId' | 'clientSecret'>> = {
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v21.0/oauth/access_token',
    revokeUrl: undefined,
    profileUrl: 'https://graph.facebook.com/v21.0/me?fields=id,name,picture',
    scopes: ['public_profile', 'pages_show_list', 'pages_read_engagement', 'pages_manage_posts'],
    apiUrl: 'https://graph.facebook.com/v21.0',
  },
  instagram: {
    // Instagram business accounts publish through the Graph API, authorised by Facebook Login.
    authorizeUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v21.0/oauth/access_token',
    revokeUrl: undefined,
    profileUrl: 'https://graph.facebook.com/v21.0/me?fields=id,name,picture',
    scopes: ['public_profile', 'pages_show_list', 'instagram_basic', 'instagram_content_publish'],
    apiUrl: 'https://graph.facebook.com/v21.0',
  },
  linkedin: {
    authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization',
    tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
    revokeUrl: 'https://www.linkedin.com/oauth/v2/revoke',
    profileUrl: 'https://api.linkedin.com/v2/userinfo',
    scopes: ['openid', 'profile', 'w_member_social'],
    apiUrl: 'https://api.linkedin.com',
  },
  x: {
    authorizeUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    revokeUrl: 'https://api.x.com/2/oauth2/revoke',
    profileUrl: 'https://api.x.com/2/users/me?user.fields=profile_image_url',
    scopes: ['tweet.read', 'tweet.write', 'users.read', 'offline.access'],
    apiUrl: 'https://api.x.com',
  },
};

export class SocialConfigError extends Error {}

/**
 * SOCIAL_<PLATFORM>_CLIENT_ID and _CLIENT_SECRET turn a platform on; _AUTHORIZE_URL, _TOKEN_URL,
 * _REVOKE_URL, _PROFILE_URL, _API_URL (where posts go) and _SCOPES (space-separated) override its defaults.
 */
export function readSocialPlatforms(source: Record<string, string | undefined>): SocialPlatformConfig[] {
  const platforms: SocialPlatformConfig[] = [];
  for (const platform of SOCIAL_PLATFORMS) {
    const prefix = `SOCIAL_${platform.toUpperCase()}`;
    const value = (name: string) => source[`${prefix}_${name}`]?.trim() || undefined;
    const clientId = value('CLIENT_ID');
    const clientSecret = value('CLIENT_SECRET');
    if (!clientId && !clientSecret) continue;
    if (!clientId || !clientSecret)
      throw new SocialConfigError(
        `${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together (${SOCIAL_PLATFORM_CARDS[platform].name})`,
      );
    const defaults = DEFAULTS[platform];
    const url = (name: string, fallback: string | undefined) => {
      const given = value(name);
      if (given && !/^https?:\/\//.test(given)) throw new SocialConfigError(`${prefix}_${name} must be an http(s) URL`);
      return given ?? fallback;
    };
    platforms.push({
      platform,
      clientId,
      clientSecret,
      authorizeUrl: url('AUTHORIZE_URL', defaults.authorizeUrl)!,
      tokenUrl: url('TOKEN_URL', defaults.tokenUrl)!,
      revokeUrl: url('REVOKE_URL', defaults.revokeUrl),
      profileUrl: url('PROFILE_URL', defaults.profileUrl)!,
      scopes: value('SCOPES')?.split(/\s+/) ?? defaults.scopes,
      apiUrl: url('API_URL', defaults.apiUrl)!.replace(/\/+$/, ''),
    });
  }
  return platforms;
}
