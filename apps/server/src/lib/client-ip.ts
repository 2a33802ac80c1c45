import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address: the socket's, or, when TRUST_PROXY says a proxy we run sits in front,
 * the last X-Forwarded-For hop: the one our proxy appended. Earlier hops are whatever the
 * client sent, so taking the first would let a client choose its own rate-limit address.
 */
export function clientIp(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = forwardedClient(c.req.header('x-forwarded-for'));
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // No socket: the app was called in-process (tests).
    return null;
  }
}

/** The last address of an X-Forwarded-For list, if any. */
export const forwardedClient = (header: string | undefined): string | undefined =>
  header
    ?.split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
    .at(-1);
