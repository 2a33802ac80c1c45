import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CalendarDays, List, Megaphone, Plus } from 'lucide-react';
import type { SocialPostResponse } from '@porchlight/domain/social/social-post-schemas';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useSocialPosts } from '../api/get-social-posts';
import { PostCalendar } from './post-calendar';
import { SocialComposer } from './social-composer';
import { SocialPostCard } from './social-post-card';

const number = new Intl.NumberFormat('en-US');

function usageLine({ used, allowed }: { used: number; allowed: number }) {
  if (allowed === -1) return `${number.format(used)} posts this month`;
  if (allowed === 0) return null;
  return `${number.format(used)} of ${number.format(allowed)} posts this month`;
}

/** The social feed: drafts, scheduled and published posts (newest first), or the month's schedule; the composer opens over it. */
export function SocialFeedView() {
  const posts = useSocialPosts();
  const [searchParams, setSearchParams] = useSearchParams();
  const isCalendar = searchParams.get('view') === 'calendar';
  // undefined: closed; null: a new post; a post: editing it.
  const [composing, setComposing] = useState<SocialPostResponse | null | undefined>(undefined);
  const setParam = (changes: Record<string, string | null>) =>
    setSearchParams((params) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) params.delete(key);
        else params.set(key, value);
      }
      return params;
    });

  const newPost = (
    <Button onClick={() => setComposing(null)}>
      <Plus aria-hidden="true" />
      New post
    </Button>
  );

  let body;
  if (posts.isPending) {
    body = (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading social posts">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32 w-full" />
        ))}
      </div>
    );
  } else if (posts.isError) {
    body = (
      <ErrorState
        title="Could not load your social posts"
        message={posts.error.message}
        onRetry={() => void posts.refetch()}
        isRetrying={posts.isFetching}
      />
    );
  } else if (isCalendar) {
    body = (
      <PostCalendar
        posts={posts.data.posts}
        month={searchParams.get('month')}
        onMonthChange={(month) => setParam({ month })}
        onOpen={setComposing}
      />
    );
  } else if (posts.data.posts.length === 0) {
    body = (
      <EmptyState
        icon={Megaphone}
        title="No posts yet"
        description="Write a post or share a listing to your connected Facebook, Instagram, LinkedIn and X accounts. Drafts, scheduled and published posts appear here."
      >
        {newPost}
      </EmptyState>
    );
  } else {
    body = (
      <ul className="grid gap-3" aria-label="Social posts">
        {posts.data.posts.map((post) => (
          <li key={post.id}>
            <SocialPostCard post={post} onEdit={setComposing} />
          </li>
        ))}
      </ul>
    );
  }

  const usage = posts.data ? usageLine(posts.data.usage) : null;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-3">
          {newPost}
          {usage && <span className="text-sm text-muted-foreground">{usage}</span>}
        </div>
        <div className="flex gap-1" role="group" aria-label="Show posts as">
          <Button
            variant={isCalendar ? 'ghost' : 'secondary'}
            size="sm"
            aria-pressed={!isCalendar}
            onClick={() => setParam({ view: null, month: null })}
          >
            <List aria-hidden="true" />
            List
          </Button>
          <Button
            variant={isCalendar ? 'secondary' : 'ghost'}
            size="sm"
            aria-pressed={isCalendar}
            onClick={() => setParam({ view: 'calendar' })}
          >
            <CalendarDays aria-hidden="true" />
            Calendar
          </Button>
        </div>
      </div>
      {body}
      <Dialog open={composing !== undefined} onOpenChange={(open) => !open && setComposing(undefined)}>
        <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{composing ? 'Edit post' : 'New post'}</DialogTitle>
            <DialogDescription>Post now, schedule it, or keep it as a draft.</DialogDescription>
          </DialogHeader>
          {composing !== undefined && (
            <SocialComposer
              post={composing ?? undefined}
              allowed={posts.data?.usage.allowed ?? -1}
              onDone={() => setComposing(undefined)}
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
