import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { leadPropertyLinksKey } from './get-lead-property-links';

/** A lead or property to link, as the picker lists it. */
export type LinkChoice = { id: string; title: string; subtitle: string };

const firstTen = (search: string) => (search ? { search, limit: '10' } : { limit: '10' });

/** The first 10 of the agent's leads (the property page links one) or properties (the lead page) matching the search. */
export const linkChoicesQueryOptions = (kind: 'leads' | 'properties', search: string) =>
  queryOptions<LinkChoice[]>({
    queryKey: [...leadPropertyLinksKey, 'choices', kind, search],
    queryFn: ({ signal }) =>
      kind === 'leads'
        ? jsonOf(api.leads.leads.$get({ query: firstTen(search) }, { init: { signal } })).then((r) =>
            r.leads.map((l) => ({ id: l.id, title: l.name, subtitle: l.email ?? l.phone ?? '' })),
          )
        : jsonOf(api.properties.properties.$get({ query: firstTen(search) }, { init: { signal } })).then((r) =>
            r.properties.map((p) => ({ id: p.id, title: p.address, subtitle: [p.city, p.state].filter(Boolean).join(', ') })),
          ),
    placeholderData: keepPreviousData,
  });

export const useLinkChoices = (kind: 'leads' | 'properties', search: string, enabled: boolean) =>
  useQuery({ ...linkChoicesQueryOptions(kind, search), enabled });
