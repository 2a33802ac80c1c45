import { Link } from 'react-router';
import { Trash2 } from 'lucide-react';
import { FOLLOW_UP_STATE_LABELS, followUpState } from '@porchlight/domain/automations/follow-ups';
import type { TrackingTaskResponse } from '@porchlight/domain/automations/tracking-tasks';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

type FollowUpRowProps = {
  task: TrackingTaskResponse;
  /** My tasks names the lead (a link to its page); the lead's own page does not repeat it. */
  showLead: boolean;
  onToggle: (completed: boolean) => void;
  onDelete: () => void;
  isBusy: boolean;
};

/** One follow-up: tick it off, see when it is due (overdue in red), delete it. */
export function FollowUpRow({ task, showLead, onToggle, onDelete, isBusy }: FollowUpRowProps) {
  const state = followUpState(task);
  const isCompleted = state === 'completed';
  const checkboxId = `follow-up-${task.id}`;
  return (
    <li className={cn('flex items-start gap-3 rounded-lg border bg-card p-3', state === 'overdue' && 'border-destructive/50')}>
      <Checkbox
        id={checkboxId}
        className="mt-1"
        checked={isCompleted}
        disabled={isBusy}
        onCheckedChange={(checked) => onToggle(checked === true)}
        aria-label={`${isCompleted ? 'Reopen' : 'Complete'}: ${task.title}`}
      />
      <div className="min-w-0 flex-1">
        {showLead && task.lead_id ? (
          <Link
            to={`/leads/${task.lead_id}`}
            className={cn('block truncate text-sm font-medium hover:underline', isCompleted && 'text-muted-foreground line-through')}
          >
            {task.title}
          </Link>
        ) : (
          <label htmlFor={checkboxId} className={cn('block text-sm font-medium', isCompleted && 'text-muted-foreground line-through')}>
            {task.note || task.title}
          </label>
        )}
        {showLead && task.note && <p className="break-words text-sm">{task.note}</p>}
        <p
          className={cn(
            'flex flex-wrap items-center gap-2 text-xs',
            state === 'overdue' ? 'text-destructive-text' : 'text-muted-foreground',
          )}
        >
          {task.due_at && <time dateTime={task.due_at}>Due {when(task.due_at)}</time>}
          {/* The response clock's red: readable on the card in both themes. */}
          {(state === 'overdue' || state === 'due_today') && (
            <Badge variant="secondary" className={cn(state === 'overdue' && 'bg-destructive/15 text-destructive-text')}>
              {FOLLOW_UP_STATE_LABELS[state]}
            </Badge>
          )}
          {isCompleted && task.completed_at && <span>Done {when(task.completed_at)}</span>}
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${task.title}${task.due_at ? ` due ${when(task.due_at)}` : ''}`}
        onClick={onDelete}
        disabled={isBusy}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
