import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, parseLeniently, toSearchParams } from '@porchlight/domain/properties/list-query';
import { LEAD_LIST_DEFAULTS, LeadListQuerySchema, defaultLeadDirection, type LeadListQuery } from '@porchlight/domain/leads/lead-list-query';
import { useDeepLinkTarget } from '@/components/record-list/use-deep-link-target';

// claim: a routed lead's push link, read by lead routing's "Assigned to you".
const OTHER_KEYS = ['tab', 'id', 'highlight', 'context', 'claim'];

/** The lead list's search, filters, sort and page in the URL; `?id=..&highlight=true` deep links. */
export function useLeadListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = useMemo(() => Object.fromEntries([...searchParams].filter(([k]) => !OTHER_KEYS.includes(k))), [searchParams]);
  const query = useMemo(() => parseLeniently(LeadListQuerySchema, raw), [raw]);

  const setQuery = useCallback(
    (patch: Partial<LeadListQuery>, { replace = false } = {}) => {
      setSearchParams(
        (current) => {
          const tab = current.get('tab');
          const next = { ...query, ...patch, ...('page' in patch ? {} : { page: 1 }) };
          const params = toSearchParams(next, { ...LEAD_LIST_DEFAULTS, dir: defaultLeadDirection(next.sort), limit: DEFAULT_PAGE_SIZE });
          return tab ? { tab, ...params } : params;
        },
        { replace },
      );
    },
    [query, setSearchParams],
  );

  const target = useDeepLinkTarget();
  return { query, setQuery, ...target };
}
