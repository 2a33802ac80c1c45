import { describe, expect, it } from 'vitest';
import { CreateWebhookRequestSchema, WEBHOOK_DISABLE_AFTER_MS, WEBHOOK_RETRY, signatureHeaderValue } from './webhooks';
import { retryDelayMs } from '../jobs/job-retry';

describe('webhooks', () => {
  it.each([
    [{ url: 'https://hooks.zapier.com/abc', events: ['lead.created'] }, true],
    [{ url: 'http://127.0.0.1:9000/hook', events: ['lead.created', 'property.price_changed'] }, true],
    [{ url: 'ftp://example.com', events: ['lead.created'] }, false],
    [{ url: 'https://example.com', events: [] }, false],
    [{ url: 'https://example.com', events: ['lead.exploded'] }, false],
  ])('validates %j', (body, ok) => {
    expect(CreateWebhookRequestSchema.safeParse(body).success).toBe(ok);
  });

  it('retries for a little over the 3 days after which an endpoint is disabled', () => {
    const total = Array.from({ length: WEBHOOK_RETRY.maxAttempts - 1 }, (_, i) => retryDelayMs(i + 1, WEBHOOK_RETRY.backoff, 0.5)).reduce(
      (a, b) => a + b,
      0,
    );
    expect(total).toBeGreaterThan(WEBHOOK_DISABLE_AFTER_MS);
    expect(total).toBeLessThan(WEBHOOK_DISABLE_AFTER_MS * 1.5);
  });

  it('writes the signature header', () => {
    expect(signatureHeaderValue(1700000000, 'ab12')).toBe('t=1700000000,v1=ab12');
  });
});
