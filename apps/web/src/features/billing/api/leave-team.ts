import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { teamQueryKey } from './get-team';

/** DELETE /api/team/memberships/:id: leaves a team you joined. */
export async function leaveTeam(membershipId: string): Promise<void> {
  await api.team.team.memberships[':id'].$delete({ param: { id: encodeURIComponent(membershipId) } });
}

export function useLeaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
