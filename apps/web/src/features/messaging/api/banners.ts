import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BannerKey } from '@porchlight/domain/messaging/banners';
import { api, jsonOf } from '@/lib/api';

/** Banners dismissed by this user (kept on the server, so on every device). */
export const bannersKey = ['messaging', 'banners'] as const;
export const getDismissedBannersQueryOptions = () =>
  queryOptions({
    queryKey: bannersKey,
    queryFn: ({ signal }) => jsonOf(api.messaging.messaging.banners.$get({}, { init: { signal } })).then((r) => r.dismissed),
    staleTime: Infinity,
  });
export const useDismissedBanners = () => useQuery(getDismissedBannersQueryOptions());

export function useDismissBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (banner: BannerKey) => jsonOf(api.messaging.messaging.banners[':banner'].dismiss.$post({ param: { banner } })),
    onMutate: (banner) => queryClient.setQueryData<string[]>(bannersKey, (old) => [...(old ?? []), banner]),
    onSuccess: (result) => queryClient.setQueryData(bannersKey, result.dismissed),
  });
}
