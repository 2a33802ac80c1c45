import { describe, expect, it } from 'vitest';
import { TrackingTaskRequestSchema, describeWatchedChange, taskTitle } from './tracking-tasks';

describe('describeWatchedChange', () => {
  it.each([
    [{ kind: 'price', from: 500000, to: 480000 }, 'Price dropped from $500,000 to $480,000'],
    [{ kind: 'price', from: 500000, to: 510000 }, 'Price rose from $500,000 to $510,000'],
    [{ kind: 'price', from: null, to: 510000 }, 'Price changed from no price to $510,000'],
    [{ kind: 'status', from: 'Active', to: 'Pending' }, 'Status changed from Active to Pending'],
  ] as const)('%j', (change, text) => expect(describeWatchedChange(change)).toBe(text));
});

describe('TrackingTaskRequestSchema', () => {
  it('names the field of a bad request', () => {
    expect(
      TrackingTaskRequestSchema.safeParse({ kind: 'follow_up', lead_id: 'x', due_at: '2026-12-01T09:00:00Z' }).error?.issues[0]?.path,
    ).toEqual(['lead_id']);
    expect(
      TrackingTaskRequestSchema.safeParse({ kind: 'follow_up', lead_id: '3f1c2b7a-5d6e-4f80-9a1b-2c3d4e5f6a7b', due_at: 'tomorrow' }).error
        ?.issues[0]?.path,
    ).toEqual(['due_at']);
  });
  it('titles tasks by what they track', () => {
    expect(taskTitle('watch_property', '12 Oak Lane')).toBe('Watch 12 Oak Lane');
    expect(taskTitle('follow_up', 'Nora Quinn')).toBe('Follow up with Nora Quinn');
  });
});
