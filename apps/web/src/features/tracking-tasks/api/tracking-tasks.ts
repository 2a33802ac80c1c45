import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrackingTaskRequestInput, TrackingTaskUpdate } from '@porchlight/domain/automations/tracking-tasks';
import { api, jsonOf } from '@/lib/api';

// Under the automations prefix as before the split: automations' own invalidations (a flow's
// follow-ups, templates) still refresh these lists.
const automationsKey = ['automations'] as const;
export const trackingTasksKey = [...automationsKey, 'tracking-tasks'] as const;
export const getTrackingTasksQueryOptions = () =>
  queryOptions({
    queryKey: trackingTasksKey,
    queryFn: ({ signal }) => jsonOf(api.trackingTasks['tracking-tasks'].$get({}, { init: { signal } })).then((r) => r.tasks),
  });
export const useTrackingTasks = () => useQuery(getTrackingTasksQueryOptions());

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trackingTasksKey });
}

export function useCreateTrackingTask() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TrackingTaskRequestInput) => jsonOf(api.trackingTasks['tracking-tasks'].$post({ json: body })),
    onSuccess: () => void invalidate(),
  });
}

export function useUpdateTrackingTask() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: TrackingTaskUpdate & { id: string }) =>
      jsonOf(api.trackingTasks['tracking-tasks'][':id'].$patch({ param: { id: encodeURIComponent(id) }, json: body })),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteTrackingTask() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.trackingTasks['tracking-tasks'][':id'].$delete({ param: { id: encodeURIComponent(id) } }),
    onSuccess: () => void invalidate(),
  });
}

export type PickableProperty = { id: string; address: string; city: string | null };
/** Properties to pick from (a watch task): the first 10 matching the search. */
export const usePropertySearch = (search: string) =>
  useQuery(
    queryOptions<PickableProperty[]>({
      queryKey: [...automationsKey, 'property-picker', search],
      queryFn: ({ signal }) =>
        jsonOf(api.properties.properties.$get({ query: search ? { search, limit: '10' } : { limit: '10' } }, { init: { signal } })).then(
          (r) => r.properties.map((p) => ({ id: p.id, address: p.address, city: p.city ?? null })),
        ),
      placeholderData: keepPreviousData,
    }),
  );
