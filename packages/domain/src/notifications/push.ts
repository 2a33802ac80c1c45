import { z } from 'zod';
import type { NotificationPreferences } from './notification-preferences';
import type { NotificationPriority, NotificationType } from './notification-constants.ts';
import { isVisibleInApp } from './notification-visibility';
import { isQuietTime } from './quiet-hours';

// Web push (issue 19): the contracts of /api/push/*, which notifications reach the agent's
// devices, and what the device shows. The server sends; the service worker shows.

export const PUSH_ENDPOINT_MAX = 2048;
export const PUSH_LABEL_MAX = 100;
/** One agent's devices: more is a browser subscribing in a loop, not a person. */
export const PUSH_SUBSCRIPTIONS_MAX_PER_USER = 20;
/** How long the push service keeps a message for a device that is off (seconds). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A push service's address: https, as every browser's push service is. Plain http only on this
 * machine's loopback (a test's own push service), never to another host.
 */
export function isPushEndpoint(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/** The browser's PushSubscription.toJSON(), plus the label the agent sees in the list. */
export const CreatePushSubscriptionRequestSchema = z.object({
  endpoint: z
    .string({ error: 'endpoint must be a URL' })
    .max(PUSH_ENDPOINT_MAX, `endpoint must be at most ${PUSH_ENDPOINT_MAX} characters`)
    .refine(isPushEndpoint, 'endpoint must be an https:// URL of a push service'),
  expirationTime: z.number().nullish(),
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes, 0x04 first) and a 16-byte secret, base64url.
      p256dh: z
        .string({ error: 'keys.p256dh is required' })
        .regex(/^B[A-Za-z0-9_-]{85,86}={0,2}$/, 'keys.p256dh must be the base64url P-256 public key'),
      auth: z
        .string({ error: 'keys.auth is required' })
        .regex(/^[A-Za-z0-9_-]{22}={0,2}$/, 'keys.auth must be the base64url 16-byte secret'),
    },
    { error: 'keys must hold p256dh and auth' },
  ),
  label: z.string().trim().max(PUSH_LABEL_MAX, `label must be at most ${PUSH_LABEL_MAX} characters`).optional(),
});
export type CreatePushSubscriptionRequest = z.infer<typeof CreatePushSubscriptionRequestSchema>;

/** One of the agent's devices as the API shows it to that agent (never its keys). */
export type PushSubscriptionResponse = {
  id: string;
  label: string;
  /** The push service's address for that browser: how a browser finds its own row ("This device"). */
  endpoint: string;
  /** The endpoint's host: which push service (fcm.googleapis.com, web.push.apple.com, ...). */
  service: string;
  created_at: string;
  last_success_at: string | null;
};
export type PushPublicKeyResponse = { public_key: string };

/**
 * Whether a notification goes to the agent's devices: the top-level `push` switch and the
 * type's in-app switch (the spec has no per-type push flag; a type hidden in the app is not
 * pushed either). Quiet hours hold pushes back, except high-priority notifications, which are
 * what the product treats as urgent (a price drop, a failed payment, a failed import).
 */
export function shouldPush(
  type: NotificationType,
  priority: NotificationPriority,
  prefs: NotificationPreferences,
  at: Date,
  timeZone: string,
): boolean {
  if (!prefs.push || !isVisibleInApp(type, prefs)) return false;
  return priority === 'high' || !isQuietTime(prefs.quietHours, at, timeZone);
}

/** What the service worker shows: a system notification that opens `url` when tapped. */
export type PushMessage = { title: string; body: string; url: string; tag: string; notificationId: string | null };

/** A notification's own push wording, when a builder gives one (metadata.push). */
const PushTextSchema = z.object({ title: z.string().min(1), body: z.string() });

export function pushMessage(n: {
  id: string;
  title: string;
  message: string;
  actionUrl: string | null;
  metadata: Record<string, unknown>;
}): PushMessage {
  const own = PushTextSchema.safeParse(n.metadata.push);
  return {
    title: own.success ? own.data.title : n.title,
    body: own.success ? own.data.body : n.message,
    url: n.actionUrl ?? '/dashboard',
    tag: n.id,
    notificationId: n.id,
  };
}

/** The test a device receives from Settings > Notifications. */
export const TEST_PUSH: Omit<PushMessage, 'tag' | 'notificationId'> = {
  title: 'Porchlight test',
  body: 'Notifications reach this device. New leads will show up here.',
  url: '/settings?tab=notifications',
};
