import { z } from 'zod';

/** The settings given, the unset ones left to their module's defaults. */
export const withoutUnset = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<{ [K in keyof T]: Exclude<T[K], undefined> }>;

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

export const EnvSchema = z.object({
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
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
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
  INBOUND_EMAIL_DOMAIN: optionalText.pipe(
    z
      .string()
      .regex(/^(?=.{1,253}$)([a-z0-9-]+\.)+[a-z0-9-]+$/i, 'INBOUND_EMAIL_DOMAIN must be a domain name like leads.example.com')
      .optional(),
  ),
  INBOUND_SMTP_PORT: z.coerce
    .number({ error: 'INBOUND_SMTP_PORT must be a number' })
    .int()
    .min(0)
    .max(65535, 'INBOUND_SMTP_PORT must be at most 65535')
    .optional(),
  INBOUND_SMTP_MAX_CONNECTIONS: z.coerce
    .number({ error: 'INBOUND_SMTP_MAX_CONNECTIONS must be a number' })
    .int()
    .min(1)
    .max(10_000, 'INBOUND_SMTP_MAX_CONNECTIONS must be at most 10000')
    .optional(),
  INBOUND_SMTP_MAX_CONNECTIONS_PER_ADDRESS: z.coerce
    .number({ error: 'INBOUND_SMTP_MAX_CONNECTIONS_PER_ADDRESS must be a number' })
    .int()
    .min(1)
    .max(1_000, 'INBOUND_SMTP_MAX_CONNECTIONS_PER_ADDRESS must be at most 1000')
    .optional(),
  /** Seconds a session may stay silent (decimals allowed: the tests wait a fraction of one). */
  INBOUND_SMTP_IDLE_SECONDS: z.coerce
    .number({ error: 'INBOUND_SMTP_IDLE_SECONDS must be a number' })
    .positive('INBOUND_SMTP_IDLE_SECONDS must be more than 0')
    .max(3600, 'INBOUND_SMTP_IDLE_SECONDS must be at most 3600')
    .optional(),
  INBOUND_SMTP_SESSION_SECONDS: z.coerce
    .number({ error: 'INBOUND_SMTP_SESSION_SECONDS must be a number' })
    .positive('INBOUND_SMTP_SESSION_SECONDS must be more than 0')
    .max(86_400, 'INBOUND_SMTP_SESSION_SECONDS must be at most 86400')
    .optional(),
  /** DNS servers the lead-mail sender check asks (SPF, DKIM, DMARC), comma-separated "ip" or "ip:port"; unset: the system's. */
  LEAD_MAIL_DNS_SERVERS: optionalText.pipe(
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(
              /^(\d{1,3}(\.\d{1,3}){3}(:\d{1,5})?|\[?[0-9a-f:]+\]?(:\d{1,5})?)$/i,
              'LEAD_MAIL_DNS_SERVERS: each server is an IP address, optionally with :port',
            ),
        ),
      )
      .optional(),
  ),
  IMPORT_THREADS: z.coerce
    .number({ error: 'IMPORT_THREADS must be a number' })
    .int()
    .min(0)
    .max(16, 'IMPORT_THREADS must be at most 16')
    .optional(),
  JOB_LEASE_SECONDS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: 'JOB_LEASE_SECONDS must be a number' })
      .int()
      .min(3, 'JOB_LEASE_SECONDS must be at least 3')
      .max(3600, 'JOB_LEASE_SECONDS must be at most 3600')
      .optional(),
  ),
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
  EXTENSION_INSTALL_URL: optionalUrl('EXTENSION_INSTALL_URL'),
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
  TWILIO_PHONE_NUMBER: optionalText.pipe(
    z
      .string()
      .regex(/^\+[1-9]\d{7,14}$/, 'TWILIO_PHONE_NUMBER must be an E.164 number like +15125550100')
      .optional(),
  ),
  TWILIO_MESSAGING_SERVICE_SID: optionalText,
  TWILIO_API_URL: optionalUrl('TWILIO_API_URL'),
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^B[A-Za-z0-9_-]{86}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key (npx web-push generate-vapid-keys)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key (npx web-push generate-vapid-keys)')
      .optional(),
  ),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: address or an https:// URL')
      .optional(),
  ),
});

export type Env = z.infer<typeof EnvSchema>;
