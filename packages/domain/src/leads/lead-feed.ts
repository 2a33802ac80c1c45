import type { DomainEventResponse } from '../events/event-types.ts';
import { describeEvent } from '../events/describe-event.ts';
import { describeCall } from './lead-calls.ts';
import type { LeadActivityResponse } from './lead-schemas.ts';
import { LEAD_STATUS_LABELS, isLeadStatus } from './lead-status.ts';

/** What the timeline can be narrowed to. */
export const FEED_FILTERS = ['all', 'notes', 'calls', 'changes'] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];
export const FEED_FILTER_LABELS: Record<FeedFilter, string> = { all: 'All', notes: 'Notes', calls: 'Calls', changes: 'Changes' };

export type FeedItem = {
  id: string;
  at: string;
  kind: Exclude<FeedFilter, 'all'>;
  title: string;
  body: string | null;
  /** A call through Porchlight: the calls module's id, for what it shows of it (the recording). */
  callId: string | null;
};

const status = (s: string | null) => (isLeadStatus(s) ? LEAD_STATUS_LABELS[s] : 'no status');

function fromActivity(a: LeadActivityResponse): FeedItem {
  const base = { id: `activity:${a.id}`, at: a.createdAt, body: a.body, callId: null };
  if (a.kind === 'note') return { ...base, kind: 'notes', title: 'Note' };
  if (a.kind === 'call') return { ...base, kind: 'calls', title: describeCall(a), callId: a.callId ?? null };
  if (a.kind === 'created') return { ...base, kind: 'changes', title: a.toStatus ? `Lead added as ${status(a.toStatus)}` : 'Lead added' };
  return { ...base, kind: 'changes', title: `Status changed from ${status(a.fromStatus)} to ${status(a.toStatus)}` };
}

/**
 * One timeline from the lead's activity (added, status, notes, calls) and the event log's other
 * changes (fields, stage, assignment, linked properties): newest first, narrowed by the filter.
 */
export function leadFeed(activity: LeadActivityResponse[], events: DomainEventResponse[], filter: FeedFilter): FeedItem[] {
  const items = [
    ...activity.map(fromActivity),
    ...events.map((e): FeedItem => ({
      id: `event:${e.id}`,
      at: e.created_at,
      kind: 'changes',
      title: describeEvent(e),
      body: null,
      callId: null,
    })),
  ];
  return items.filter((i) => filter === 'all' || i.kind === filter).sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
