import { useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { leadsKey } from './get-leads';

export const useSpeedToLead = () =>
  useQuery({
    queryKey: [...leadsKey, 'speed-to-lead'],
    queryFn: ({ signal }) => jsonOf(api.leads.leads['speed-to-lead'].$get({}, { init: { signal } })),
    refetchInterval: 60_000,
  });
