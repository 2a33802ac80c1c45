import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FlowResponse } from '@porchlight/domain/automations/automation-schemas';
import type { FlowStep } from '@porchlight/domain/automations/flow-steps';
import type { TriggerConfig } from '@porchlight/domain/automations/triggers';
import { apiFetch } from '@/lib/api-client';
import { automationsKey } from './flows';

export type FlowTemplateResponse = { key: string; name: string; summary: string; steps: FlowStep[]; trigger: { name: string; config: TriggerConfig } | null };

export const flowTemplatesKey = [...automationsKey, 'templates'] as const;
export const getFlowTemplatesQueryOptions = () =>
  queryOptions({ queryKey: flowTemplatesKey, queryFn: ({ signal }) => apiFetch<{ templates: FlowTemplateResponse[] }>('/api/flow-templates', { signal }).then((r) => r.templates), staleTime: Infinity });
export const useFlowTemplates = () => useQuery(getFlowTemplatesQueryOptions());

export function useUseFlowTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => apiFetch<FlowResponse>(`/api/flow-templates/${encodeURIComponent(key)}/use`, { method: 'POST', body: '{}' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: automationsKey }),
  });
}
