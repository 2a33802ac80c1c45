import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKeyRequest } from '@porchlight/domain/public-api/api-keys';
import { api, jsonOf } from '@/lib/api';

export const apiKeysKey = ['public-api', 'keys'] as const;

export const getApiKeysQueryOptions = () =>
  queryOptions({ queryKey: apiKeysKey, queryFn: ({ signal }) => jsonOf(api.apiKeys.settings['api-keys'].$get({}, { init: { signal } })) });

export const useApiKeys = () => useQuery(getApiKeysQueryOptions());

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateApiKeyRequest) => jsonOf(api.apiKeys.settings['api-keys'].$post({ json: request })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      void (await api.apiKeys.settings['api-keys'][':id'].$delete({ param: { id: encodeURIComponent(id) } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
