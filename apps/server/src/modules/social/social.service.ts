import crypto from 'node:crypto';
import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError, generateCodeVerifier, generateState, type OAuth2Tokens } from 'arctic';
import {
  SOCIAL_PLATFORM_CARDS,
  isSocialPlatform,
  notConnected,
  platformNotEnabledText,
  type SocialAccountStatus,
  type SocialPlatform,
} from '@porchlight/domain/social/social-platforms';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import type { SocialPlatformConfig } from '../../config/social-platforms.ts';
import { readSocialProfile } from './social-profile.ts';
import type { SocialAccountRow, SocialRepository } from './social.repository.ts';

export const SOCIAL_ACCOUNTS_PATH = '/api/auth/social';
export const REFRESH_SOCIAL_TOKENS_QUEUE = 'social.refresh-tokens';
/** A connect must come back from the platform within this long. */
export const OAUTH_STATE_MINUTES = 10;
/** Tokens are refreshed this long before they expire. */
const REFRESH_AHEAD_MS = 10 * 60_000;
/** Where the browser lands after the platform sends it back (spec: Settings > Accounts). */
export const SETTINGS_ACCOUNTS_PATH = '/settings?tab=accounts';

type Deps = {
  repo: SocialRepository;
  platforms: SocialPlatformConfig[];
  appUrl: string;
  appSecret: string;
  /** Former APP_SECRETs: tokens sealed under them still open. */
  appSecretPrevious?: readonly string[];
  jobs: Pick<JobQueue, 'enqueue'>;
  logger: Logger;
};

const hashState = (state: string) => crypto.createHash('sha256').update(state).digest('base64url');

/** Social accounts (issue 16): connect by OAuth 2.0 with PKCE, status, token refresh, disconnect. */
export function createSocialService({ repo, platforms, appUrl, appSecret, appSecretPrevious, jobs, logger }: Deps) {
  const tokens = createSecretBox(appSecret, 'social-account-tokens', appSecretPrevious);
  const verifiers = createSecretBox(appSecret, 'social-oauth-verifier', appSecretPrevious);
  const configOf = (platform: SocialPlatform) => platforms.find((p) => p.platform === platform);
  const redirectUri = (platform: SocialPlatform) => `${appUrl}${SOCIAL_ACCOUNTS_PATH}/${platform}/callback`;
  const clientFor = (config: SocialPlatformConfig) => new OAuth2Client(config.clientId, config.clientSecret, redirectUri(config.platform));
  const nameOf = (platform: SocialPlatform) => SOCIAL_PLATFORM_CARDS[platform].name;

  function platformOf(value: string): SocialPlatform {
    if (!isSocialPlatform(value)) throw notFound('No such social platform');
    return value;
  }

  const sealedTokens = (answer: OAuth2Tokens, previousRefresh: string | null, fallbackScopes: string[]) => ({
    accessTokenSealed: tokens.seal(answer.accessToken()),
    refreshTokenSealed: answer.hasRefreshToken() ? tokens.seal(answer.refreshToken()) : previousRefresh,
    expiresAt: 'expires_in' in answer.data ? answer.accessTokenExpiresAt() : null,
    scopes: answer.hasScopes() ? answer.scopes() : fallbackScopes,
  });

  async function scheduleRefresh(account: Pick<SocialAccountRow, 'id' | 'userId' | 'expiresAt' | 'refreshTokenSealed'>) {
    if (!account.expiresAt || !account.refreshTokenSealed) return;
    const runAt = new Date(Math.max(Date.now(), account.expiresAt.getTime() - REFRESH_AHEAD_MS));
    await jobs.enqueue(
      repo.db,
      REFRESH_SOCIAL_TOKENS_QUEUE,
      { accountId: account.id },
      { accountId: account.userId, runAt, uniqueKey: `${account.id}:${account.expiresAt.toISOString()}` },
    );
  }

  function toStatus(platform: SocialPlatform, row: SocialAccountRow | undefined): SocialAccountStatus {
    const enabled = configOf(platform) !== undefined;
    if (!row) return notConnected(platform, enabled);
    // Expired with no way to refresh it: the agent has to connect again.
    const usable = !row.expiresAt || row.expiresAt > new Date() || (row.refreshTokenSealed !== null && row.lastError === null);
    return {
      platform,
      connected: usable,
      user: { name: row.displayName, picture: row.pictureUrl },
      connected_at: row.connectedAt.toISOString(),
      last_sync: row.lastSyncAt?.toISOString() ?? null,
      scopes: row.scopes,
      enabled,
    };
  }

  async function fetchProfile(config: SocialPlatformConfig, accessToken: string) {
    try {
      const res = await fetch(config.profileUrl, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`profile answered ${res.status}`);
      return readSocialProfile(await res.json());
    } catch (error) {
      // The connection stands without a name: the card then says "Connected".
      logger.warn({ err: error, platform: config.platform }, 'Social: could not read the connected profile');
      return { id: null, name: null, picture: null };
    }
  }

  return {
    /** Tokens sealed under a former APP_SECRET, sealed again under the current one. */
    async resealTokens(): Promise<number> {
      let resealed = 0;
      for (const row of await repo.sealedTokens()) {
        const access = tokens.reseal(row.access);
        const refresh = row.refresh ? tokens.reseal(row.refresh) : undefined;
        if (!access && !refresh) continue;
        await repo.replaceSealedTokens(row.id, row, { access: access ?? row.access, refresh: refresh ?? row.refresh });
        resealed += 1;
      }
      return resealed;
    },
    async status(userId: string, platformParam: string): Promise<SocialAccountStatus> {
      const platform = platformOf(platformParam);
      return toStatus(platform, await repo.find(userId, platform));
    },

    /** Spec 000 §7: `{ authUrl }` to send the browser to, or `{ error }` saying what is wrong. */
    async connect(userId: string, platformParam: string): Promise<{ authUrl: string } | { error: string }> {
      const platform = platformOf(platformParam);
      const config = configOf(platform);
      if (!config) {
        // The agent reads who can change it; the operator reads what to set, here and in docs/social-accounts.md.
        const prefix = `SOCIAL_${platform.toUpperCase()}`;
        logger.info(
          { platform },
          `Social: ${nameOf(platform)} was asked for but is not enabled; set ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET to enable it`,
        );
        return { error: platformNotEnabledText(platform) };
      }
      const state = generateState();
      const codeVerifier = generateCodeVerifier();
      await repo.startConnect(
        userId,
        platform,
        hashState(state),
        verifiers.seal(codeVerifier),
        new Date(Date.now() - OAUTH_STATE_MINUTES * 60_000),
      );
      const url = clientFor(config).createAuthorizationURLWithPKCE(
        config.authorizeUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        config.scopes,
      );
      return { authUrl: url.toString() };
    },

    /**
     * The platform sent the browser back. The state must be one this agent started for this
     * platform in the last OAUTH_STATE_MINUTES, and is used once; the code is exchanged with the
     * PKCE verifier. Answers where to send the browser: Settings > Accounts, with the outcome.
     */
    async callback(
      userId: string,
      platformParam: string,
      query: { code?: string; state?: string; error?: string; error_description?: string },
    ): Promise<string> {
      const platform = platformOf(platformParam);
      const back = (outcome: Record<string, string>) =>
        `${SETTINGS_ACCOUNTS_PATH}&${new URLSearchParams({ social: platform, ...outcome }).toString()}`;
      const connect = query.state ? await repo.takeConnect(hashState(query.state)) : undefined;
      const fresh =
        connect &&
        connect.userId === userId &&
        connect.platform === platform &&
        connect.createdAt.getTime() > Date.now() - OAUTH_STATE_MINUTES * 60_000;
      if (!fresh)
        return back({ social_error: 'The connection could not be verified (it expired or was started elsewhere). Try Connect again.' });
      if (query.error)
        return back({
          social_error:
            query.error === 'access_denied' ? 'You did not allow the connection.' : (query.error_description ?? query.error).slice(0, 200),
        });
      const config = configOf(platform);
      if (!config || !query.code) return back({ social_error: 'The platform sent no authorization code. Try Connect again.' });
      let answer: OAuth2Tokens;
      try {
        answer = await clientFor(config).validateAuthorizationCode(config.tokenUrl, query.code, verifiers.open(connect.codeVerifierSealed));
      } catch (error) {
        logger.warn({ err: error instanceof OAuth2RequestError ? error.code : error, platform }, 'Social: the code exchange failed');
        return back({ social_error: `${nameOf(platform)} did not accept the connection. Try Connect again.` });
      }
      const profile = await fetchProfile(config, answer.accessToken());
      const saved = await repo.save(userId, platform, {
        ...sealedTokens(answer, null, config.scopes),
        externalId: profile.id,
        displayName: profile.name,
        pictureUrl: profile.picture,
      });
      await scheduleRefresh(saved);
      return back({ connected: '1' });
    },

    /** Revokes at the platform where it can (a failure there does not keep the tokens), then forgets them. */
    async disconnect(userId: string, platformParam: string): Promise<{ success: true } | { success: false; error: string }> {
      const platform = platformOf(platformParam);
      const row = await repo.find(userId, platform);
      if (!row) return { success: false, error: `${nameOf(platform)} is not connected` };
      const config = configOf(platform);
      if (config?.revokeUrl) {
        try {
          await clientFor(config).revokeToken(config.revokeUrl, tokens.open(row.accessTokenSealed));
        } catch (error) {
          logger.warn(
            { err: error instanceof OAuth2RequestError ? error.code : error, platform },
            'Social: the platform did not confirm the revocation',
          );
        }
      }
      await repo.remove(userId, platform);
      return { success: true };
    },

    /** The refresh job: new tokens before the old expire; a refusal marks the account to reconnect. */
    async refreshTokens(accountId: string) {
      const row = await repo.byId(accountId);
      if (!row?.refreshTokenSealed || !isSocialPlatform(row.platform)) return;
      const config = configOf(row.platform);
      if (!config) return;
      let answer: OAuth2Tokens;
      try {
        answer = await clientFor(config).refreshAccessToken(config.tokenUrl, tokens.open(row.refreshTokenSealed), row.scopes);
      } catch (error) {
        if (!(error instanceof OAuth2RequestError)) throw error; // the network: the job retries
        await repo.markFailed(row.id, `${nameOf(row.platform)} refused to renew the connection (${error.code}). Connect it again.`);
        return;
      }
      const next = sealedTokens(answer, row.refreshTokenSealed, row.scopes);
      await repo.saveTokens(row.id, next);
      await scheduleRefresh({ id: row.id, userId: row.userId, ...next });
    },

    /** A connected account's access token, for publishing (never leaves the server). */
    async accessToken(userId: string, platform: SocialPlatform) {
      const row = await repo.find(userId, platform);
      return row ? tokens.open(row.accessTokenSealed) : undefined;
    },
    /** What publishing needs of a connected account: its token, the platform's id of its owner, and where its API is. */
    async publishingAccount(userId: string, platform: SocialPlatform) {
      const row = await repo.find(userId, platform);
      const config = configOf(platform);
      if (!row || !config) return undefined;
      return { token: tokens.open(row.accessTokenSealed), authorId: row.externalId, apiUrl: config.apiUrl };
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
