import { Link } from 'react-router';
import { UsersRound } from 'lucide-react';
import { AUDIENCE_DIMENSIONS, AUDIENCE_DIMENSION_LABELS, type AudienceSegment } from '@porchlight/domain/leads/audience';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAudience } from '../api/get-audience';

function SegmentRow({ segment }: { segment: AudienceSegment }) {
  const label = (
    <span className="flex min-w-0 items-center justify-between gap-3">
      <span className="truncate">{segment.label}</span>
      <span className="shrink-0 tabular-nums text-muted-foreground">
        {segment.count.toLocaleString('en-US')} · {segment.share}%
      </span>
    </span>
  );
  return (
    <li className="grid gap-1">
      {segment.filter ? (
        <Link to={`/leads?${new URLSearchParams(segment.filter as Record<string, string>)}`} className="rounded text-sm hover:underline">
          {label}
        </Link>
      ) : (
        <span className="text-sm">{label}</span>
      )}
      <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(100, segment.share)}%` }} />
      </div>
    </li>
  );
}

/** Segments of the agent's leads by status, tag, source and location; each opens the filtered list. */
export function AudienceView() {
  const audience = useAudience();
  if (audience.isPending) {
    return (
      <div role="status" aria-label="Loading audience" className="grid gap-4 md:grid-cols-2">
        {AUDIENCE_DIMENSIONS.map((d) => (
          <Skeleton key={d} className="h-48" />
        ))}
      </div>
    );
  }
  if (audience.isError)
    return (
      <ErrorState
        title="Audience could not be loaded"
        message={audience.error.message}
        onRetry={() => audience.refetch()}
        isRetrying={audience.isFetching}
      />
    );
  if (audience.data.total === 0)
    return (
      <EmptyState
        icon={UsersRound}
        title="No audience yet"
        description="Segments of your leads by status, tag, source and location appear here once you have leads."
      />
    );
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {audience.data.total.toLocaleString('en-US')} leads in total. A lead with several tags counts in each.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {AUDIENCE_DIMENSIONS.map((dimension) => (
          <Card key={dimension}>
            <CardHeader>
              <CardTitle>{AUDIENCE_DIMENSION_LABELS[dimension]}</CardTitle>
            </CardHeader>
            <CardContent>
              {audience.data.segments[dimension].length === 0 ? (
                <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>
              ) : (
                <ul className="grid gap-3" aria-label={AUDIENCE_DIMENSION_LABELS[dimension]}>
                  {audience.data.segments[dimension].map((segment) => (
                    <SegmentRow key={segment.label} segment={segment} />
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
