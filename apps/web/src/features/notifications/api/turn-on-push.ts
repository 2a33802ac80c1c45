import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { subscribeThisBrowser } from '../hooks/browser-push';
import { pushDevicesQueryKey } from './get-push-devices';

export const getPushPublicKey = () => jsonOf(api.push.push['public-key'].$get());

export const savePushSubscription = (subscription: PushSubscriptionJSON) => jsonOf(api.push.push.subscriptions.$post({ json: subscription }));

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
