import type { TrackingTaskResponse } from './tracking-tasks.ts';

/** Where a follow-up stands for the agent: ticked off, past its time, due later today, or later. */
export type FollowUpState = 'completed' | 'overdue' | 'due_today' | 'upcoming';

type FollowUp = Pick<TrackingTaskResponse, 'kind' | 'due_at' | 'completed_at'>;

const sameLocalDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

export function followUpState(task: FollowUp, now: Date = new Date()): FollowUpState {
  if (task.completed_at) return 'completed';
  const due = task.due_at ? new Date(task.due_at) : null;
  if (!due) return 'upcoming';
  if (due.getTime() < now.getTime()) return 'overdue';
  return sameLocalDay(due, now) ? 'due_today' : 'upcoming';
}

export const FOLLOW_UP_STATE_LABELS: Record<FollowUpState, string> = {
  completed: 'Done',
  overdue: 'Overdue',
  due_today: 'Due today',
  upcoming: 'Upcoming',
};

/**
 * The task list's order: what is still to do first, soonest due first (so overdue ones lead), then
 * what was completed, most recently completed first.
 */
export function sortFollowUps<T extends FollowUp>(tasks: readonly T[]): T[] {
  const time = (iso: string | null) => (iso ? new Date(iso).getTime() : Number.POSITIVE_INFINITY);
  const open = tasks.filter((t) => !t.completed_at).sort((a, b) => time(a.due_at) - time(b.due_at));
  const completed = tasks.filter((t) => t.completed_at).sort((a, b) => time(b.completed_at) - time(a.completed_at));
  return [...open, ...completed];
}
