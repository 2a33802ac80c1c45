import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignableKind } from '@porchlight/domain/ownership/ownership';
import { api, jsonOf } from '@/lib/api';

/** What shows an owner: the lists, the records, the board and the links between them. */
const SHOWS_OWNER = new Set(['leads', 'lead', 'properties', 'property', 'lead-properties']);

/** POST /api/{leads|properties}/assign: gives records of the book to someone on its team. */
export function useAssignRecords(kind: AssignableKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, assigneeId }: { ids: string[]; assigneeId: string }) =>
      jsonOf(api.ownership[kind].assign.$post({ json: { ids, assigneeId } })),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => SHOWS_OWNER.has(String(q.queryKey[0])) }),
  });
}
