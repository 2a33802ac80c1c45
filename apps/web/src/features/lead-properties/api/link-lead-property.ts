import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadPropertyLinkResponse, LinkLeadPropertyRequest } from '@porchlight/domain/leads/lead-property-links';
import { apiFetch } from '@/lib/api-client';
import { leadPropertyLinksKey } from './get-lead-property-links';

export function linkLeadProperty(request: LinkLeadPropertyRequest): Promise<LeadPropertyLinkResponse> {
  return apiFetch<LeadPropertyLinkResponse>('/api/lead-properties', { method: 'POST', body: JSON.stringify(request) });
}

/** Links (or re-kinds) a lead and a property; both pages' lists reload. */
export function useLinkLeadProperty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: linkLeadProperty, onSuccess: () => queryClient.invalidateQueries({ queryKey: leadPropertyLinksKey }) });
}
