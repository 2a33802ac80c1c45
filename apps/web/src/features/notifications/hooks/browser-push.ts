import { queryOptions, useQuery } from '@tanstack/react-query';
import { pushDevicesQueryKey } from '../api/get-push-devices';

// What this browser can do about web push, and the calls into it. Kept apart from the
// components so their tests can stand in for the browser (jsdom has no push).

export type PushSupport =
  /** Push works here. */
  | 'supported'
  /** iPhone/iPad in Safari's tabs: push works only from the app added to the Home Screen. */
  | 'needs-home-screen'
  /** No service worker, PushManager or Notification in this browser. */
  | 'unsupported';

export const isIos = (ua = navigator.userAgent, touchPoints = navigator.maxTouchPoints) =>
  /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && touchPoints > 1);

/** Opened from the Home Screen / as an installed app rather than in a browser tab. */
export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || Boolean(window.matchMedia?.('(display-mode: standalone)').matches);
}

export function pushSupport(): PushSupport {
  const hasApis = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (isIos() && !isStandalone()) return 'needs-home-screen';
  return hasApis ? 'supported' : 'unsupported';
}

/** "default" (not asked yet), "granted" or "denied" (blocked: only the browser's site settings undo it). */
export const notificationPermission = (): NotificationPermission => ('Notification' in window ? Notification.permission : 'denied');

const SW_READY_TIMEOUT_MS = 10_000;

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new Error('Porchlight is still getting ready on this device. Reload the page and try again.')),
      SW_READY_TIMEOUT_MS,
    ),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** The server's VAPID key as the bytes PushManager wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export class PushPermissionError extends Error {
  override name = 'PushPermissionError';
}

/** Asks for permission (a click must lead here) and subscribes; an existing subscription is reused. */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError('Notifications were not allowed for Porchlight in this browser.');
  const registration = await workerRegistration();
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
  return subscription.toJSON();
}

export async function unsubscribeThisBrowser(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}

async function currentEndpoint(): Promise<string | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager?.getSubscription())?.endpoint ?? null;
}

/** This browser's own subscription endpoint (null: none): which row of the list is "This device". */
export const thisBrowserEndpointQueryOptions = () =>
  queryOptions({ queryKey: [...pushDevicesQueryKey, 'this-browser'], queryFn: currentEndpoint, staleTime: Infinity });

export function useThisBrowserEndpoint() {
  return useQuery(thisBrowserEndpointQueryOptions()).data ?? null;
}
