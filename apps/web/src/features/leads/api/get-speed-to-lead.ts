import { useQuery } from '@tanstack/react-query';
import type { SpeedToLeadResponse } from '@porchlight/domain/leads/response-clock';
import { apiFetch } from '@/lib/api-client';
import { leadsKey } from './get-leads';

export const useSpeedToLead = () =>
  useQuery<SpeedToLeadResponse>({ queryKey: [...leadsKey, 'speed-to-lead'], queryFn: ({ signal }) => apiFetch('/api/leads/speed-to-lead', { signal }), refetchInterval: 60_000 });
