import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';

/** Public GET /api/team/invitations/preview/:token: who invited whom, and whether it still works. */
export const getInvitation = (token: string, signal?: AbortSignal) =>
  jsonOf(api.team.team.invitations.preview[':token'].$get({ param: { token: encodeURIComponent(token) } }, { init: { signal } }));

export const getInvitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['team-invitation', token], queryFn: ({ signal }) => getInvitation(token, signal) });

export function useInvitation(token: string | null) {
  return useQuery({ ...getInvitationQueryOptions(token ?? ''), enabled: !!token });
}
