import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TriggerRequestInput, TriggerResponse, UpdateTriggerRequest } from '@porchlight/domain/automations/automation-schemas';
import { apiFetch } from '@/lib/api-client';
import { automationsKey } from './flows';

export const triggersKey = [...automationsKey, 'triggers'] as const;
export const getTriggersQueryOptions = () => queryOptions({ queryKey: triggersKey, queryFn: ({ signal }) => apiFetch<{ triggers: TriggerResponse[] }>('/api/triggers', { signal }).then((r) => r.triggers) });
export const useTriggers = () => useQuery(getTriggersQueryOptions());

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: automationsKey });
}

export function useCreateTrigger() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: TriggerRequestInput) => apiFetch<TriggerResponse>('/api/triggers', { method: 'POST', body: JSON.stringify(body) }), onSuccess: () => void invalidate() });
}

export function useUpdateTrigger() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateTriggerRequest & { id: string }) => apiFetch<TriggerResponse>(`/api/triggers/${encodeURIComponent(id)}`, { method: 'PATCH', body: JSON.stringify(body) }),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteTrigger() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => apiFetch(`/api/triggers/${encodeURIComponent(id)}`, { method: 'DELETE' }), onSuccess: () => void invalidate() });
}
