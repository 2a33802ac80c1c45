import { useQueryClient } from '@tanstack/react-query';
import { messageOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { undoDismissalFromToast, useDismissDuplicates } from '../api/dismiss-duplicates';

/**
 * "Not a duplicate" for a whole group (a dismissal covers the leads the agent saw together; a new
 * one joining brings it back), with a toast that can undo it. The duplicates screen's cards and a
 * lead's banner both use it.
 */
export function useNotADuplicate() {
  const queryClient = useQueryClient();
  const dismiss = useDismissDuplicates();
  const markNotDuplicates = (leadIds: string[], title: string) =>
    dismiss.mutate(
      { leadIds },
      {
        onSuccess: (dismissal) =>
          toast.success(`${title}: marked as not duplicates`, {
            description: 'They will not be suggested together again.',
            action: {
              label: 'Undo',
              onClick: () =>
                undoDismissalFromToast(
                  queryClient,
                  dismissal.id,
                  () => toast.success('Suggested again'),
                  (error) => toast.error(error.message),
                ),
            },
          }),
        onError: (error) => toast.error('Could not mark them as not duplicates', { description: messageOf(error) }),
      },
    );
  return { markNotDuplicates, isPending: dismiss.isPending };
}
