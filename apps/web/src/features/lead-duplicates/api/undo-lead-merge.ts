import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';

export const undoLeadMerge = (mergeId: string) =>
  jsonOf(api.leadDuplicates['lead-merges'][':id'].undo.$post({ param: { id: encodeURIComponent(mergeId) } }));

/**
 * Undo from a toast: the dialog that merged is gone by then (its mutation's callbacks with it),
 * so this runs on the query client alone and says how it went.
 */
export function undoMergeFromToast(queryClient: QueryClient, mergeId: string, onDone: () => void, onError: (error: Error) => void) {
  undoLeadMerge(mergeId)
    .then(() => queryClient.invalidateQueries({ queryKey: ['leads'] }))
    .then(onDone, onError);
}

/** Puts the merged leads back; every lead query reloads. */
export function useUndoLeadMerge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoLeadMerge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['leads'] }),
  });
}
