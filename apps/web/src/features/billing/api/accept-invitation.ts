import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { teamQueryKey } from './get-team';

export type AcceptInvitationResponse = { team_owner_name: string };

/** POST /api/team/invitations/accept: joins the team of whoever sent the link. */
export function acceptInvitation(token: string): Promise<AcceptInvitationResponse> {
  return apiFetch<AcceptInvitationResponse>('/api/team/invitations/accept', { method: 'POST', body: JSON.stringify({ token }) });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
