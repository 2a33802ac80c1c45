import { z } from 'zod';

// Tracking tasks: watch a property (its price and status changes, from edits, imports and the
// API), or remind the agent to follow up with a lead on a date. Every run is an execution.

export const TASK_KINDS = ['watch_property', 'watch_listing', 'follow_up'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];
export const TASK_STATUSES = ['active', 'paused', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_KIND_LABELS: Record<TaskKind, string> = {
  watch_property: 'Watch a property',
  watch_listing: 'Watch a listing page',
  follow_up: 'Follow up with a lead',
};

/** How often a watched listing page is read. */
export const LISTING_CHECK_HOURS = 6;

const listingUrl = z
  .string({ error: 'is required' })
  .trim()
  .max(2000, 'must be at most 2,000 characters')
  .pipe(z.url({ protocol: /^https?$/, error: 'must be a web address starting with http:// or https://' }));

const note = z.string().trim().max(500, 'must be at most 500 characters').default('');

export const TrackingTaskRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('watch_property'), property_id: z.uuid({ error: 'must be a property id' }), note }),
  /** A listing page read every few hours; a linked property takes the changes it finds. */
  z.object({
    kind: z.literal('watch_listing'),
    url: listingUrl,
    property_id: z.uuid({ error: 'must be a property id' }).nullable().default(null),
    note,
  }),
  z.object({
    kind: z.literal('follow_up'),
    lead_id: z.uuid({ error: 'must be a lead id' }),
    due_at: z.iso.datetime({ offset: true, error: 'must be a date and time' }),
    note,
  }),
]);
export type TrackingTaskRequest = z.infer<typeof TrackingTaskRequestSchema>;
export type TrackingTaskRequestInput = z.input<typeof TrackingTaskRequestSchema>;

export const TrackingTaskUpdateSchema = z.object({
  status: z.enum(TASK_STATUSES, { error: 'must be active, paused or done' }).optional(),
  due_at: z.iso.datetime({ offset: true, error: 'must be a date and time' }).optional(),
  note: z.string().trim().max(500, 'must be at most 500 characters').optional(),
  /** A follow-up ticked off (true) or reopened (false) in the agent's task list. */
  completed: z.boolean({ error: 'must be true or false' }).optional(),
});
export type TrackingTaskUpdate = z.infer<typeof TrackingTaskUpdateSchema>;

export type TaskExecutionResponse = { cause: string; detail: string; at: string };
export type TrackingTaskResponse = {
  id: string;
  kind: TaskKind;
  status: TaskStatus;
  title: string;
  property_id: string | null;
  lead_id: string | null;
  due_at: string | null;
  note: string;
  last_run_at: string | null;
  /** When the agent completed a follow-up; null while it is still to do (its reminder may have gone). */
  completed_at: string | null;
  /** watch_listing: the page, what it said at the last reading, and why it could not be read. */
  url: string | null;
  listing_price: number | null;
  listing_status: string | null;
  last_error: string | null;
  executions: TaskExecutionResponse[];
  created_at: string;
};

/** The task's title, from what it watches or whom it follows up with. */
export const taskTitle = (kind: TaskKind, subject: string) => (kind === 'follow_up' ? `Follow up with ${subject}` : `Watch ${subject}`);

/** A listing page's name for a title: its host and path ("homes.example/14-elm-st"). */
export function listingName(url: string): string {
  try {
    const u = new URL(url);
    const name = `${u.hostname.replace(/^www\./, '')}${u.pathname === '/' ? '' : u.pathname}`;
    return name.length > 60 ? `${name.slice(0, 59)}…` : name;
  } catch {
    return url.slice(0, 60);
  }
}

const money = (n: number | null) => (n === null ? 'no price' : `$${n.toLocaleString('en-US')}`);

/** What a watched property's change reads as in the task's history and notification. */
export function describeWatchedChange(change: { kind: 'price' | 'status'; from: unknown; to: unknown }): string {
  if (change.kind === 'price') {
    const from = typeof change.from === 'number' ? change.from : null;
    const to = typeof change.to === 'number' ? change.to : null;
    if (from !== null && to !== null) return `Price ${to < from ? 'dropped' : 'rose'} from ${money(from)} to ${money(to)}`;
    return `Price changed from ${money(from)} to ${money(to)}`;
  }
  return `Status changed from ${String(change.from ?? 'none')} to ${String(change.to ?? 'none')}`;
}
