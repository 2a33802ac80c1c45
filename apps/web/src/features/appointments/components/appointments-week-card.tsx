import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { useAppointmentSummary } from '../api/appointments';

const against = (now: number, before: number) => (now === before ? 'same as last week' : `${before} last week`);

/** The dashboard's appointments: set (booked) and held this week, against last week (the leaderboard's figure). */
export function AppointmentsWeekCard() {
  const summary = useAppointmentSummary();
  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-2 space-y-0">
        <div className="grid gap-1">
          <CardTitle className="text-base">Appointments this week</CardTitle>
          <CardDescription>Set and held since Monday, against last week</CardDescription>
        </div>
        <CalendarCheck className="size-5 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        {summary.isPending ? (
          <Skeleton className="h-14 w-40" aria-label="Loading appointments this week" />
        ) : summary.isError ? (
          <ErrorState
            title="Could not load this week’s appointments"
            message={messageOf(summary.error)}
            onRetry={() => void summary.refetch()}
          />
        ) : (
          <div className="grid gap-3">
            <dl className="grid grid-cols-2 gap-3">
              <div>
                <dt className="text-sm text-muted-foreground">Set</dt>
                <dd className="text-3xl font-semibold tabular-nums">{summary.data.set_this_week}</dd>
                <dd className="text-xs text-muted-foreground">{against(summary.data.set_this_week, summary.data.set_last_week)}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">Held</dt>
                <dd className="text-3xl font-semibold tabular-nums">{summary.data.held_this_week}</dd>
                <dd className="text-xs text-muted-foreground">{against(summary.data.held_this_week, summary.data.held_last_week)}</dd>
              </div>
            </dl>
            <Link to="/calendar" className="text-sm font-medium underline underline-offset-2">
              Open the calendar
            </Link>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
