import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@porchlight/domain/auth/auth-schemas';
import type { Database } from './db/client.ts';
import { authAccounts, authRateLimits, authSessions, authVerifications, users } from './db/schema/index.ts';
import type { Config } from './env.ts';
import type { Logger } from './lib/logger.ts';
import type { EmailProvider } from './providers/email/email-provider.ts';
import { passwordResetEmail } from './providers/email/templates.ts';
import { trustedOrigins } from './lib/trusted-origins.ts';

export const AUTH_BASE_PATH = '/api/auth';
/** The header app.ts fills with the socket address (or the trusted proxy's), for rate limits. */
export const CLIENT_IP_HEADER = 'x-porchlight-client-ip';

const DAY = 60 * 60 * 24;
/** Spec 000 §7: the session cookie lives 400 days (the longest a browser keeps one). */
export const SESSION_LIFETIME_SECONDS = 400 * DAY;
export const RESET_LINK_MINUTES = 60;
/** Attempts per IP and window before better-auth answers 429. */
export const SIGN_IN_RATE_LIMIT = { window: 60, max: 10 };

type AuthDeps = {
  config: Config;
  db: Database;
  email: EmailProvider;
  logger: Logger;
  onUserCreated: (user: { id: string; name: string; email: string; image?: string | null }) => Promise<void>;
};

export function createAuth({ config, db, email, logger, onUserCreated }: AuthDeps) {
  const socialProviders: BetterAuthOptions['socialProviders'] = {};
  const oidc = [];
  for (const provider of config.socialSignIn) {
    if (provider.kind === 'google') socialProviders.google = { clientId: provider.clientId, clientSecret: provider.clientSecret };
    if (provider.kind === 'github') socialProviders.github = { clientId: provider.clientId, clientSecret: provider.clientSecret };
    if (provider.kind === 'oidc') {
      oidc.push({
        providerId: provider.id,
        name: provider.name,
        discoveryUrl: provider.discoveryUrl,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
      });
    }
  }

  return betterAuth({
    appName: 'Porchlight',
    baseURL: config.appUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.appSecret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: authSessions, account: authAccounts, verification: authVerifications, rateLimit: authRateLimits },
    }),
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, `better-auth: ${message}`),
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        const message = passwordResetEmail(user.name, url, RESET_LINK_MINUTES);
        await email.send({ to: user.email, ...message, kind: 'password-reset', userId: user.id });
      },
    },
    socialProviders,
    plugins: oidc.length > 0 ? [genericOAuth({ config: oidc })] : [],
    session: { expiresIn: SESSION_LIFETIME_SECONDS, updateAge: DAY },
    account: { accountLinking: { enabled: true, trustedProviders: ['google', 'github'] } },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': SIGN_IN_RATE_LIMIT,
        '/sign-up/email': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
        // Reading the session guesses nothing; limiting it would throttle an office behind one NAT.
        '/get-session': false,
      },
    },
    advanced: {
      // better-auth skips its Origin check when it sees NODE_ENV=test; keep it on, so the tests
      // exercise the same check as production (the trusted origins decide, not the test runner).
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.appUrl.startsWith('https://'),
      cookiePrefix: 'porchlight',
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await onUserCreated(user);
          },
        },
      },
    },
    hooks: {
      // The sign-out dialog promises "logged out of all devices": end every session of the user.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-out') return;
        const session = await getSessionFromCtx(ctx);
        if (session) await ctx.context.internalAdapter.deleteUserSessions(session.user.id);
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
