import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RunResponse } from '@porchlight/domain/automations/automation-schemas';
import { apiFetch } from '@/lib/api-client';
import { automationsKey } from './flows';

export const leadRunsKey = (leadId: string) => [...automationsKey, 'lead-runs', leadId] as const;
export const getLeadRunsQueryOptions = (leadId: string) =>
  queryOptions({ queryKey: leadRunsKey(leadId), queryFn: ({ signal }) => apiFetch<{ runs: RunResponse[] }>(`/api/flow-runs?lead_id=${encodeURIComponent(leadId)}`, { signal }).then((r) => r.runs) });
export const useLeadRuns = (leadId: string) => useQuery(getLeadRunsQueryOptions(leadId));

export function useRunAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'pause' | 'resume' | 'stop' }) => apiFetch<RunResponse>(`/api/flow-runs/${encodeURIComponent(id)}/action`, { method: 'POST', body: JSON.stringify({ action }) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: automationsKey }),
  });
}
