import { phoneDigitsOf, searchTerms } from '@porchlight/domain/search/search-text';
import {
  SEARCH_COUNT_CAP,
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  SEARCH_TOP_PER_GROUP,
  type SearchGroup,
  type SearchKind,
  type SearchQuery,
  type SearchResponse,
} from '@porchlight/domain/search/search-schemas';
import type { SearchRepository } from './search.repository.ts';
import { toSearchResult } from './search-results.ts';

/** GET /api/search: every kind's top matches and count, or one kind a page at a time. */
export function createSearchService(repository: SearchRepository) {
  return {
    async search(userId: string, query: SearchQuery): Promise<SearchResponse> {
      const terms = searchTerms(query.q);
      const phoneDigits = phoneDigitsOf(query.q);
      const kinds: readonly SearchKind[] = query.kind ? [query.kind] : SEARCH_KINDS;
      const criteria = {
        terms,
        phoneDigits,
        limit: query.kind ? SEARCH_PAGE_SIZE : SEARCH_TOP_PER_GROUP,
        offset: query.kind ? query.offset : 0,
      };
      // At once on a server's pool (PGlite queues them on its one connection).
      const groups = await Promise.all(
        kinds.map(async (kind): Promise<SearchGroup> => {
          const { rows, total } = await repository.find(kind, userId, criteria);
          return {
            kind,
            count: Math.min(total, SEARCH_COUNT_CAP),
            is_count_capped: total > SEARCH_COUNT_CAP,
            results: rows.map((row) => toSearchResult(kind, row, terms, phoneDigits)),
          };
        }),
      );
      return { query: query.q, groups };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
