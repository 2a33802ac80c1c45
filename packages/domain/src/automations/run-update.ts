// The `flow_run_update` realtime event: a run of one of the agent's flows moved (a step ran, the
// run ended or failed), so an open run history or lead page reloads it. Ids only, never bodies.

export const FLOW_RUN_UPDATE_KIND = 'flow_run_update';

export type FlowRunUpdate = { flowId: string; runId: string; leadId: string | null };

/** Reads a flow_run_update event's data; anything else is ignored. */
export function parseFlowRunUpdate(data: unknown): FlowRunUpdate | null {
  if (typeof data !== 'object' || data === null) return null;
  const { flowId, runId, leadId } = data as Record<string, unknown>;
  if (typeof flowId !== 'string' || typeof runId !== 'string') return null;
  return { flowId, runId, leadId: typeof leadId === 'string' ? leadId : null };
}
