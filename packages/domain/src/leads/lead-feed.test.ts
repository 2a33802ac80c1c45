import { describe, expect, it } from 'vitest';
import type { DomainEventResponse } from '../events/event-types.ts';
import { leadFeed, type FeedFilter } from './lead-feed.ts';
import type { LeadActivityResponse } from './lead-schemas.ts';

const act = (id: string, at: string, over: Partial<LeadActivityResponse>): LeadActivityResponse => ({
  id,
  kind: 'note',
  fromStatus: null,
  toStatus: null,
  body: null,
  callOutcome: null,
  callDurationSeconds: null,
  callId: null,
  createdAt: at,
  ...over,
});
const activity = [
  act('n1', '2026-01-03T10:00:00Z', { kind: 'note', body: 'Wants a yard' }),
  act('c1', '2026-01-04T09:00:00Z', { kind: 'call', callOutcome: 'left_voicemail', callDurationSeconds: 45, callId: 'call-1' }),
  act('s1', '2026-01-02T08:00:00Z', { kind: 'status_changed', fromStatus: 'cold', toStatus: 'hot' }),
  act('a1', '2026-01-01T08:00:00Z', { kind: 'created', toStatus: 'cold' }),
];
const events = [
  {
    id: 'e1',
    type: 'lead.updated',
    subject_type: 'lead',
    subject_id: 'l',
    actor_id: null,
    payload: { name: 'Ann', changes: { stage: { from: 'New', to: 'Showing' } } },
    created_at: '2026-01-03T12:00:00Z',
  },
] as DomainEventResponse[];

describe('leadFeed: one timeline, newest first', () => {
  it.each<[FeedFilter, string[]]>([
    [
      'all',
      [
        'Call · Left voicemail · 45 s',
        'Stage changed from New to Showing',
        'Note',
        'Status changed from Cold to Hot',
        'Lead added as Cold',
      ],
    ],
    ['notes', ['Note']],
    ['calls', ['Call · Left voicemail · 45 s']],
    ['changes', ['Stage changed from New to Showing', 'Status changed from Cold to Hot', 'Lead added as Cold']],
  ])('%s', (filter, titles) => expect(leadFeed(activity, events, filter).map((i) => i.title)).toEqual(titles));

  it('keeps what was said with a note or call, and ids apart across the two sources', () => {
    const feed = leadFeed(activity, events, 'all');
    expect(feed.find((i) => i.title === 'Note')?.body).toBe('Wants a yard');
    expect(new Set(feed.map((i) => i.id)).size).toBe(feed.length);
  });

  it("names a call through Porchlight by its call (for its recording), and nothing else's", () => {
    const feed = leadFeed(activity, events, 'all');
    expect(feed.filter((i) => i.callId !== null).map((i) => [i.title, i.callId])).toEqual([['Call · Left voicemail · 45 s', 'call-1']]);
  });
});
