import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';

export const leadPropertyLinksKey = ['lead-properties'] as const;

/** The properties a lead is linked to (its page), or the leads linked to a property (the property's page). */
export const getLinksQueryOptions = (side: 'lead' | 'property', id: string) =>
  queryOptions({
    queryKey: [...leadPropertyLinksKey, side, id],
    queryFn: ({ signal }) => {
      const param = { id: encodeURIComponent(id) };
      const routes = api.leadProperties;
      return jsonOf(
        side === 'lead'
          ? routes.leads[':id'].properties.$get({ param }, { init: { signal } })
          : routes.properties[':id'].leads.$get({ param }, { init: { signal } }),
      ).then((r) => r.links);
    },
  });

export const useLeadPropertyLinks = (side: 'lead' | 'property', id: string) => useQuery(getLinksQueryOptions(side, id));
