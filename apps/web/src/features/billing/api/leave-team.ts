import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { teamQueryKey } from './get-team';

/** DELETE /api/team/memberships/:id: leaves a team you joined. */
export function leaveTeam(membershipId: string): Promise<void> {
  return apiFetch<void>(`/api/team/memberships/${encodeURIComponent(membershipId)}`, { method: 'DELETE' });
}

export function useLeaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
