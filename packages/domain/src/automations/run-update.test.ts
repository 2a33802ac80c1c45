import { describe, expect, it } from 'vitest';
import { parseFlowRunUpdate } from './run-update';

describe('parseFlowRunUpdate', () => {
  it.each([
    [
      { flowId: 'f', runId: 'r', leadId: 'l' },
      { flowId: 'f', runId: 'r', leadId: 'l' },
    ],
    [
      { flowId: 'f', runId: 'r', leadId: null },
      { flowId: 'f', runId: 'r', leadId: null },
    ],
    [
      { flowId: 'f', runId: 'r' },
      { flowId: 'f', runId: 'r', leadId: null },
    ],
    [{ flowId: 'f' }, null],
    [{ runId: 'r', flowId: 3 }, null],
    [null, null],
    ['flow', null],
  ])('%j -> %j', (data, expected) => {
    expect(parseFlowRunUpdate(data)).toEqual(expected);
  });
});
