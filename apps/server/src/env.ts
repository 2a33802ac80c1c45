import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config/config-error.ts';
import type { Config } from './config/config-types.ts';
import { EnvSchema, withoutUnset } from './config/env-schema.ts';
import { billingConfig, smsConfig, socialPostingPlatforms, socialProviders, vapidPair, vapidSubject } from './config/config-sections.ts';

// The one reader of process.env: every other file receives the validated Config.

export { ConfigError };
export type { BillingConfig, Config, SmsConfig, SocialSignInProvider, VapidConfig } from './config/config-types.ts';

const SECRET_FILE = 'app-secret';
/** Where `npm run dev` serves the web app (apps/web/vite.config.ts reads the same variable). */
export const DEFAULT_DEV_WEB_ORIGIN = 'http://localhost:5173';

/**
 * APP_SECRET signs sessions and encrypts stored tokens. Outside production one is generated
 * on first start and kept in DATA_DIR, so restarts keep everybody signed in. Production refuses
 * to invent one unless an earlier start already kept it there.
 */
function resolveAppSecret(given: string | undefined, dataDir: string, nodeEnv: Config['nodeEnv']): string {
  if (given) return given;
  const file = path.join(dataDir, SECRET_FILE);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  if (nodeEnv === 'production') {
    throw new ConfigError(
      `APP_SECRET is required when NODE_ENV=production (or keep one in ${file}). Generate one with: openssl rand -hex 32`,
    );
  }
  const secret = crypto.randomBytes(32).toString('hex');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  if (env.DEV_MAILBOX && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  DEV_MAILBOX: the development mailbox shows password-reset links and cannot be on when NODE_ENV=production',
    );
  }
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    appUrl,
    appSecret: resolveAppSecret(env.APP_SECRET, dataDir, env.NODE_ENV),
    appSecretPrevious: env.APP_SECRET_PREVIOUS ?? [],
    smtpUrl: env.SMTP_URL,
    emailFrom: env.EMAIL_FROM,
    logLevel: env.LOG_LEVEL,
    importThreads: env.IMPORT_THREADS,
    jobLeaseSeconds: env.JOB_LEASE_SECONDS,
    inboundMail:
      env.INBOUND_EMAIL_DOMAIN && env.INBOUND_SMTP_PORT !== undefined
        ? {
            domain: env.INBOUND_EMAIL_DOMAIN.toLowerCase(),
            port: env.INBOUND_SMTP_PORT,
            limits: withoutUnset({
              maxConnections: env.INBOUND_SMTP_MAX_CONNECTIONS,
              maxConnectionsPerAddress: env.INBOUND_SMTP_MAX_CONNECTIONS_PER_ADDRESS,
              idleSeconds: env.INBOUND_SMTP_IDLE_SECONDS,
              sessionSeconds: env.INBOUND_SMTP_SESSION_SECONDS,
            }),
          }
        : undefined,
    leadMailDnsServers: env.LEAD_MAIL_DNS_SERVERS,
    trustProxy: env.TRUST_PROXY,
    devMailbox: env.DEV_MAILBOX,
    listingFetchAllowPrivate: env.LISTING_FETCH_ALLOW_PRIVATE,
    chatWidgetSrc: env.CHAT_WIDGET_SRC,
    extensionInstallUrl: env.EXTENSION_INSTALL_URL,
    // From src/env.ts in development and from the bundle dist/main.js alike: both sit one folder below apps/server.
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    devWebOrigin: env.NODE_ENV === 'development' ? new URL(env.DEV_WEB_ORIGIN ?? DEFAULT_DEV_WEB_ORIGIN).origin : undefined,
    socialSignIn: socialProviders(env),
    socialPosting: socialPostingPlatforms(source),
    billing: billingConfig(env),
    sms: smsConfig(env),
    vapid: {
      keys: vapidPair(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY),
      subject: vapidSubject(env.VAPID_SUBJECT, appUrl, env.EMAIL_FROM),
    },
  };
}
