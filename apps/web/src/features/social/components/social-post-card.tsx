import { useState } from 'react';
import { Home, Pencil, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { SOCIAL_PLATFORM_CARDS } from '@porchlight/domain/social/social-platforms';
import type { SocialPostResponse, SocialPostStatus } from '@porchlight/domain/social/social-post-schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { DeleteConfirmationDialog } from '@/components/ui/delete-confirmation-dialog';
import { messageOf } from '@/lib/api-client';
import { useDeleteSocialPost } from '../api/delete-social-post';
import { PostResultRow } from './post-result-row';

const when = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

const STATUS_LABELS: Record<SocialPostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  publishing: 'Publishing',
  published: 'Published',
  failed: 'Failed',
};
const STATUS_VARIANTS: Record<SocialPostStatus, 'default' | 'secondary' | 'destructive' | 'outline'> = {
  draft: 'outline',
  scheduled: 'secondary',
  publishing: 'secondary',
  published: 'default',
  failed: 'destructive',
};

/** What the agent can still change: nothing once an account has the post. */
export const isEditable = (post: SocialPostResponse) => !post.results.some((r) => r.status === 'published' || r.status === 'publishing');

function subtitle(post: SocialPostResponse) {
  if (post.status === 'scheduled' && post.scheduled_at) return `Publishes ${when.format(new Date(post.scheduled_at))}`;
  if (post.published_at) return `Published ${when.format(new Date(post.published_at))}`;
  if (post.status === 'draft')
    return `${post.platforms.length ? `For ${post.platforms.map((p) => SOCIAL_PLATFORM_CARDS[p].name).join(', ')} · ` : ''}Saved ${when.format(new Date(post.updated_at))}`;
  return `Created ${when.format(new Date(post.created_at))}`;
}

/** A post in the feed: its status, text, pictures and each account's outcome. */
export function SocialPostCard({ post, onEdit }: { post: SocialPostResponse; onEdit: (post: SocialPostResponse) => void }) {
  const [isConfirming, setConfirming] = useState(false);
  const remove = useDeleteSocialPost();
  const handleDelete = () =>
    remove.mutate(post.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Post deleted');
      },
      onError: (error) => toast.error(`Could not delete the post: ${messageOf(error)}`),
    });
  const preview = post.text.split('\n')[0]!.slice(0, 60) || 'Picture post';
  return (
    <Card>
      <CardContent className="grid gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={STATUS_VARIANTS[post.status]}>{STATUS_LABELS[post.status]}</Badge>
            <span className="text-xs text-muted-foreground">{subtitle(post)}</span>
          </div>
          {isEditable(post) && (
            <div className="flex gap-1">
              <Button variant="ghost" size="sm" onClick={() => onEdit(post)}>
                <Pencil aria-hidden="true" />
                Edit<span className="sr-only"> post “{preview}”</span>
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" />
                Delete<span className="sr-only"> post “{preview}”</span>
              </Button>
            </div>
          )}
        </div>
        {post.text && <p className="whitespace-pre-wrap break-words text-sm">{post.text}</p>}
        {post.images.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {post.images.map((image, i) => (
              <img
                key={image.id}
                src={image.url}
                alt={`Picture ${i + 1} of the post`}
                className="size-20 rounded-md border border-border object-cover"
                loading="lazy"
              />
            ))}
          </div>
        )}
        {post.property && (
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <Home className="size-3.5" aria-hidden="true" /> {post.property.address}
          </p>
        )}
        {post.results.length > 0 && (
          <ul className="grid gap-2 border-t border-border pt-3" aria-label="Accounts">
            {post.results.map((result) => (
              <PostResultRow key={result.id} post={post} result={result} />
            ))}
          </ul>
        )}
      </CardContent>
      <DeleteConfirmationDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        itemType="post"
        itemName={preview}
        isDeleting={remove.isPending}
        onConfirm={handleDelete}
      />
    </Card>
  );
}
