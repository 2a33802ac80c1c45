import { CalendarCheck } from 'lucide-react';
import { followUpState, sortFollowUps } from '@porchlight/domain/automations/follow-ups';
import { DeleteConfirmationDialog } from '@/components/ui/delete-confirmation-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { useTrackingTasks } from '../api/tracking-tasks';
import { useFollowUpActions } from '../hooks/use-follow-up-actions';
import { FollowUpRow } from './follow-up-row';

/** Completed follow-ups shown under the list: enough to undo a slip, not an archive. */
const COMPLETED_SHOWN = 20;

/** Leads > My tasks: every follow-up across the agent's leads, overdue first, then by due date. */
export function MyTasksView() {
  const tasks = useTrackingTasks();
  const actions = useFollowUpActions();
  const all = sortFollowUps((tasks.data ?? []).filter((t) => t.kind === 'follow_up'));
  const open = all.filter((t) => !t.completed_at);
  const completed = all.filter((t) => t.completed_at).slice(0, COMPLETED_SHOWN);
  const overdue = open.filter((t) => followUpState(t) === 'overdue').length;

  if (tasks.isPending) {
    return (
      <div role="status" aria-label="Loading your tasks" className="grid gap-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (tasks.isError)
    return (
      <ErrorState
        title="Your tasks could not be loaded"
        message={messageOf(tasks.error)}
        onRetry={() => tasks.refetch()}
        isRetrying={tasks.isFetching}
      />
    );
  if (all.length === 0) {
    return (
      <EmptyState
        icon={CalendarCheck}
        title="No follow-ups yet"
        description="Add a follow-up from a lead's page: it shows here with its due date, and you are reminded when it comes."
      />
    );
  }

  const row = (task: (typeof all)[number]) => (
    <FollowUpRow
      key={task.id}
      task={task}
      showLead
      isBusy={actions.isBusy(task)}
      onToggle={(done) => actions.toggle(task, done)}
      onDelete={() => actions.askToDelete(task)}
    />
  );
  return (
    <div className="grid max-w-3xl gap-6">
      <section aria-labelledby="my-tasks-open-title" className="grid gap-2">
        <h2 id="my-tasks-open-title" className="text-lg font-semibold">
          To do{' '}
          <span className="text-sm font-normal text-muted-foreground">
            ({open.length}
            {overdue ? `, ${overdue} overdue` : ''})
          </span>
        </h2>
        {open.length ? (
          <ul className="grid gap-2" aria-label="Follow-ups to do">
            {open.map(row)}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">All done. Nothing is waiting.</p>
        )}
      </section>
      {completed.length > 0 && (
        <section aria-labelledby="my-tasks-done-title" className="grid gap-2">
          <h2 id="my-tasks-done-title" className="text-lg font-semibold">
            Done
          </h2>
          <ul className="grid gap-2" aria-label="Completed follow-ups">
            {completed.map(row)}
          </ul>
        </section>
      )}
      <DeleteConfirmationDialog {...actions.deleteDialog} />
    </div>
  );
}
