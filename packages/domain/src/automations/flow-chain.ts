import type { EventCause } from '../events/event-types';

// Flows must not loop (issue 44): a flow whose steps cause its own trigger, or two flows that
// trigger each other (A's step fires B's trigger, B's fires A's), would run until the month's
// runs are spent. A change a flow's step makes carries its cause: the run and the chain of
// flows that led to it. A trigger never starts a flow already in that chain.

/** The most flows one change may pass through (A's step triggers B, B's triggers C, …): past it nothing more starts. */
export const FLOW_CHAIN_MAX = 5;

/** The cause a run's step writes on its changes: its run, and its chain with its own flow last. */
export const causeOfStep = (run: { id: string; flowId: string; causeFlowIds: readonly string[] }): EventCause => ({
  kind: 'flow',
  runId: run.id,
  flowIds: [...run.causeFlowIds, run.flowId],
});

/**
 * The chain a run of `flowId` started by an event would carry (the flows that led to it, first
 * to last), or null when the event must not start it: the flow is in the chain (its own steps,
 * or a flow it led to, made the change), or the chain is already FLOW_CHAIN_MAX flows long.
 */
export function chainForRun(cause: EventCause | null | undefined, flowId: string): string[] | null {
  const chain = cause?.kind === 'flow' ? cause.flowIds : [];
  if (chain.includes(flowId) || chain.length >= FLOW_CHAIN_MAX) return null;
  return [...chain];
}
