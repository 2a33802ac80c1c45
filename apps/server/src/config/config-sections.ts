import { z } from 'zod';
import { PRICE_KEYS, type BillingEnvironment } from '@porchlight/domain/billing/price-ids';
import { ConfigError } from './config-error.ts';
import type { BillingConfig, SmsConfig, SocialSignInProvider } from './config-types.ts';
import type { Env } from './env-schema.ts';
import { readSocialPlatforms, SocialConfigError, type SocialPlatformConfig } from './social-platforms.ts';

// The settings that come in groups (set together or not at all), each read into its Config part.

export function vapidPair(publicKey: string | undefined, privateKey: string | undefined) {
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  return { publicKey, privateKey };
}

/** Who push services may contact about our pushes: VAPID_SUBJECT, an https APP_URL, or EMAIL_FROM's address. */
export function vapidSubject(given: string | undefined, appUrl: string, emailFrom: string): string {
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

export function socialProviders(env: Env): SocialSignInProvider[] {
  const providers: SocialSignInProvider[] = [];
  const google = pairOrNothing('AUTH_GOOGLE', env.AUTH_GOOGLE_CLIENT_ID, env.AUTH_GOOGLE_CLIENT_SECRET);
  if (google) providers.push({ kind: 'google', id: 'google', name: 'Google', clientId: google[0], clientSecret: google[1] });
  const github = pairOrNothing('AUTH_GITHUB', env.AUTH_GITHUB_CLIENT_ID, env.AUTH_GITHUB_CLIENT_SECRET);
  if (github) providers.push({ kind: 'github', id: 'github', name: 'GitHub', clientId: github[0], clientSecret: github[1] });
  const oidc = pairOrNothing('AUTH_OIDC', env.AUTH_OIDC_CLIENT_ID, env.AUTH_OIDC_CLIENT_SECRET);
  if (oidc) {
    if (!env.AUTH_OIDC_DISCOVERY_URL) throw new ConfigError('AUTH_OIDC_DISCOVERY_URL is required when AUTH_OIDC_CLIENT_ID is set');
    providers.push({
      kind: 'oidc',
      id: 'oidc',
      name: env.AUTH_OIDC_NAME,
      discoveryUrl: env.AUTH_OIDC_DISCOVERY_URL,
      clientId: oidc[0],
      clientSecret: oidc[1],
    });
  }
  return providers;
}

export function socialPostingPlatforms(source: Record<string, string | undefined>): SocialPlatformConfig[] {
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

export function billingConfig(env: Env): BillingConfig {
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

export function smsConfig(env: Env): SmsConfig {
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
