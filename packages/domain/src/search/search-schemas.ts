import { z } from 'zod';
import type { MatchRange } from './match-ranges.ts';

/** The groups of global search, in the order the results screen shows them. */
export const SEARCH_KINDS = ['leads', 'properties', 'messages', 'tasks', 'flows'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  leads: 'Leads',
  properties: 'Properties',
  messages: 'Messages',
  tasks: 'Tracking tasks',
  flows: 'Flows',
};

/** Longest query accepted (a pasted paragraph is not a search). */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Results per group in the overview; "Show all" pages through one group this many at a time. */
export const SEARCH_TOP_PER_GROUP = 5;
export const SEARCH_PAGE_SIZE = 25;
/** Counts stop here ("1,000+"): counting every match of a one-letter query would cost more than the answer is worth. */
export const SEARCH_COUNT_CAP = 1000;

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** GET /api/search?q=&kind=&offset=: one kind pages through that group alone. */
export const SearchQuerySchema = z.object({
  q: z
    .string({ error: 'Type something to search for' })
    .trim()
    .min(1, 'Type something to search for')
    .max(SEARCH_QUERY_MAX_LENGTH, `Search for at most ${SEARCH_QUERY_MAX_LENGTH} characters`),
  kind: z.preprocess(blank, z.enum(SEARCH_KINDS, { error: `kind must be one of ${SEARCH_KINDS.join(', ')}` }).optional()),
  offset: z.preprocess(blank, z.coerce.number().int().min(0).max(SEARCH_COUNT_CAP).default(0)),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/** Which shown text a highlight range belongs to. */
export type SearchHighlights = { title: MatchRange[]; subtitle: MatchRange[]; snippet: MatchRange[] };

export type SearchResult = {
  kind: SearchKind;
  id: string;
  title: string;
  subtitle: string;
  /** A few words around the match in a long text (a message's body, a task's note), or null. */
  snippet: string | null;
  highlights: SearchHighlights;
  /** The lead a message or task belongs to, the property a task watches. */
  lead_id: string | null;
  property_id: string | null;
};

export type SearchGroup = {
  kind: SearchKind;
  /** Matches of this kind, counted up to SEARCH_COUNT_CAP. */
  count: number;
  is_count_capped: boolean;
  results: SearchResult[];
};

export type SearchResponse = { query: string; groups: SearchGroup[] };

/** Where a result opens: the record's own screen with its detail open (spec 001 §2 deep links; a message rings in its thread). */
export function searchResultHref(result: Pick<SearchResult, 'kind' | 'id' | 'lead_id'>): string {
  const id = encodeURIComponent(result.id);
  switch (result.kind) {
    case 'leads':
      return `/leads?id=${id}`;
    case 'properties':
      return `/properties?id=${id}`;
    case 'messages':
      return `/inbox?message=${id}&highlight=true`;
    case 'tasks':
      return '/properties?tab=tracking';
    case 'flows':
      return `/flows?flow=${id}`;
  }
}
