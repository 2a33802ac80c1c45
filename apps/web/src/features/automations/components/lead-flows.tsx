import { toast } from '@/lib/toast';
import { Link } from 'react-router';
import type { RunResponse } from '@porchlight/domain/automations/automation-schemas';
import { isOnItsWay, latestDelivery } from '@porchlight/domain/automations/step-delivery';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { useLeadRuns, useRunAction } from '../api/flow-runs';
import { useLiveFlowRuns } from '../hooks/use-live-flow-runs';
import { RunStatusBadge } from './flow-status-badge';
import { StepDeliveryStatus } from './step-delivery-status';

const OPEN = new Set(['running', 'waiting', 'paused']);

/** A run on the lead's page: while it is open, and after it ended while its last message is still on its way. */
const isShown = (run: RunResponse) => {
  const sending = latestDelivery(run.steps);
  return OPEN.has(run.status) || Boolean(sending && isOnItsWay(sending.delivery.state));
};

/** The lead's page: the flows it is on now, with pause, resume and stop, and where each one's last message is. */
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
  const shown = runs.data.filter(isShown);
  return (
    <section aria-label="Flows" className="grid gap-2">
      <h3 className="text-sm font-semibold">Flows</h3>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Not on any flow.{' '}
          <Link className="underline" to="/flows">
            Open flows
          </Link>
        </p>
      ) : (
        <ul className="grid gap-2">
          {shown.map((run) => (
            <LeadRun key={run.id} run={run} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LeadRun({ run }: { run: RunResponse }) {
  const sending = latestDelivery(run.steps);
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
      {OPEN.has(run.status) && (
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
      )}
      {sending && (
        <span className="flex basis-full items-center gap-2 text-muted-foreground">
          Step {sending.index + 1}: <StepDeliveryStatus delivery={sending.delivery} withChannel />
        </span>
      )}
    </li>
  );
}
