import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { automationsKey } from './flows';

export const leadRunsKey = (leadId: string) => [...automationsKey, 'lead-runs', leadId] as const;
export const getLeadRunsQueryOptions = (leadId: string) =>
  queryOptions({
    queryKey: leadRunsKey(leadId),
    queryFn: ({ signal }) =>
      jsonOf(api.automations['flow-runs'].$get({ query: { lead_id: leadId } }, { init: { signal } })).then((r) => r.runs),
  });
export const useLeadRuns = (leadId: string) => useQuery(getLeadRunsQueryOptions(leadId));

export function useRunAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'pause' | 'resume' | 'stop' }) =>
      jsonOf(api.automations['flow-runs'][':id'].action.$post({ param: { id: encodeURIComponent(id) }, json: { action } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: automationsKey }),
  });
}
