import { useEffect, useState } from 'react';
import { Clock } from 'lucide-react';
import { responseClock, responseClockLabel } from '@porchlight/domain/leads/response-clock';
import { cn } from '@/lib/cn';

/** The current time, ticking every 30 s while a clock runs on screen. */
function useNow(running: boolean) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/**
 * "Replied in 4m", or a running "Waiting 12m" (red past 5 minutes) for a lead nobody answered yet.
 * With no clock: a dash in a table, nothing (`hideWhenEmpty`) on the lead's page. An imported lead (a book
 * brought in) was no inquiry: it has no clock.
 */
export function ResponseClockBadge({
  createdAt,
  firstReplyAt,
  hideWhenEmpty = false,
  imported = false,
}: {
  createdAt: string;
  firstReplyAt: string | null;
  hideWhenEmpty?: boolean;
  imported?: boolean;
}) {
  const now = useNow(firstReplyAt === null && !imported);
  const clock = imported ? ({ state: 'none' } as const) : responseClock(createdAt, firstReplyAt, now);
  const label = responseClockLabel(clock);
  if (imported) return null;
  if (!label) return hideWhenEmpty ? null : <span className="text-muted-foreground">—</span>;
  const waiting = clock.state === 'waiting';
  const late = clock.state === 'waiting' && clock.late;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium',
        !waiting && 'text-muted-foreground',
        waiting && !late && 'bg-brand/20 text-foreground',
        late && 'bg-destructive/15 text-destructive-text',
      )}
    >
      {waiting && <Clock className="size-3" aria-hidden="true" />}
      {label}
    </span>
  );
}
