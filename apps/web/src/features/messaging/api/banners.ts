import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Banners dismissed by this user (kept on the server, so on every device). */
export type BannerKey = 'setup' | 'sms-disabled';
export const bannersKey = ['messaging', 'banners'] as const;
export const useDismissedBanners = () =>
  useQuery({ queryKey: bannersKey, queryFn: ({ signal }) => apiFetch<{ dismissed: string[] }>('/api/messaging/banners', { signal }).then((r) => r.dismissed), staleTime: Infinity });

export function useDismissBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (banner: BannerKey) => apiFetch<{ dismissed: string[] }>(`/api/messaging/banners/${banner}/dismiss`, { method: 'POST', body: '{}' }),
    onMutate: (banner) => queryClient.setQueryData<string[]>(bannersKey, (old) => [...(old ?? []), banner]),
    onSuccess: (result) => queryClient.setQueryData(bannersKey, result.dismissed),
  });
}
