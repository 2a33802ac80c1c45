import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { teamQueryKey } from './get-team';

/** POST /api/team/invitations/accept: joins the team of whoever sent the link. */
export const acceptInvitation = (token: string) => jsonOf(api.team.team.invitations.accept.$post({ json: { token } }));

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
