import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateSubscription } from '@/lib/subscription/subscription-query';
import { teamQueryKey } from './get-team';

/** DELETE /api/team/members/:id: removes a member or withdraws an invitation, freeing the seat. */
export function removeTeamMember(memberId: string): Promise<void> {
  return apiFetch<void>(`/api/team/members/${encodeURIComponent(memberId)}`, { method: 'DELETE' });
}

export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeamMember,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: teamQueryKey }), invalidateSubscription(queryClient)]),
  });
}
