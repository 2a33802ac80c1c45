import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { subscribeThisBrowser } from '../hooks/browser-push';
import { pushDevicesQueryKey } from './get-push-devices';

export const getPushPublicKey = () => jsonOf(api.push.push['public-key'].$get());

/** The browser's subscription as the server takes it; one without its address or keys cannot receive anything. */
export function savePushSubscription({ endpoint, keys, expirationTime }: PushSubscriptionJSON) {
  if (!endpoint || !keys?.p256dh || !keys.auth)
    throw new Error('This browser did not give an address for notifications. Try again, or use another browser.');
  return jsonOf(api.push.push.subscriptions.$post({ json: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, expirationTime } }));
}

/**
 * "Turn on notifications on this device": the browser asks for permission, subscribes with the
 * server's public key, and the server keeps the subscription (again, if it was dropped).
 */
export async function turnOnPush() {
  const { public_key } = await getPushPublicKey();
  const subscription = await subscribeThisBrowser(public_key);
  return (await savePushSubscription(subscription)).subscription;
}

export function useTurnOnPush() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: turnOnPush, onSettled: () => qc.invalidateQueries({ queryKey: pushDevicesQueryKey }) });
}
