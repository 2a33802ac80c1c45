import { Monitor, Smartphone, Tablet, type LucideIcon } from 'lucide-react';
import { formatRelativeTime } from '@porchlight/domain/time/format-time';
import type { DeviceSessionResponse, DeviceType } from '@porchlight/domain/sessions/session-tracking-schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeviceSessions } from '../api/get-device-sessions';

const ICONS: Record<DeviceType, LucideIcon> = { mobile: Smartphone, tablet: Tablet, desktop: Monitor };
const LABELS: Record<DeviceType, string> = { mobile: 'Phone', tablet: 'Tablet', desktop: 'Computer' };

function DeviceRow({ session }: { session: DeviceSessionResponse }) {
  const type = session.device_type ?? 'desktop';
  const Icon = ICONS[type];
  // "::ffff:1.2.3.4" is how an IPv6 socket reports an IPv4 client: show the familiar form.
  const ip = session.ip_address?.replace(/^::ffff:/, '') ?? null;
  const where = [session.location, ip].filter(Boolean).join(' · ');
  return (
    <li className="flex items-start gap-3 py-3">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {session.browser ?? 'Unknown browser'} on {session.os ?? 'Unknown OS'}
          <span className="sr-only">({LABELS[type]})</span>
          {session.is_current && <Badge variant="secondary">This device</Badge>}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          Last seen: {formatRelativeTime(session.last_seen_at)}
          {where && ` · ${where}`}
        </p>
      </div>
    </li>
  );
}

/** "Signed-in devices": where this account has been used, from POST /api/sessions/track. */
export function DeviceSessionsList() {
  const { data, isPending, isError, refetch, isRefetching } = useDeviceSessions();

  if (isPending) {
    return (
      <ul aria-busy="true" aria-label="Loading signed-in devices" className="divide-y divide-border">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex items-center gap-3 py-3">
            <Skeleton className="size-9" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-24" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 py-3 text-sm">
        <p>We couldn't load your signed-in devices.</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()} isLoading={isRefetching}>
          Retry
        </Button>
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <p className="py-3 text-sm text-muted-foreground">No devices recorded yet. Each browser you sign in from will be listed here.</p>
    );
  }
  return (
    <ul className="divide-y divide-border">
      {data.map((session) => (
        <DeviceRow key={session.id} session={session} />
      ))}
    </ul>
  );
}
