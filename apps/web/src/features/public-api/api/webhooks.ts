import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookDeliveryResponse, WebhookResponse } from '@porchlight/domain/public-api/webhooks';
import { apiFetch } from '@/lib/api-client';

export const webhooksKey = ['public-api', 'webhooks'] as const;
const deliveriesKey = (id: string) => [...webhooksKey, id, 'deliveries'] as const;

export const useWebhooks = () =>
  useQuery({ queryKey: webhooksKey, queryFn: ({ signal }) => apiFetch<{ webhooks: WebhookResponse[] }>('/api/settings/webhooks', { signal }).then((r) => r.webhooks) });

export const useWebhookDeliveries = (id: string) =>
  useQuery({
    queryKey: deliveriesKey(id),
    queryFn: ({ signal }) => apiFetch<{ deliveries: WebhookDeliveryResponse[] }>(`/api/settings/webhooks/${id}/deliveries`, { signal }).then((r) => r.deliveries),
    // Deliveries retry in the background: a light poll while the log is open.
    refetchInterval: 15_000,
  });

export function useResendDelivery(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => apiFetch<WebhookDeliveryResponse>(`/api/settings/webhooks/${id}/deliveries/${deliveryId}/resend`, { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deliveriesKey(id) }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/settings/webhooks/${id}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}
