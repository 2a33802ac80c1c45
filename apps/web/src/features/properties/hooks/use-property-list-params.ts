import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, toSearchParams } from '@porchlight/domain/properties/list-params';
import { parseLeniently } from '@porchlight/domain/properties/list-query';
import {
  PROPERTY_LIST_DEFAULTS,
  PropertyListQuerySchema,
  defaultDirection,
  type PropertyListQuery,
} from '@porchlight/domain/properties/property-list-query';
import { useDeepLinkTarget } from '@/components/record-list/use-deep-link-target';

/** Parameters that are not list filters: the tab and the deep link's id and highlight. */
const OTHER_KEYS = ['tab', 'id', 'highlight', 'context'];

/**
 * The list's search, filters, sort and page live in the URL (links, reload and Back agree).
 * `?id=..&highlight=true` is a deep link to one property.
 */
export function usePropertyListParams(fixed: Partial<PropertyListQuery> = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = useMemo(() => Object.fromEntries([...searchParams].filter(([k]) => !OTHER_KEYS.includes(k))), [searchParams]);
  const fixedKey = JSON.stringify(fixed);
  const query = useMemo<PropertyListQuery>(
    () => ({ ...parseLeniently(PropertyListQuerySchema, raw), ...(JSON.parse(fixedKey) as Partial<PropertyListQuery>) }),
    [raw, fixedKey],
  );

  /** Changes filters; anything but a page change goes back to page 1 and drops the deep link. */
  const setQuery = useCallback(
    (patch: Partial<PropertyListQuery>, { replace = false } = {}) => {
      setSearchParams(
        (current) => {
          const tab = current.get('tab');
          const next = { ...query, ...patch, ...('page' in patch ? {} : { page: 1 }) };
          for (const key of Object.keys(fixed)) delete (next as Record<string, unknown>)[key];
          // A direction is written only when it is not the sort's natural one.
          const params = toSearchParams(next, { ...PROPERTY_LIST_DEFAULTS, dir: defaultDirection(next.sort), limit: DEFAULT_PAGE_SIZE });
          return tab ? { tab, ...params } : params;
        },
        { replace },
      );
    },
    // `fixed` is compared by value through fixedKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query, setSearchParams, fixedKey],
  );

  const target = useDeepLinkTarget();
  return { query, setQuery, ...target };
}
