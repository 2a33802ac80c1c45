import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { readSocialPlatforms, SocialConfigError, type SocialPlatformConfig } from './modules/social/social-config.ts';
import { PRICE_KEYS, type BillingEnvironment } from '@porchlight/domain/billing/price-ids';
import type { InboundSmtpLimits } from './modules/lead-capture/inbound-mail-server.ts';

// The one reader of process.env: every other file receives the validated Config.

/** The settings given, the unset ones left to their module's defaults. */
const withoutUnset = <T extends Record<string, unknown>>(values: T) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<{ [K in keyof T]: Exclude<T[K], undefined> }>;

const optionalUrl = (name: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.url({ error: `${name} must be a URL` }).optional())
    .optional();

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'PORT must be a number' }).int().min(1).max(65535, 'PORT must be at most 65535').default(3000),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  APP_URL: optionalUrl('APP_URL'),
  APP_SECRET: optionalText.pipe(z.string().min(32, 'APP_SECRET must be at least 32 characters').optional()),
  /** Former APP_SECRETs, comma-separated, while stored secrets are sealed again under the new one. */
  APP_SECRET_PREVIOUS: optionalText.pipe(
    z
      .string()
      .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
      .pipe(z.array(z.string().min(32, 'APP_SECRET_PREVIOUS: each former secret is at least 32 characters')))
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  EMAIL_FROM: z.string().trim().default('Porchlight <no-reply@porchlight.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  INBOUND_EMAIL_DOMAIN: optionalText.pipe(z.string().regex(/^(?=.{1,253}$)([a-z0-9-]+\.)+[a-z0-9-]+$/i, 'INBOUND_EMAIL_DOMAIN must be a domain name like leads.example.com').optional()),
  INBOUND_SMTP_PORT: z.coerce.number({ error: 'INBOUND_SMTP_PORT must be a number' }).int().min(0).max(65535, 'INBOUND_SMTP_PORT must be at most 65535').optional(),
  INBOUND_SMTP_MAX_CONNECTIONS: z.coerce.number({ error: 'INBOUND_SMTP_MAX_CONNECTIONS must be a number' }).int().min(1).max(10_000, 'INBOUND_SMTP_MAX_CONNECTIONS must be at most 10000').optional(),
  INBOUND_SMTP_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number({ error: 'INBOUND_SMTP_MAX_CONNECTIONS_PER_ADDRESS must be a number' }).int().min(1).max(1_000, 'INBOUND_SMTP_MAX_CONNECTIONS_PER_ADDRESS must be at most 1000').optional(),
  /** Seconds a session may stay silent (decimals allowed: the tests wait a fraction of one). */
  INBOUND_SMTP_IDLE_SECONDS: z.coerce.number({ error: 'INBOUND_SMTP_IDLE_SECONDS must be a number' }).positive('INBOUND_SMTP_IDLE_SECONDS must be more than 0').max(3600, 'INBOUND_SMTP_IDLE_SECONDS must be at most 3600').optional(),
  INBOUND_SMTP_SESSION_SECONDS: z.coerce.number({ error: 'INBOUND_SMTP_SESSION_SECONDS must be a number' }).positive('INBOUND_SMTP_SESSION_SECONDS must be more than 0').max(86_400, 'INBOUND_SMTP_SESSION_SECONDS must be at most 86400').optional(),
  /** DNS servers the lead-mail sender check asks (SPF, DKIM, DMARC), comma-separated "ip" or "ip:port"; unset: the system's. */
  LEAD_MAIL_DNS_SERVERS: optionalText.pipe(
    z
      .string()
      .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
      .pipe(z.array(z.string().regex(/^(\d{1,3}(\.\d{1,3}){3}(:\d{1,5})?|\[?[0-9a-f:]+\]?(:\d{1,5})?)$/i, 'LEAD_MAIL_DNS_SERVERS: each server is an IP address, optionally with :port')))
      .optional(),
  ),
  IMPORT_THREADS: z.coerce.number({ error: 'IMPORT_THREADS must be a number' }).int().min(0).max(16, 'IMPORT_THREADS must be at most 16').optional(),
  JOB_LEASE_SECONDS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ error: 'JOB_LEASE_SECONDS must be a number' }).int().min(3, 'JOB_LEASE_SECONDS must be at least 3').max(3600, 'JOB_LEASE_SECONDS must be at most 3600').optional()),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  DEV_MAILBOX: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  LISTING_FETCH_ALLOW_PRIVATE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  CHAT_WIDGET_SRC: optionalUrl('CHAT_WIDGET_SRC'),
  WEB_DIST_DIR: optionalText,
  DEV_WEB_ORIGIN: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'DEV_WEB_ORIGIN must be an http:// or https:// URL' }).optional()),
  AUTH_GOOGLE_CLIENT_ID: optionalText,
  AUTH_GOOGLE_CLIENT_SECRET: optionalText,
  AUTH_GITHUB_CLIENT_ID: optionalText,
  AUTH_GITHUB_CLIENT_SECRET: optionalText,
  AUTH_OIDC_DISCOVERY_URL: optionalUrl('AUTH_OIDC_DISCOVERY_URL'),
  AUTH_OIDC_CLIENT_ID: optionalText,
  AUTH_OIDC_CLIENT_SECRET: optionalText,
  AUTH_OIDC_NAME: z.string().trim().default('Single sign-on'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: optionalUrl('STRIPE_API_URL'),
  STRIPE_PRICE_IDS_DEVELOPMENT: optionalText,
  STRIPE_PRICE_IDS_PRODUCTION: optionalText,
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_PHONE_NUMBER: optionalText.pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, 'TWILIO_PHONE_NUMBER must be an E.164 number like +15125550100').optional()),
  TWILIO_MESSAGING_SERVICE_SID: optionalText,
  TWILIO_API_URL: optionalUrl('TWILIO_API_URL'),
  VAPID_PUBLIC_KEY: optionalText.pipe(z.string().regex(/^B[A-Za-z0-9_-]{86}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key (npx web-push generate-vapid-keys)').optional()),
  VAPID_PRIVATE_KEY: optionalText.pipe(z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key (npx web-push generate-vapid-keys)').optional()),
  VAPID_SUBJECT: optionalText.pipe(z.string().regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: address or an https:// URL').optional()),
});

export type SocialSignInProvider =
  | { kind: 'google'; id: 'google'; name: string; clientId: string; clientSecret: string }
  | { kind: 'github'; id: 'github'; name: string; clientId: string; clientSecret: string }
  | { kind: 'oidc'; id: 'oidc'; name: string; discoveryUrl: string; clientId: string; clientSecret: string };

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  appSecret: string;
  /** Former secrets (APP_SECRET_PREVIOUS): stored secrets and links made under them still open. */
  appSecretPrevious: string[];
  smtpUrl: string | undefined;
  emailFrom: string;
  logLevel: string;
  /** Agents' lead addresses (leads-<token>@domain) and the port our SMTP receiver listens on; both or neither. */
  inboundMail: { domain: string; port: number; limits: Partial<InboundSmtpLimits> } | undefined;
  /** The DNS servers the lead-mail sender check asks (LEAD_MAIL_DNS_SERVERS); undefined: the system's. */
  leadMailDnsServers: string[] | undefined;
  /** Worker threads that convert the rows of a large import (0: in the job's own thread; unset: the import's default). */
  importThreads: number | undefined;
  /** How long a job whose instance stopped answering stays its own before another instance runs it (unset: the queue's 60 s). */
  jobLeaseSeconds: number | undefined;
  trustProxy: boolean;
  /** Opt-in local mailbox at /api/dev/outbox (never in production: it shows reset links). */
  devMailbox: boolean;
  /** Watched listing pages may be on private and loopback addresses (tests, an intranet); off by default. */
  listingFetchAllowPrivate: boolean;
  chatWidgetSrc: string | undefined;
  webDistDir: string;
  /** The Vite dev server's origin (`npm run dev`), trusted for sign-in and writes in development only. */
  devWebOrigin: string | undefined;
  socialSignIn: SocialSignInProvider[];
  /** Social accounts agents connect to post to (issue 16): the platforms the operator registered an app with. */
  socialPosting: SocialPlatformConfig[];
  /** Stripe when STRIPE_SECRET_KEY is set; otherwise the local billing mode (no charges). */
  billing: BillingConfig;
  /** Twilio when TWILIO_ACCOUNT_SID is set; otherwise texts are kept in the development outbox. */
  sms: SmsConfig;
  /** Web push: the operator's VAPID key pair (base64url; else the database keeps one, modules/notifications/vapid-keys.ts) and the contact push services see. */
  vapid: VapidConfig;
};

export type VapidConfig = { keys: { publicKey: string; privateKey: string } | undefined; subject: string };

export type SmsConfig =
  /** `apiUrl` also aims agents' own Twilio accounts (tests, proxies). */
  | { driver: 'outbox'; apiUrl?: string | undefined }
  | {
      driver: 'twilio';
      accountSid: string;
      authToken: string;
      /** The operator's default number (agents may pick another of the account's numbers). */
      phoneNumber: string | undefined;
      messagingServiceSid: string | undefined;
      /** Only for tests and proxies: where the Twilio client sends its requests. */
      apiUrl: string | undefined;
    };

export type BillingConfig =
  | { driver: 'local' }
  | {
      driver: 'stripe';
      secretKey: string;
      webhookSecret: string;
      /** Only for tests and proxies: where the Stripe client sends its requests. */
      apiUrl: string | undefined;
      /** Catalogue price key (plan_agent_monthly, addon_sms-200, ...) to Stripe price id, for this environment. */
      priceIds: Record<string, string>;
      environment: BillingEnvironment;
    };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

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
    throw new ConfigError(`APP_SECRET is required when NODE_ENV=production (or keep one in ${file}). Generate one with: openssl rand -hex 32`);
  }
  const secret = crypto.randomBytes(32).toString('hex');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function vapidPair(publicKey: string | undefined, privateKey: string | undefined) {
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  return { publicKey, privateKey };
}

/** Who push services may contact about our pushes: VAPID_SUBJECT, an https APP_URL, or EMAIL_FROM's address. */
function vapidSubject(given: string | undefined, appUrl: string, emailFrom: string): string {
  if (given) return given;
  const app = new URL(appUrl);
  if (app.protocol === 'https:' && app.hostname !== 'localhost') return app.origin;
  const address = /<([^>]+)>/.exec(emailFrom)?.[1] ?? emailFrom;
  return `mailto:${address.trim()}`;
}

function pairOrNothing(name: string, id: string | undefined, secret: string | undefined): [string, string] | undefined {
  if (!id && !secret) return undefined;
  if (!id || !secret) throw new ConfigError(`${name}_CLIENT_ID and ${name}_CLIENT_SECRET must be set together`);
  return [id, secret];
}

function socialProviders(env: z.infer<typeof EnvSchema>): SocialSignInProvider[] {
  const providers: SocialSignInProvider[] = [];
  const google = pairOrNothing('AUTH_GOOGLE', env.AUTH_GOOGLE_CLIENT_ID, env.AUTH_GOOGLE_CLIENT_SECRET);
  if (google) providers.push({ kind: 'google', id: 'google', name: 'Google', clientId: google[0], clientSecret: google[1] });
  const github = pairOrNothing('AUTH_GITHUB', env.AUTH_GITHUB_CLIENT_ID, env.AUTH_GITHUB_CLIENT_SECRET);
  if (github) providers.push({ kind: 'github', id: 'github', name: 'GitHub', clientId: github[0], clientSecret: github[1] });
  const oidc = pairOrNothing('AUTH_OIDC', env.AUTH_OIDC_CLIENT_ID, env.AUTH_OIDC_CLIENT_SECRET);
  if (oidc) {
    if (!env.AUTH_OIDC_DISCOVERY_URL) throw new ConfigError('AUTH_OIDC_DISCOVERY_URL is required when AUTH_OIDC_CLIENT_ID is set');
    providers.push({ kind: 'oidc', id: 'oidc', name: env.AUTH_OIDC_NAME, discoveryUrl: env.AUTH_OIDC_DISCOVERY_URL, clientId: oidc[0], clientSecret: oidc[1] });
  }
  return providers;
}

function socialPostingPlatforms(source: Record<string, string | undefined>): SocialPlatformConfig[] {
  try {
    return readSocialPlatforms(source);
  } catch (error) {
    if (error instanceof SocialConfigError) throw new ConfigError(`Invalid configuration:\n  ${error.message}`);
    throw error;
  }
}

function parsePriceIds(name: string, raw: string | undefined): Record<string, string> {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ConfigError(`${name} must be a JSON object of catalogue price keys to Stripe price ids`);
  }
  const parsed = z.record(z.string(), z.string().min(1)).safeParse(value);
  if (!parsed.success) throw new ConfigError(`${name} must be a JSON object of catalogue price keys to Stripe price ids`);
  const unknown = Object.keys(parsed.data).filter((k) => !PRICE_KEYS.includes(k));
  if (unknown.length) throw new ConfigError(`${name}: unknown price key ${unknown.join(', ')} (known: ${PRICE_KEYS.join(', ')})`);
  return parsed.data;
}

function billingConfig(env: z.infer<typeof EnvSchema>): BillingConfig {
  if (!env.STRIPE_SECRET_KEY) {
    if (env.STRIPE_WEBHOOK_SECRET) throw new ConfigError('STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not');
    return { driver: 'local' };
  }
  if (!env.STRIPE_WEBHOOK_SECRET) throw new ConfigError('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
  const environment: BillingEnvironment = env.NODE_ENV === 'production' ? 'production' : 'development';
  const priceIds = {
    development: parsePriceIds('STRIPE_PRICE_IDS_DEVELOPMENT', env.STRIPE_PRICE_IDS_DEVELOPMENT),
    production: parsePriceIds('STRIPE_PRICE_IDS_PRODUCTION', env.STRIPE_PRICE_IDS_PRODUCTION),
  };
  return {
    driver: 'stripe',
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiUrl: env.STRIPE_API_URL,
    priceIds: priceIds[environment],
    environment,
  };
}

function smsConfig(env: z.infer<typeof EnvSchema>): SmsConfig {
  if (!env.TWILIO_ACCOUNT_SID) {
    if (env.TWILIO_AUTH_TOKEN) throw new ConfigError('TWILIO_AUTH_TOKEN is set but TWILIO_ACCOUNT_SID is not');
    return { driver: 'outbox', apiUrl: env.TWILIO_API_URL };
  }
  if (!env.TWILIO_AUTH_TOKEN) throw new ConfigError('TWILIO_AUTH_TOKEN is required when TWILIO_ACCOUNT_SID is set');
  return {
    driver: 'twilio',
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    phoneNumber: env.TWILIO_PHONE_NUMBER,
    messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
    apiUrl: env.TWILIO_API_URL,
  };
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
    throw new ConfigError('Invalid configuration:\n  DEV_MAILBOX: the development mailbox shows password-reset links and cannot be on when NODE_ENV=production');
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
            limits: withoutUnset({ maxConnections: env.INBOUND_SMTP_MAX_CONNECTIONS, maxConnectionsPerAddress: env.INBOUND_SMTP_MAX_CONNECTIONS_PER_ADDRESS, idleSeconds: env.INBOUND_SMTP_IDLE_SECONDS, sessionSeconds: env.INBOUND_SMTP_SESSION_SECONDS }),
          }
        : undefined,
    leadMailDnsServers: env.LEAD_MAIL_DNS_SERVERS,
    trustProxy: env.TRUST_PROXY,
    devMailbox: env.DEV_MAILBOX,
    listingFetchAllowPrivate: env.LISTING_FETCH_ALLOW_PRIVATE,
    chatWidgetSrc: env.CHAT_WIDGET_SRC,
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
