import { describe, expect, it } from 'vitest';
import type { EventCause } from '../events/event-types';
import { FLOW_CHAIN_MAX, causeOfStep, chainForRun } from './flow-chain';

const byFlows = (...flowIds: string[]): EventCause => ({ kind: 'flow', runId: 'run-1', flowIds });
const longest = Array.from({ length: FLOW_CHAIN_MAX }, (_, i) => `f${i}`);

describe('chainForRun', () => {
  it.each([
    ['a change by a person starts any flow, with an empty chain', null, 'A', []],
    ['a change with no cause (older events) too', undefined, 'A', []],
    ["a flow's own step does not start it again", byFlows('A'), 'A', null],
    ["A's step starts B, which carries A", byFlows('A'), 'B', ['A']],
    ["B's step (started by A) does not start A again: A→B→A", byFlows('A', 'B'), 'A', null],
    ['nor B: A→B→B', byFlows('A', 'B'), 'B', null],
    ['C after A and B carries both, in order', byFlows('A', 'B'), 'C', ['A', 'B']],
    [`a chain of ${FLOW_CHAIN_MAX} flows starts nothing more`, byFlows(...longest), 'new', null],
    [`one shorter still starts one more`, byFlows(...longest.slice(1)), 'new', longest.slice(1)],
  ] as const)('%s', (_name, cause, flowId, expected) => {
    expect(chainForRun(cause, flowId)).toEqual(expected);
  });
});

describe('causeOfStep', () => {
  it("names the run and puts the run's own flow last in its chain", () => {
    expect(causeOfStep({ id: 'r9', flowId: 'C', causeFlowIds: ['A', 'B'] })).toEqual({
      kind: 'flow',
      runId: 'r9',
      flowIds: ['A', 'B', 'C'],
    });
    expect(causeOfStep({ id: 'r1', flowId: 'A', causeFlowIds: [] })).toEqual({ kind: 'flow', runId: 'r1', flowIds: ['A'] });
  });
});
