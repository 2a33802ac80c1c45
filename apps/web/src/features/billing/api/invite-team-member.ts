import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteTeamMemberRequest, TeamMember } from '@porchlight/domain/billing/billing-schemas';
import { apiFetch } from '@/lib/api-client';
import { invalidateSubscription } from '@/lib/subscription/subscription-query';
import { teamQueryKey } from './get-team';

/** POST /api/team/invitations: 402 when every seat is taken, 409 when already invited. */
export function inviteTeamMember(body: InviteTeamMemberRequest): Promise<{ member: TeamMember }> {
  return apiFetch<{ member: TeamMember }>('/api/team/invitations', { method: 'POST', body: JSON.stringify(body) });
}

export function useInviteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteTeamMember,
    // An invitation holds a seat: the usage meters change too.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: teamQueryKey }), invalidateSubscription(queryClient)]),
  });
}
