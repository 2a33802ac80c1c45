import type { BillingEnvironment } from '@porchlight/domain/billing/price-ids';
import type { SocialPlatformConfig } from './social-platforms.ts';

/** The lead-mail receiver's limits (its defaults are the lead-capture module's). */
export type InboundSmtpLimits = { maxConnections: number; maxConnectionsPerAddress: number; idleSeconds: number; sessionSeconds: number };

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
  /** Where agents install the browser extension (its store listing, docs/extension.md); unset: the tour says the operator has not published it. */
  extensionInstallUrl: string | undefined;
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
