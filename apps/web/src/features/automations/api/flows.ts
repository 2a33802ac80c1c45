import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateFlowRequestInput, FlowResponse, FlowStatus, RunResponse, TestRunResponse } from '@porchlight/domain/automations/automation-schemas';
import type { FlowStepInput } from '@porchlight/domain/automations/flow-steps';
import { apiFetch } from '@/lib/api-client';

export const automationsKey = ['automations'] as const;
export const flowsKey = [...automationsKey, 'flows'] as const;
export const flowKey = (id: string) => [...flowsKey, id] as const;
export const flowRunsKey = (id: string) => [...flowsKey, id, 'runs'] as const;

export const getFlowsQueryOptions = () => queryOptions({ queryKey: flowsKey, queryFn: ({ signal }) => apiFetch<{ flows: FlowResponse[] }>('/api/flows', { signal }).then((r) => r.flows) });
export const useFlows = () => useQuery(getFlowsQueryOptions());

export const getFlowQueryOptions = (id: string) => queryOptions({ queryKey: flowKey(id), queryFn: ({ signal }) => apiFetch<FlowResponse>(`/api/flows/${encodeURIComponent(id)}`, { signal }) });
export const useFlow = (id: string) => useQuery(getFlowQueryOptions(id));

export const getFlowRunsQueryOptions = (id: string) =>
  queryOptions({ queryKey: flowRunsKey(id), queryFn: ({ signal }) => apiFetch<{ runs: RunResponse[] }>(`/api/flows/${encodeURIComponent(id)}/runs`, { signal }).then((r) => r.runs) });
export const useFlowRuns = (id: string) => useQuery(getFlowRunsQueryOptions(id));

const post = <T>(path: string, body: unknown, method = 'POST') => apiFetch<T>(path, { method, body: JSON.stringify(body) });

function useInvalidateFlows() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: automationsKey });
}

export function useCreateFlow() {
  const invalidate = useInvalidateFlows();
  return useMutation({ mutationFn: (body: CreateFlowRequestInput) => post<FlowResponse>('/api/flows', body), onSuccess: () => void invalidate() });
}

export type FlowChanges = { name?: string; description?: string; steps?: FlowStepInput[]; stop_on_reply?: boolean };
export function useUpdateFlow(id: string) {
  const invalidate = useInvalidateFlows();
  return useMutation({ mutationFn: (body: FlowChanges) => post<FlowResponse>(`/api/flows/${encodeURIComponent(id)}`, body, 'PATCH'), onSuccess: () => void invalidate() });
}

export function useSetFlowStatus(id: string) {
  const invalidate = useInvalidateFlows();
  return useMutation({ mutationFn: (status: FlowStatus) => post<FlowResponse>(`/api/flows/${encodeURIComponent(id)}/status`, { status }), onSuccess: () => void invalidate() });
}

export function useDeleteFlow() {
  const invalidate = useInvalidateFlows();
  return useMutation({ mutationFn: (id: string) => apiFetch(`/api/flows/${encodeURIComponent(id)}`, { method: 'DELETE' }), onSuccess: () => void invalidate() });
}

export function useEnrolLeads(id: string) {
  const invalidate = useInvalidateFlows();
  return useMutation({ mutationFn: (leadIds: string[]) => post<{ started: number; already_on_flow: number }>(`/api/flows/${encodeURIComponent(id)}/enrol`, { lead_ids: leadIds }), onSuccess: () => void invalidate() });
}

export function useTestRun(id: string) {
  return useMutation({ mutationFn: (leadId: string) => post<TestRunResponse>(`/api/flows/${encodeURIComponent(id)}/test-run`, { lead_id: leadId }) });
}

/** Enrolment where the flow is picked at the time (the leads table's bulk action). */
export function useEnrolInFlow() {
  const invalidate = useInvalidateFlows();
  return useMutation({
    mutationFn: ({ flowId, leadIds }: { flowId: string; leadIds: string[] }) => post<{ started: number; already_on_flow: number }>(`/api/flows/${encodeURIComponent(flowId)}/enrol`, { lead_ids: leadIds }),
    onSuccess: () => void invalidate(),
  });
}
