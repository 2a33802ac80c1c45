import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TriggerRequestInput, UpdateTriggerRequest } from '@porchlight/domain/automations/automation-schemas';
import { api, jsonOf } from '@/lib/api';
import { automationsKey } from './flows';

export const triggersKey = [...automationsKey, 'triggers'] as const;
export const getTriggersQueryOptions = () =>
  queryOptions({
    queryKey: triggersKey,
    queryFn: ({ signal }) => jsonOf(api.automations.triggers.$get({}, { init: { signal } })).then((r) => r.triggers),
  });
export const useTriggers = () => useQuery(getTriggersQueryOptions());

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: automationsKey });
}

export function useCreateTrigger() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TriggerRequestInput) => jsonOf(api.automations.triggers.$post({ json: body })),
    onSuccess: () => void invalidate(),
  });
}

export function useUpdateTrigger() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateTriggerRequest & { id: string }) =>
      jsonOf(api.automations.triggers[':id'].$patch({ param: { id: encodeURIComponent(id) }, json: body })),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteTrigger() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.automations.triggers[':id'].$delete({ param: { id: encodeURIComponent(id) } }),
    onSuccess: () => void invalidate(),
  });
}
