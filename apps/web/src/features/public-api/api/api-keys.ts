import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyCreatedResponse, ApiKeysResponse, CreateApiKeyRequest } from '@porchlight/domain/public-api/api-keys';
import { apiFetch } from '@/lib/api-client';

export const apiKeysKey = ['public-api', 'keys'] as const;

export const getApiKeysQueryOptions = () => queryOptions({ queryKey: apiKeysKey, queryFn: ({ signal }) => apiFetch<ApiKeysResponse>('/api/settings/api-keys', { signal }) });

export const useApiKeys = () => useQuery(getApiKeysQueryOptions());

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateApiKeyRequest) => apiFetch<ApiKeyCreatedResponse>('/api/settings/api-keys', { method: 'POST', body: JSON.stringify(request) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/settings/api-keys/${id}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
