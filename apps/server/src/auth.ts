import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import { AUTH_ACCOUNT_FIELD_SCHEMAS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@porchlight/domain/auth/auth-schemas';
import type { Database } from './db/client.ts';
import { authAccounts, authRateLimits, authSessions, authVerifications, users } from './db/schema/index.ts';
import type { Config } from './env.ts';
import { TooManyRequestsError, describeZodError } from './lib/http-errors.ts';
import type { Logger } from './lib/logger.ts';
import type { RequestQuotas } from './lib/request-quota.ts';
import { pathOfNulCharacter } from './lib/validate.ts';
import type { EmailProvider } from './providers/email/email-provider.ts';
import { passwordResetEmail, emailVerificationEmail } from './providers/email/templates.ts';
import { EMAIL_VERIFIED_CALLBACK_PATH } from '@porchlight/domain/messaging/email-verification';
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
/**
 * Attempts per account (e-mail address) from any number of addresses: high enough that only an
 * attack reaches it, low enough that guessing a password from many addresses takes years. A
 * password reset lifts it, so an attacker cannot keep the agent out.
 */
export const ACCOUNT_SIGN_IN_QUOTA = { max: 30, windowSeconds: 15 * 60 };
const TOO_MANY_SIGN_INS = 'Too many sign-in attempts for this account. Try again in 15 minutes, or reset your password to sign in now.';
const signInQuotaKey = (email: string) => `sign-in:${email.trim().toLowerCase()}`;

/** How passwords are hashed and checked: better-auth's scrypt unless a composition says otherwise. */
export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (stored: { hash: string; password: string }) => Promise<boolean>;
};

type AuthDeps = {
  config: Config;
  passwordHashing?: PasswordHashing;
  db: Database;
  email: EmailProvider;
  logger: Logger;
  onUserCreated: (user: { id: string; name: string; email: string; image?: string | null }) => Promise<void>;
  quotas: Pick<RequestQuotas, 'consume' | 'reset'>;
  /** After a session was deleted (sign-out, revocation, password reset): its live streams end. */
  onSessionEnded: (session: { id: string; userId: string }) => Promise<void>;
  /** After the account's own fields changed (name, e-mail, picture, verification). */
  onUserChanged: (userId: string) => Promise<void>;
};

const PROVIDER_TOKEN_FIELDS = ['accessToken', 'refreshToken', 'idToken'] as const;
/** The account row without the provider's tokens (an update touching them clears them). */
function withoutProviderTokens<T extends Record<string, unknown>>(account: T): T {
  const kept: Record<string, unknown> = { ...account };
  for (const field of PROVIDER_TOKEN_FIELDS) if (field in kept) kept[field] = null;
  return kept as T;
}

export function createAuth({ config, db, email, logger, quotas, onUserCreated, onSessionEnded, onUserChanged, passwordHashing }: AuthDeps) {
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
      ...(passwordHashing ? { password: passwordHashing } : {}),
      async onPasswordReset({ user }) {
        await quotas.reset(signInQuotaKey(user.email));
      },
      async sendResetPassword({ user, url }) {
        const message = passwordResetEmail(user.name, url, RESET_LINK_MINUTES);
        await email.send({ to: user.email, ...message, kind: 'password-reset', userId: user.id });
      },
    },
    // Messaging leads needs a verified address: the link goes out at sign-up (issue 46: an agent
    // who was never sent one could not message anyone), and Settings > Profile, the composer and
    // the setup guide send a new one.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        await email.send({ to: user.email, ...emailVerificationEmail(landingOnProfile(url)), kind: 'email-verification', userId: user.id });
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
        update: {
          after: async (user) => {
            await onUserChanged(user.id);
          },
        },
      },
      // A sign-in provider's tokens are never used after the sign-in, so they are not kept: a
      // stolen copy of the database then holds no Google or GitHub token (issue 20).
      account: {
        create: { before: async (account) => ({ data: withoutProviderTokens(account) }) },
        update: { before: async (account) => ({ data: withoutProviderTokens(account) }) },
      },
      session: {
        delete: {
          // Runs once per deleted session, also when "sign out of all devices" deletes many.
          after: async (session) => {
            await onSessionEnded({ id: session.id, userId: session.userId });
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        checkAccountInput(ctx.path, { body: ctx.body, query: ctx.query, params: ctx.params });
        if (ctx.path === '/sign-in/email' && typeof ctx.body?.email === 'string') {
          await quotas.consume(signInQuotaKey(ctx.body.email), ACCOUNT_SIGN_IN_QUOTA, TOO_MANY_SIGN_INS).catch((error: unknown) => {
            if (error instanceof TooManyRequestsError)
              throw new APIError(
                'TOO_MANY_REQUESTS',
                { message: error.message, code: 'TOO_MANY_ATTEMPTS' },
                { 'Retry-After': String(error.retryAfterSeconds) },
              );
            throw error;
          });
        }
        // The sign-out dialog promises "logged out of all devices": end every session of the user.
        if (ctx.path !== '/sign-out') return;
        const session = await getSessionFromCtx(ctx);
        if (session) await ctx.context.internalAdapter.deleteUserSessions(session.user.id);
      }),
    },
  });
}

/**
 * What better-auth's endpoints receive is checked as our own routes' bodies are: no NUL
 * character anywhere (PostgreSQL cannot store one: it would be a 500), and the account fields
 * (e-mail, name, image) by the domain's schemas. 400 naming the field.
 */
function checkAccountInput(path: string, input: { body: unknown; query: unknown; params: unknown }) {
  const nulAt = pathOfNulCharacter(input);
  if (nulAt)
    throw new APIError('BAD_REQUEST', {
      message: `${nulAt.slice(1).join('.') || nulAt[0]}: must not contain a NUL character`,
      code: 'INVALID_INPUT',
    });
  const schema = AUTH_ACCOUNT_FIELD_SCHEMAS[path as keyof typeof AUTH_ACCOUNT_FIELD_SCHEMAS];
  if (!schema) return;
  const parsed = schema.safeParse(input.body ?? {});
  if (!parsed.success) throw new APIError('BAD_REQUEST', { message: describeZodError(parsed.error), code: 'INVALID_INPUT' });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

/**
 * A verification link that names no page of its own (sign-up's) lands on Settings > Profile,
 * which says the address is verified; one asked for from a page keeps that page.
 */
export function landingOnProfile(link: string): string {
  const url = new URL(link);
  const asked = url.searchParams.get('callbackURL');
  if (!asked || asked === '/') url.searchParams.set('callbackURL', EMAIL_VERIFIED_CALLBACK_PATH);
  return url.toString();
}
