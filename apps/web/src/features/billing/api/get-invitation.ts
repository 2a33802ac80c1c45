import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '@porchlight/domain/billing/billing-schemas';
import { apiFetch } from '@/lib/api-client';

/** Public GET /api/team/invitations/preview/:token: who invited whom, and whether it still works. */
export function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return apiFetch<InvitationPreview>(`/api/team/invitations/preview/${encodeURIComponent(token)}`, { signal });
}

export const getInvitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['team-invitation', token], queryFn: ({ signal }) => getInvitation(token, signal) });

export function useInvitation(token: string | null) {
  return useQuery({ ...getInvitationQueryOptions(token ?? ''), enabled: !!token });
}
