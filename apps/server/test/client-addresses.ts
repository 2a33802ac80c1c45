import crypto from 'node:crypto';

/**
 * A fresh client address (198.18.0.0/15, reserved for tests) for requests that better-auth
 * rate-limits per address: sign-up, sign-in, password reset. On PostgreSQL every test file
 * shares the rate-limit table, so files must not all sign up from 127.0.0.1.
 */
export function uniqueIp(): string {
  const [a, b] = crypto.randomBytes(2);
  return `198.${18 + (a! & 1)}.${a! >> 1}.${b}`;
}
