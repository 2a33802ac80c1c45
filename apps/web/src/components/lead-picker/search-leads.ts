import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';

export type PickableLead = { id: string; name: string; email: string | null; phone: string | null };

/** Leads to pick from (test runs, enrolment): the first 10 matching the search. */
export const searchLeadsQueryOptions = (search: string) =>
  queryOptions<PickableLead[]>({
    queryKey: ['automations', 'lead-picker', search],
    queryFn: ({ signal }): Promise<PickableLead[]> =>
      jsonOf(api.leads.leads.$get({ query: search ? { search, limit: '10' } : { limit: '10' } }, { init: { signal } })).then((r) =>
        r.leads.map((l) => ({ id: l.id, name: l.name, email: l.email, phone: l.phone })),
      ),
    placeholderData: keepPreviousData,
  });
export const useLeadSearch = (search: string) => useQuery(searchLeadsQueryOptions(search));
