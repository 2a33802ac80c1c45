import Stripe from 'stripe';
import type { BillingConfig } from '../../env.ts';

export type StripeBillingConfig = Extract<BillingConfig, { driver: 'stripe' }>;

/** Requests to Stripe give up after this long; a checkout click should not hang for 80 s. */
export const STRIPE_TIMEOUT_MS = 20_000;

/**
 * The official client. STRIPE_API_URL (tests, proxies) points it at another host; nothing else
 * in the app talks to Stripe over the network.
 */
export function createStripeClient(config: StripeBillingConfig): Stripe {
  const target = config.apiUrl ? new URL(config.apiUrl) : undefined;
  return new Stripe(config.secretKey, {
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 1,
    telemetry: false,
    appInfo: { name: 'Porchlight' },
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'https:' ? 443 : 80),
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
