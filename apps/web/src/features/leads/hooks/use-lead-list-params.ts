import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, toSearchParams } from '@porchlight/domain/properties/list-params';
import { parseLeniently } from '@porchlight/domain/properties/list-query';
import {
  LEAD_LIST_DEFAULTS,
  LeadListQuerySchema,
  defaultLeadDirection,
  type LeadListQuery,
} from '@porchlight/domain/leads/lead-list-query';
import { useDeepLinkTarget } from '@/components/record-list/use-deep-link-target';

// claim: a routed lead's push link, read by lead routing's "Assigned to you".
const OTHER_KEYS = ['tab', 'view', 'id', 'highlight', 'context', 'claim'];
// Kept when the list's own parameters change: the page tab and the table or board view.
const KEPT_KEYS = ['tab', 'view'];

/** The lead list's query in `searchParams` (the route's loader reads it too: app/screen-data.ts). */
export const leadListQueryOf = (searchParams: URLSearchParams): LeadListQuery =>
  parseLeniently(LeadListQuerySchema, Object.fromEntries([...searchParams].filter(([k]) => !OTHER_KEYS.includes(k))));

/** The lead list's search, filters, sort and page in the URL; `?id=..&highlight=true` deep links. */
export function useLeadListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => leadListQueryOf(searchParams), [searchParams]);

  const setQuery = useCallback(
    (patch: Partial<LeadListQuery>, { replace = false } = {}) => {
      setSearchParams(
        (current) => {
          const kept = Object.fromEntries(KEPT_KEYS.flatMap((key) => (current.get(key) ? [[key, current.get(key)!]] : [])));
          const next = { ...query, ...patch, ...('page' in patch ? {} : { page: 1 }) };
          return {
            ...kept,
            ...toSearchParams(next, { ...LEAD_LIST_DEFAULTS, dir: defaultLeadDirection(next.sort), limit: DEFAULT_PAGE_SIZE }),
          };
        },
        { replace },
      );
    },
    [query, setSearchParams],
  );

  const target = useDeepLinkTarget();
  return { query, setQuery, ...target };
}
