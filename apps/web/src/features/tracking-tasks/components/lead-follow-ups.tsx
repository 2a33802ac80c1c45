import { sortFollowUps } from '@porchlight/domain/automations/follow-ups';
import { DeleteConfirmationDialog } from '@/components/ui/delete-confirmation-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { useTrackingTasks } from '../api/tracking-tasks';
import { useFollowUpActions } from '../hooks/use-follow-up-actions';
import { AddFollowUpForm } from './add-follow-up-form';
import { FollowUpRow } from './follow-up-row';

/** The lead page's follow-ups: add one, tick it off, delete it (tracking tasks of kind follow_up). */
export function LeadFollowUps({ leadId, leadName }: { leadId: string; leadName: string }) {
  const tasks = useTrackingTasks();
  const actions = useFollowUpActions();
  const followUps = sortFollowUps((tasks.data ?? []).filter((t) => t.kind === 'follow_up' && t.lead_id === leadId));

  return (
    <section aria-labelledby="lead-follow-ups-title" className="grid gap-3">
      <h2 id="lead-follow-ups-title" className="text-lg font-semibold">
        Follow-ups
      </h2>
      {tasks.isPending && (
        <div role="status" aria-label="Loading follow-ups" className="grid gap-2">
          <Skeleton className="h-14 w-full" />
        </div>
      )}
      {tasks.isError && (
        <ErrorState
          title="Follow-ups could not be loaded"
          message={messageOf(tasks.error)}
          onRetry={() => tasks.refetch()}
          isRetrying={tasks.isFetching}
        />
      )}
      {tasks.isSuccess && followUps.length === 0 && (
        <p className="text-sm text-muted-foreground">No follow-ups for {leadName} yet. Add one and you will be reminded when it is due.</p>
      )}
      {followUps.length > 0 && (
        <ul className="grid gap-2" aria-label={`Follow-ups with ${leadName}`}>
          {followUps.map((task) => (
            <FollowUpRow
              key={task.id}
              task={task}
              showLead={false}
              isBusy={actions.isBusy(task)}
              onToggle={(completed) => actions.toggle(task, completed)}
              onDelete={() => actions.askToDelete(task)}
            />
          ))}
        </ul>
      )}
      <AddFollowUpForm leadId={leadId} />
      <DeleteConfirmationDialog {...actions.deleteDialog} />
    </section>
  );
}
