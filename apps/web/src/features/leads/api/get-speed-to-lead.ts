import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { leadsKey } from './get-leads';

export const getSpeedToLeadQueryOptions = () =>
  queryOptions({
    queryKey: [...leadsKey, 'speed-to-lead'],
    queryFn: ({ signal }) => jsonOf(api.leads.leads['speed-to-lead'].$get({}, { init: { signal } })),
  });

export const useSpeedToLead = () => useQuery({ ...getSpeedToLeadQueryOptions(), refetchInterval: 60_000 });
