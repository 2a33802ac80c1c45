import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateFlowRequestInput, FlowStatus } from '@porchlight/domain/automations/automation-schemas';
import type { FlowStepInput } from '@porchlight/domain/automations/flow-steps';
import { api, jsonOf } from '@/lib/api';

export const automationsKey = ['automations'] as const;
export const flowsKey = [...automationsKey, 'flows'] as const;
export const flowKey = (id: string) => [...flowsKey, id] as const;
export const flowRunsKey = (id: string) => [...flowsKey, id, 'runs'] as const;

export const getFlowsQueryOptions = () =>
  queryOptions({
    queryKey: flowsKey,
    queryFn: ({ signal }) => jsonOf(api.automations.flows.$get({}, { init: { signal } })).then((r) => r.flows),
  });
export const useFlows = () => useQuery(getFlowsQueryOptions());

export const getFlowQueryOptions = (id: string) =>
  queryOptions({
    queryKey: flowKey(id),
    queryFn: ({ signal }) => jsonOf(api.automations.flows[':id'].$get({ param: param(id) }, { init: { signal } })),
  });
export const useFlow = (id: string) => useQuery(getFlowQueryOptions(id));

export const getFlowRunsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: flowRunsKey(id),
    queryFn: ({ signal }) => jsonOf(api.automations.flows[':id'].runs.$get({ param: param(id) }, { init: { signal } })).then((r) => r.runs),
  });
export const useFlowRuns = (id: string) => useQuery(getFlowRunsQueryOptions(id));

const param = (id: string) => ({ id: encodeURIComponent(id) });

function useInvalidateFlows() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: automationsKey });
}

export function useCreateFlow() {
  const invalidate = useInvalidateFlows();
  return useMutation({
    mutationFn: (body: CreateFlowRequestInput) => jsonOf(api.automations.flows.$post({ json: body })),
    onSuccess: () => void invalidate(),
  });
}

export type FlowChanges = { name?: string; description?: string; steps?: FlowStepInput[]; stop_on_reply?: boolean };
export function useUpdateFlow(id: string) {
  const invalidate = useInvalidateFlows();
  return useMutation({
    mutationFn: (body: FlowChanges) => jsonOf(api.automations.flows[':id'].$patch({ param: param(id), json: body })),
    onSuccess: () => void invalidate(),
  });
}

export function useSetFlowStatus(id: string) {
  const invalidate = useInvalidateFlows();
  return useMutation({
    mutationFn: (status: FlowStatus) => jsonOf(api.automations.flows[':id'].status.$post({ param: param(id), json: { status } })),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteFlow() {
  const invalidate = useInvalidateFlows();
  return useMutation({
    mutationFn: (id: string) => api.automations.flows[':id'].$delete({ param: param(id) }),
    onSuccess: () => void invalidate(),
  });
}

export function useEnrolLeads(id: string) {
  const invalidate = useInvalidateFlows();
  return useMutation({
    mutationFn: (leadIds: string[]) => jsonOf(api.automations.flows[':id'].enrol.$post({ param: param(id), json: { lead_ids: leadIds } })),
    onSuccess: () => void invalidate(),
  });
}

export function useTestRun(id: string) {
  return useMutation({
    mutationFn: (leadId: string) => jsonOf(api.automations.flows[':id']['test-run'].$post({ param: param(id), json: { lead_id: leadId } })),
  });
}

/** Enrolment where the flow is picked at the time (the leads table's bulk action). */
export function useEnrolInFlow() {
  const invalidate = useInvalidateFlows();
  return useMutation({
    mutationFn: ({ flowId, leadIds }: { flowId: string; leadIds: string[] }) =>
      jsonOf(api.automations.flows[':id'].enrol.$post({ param: param(flowId), json: { lead_ids: leadIds } })),
    onSuccess: () => void invalidate(),
  });
}
