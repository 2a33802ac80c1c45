import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateSubscription } from '@/lib/subscription/subscription-query';
import { teamQueryKey } from './get-team';

/** DELETE /api/team/members/:id: removes a member or withdraws an invitation, freeing the seat. */
export async function removeTeamMember(memberId: string): Promise<void> {
  await api.team.team.members[':id'].$delete({ param: { id: encodeURIComponent(memberId) } });
}

export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeamMember,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: teamQueryKey }), invalidateSubscription(queryClient)]),
  });
}
