import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import type { StripeWebhookService } from './stripe-webhook.service.ts';

/** Public (listed in PUBLIC_API_PATHS): Stripe proves itself with the signature, not a session. */
export const STRIPE_WEBHOOK_PATH = '/api/billing/webhook';

export function stripeWebhookRoutes(service: StripeWebhookService) {
  return new Hono<AppEnv>().post('/billing/webhook', async (c) => {
    // The signature covers the exact bytes Stripe sent, so the body is read raw, never parsed first.
    const payload = Buffer.from(await c.req.arrayBuffer());
    const { outcome } = await service.handle(payload, c.req.header('stripe-signature'));
    return c.json({ received: true, outcome });
  });
}
