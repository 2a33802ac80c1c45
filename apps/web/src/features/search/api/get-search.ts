import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchKind } from '@porchlight/domain/search/search-schemas';
import { api, jsonOf } from '@/lib/api';

export type SearchParams = { q: string; kind?: SearchKind; offset?: number };

export const searchKey = ['search'] as const;

export const getSearch = ({ q, kind, offset = 0 }: SearchParams, signal?: AbortSignal) =>
  jsonOf(api.search.search.$get({ query: { q, kind, offset: offset ? String(offset) : undefined } }, { init: { signal } }));

// Results go stale quickly: a search is a look at the book now, and the next one asks again.
export const getSearchQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: [...searchKey, params.q.trim(), params.kind ?? 'all', params.offset ?? 0],
    queryFn: ({ signal }) => getSearch(params, signal),
    staleTime: 30_000,
  });

/** Searches when the text is not blank; the previous answer stays on screen while the next one loads. */
export function useSearch(params: SearchParams) {
  return useQuery({ ...getSearchQueryOptions(params), enabled: params.q.trim() !== '', placeholderData: keepPreviousData });
}
