import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PropertyListResponse } from '@porchlight/domain/properties/property-list-query';
import type { TrackingTaskRequestInput, TrackingTaskResponse, TrackingTaskUpdate } from '@porchlight/domain/automations/tracking-tasks';
import { apiFetch } from '@/lib/api-client';

// Under the automations prefix as before the split: automations' own invalidations (a flow's
// follow-ups, templates) still refresh these lists.
const automationsKey = ['automations'] as const;
export const trackingTasksKey = [...automationsKey, 'tracking-tasks'] as const;
export const getTrackingTasksQueryOptions = () =>
  queryOptions({ queryKey: trackingTasksKey, queryFn: ({ signal }) => apiFetch<{ tasks: TrackingTaskResponse[] }>('/api/tracking-tasks', { signal }).then((r) => r.tasks) });
export const useTrackingTasks = () => useQuery(getTrackingTasksQueryOptions());

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trackingTasksKey });
}

export function useCreateTrackingTask() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: TrackingTaskRequestInput) => apiFetch<TrackingTaskResponse>('/api/tracking-tasks', { method: 'POST', body: JSON.stringify(body) }), onSuccess: () => void invalidate() });
}

export function useUpdateTrackingTask() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: TrackingTaskUpdate & { id: string }) => apiFetch<TrackingTaskResponse>(`/api/tracking-tasks/${encodeURIComponent(id)}`, { method: 'PATCH', body: JSON.stringify(body) }),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteTrackingTask() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => apiFetch(`/api/tracking-tasks/${encodeURIComponent(id)}`, { method: 'DELETE' }), onSuccess: () => void invalidate() });
}

export type PickableProperty = { id: string; address: string; city: string | null };
/** Properties to pick from (a watch task): the first 10 matching the search. */
export const usePropertySearch = (search: string) =>
  useQuery(
    queryOptions<PickableProperty[]>({
      queryKey: [...automationsKey, 'property-picker', search],
      queryFn: ({ signal }) =>
        apiFetch<PropertyListResponse>(`/api/properties?${new URLSearchParams(search ? { search, limit: '10' } : { limit: '10' })}`, { signal }).then((r) => r.properties.map((p) => ({ id: p.id, address: p.address, city: p.city ?? null }))),
      placeholderData: keepPreviousData,
    }),
  );
