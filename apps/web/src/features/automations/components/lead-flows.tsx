import { toast } from '@/lib/toast';
import { Link } from 'react-router';
import type { RunResponse } from '@porchlight/domain/automations/automation-schemas';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { useLeadRuns, useRunAction } from '../api/flow-runs';
import { useLiveFlowRuns } from '../hooks/use-live-flow-runs';
import { RunStatusBadge } from './flow-status-badge';

const OPEN = new Set(['running', 'waiting', 'paused']);

/** The lead's page: the flows it is on now, with pause, resume and stop. */
export function LeadFlows({ leadId }: { leadId: string }) {
  const runs = useLeadRuns(leadId);
  useLiveFlowRuns();
  if (runs.isPending) return <Skeleton className="h-12 w-full" aria-label="Loading flows" />;
  if (runs.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        The lead's flows could not be loaded.{' '}
        <button type="button" className="underline" onClick={() => void runs.refetch()}>
          Retry
        </button>
      </p>
    );
  }
  const open = runs.data.filter((r) => OPEN.has(r.status));
  return (
    <section aria-label="Flows" className="grid gap-2">
      <h3 className="text-sm font-semibold">Flows</h3>
      {open.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Not on any flow. <Link className="underline" to="/flows">Open flows</Link>
        </p>
      ) : (
        <ul className="grid gap-2">
          {open.map((run) => (
            <LeadRun key={run.id} run={run} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LeadRun({ run }: { run: RunResponse }) {
  const act = useRunAction();
  const doing = (action: 'pause' | 'resume' | 'stop') => act.isPending && act.variables?.action === action;
  const run_ = (action: 'pause' | 'resume' | 'stop') => act.mutate({ id: run.id, action }, { onError: (e) => toast.error(messageOf(e)) });
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-md border px-3 py-2 text-sm">
      <Link className="font-medium underline-offset-4 hover:underline" to={`/flows?flow=${run.flow_id}&tab=runs&run=${run.id}`}>
        {run.flow_name}
      </Link>
      <RunStatusBadge status={run.status} />
      {run.current_step !== null && <span className="text-muted-foreground">at step {run.current_step + 1}</span>}
      <span className="ml-auto flex gap-1">
        {run.status === 'paused' ? (
          <Button size="sm" variant="outline" isLoading={doing('resume')} onClick={() => run_('resume')}>
            Resume
          </Button>
        ) : (
          <Button size="sm" variant="outline" isLoading={doing('pause')} onClick={() => run_('pause')}>
            Pause
          </Button>
        )}
        <Button size="sm" variant="outline" isLoading={doing('stop')} onClick={() => run_('stop')}>
          Stop
        </Button>
      </span>
    </li>
  );
}
