import type { RunResponse } from '@porchlight/domain/automations/automation-schemas';
import { History } from 'lucide-react';
import { formatRelativeTime } from '@porchlight/domain/time/format-time';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useFlowRuns } from '../api/flows';
import { useLiveFlowRuns } from '../hooks/use-live-flow-runs';
import { RunStatusBadge } from './flow-status-badge';
import { StepDeliveryStatus } from './step-delivery-status';

/** Each run of the flow, newest first, with every step's result and time, and where each step's message is now. */
export function RunHistory({ flowId, highlightRunId }: { flowId: string; highlightRunId: string | null }) {
  const runs = useFlowRuns(flowId);
  useLiveFlowRuns();
  if (runs.isPending) return <Skeleton className="h-32 w-full" aria-label="Loading runs" />;
  if (runs.isError)
    return (
      <ErrorState
        title="The run history could not be loaded"
        message={messageOf(runs.error)}
        onRetry={() => void runs.refetch()}
        isRetrying={runs.isFetching}
      />
    );
  if (runs.data.length === 0)
    return (
      <EmptyState
        icon={History}
        title="No runs yet"
        description="When a trigger fires or you add leads, each lead's run shows here with what every step did."
      />
    );
  return (
    <ul className="grid gap-3" aria-label="Runs">
      {runs.data.map((run) => (
        <RunItem key={run.id} run={run} isHighlighted={run.id === highlightRunId} />
      ))}
    </ul>
  );
}

export function RunItem({ run, isHighlighted = false }: { run: RunResponse; isHighlighted?: boolean }) {
  return (
    <li className={cn('rounded-lg border bg-card p-3', isHighlighted && 'ring-2 ring-primary')} aria-current={isHighlighted || undefined}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{run.lead_name ?? 'Deleted lead'}</span>
        <RunStatusBadge status={run.status} />
        <span className="text-sm text-muted-foreground">
          started {formatRelativeTime(run.started_at)} {run.started_via === 'trigger' ? 'by a trigger' : 'by you'}
        </span>
      </div>
      {run.reason && <p className="mt-1 text-sm text-muted-foreground">{run.reason}</p>}
      {run.steps.length > 0 && (
        <ol className="mt-2 grid gap-1 text-sm">
          {run.steps.map((s) => (
            <li key={s.index} className="flex gap-2">
              <span
                className={cn(
                  'w-16 shrink-0',
                  s.result === 'failed' || s.delivery?.state === 'failed' ? 'text-destructive' : 'text-muted-foreground',
                )}
              >
                Step {s.index + 1}
              </span>
              <span className="flex flex-1 flex-wrap items-center gap-x-2 gap-y-1">
                <span>{s.detail}</span>
                {s.delivery && <StepDeliveryStatus delivery={s.delivery} />}
              </span>
              <time className="text-muted-foreground" dateTime={s.at}>
                {formatRelativeTime(s.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}
