import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkLeadPropertyRequest } from '@porchlight/domain/leads/lead-property-links';
import { api, jsonOf } from '@/lib/api';
import { leadPropertyLinksKey } from './get-lead-property-links';

export const linkLeadProperty = (request: LinkLeadPropertyRequest) =>
  jsonOf(api.leadProperties['lead-properties'].$post({ json: request }));

/** Links (or re-kinds) a lead and a property; both pages' lists reload. */
export function useLinkLeadProperty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: linkLeadProperty, onSuccess: () => queryClient.invalidateQueries({ queryKey: leadPropertyLinksKey }) });
}
