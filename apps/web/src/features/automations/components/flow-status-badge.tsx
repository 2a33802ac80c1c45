import type { FlowStatus, RunStatus } from '@porchlight/domain/automations/automation-schemas';
import { Badge } from '@/components/ui/badge';

const FLOW_LABELS: Record<FlowStatus, string> = { draft: 'Draft', active: 'On', paused: 'Paused' };
const RUN_LABELS: Record<RunStatus, string> = {
  running: 'Running',
  waiting: 'Waiting',
  paused: 'Paused',
  completed: 'Completed',
  stopped: 'Stopped',
  failed: 'Failed',
};

export function FlowStatusBadge({ status }: { status: FlowStatus }) {
  return <Badge variant={status === 'active' ? 'default' : 'secondary'}>{FLOW_LABELS[status]}</Badge>;
}

export function RunStatusBadge({ status }: { status: RunStatus }) {
  return (
    <Badge variant={status === 'failed' ? 'destructive' : status === 'completed' || status === 'stopped' ? 'secondary' : 'default'}>
      {RUN_LABELS[status]}
    </Badge>
  );
}
