import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';

export const webhooksKey = ['public-api', 'webhooks'] as const;
const deliveriesKey = (id: string) => [...webhooksKey, id, 'deliveries'] as const;

export const useWebhooks = () =>
  useQuery({
    queryKey: webhooksKey,
    queryFn: ({ signal }) => jsonOf(api.webhooks.settings.webhooks.$get({}, { init: { signal } })).then((r) => r.webhooks),
  });

export const useWebhookDeliveries = (id: string) =>
  useQuery({
    queryKey: deliveriesKey(id),
    queryFn: ({ signal }) =>
      jsonOf(api.webhooks.settings.webhooks[':id'].deliveries.$get({ param: { id: encodeURIComponent(id) } }, { init: { signal } })).then(
        (r) => r.deliveries,
      ),
    // Deliveries retry in the background: a light poll while the log is open.
    refetchInterval: 15_000,
  });

export function useResendDelivery(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      jsonOf(
        api.webhooks.settings.webhooks[':id'].deliveries[':deliveryId'].resend.$post({
          param: { id: encodeURIComponent(id), deliveryId: encodeURIComponent(deliveryId) },
        }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deliveriesKey(id) }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => void (await api.webhooks.settings.webhooks[':id'].$delete({ param: { id: encodeURIComponent(id) } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}
