import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DismissDuplicatesRequest } from '@porchlight/domain/lead-duplicates/lead-merge-schemas';
import { api, jsonOf } from '@/lib/api';
import { duplicateGroupsKey } from './get-duplicate-groups';

export const dismissDuplicates = (request: DismissDuplicatesRequest) =>
  jsonOf(api.leadDuplicates['lead-duplicates'].dismissals.$post({ json: request }));

export const undoDismissal = async (id: string) => {
  await api.leadDuplicates['lead-duplicates'].dismissals[':id'].$delete({ param: { id: encodeURIComponent(id) } });
};

/** "Not a duplicate": the group is no longer suggested (the screen and the leads' banners reload). */
export function useDismissDuplicates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissDuplicates,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: duplicateGroupsKey }),
  });
}

/** Undo from a toast: the card that dismissed is gone by then, so this runs on the query client alone. */
export function undoDismissalFromToast(queryClient: QueryClient, id: string, onDone: () => void, onError: (error: Error) => void) {
  undoDismissal(id)
    .then(() => queryClient.invalidateQueries({ queryKey: duplicateGroupsKey }))
    .then(onDone, onError);
}
