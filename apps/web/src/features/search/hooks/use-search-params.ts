import { useSearchParams } from 'react-router';
import { SEARCH_KINDS, SEARCH_PAGE_SIZE, type SearchKind } from '@porchlight/domain/search/search-schemas';

const isKind = (value: string | null): value is SearchKind => SEARCH_KINDS.includes(value as SearchKind);

/** /search?q=&kind=&page=: the query, the one group shown alone, and its page, all in the URL. */
export function useSearchScreenParams() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? params.get('search') ?? params.get('query') ?? '').trim();
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  return { q, kind, page, offset: kind ? (page - 1) * SEARCH_PAGE_SIZE : 0 };
}

export function searchHref(q: string, kind?: SearchKind, page = 1) {
  const params = new URLSearchParams({ q });
  if (kind) params.set('kind', kind);
  if (page > 1) params.set('page', String(page));
  return `/search?${params}`;
}
