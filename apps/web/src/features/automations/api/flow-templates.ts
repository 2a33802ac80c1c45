import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, jsonOf, type JsonOf } from '@/lib/api';
import { automationsKey } from './flows';

const templates = api.automations['flow-templates'];

/** A starting flow as the server describes it. */
export type FlowTemplateResponse = JsonOf<Awaited<ReturnType<typeof templates.$get>>>['templates'][number];

export const flowTemplatesKey = [...automationsKey, 'templates'] as const;
export const getFlowTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: flowTemplatesKey,
    queryFn: ({ signal }) => jsonOf(templates.$get({}, { init: { signal } })).then((r) => r.templates),
    staleTime: Infinity,
  });
export const useFlowTemplates = () => useQuery(getFlowTemplatesQueryOptions());

export function useUseFlowTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => jsonOf(templates[':key'].use.$post({ param: { key: encodeURIComponent(key) } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: automationsKey }),
  });
}
