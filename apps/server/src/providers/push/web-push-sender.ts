import webpush from 'web-push';
import { checkOutboundUrl, OutboundError, outboundRequest, type OutboundPolicy } from '../../lib/outbound-request.ts';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

/**
 * What the push service said: delivered; gone (404/410: the browser dropped the subscription,
 * delete it); refused for good (a 4xx that a retry will not change); or failed for now (429,
 * 5xx, no answer, an address the outbound guard refuses: retry later).
 */
export type PushResult =
  | { outcome: 'delivered' }
  | { outcome: 'gone'; status: number }
  | { outcome: 'refused'; status: number; detail: string }
  | { outcome: 'failed'; detail: string };

export type PushSender = {
  readonly publicKey: string;
  /** Throws OutboundError when the endpoint is not one this server may push to (scheme, address). */
  checkEndpoint(endpoint: string): Promise<void>;
  send(target: PushTarget, payload: string, options: { ttlSeconds: number; urgency: PushUrgency; topic?: string }): Promise<PushResult>;
};

const PUSH_TIMEOUT_MS = 10_000;

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
      const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: vapid,
        TTL: ttlSeconds,
        urgency,
        contentEncoding: 'aes128gcm',
        ...(topic ? { topic } : {}),
      });
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
        return { outcome: 'failed', detail: error instanceof OutboundError ? `${error.refusal}: ${error.message}` : error instanceof Error ? error.message : String(error) };
      }
      const text = response.body.toString('utf8');
      const status = response.status;
      if (status >= 200 && status < 300) return { outcome: 'delivered' };
      if (status === 404 || status === 410) return { outcome: 'gone', status };
      if (status === 429 || status >= 500 || (status >= 300 && status < 400)) return { outcome: 'failed', detail: `HTTP ${status} ${text}`.trim() };
      return { outcome: 'refused', status, detail: text };
    },
  };
}
