import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { TrackingTaskResponse } from '@porchlight/domain/automations/tracking-tasks';
import { messageOf } from '@/lib/api-client';
import { toastErrorUnlessLimitReached } from '@/lib/limit-reached';
import { useDeleteTrackingTask, useUpdateTrackingTask } from '../api/tracking-tasks';

/** Complete, reopen and (after confirmation) delete follow-ups: the lead page's list and My tasks share it. */
export function useFollowUpActions() {
  const update = useUpdateTrackingTask();
  const remove = useDeleteTrackingTask();
  const [pendingDelete, setPendingDelete] = useState<TrackingTaskResponse | null>(null);

  const toggle = (task: TrackingTaskResponse, completed: boolean) =>
    update.mutate(
      { id: task.id, completed },
      {
        onSuccess: () => toast.success(completed ? 'Follow-up done' : 'Follow-up reopened'),
        // Reopening one whose date is still to come takes an active task's place (402 past the plan's).
        onError: (error) => toastErrorUnlessLimitReached(error, 'The follow-up could not be changed. Please try again.'),
      },
    );

  const confirmDelete = () => {
    if (!pendingDelete) return;
    remove.mutate(pendingDelete.id, {
      onSuccess: () => toast.success('Follow-up deleted'),
      onError: (error) => toast.error('The follow-up could not be deleted', { description: messageOf(error) }),
      onSettled: () => setPendingDelete(null),
    });
  };

  return {
    toggle,
    askToDelete: setPendingDelete,
    isBusy: (task: TrackingTaskResponse) =>
      (update.isPending && update.variables?.id === task.id) || (remove.isPending && remove.variables === task.id),
    deleteDialog: {
      open: pendingDelete !== null,
      onOpenChange: (open: boolean) => !open && setPendingDelete(null),
      itemType: 'follow-up',
      itemName: pendingDelete?.title,
      isDeleting: remove.isPending,
      onConfirm: confirmDelete,
    },
  };
}
