import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushPublicKeyResponse, PushSubscriptionResponse } from '@porchlight/domain/notifications/push';
import { apiFetch } from '@/lib/api-client';
import { subscribeThisBrowser } from '../hooks/browser-push';
import { pushDevicesQueryKey } from './get-push-devices';

export const getPushPublicKey = () => apiFetch<PushPublicKeyResponse>('/api/push/public-key');

export const savePushSubscription = (subscription: PushSubscriptionJSON) =>
  apiFetch<{ subscription: PushSubscriptionResponse }>('/api/push/subscriptions', { method: 'POST', body: JSON.stringify(subscription) });

/**
 * "Turn on notifications on this device": the browser asks for permission, subscribes with the
 * server's public key, and the server keeps the subscription (again, if it was dropped).
 */
export async function turnOnPush(): Promise<PushSubscriptionResponse> {
  const { public_key } = await getPushPublicKey();
  const subscription = await subscribeThisBrowser(public_key);
  return (await savePushSubscription(subscription)).subscription;
}

export function useTurnOnPush() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: turnOnPush, onSettled: () => qc.invalidateQueries({ queryKey: pushDevicesQueryKey }) });
}
