import webpush from 'web-push';
import { checkOutboundUrl, OutboundError, outboundRequest, type OutboundPolicy, type OutboundRefusal } from '../../lib/outbound-request.ts';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

/**
 * What the push service said: delivered; gone (404/410: the browser dropped the subscription,
 * delete it); refused for good (a 4xx that a retry will not change); or failed for now (429,
 * 5xx, no answer: retry later). An address the outbound guard refuses is refused, status 0.
 */
export type PushResult =
  | { outcome: 'delivered' }
  | { outcome: 'gone'; status: number }
  | { outcome: 'refused'; status: number; detail: string }
  | { outcome: 'failed'; detail: string };

export type PushSender = {
  readonly publicKey: string;
  /** Throws OutboundError when the endpoint is not one this server may push to (its scheme or address; or its name does not resolve). */
  checkEndpoint(endpoint: string): Promise<void>;
  send(target: PushTarget, payload: string, options: { ttlSeconds: number; urgency: PushUrgency; topic?: string }): Promise<PushResult>;
};

const PUSH_TIMEOUT_MS = 10_000;
const REFUSED_FOR_GOOD = new Set<OutboundRefusal>(['not-a-url', 'scheme', 'private']);

/**
 * RFC 8030 web push through the `web-push` library: it signs the VAPID JWT and encrypts the
 * payload (aes128gcm, RFC 8291); the outbound guard (lib/outbound-request.ts) carries the
 * request, checked and pinned to the address it checked. In production the policy is https to
 * public addresses only; a test's push service on loopback is plain http.
 */
export function createWebPushSender(vapid: { publicKey: string; privateKey: string; subject: string }, policy: OutboundPolicy): PushSender {
  return {
    publicKey: vapid.publicKey,
    async checkEndpoint(endpoint) {
      await checkOutboundUrl(endpoint, policy);
    },
    async send(target, payload, { ttlSeconds, urgency, topic }) {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: vapid,
          TTL: ttlSeconds,
          urgency,
          contentEncoding: 'aes128gcm',
          ...(topic ? { topic } : {}),
        },
      );
      let response: Awaited<ReturnType<typeof outboundRequest>>;
      try {
        response = await outboundRequest(details.endpoint, {
          policy,
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: new Uint8Array(details.body),
          timeoutMs: PUSH_TIMEOUT_MS,
          maxBytes: 300,
          onLargeBody: 'truncate',
        });
      } catch (error) {
        // An address this server may not push to is refused for good (a retry would be refused again).
        if (error instanceof OutboundError && REFUSED_FOR_GOOD.has(error.refusal))
          return { outcome: 'refused', status: 0, detail: `${error.refusal}: ${error.message}` };
        return { outcome: 'failed', detail: error instanceof Error ? error.message : String(error) };
      }
      const text = response.body.toString('utf8');
      const status = response.status;
      if (status >= 200 && status < 300) return { outcome: 'delivered' };
      if (status === 404 || status === 410) return { outcome: 'gone', status };
      if (status === 429 || status >= 500 || (status >= 300 && status < 400))
        return { outcome: 'failed', detail: `HTTP ${status} ${text}`.trim() };
      return { outcome: 'refused', status, detail: text };
    },
  };
}
