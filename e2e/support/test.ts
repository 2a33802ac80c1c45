import crypto from 'node:crypto';
import { test as base } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

/**
 * Every test comes from its own client address, as real agents do, so the server's sign-up and
 * sign-in rate limits (per address) stay on without one test run exhausting them. The e2e server
 * trusts X-Forwarded-For (TRUST_PROXY=true), as it would behind a reverse proxy.
 */
export function clientAddressHeaders(): Record<string, string> {
  const bytes = crypto.randomBytes(3);
  return { 'x-forwarded-for': `10.${bytes[0]}.${bytes[1]}.${bytes[2]}` };
}

export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter: it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    await use(clientAddressHeaders());
  },
});
