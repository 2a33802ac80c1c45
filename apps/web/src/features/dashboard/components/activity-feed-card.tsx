import { FileUp, Home, Mail, UserRound, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { ActivityTone } from '@porchlight/domain/dashboard/activity-feed';
import { formatTimeAgo } from '@porchlight/domain/time/format-time';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { useActivityFeed } from '../api/get-dashboard';

const TONES: Record<ActivityTone, LucideIcon> = { lead: UserRound, property: Home, message: Mail, import: FileUp };

/** What happened in the book, newest first, from the event log. */
export function ActivityFeedCard() {
  const feed = useActivityFeed();
  const items = feed.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Activity</CardTitle>
        <CardDescription>Everything that happened in your book, newest first</CardDescription>
      </CardHeader>
      <CardContent>
        {feed.isPending ? (
          <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading activity">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-8 w-full" />
            ))}
          </div>
        ) : feed.isError ? (
          <ErrorState
            title="Could not load your activity"
            message={messageOf(feed.error)}
            onRetry={() => void feed.refetch()}
            isRetrying={feed.isFetching}
          />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing yet. Add a lead or a property, or import your book, and it shows here.</p>
        ) : (
          <div className="grid gap-3">
            <ol className="grid gap-1" aria-label="Recent activity">
              {items.map((item) => {
                const Icon = TONES[item.tone];
                const body = (
                  <>
                    <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <span className="min-w-0 flex-1 break-words">{item.text}</span>
                    <time dateTime={item.at} className="shrink-0 text-xs text-muted-foreground">
                      {formatTimeAgo(item.at)}
                    </time>
                  </>
                );
                return (
                  <li key={item.id}>
                    {item.href ? (
                      <Link
                        to={item.href}
                        className="flex items-start gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        {body}
                      </Link>
                    ) : (
                      <div className="flex items-start gap-2 px-2 py-1.5 text-sm text-muted-foreground">{body}</div>
                    )}
                  </li>
                );
              })}
            </ol>
            {feed.hasNextPage && (
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                onClick={() => void feed.fetchNextPage()}
                isLoading={feed.isFetchingNextPage}
              >
                Show more
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
