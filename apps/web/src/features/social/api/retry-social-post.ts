import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocialPostResponse } from '@porchlight/domain/social/social-post-schemas';
import { apiFetch } from '@/lib/api-client';
import { socialPostsQueryKey } from './get-social-posts';

/** Publishes a post again to one account where it failed. */
export const retrySocialPost = ({ postId, resultId }: { postId: string; resultId: string }) =>
  apiFetch<SocialPostResponse>(`/api/social/posts/${postId}/results/${resultId}/retry`, { method: 'POST' });

export function useRetrySocialPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retrySocialPost, onSettled: () => queryClient.invalidateQueries({ queryKey: socialPostsQueryKey }) });
}
