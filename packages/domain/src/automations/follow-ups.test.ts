import { describe, expect, it } from 'vitest';
import { followUpState, sortFollowUps } from './follow-ups.ts';

const now = new Date(2026, 10, 25, 12, 0); // local noon
const at = (h: number, dayOffset = 0) => new Date(2026, 10, 25 + dayOffset, h, 0).toISOString();
const task = (due_at: string | null, completed_at: string | null = null, id = due_at ?? 'x') => ({
  id,
  kind: 'follow_up' as const,
  due_at,
  completed_at,
});

describe('follow-ups', () => {
  it.each([
    [task(at(9)), 'overdue'],
    [task(at(11, -3)), 'overdue'],
    [task(at(15)), 'due_today'],
    [task(at(9, 1)), 'upcoming'],
    [task(null), 'upcoming'],
    [task(at(9), at(10)), 'completed'],
  ])('%j is %s', (t, state) => {
    expect(followUpState(t, now)).toBe(state);
  });

  it('lists what is to do first, soonest due first, then the completed ones, latest first', () => {
    const list = [
      task(at(9, 2), null, 'later'),
      task(at(9, -1), at(8), 'done-early'),
      task(at(9, -2), null, 'overdue'),
      task(at(9, -1), at(11), 'done-late'),
      task(at(15), null, 'today'),
    ];
    expect(sortFollowUps(list).map((t) => t.id)).toEqual(['overdue', 'today', 'later', 'done-late', 'done-early']);
  });
});
