import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteTeamMemberRequest } from '@porchlight/domain/billing/billing-schemas';
import { api, jsonOf } from '@/lib/api';
import { invalidateSubscription } from '@/lib/subscription/subscription-query';
import { teamQueryKey } from './get-team';

/** POST /api/team/invitations: 402 when every seat is taken, 409 when already invited. */
export const inviteTeamMember = (body: InviteTeamMemberRequest) => jsonOf(api.team.team.invitations.$post({ json: body }));

export function useInviteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteTeamMember,
    // An invitation holds a seat: the usage meters change too.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: teamQueryKey }), invalidateSubscription(queryClient)]),
  });
}
