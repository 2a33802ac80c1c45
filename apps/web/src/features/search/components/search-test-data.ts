import type { SearchGroup, SearchKind, SearchResponse, SearchResult } from '@porchlight/domain/search/search-schemas';

/** Test answers of GET /api/search (component tests only). */
export const result = (kind: SearchKind, id: string, title: string, extra: Partial<SearchResult> = {}): SearchResult => ({
  kind,
  id,
  title,
  subtitle: '',
  snippet: null,
  highlights: { title: [], subtitle: [], snippet: [] },
  lead_id: null,
  property_id: null,
  ...extra,
});

export const group = (kind: SearchKind, results: SearchResult[], count = results.length, capped = false): SearchGroup => ({
  kind,
  count,
  is_count_capped: capped,
  results,
});

export const answer = (query: string, groups: SearchGroup[]): SearchResponse => ({ query, groups });
