import { Timer } from 'lucide-react';
import { Link } from 'react-router';
import { RESPONSE_LATE_MINUTES, formatDuration } from '@porchlight/domain/leads/response-clock';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSpeedToLead } from '../api/get-speed-to-lead';

/** The dashboard's speed to lead: the median wait for a first reply over 30 days, and who is still waiting. */
export function SpeedToLeadCard() {
  const speed = useSpeedToLead();
  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-2 space-y-0">
        <div className="grid gap-1">
          <CardTitle className="text-base">Speed to lead</CardTitle>
          <CardDescription>Median time to your first text, e-mail or call, last 30 days</CardDescription>
        </div>
        <Timer className="size-5 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        {speed.isPending ? (
          <Skeleton className="h-10 w-32" aria-label="Loading speed to lead" />
        ) : speed.isError ? (
          <ErrorState title="Could not load your speed to lead" message={messageOf(speed.error)} onRetry={() => void speed.refetch()} />
        ) : speed.data.median_seconds === null ? (
          <p className="text-sm text-muted-foreground">
            No replies to new leads yet. Text, e-mail or log a call to a new lead and your speed shows here.
          </p>
        ) : (
          <div className="grid gap-1">
            <p
              className={cn(
                'text-3xl font-semibold tabular-nums',
                speed.data.median_seconds >= RESPONSE_LATE_MINUTES * 60 && 'text-destructive',
              )}
            >
              {formatDuration(speed.data.median_seconds)}
            </p>
            <p className="text-sm text-muted-foreground">
              {speed.data.replied} answered
              {speed.data.waiting > 0 && (
                <>
                  {' · '}
                  <Link to="/leads" className="font-medium text-foreground underline underline-offset-2">
                    {speed.data.waiting} still waiting
                  </Link>
                </>
              )}
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
