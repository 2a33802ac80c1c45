import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignRecordsResponse, AssignableKind } from '@porchlight/domain/ownership/ownership';
import { apiFetch } from '@/lib/api-client';

/** What shows an owner: the lists, the records, the board and the links between them. */
const SHOWS_OWNER = new Set(['leads', 'lead', 'properties', 'property', 'lead-properties']);

/** POST /api/{leads|properties}/assign: gives records of the book to someone on its team. */
export function useAssignRecords(kind: AssignableKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, assigneeId }: { ids: string[]; assigneeId: string }) =>
      apiFetch<AssignRecordsResponse>(`/api/${kind}/assign`, { method: 'POST', body: JSON.stringify({ ids, assigneeId }) }),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => SHOWS_OWNER.has(String(q.queryKey[0])) }),
  });
}
