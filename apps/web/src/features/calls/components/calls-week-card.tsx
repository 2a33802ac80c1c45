import { PhoneCall } from 'lucide-react';
import { changePercent, formatCount } from '@porchlight/domain/dashboard/dashboard-metrics';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChangeBadge } from '@/components/ui/change-badge';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { useCallStats } from '../api/get-call-stats';

/** One figure and its change against the 7 days before. */
function Figure({ label, value, previous }: { label: string; value: number; previous: number }) {
  return (
    <div className="grid gap-1">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-3xl font-semibold tabular-nums">{formatCount(value)}</p>
      <ChangeBadge
        change={changePercent(value, previous)}
        comparison="vs previous 7 days"
        none={`${formatCount(previous)} the week before`}
      />
    </div>
  );
}

/** The dashboard's calls through the agent's Porchlight number: placed or taken, and those where they talked. */
export function CallsWeekCard() {
  const stats = useCallStats();
  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-2 space-y-0">
        <div className="grid gap-1">
          <CardTitle className="text-base">Calls</CardTitle>
          <CardDescription>Through your Porchlight number, last 7 days</CardDescription>
        </div>
        <PhoneCall className="size-5 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        {stats.isPending ? (
          <div className="grid grid-cols-2 gap-4" role="status" aria-label="Loading calls">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : stats.isError ? (
          <ErrorState title="Could not load your calls" message={messageOf(stats.error)} onRetry={() => void stats.refetch()} />
        ) : stats.data.calls === 0 && stats.data.previous_calls === 0 ? (
          <p className="text-sm text-muted-foreground">
            No calls yet. Press Call on a lead and Porchlight rings your phone, then the lead; calls to your number count here too.
          </p>
        ) : (
          <div className="grid grid-cols-2 gap-4">
            <Figure label="Calls" value={stats.data.calls} previous={stats.data.previous_calls} />
            <Figure label="Conversations" value={stats.data.conversations} previous={stats.data.previous_conversations} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
