import webpush from 'web-push';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

/**
 * What the push service said: delivered; gone (404/410: the browser dropped the subscription,
 * delete it); refused for good (a 4xx that a retry will not change); or failed for now (429,
 * 5xx, no answer: retry later).
 */
export type PushResult =
  | { outcome: 'delivered' }
  | { outcome: 'gone'; status: number }
  | { outcome: 'refused'; status: number; detail: string }
  | { outcome: 'failed'; detail: string };

export type PushSender = {
  readonly publicKey: string;
  send(target: PushTarget, payload: string, options: { ttlSeconds: number; urgency: PushUrgency; topic?: string }): Promise<PushResult>;
};

const PUSH_TIMEOUT_MS = 10_000;

/**
 * RFC 8030 web push through the `web-push` library: it signs the VAPID JWT and encrypts the
 * payload (aes128gcm, RFC 8291); our own fetch carries the request, so a test's push service
 * on loopback can be plain http (web-push's own transport is https only).
 */
export function createWebPushSender(vapid: { publicKey: string; privateKey: string; subject: string }): PushSender {
  return {
    publicKey: vapid.publicKey,
    async send(target, payload, { ttlSeconds, urgency, topic }) {
      const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: vapid,
        TTL: ttlSeconds,
        urgency,
        contentEncoding: 'aes128gcm',
        ...(topic ? { topic } : {}),
      });
      let response: Response;
      try {
        response = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: new Uint8Array(details.body),
          redirect: 'error',
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
      } catch (error) {
        return { outcome: 'failed', detail: error instanceof Error ? error.message : String(error) };
      }
      const text = (await response.text().catch(() => '')).slice(0, 300);
      if (response.ok) return { outcome: 'delivered' };
      if (response.status === 404 || response.status === 410) return { outcome: 'gone', status: response.status };
      if (response.status === 429 || response.status >= 500) return { outcome: 'failed', detail: `HTTP ${response.status} ${text}`.trim() };
      return { outcome: 'refused', status: response.status, detail: text };
    },
  };
}
