import { ExternalLink } from 'lucide-react';
import { toast } from '@/lib/toast';
import { SOCIAL_PLATFORM_CARDS } from '@porchlight/domain/social/social-platforms';
import type { SocialPostResponse, SocialPostResultResponse } from '@porchlight/domain/social/social-post-schemas';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-client';
import { useRetrySocialPost } from '../api/retry-social-post';
import { SocialPlatformMark } from './social-platform-mark';

/** One account's outcome: the post's link, its progress, or why it failed with Retry. */
export function PostResultRow({ post, result }: { post: SocialPostResponse; result: SocialPostResultResponse }) {
  const retry = useRetrySocialPost();
  const name = SOCIAL_PLATFORM_CARDS[result.platform].name;
  const handleRetry = () =>
    retry.mutate(
      { postId: post.id, resultId: result.id },
      { onError: (error) => toast.error(`Could not retry on ${name}: ${messageOf(error)}`) },
    );
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="flex items-center gap-2 font-medium">
        <span className="inline-flex scale-[0.6] -m-2">
          <SocialPlatformMark platform={result.platform} />
        </span>
        {name}
      </span>
      {result.status === 'published' && result.post_url && (
        <a
          href={result.post_url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-primary underline underline-offset-2"
        >
          View post<span className="sr-only"> on {name}</span>
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      )}
      {result.status === 'publishing' && (
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <Spinner className="size-3.5" /> Publishing...
        </span>
      )}
      {result.status === 'pending' && (
        <span className="text-muted-foreground">{post.status === 'scheduled' ? 'Waiting for its time' : 'About to publish'}</span>
      )}
      {result.status === 'failed' && (
        <>
          <span className="min-w-0 basis-full text-destructive-text sm:basis-auto">
            Failed: {result.error ?? 'the platform did not say why'}
          </span>
          <Button size="sm" variant="outline" onClick={handleRetry} isLoading={retry.isPending}>
            Retry<span className="sr-only"> on {name}</span>
          </Button>
        </>
      )}
    </li>
  );
}
