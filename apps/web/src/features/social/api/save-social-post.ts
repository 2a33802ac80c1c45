import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveSocialPostInput, SocialPostResponse } from '@porchlight/domain/social/social-post-schemas';
import { apiFetch } from '@/lib/api-client';
import { socialPostsQueryKey } from './get-social-posts';

/** POST /api/social/posts, or PUT /api/social/posts/:id for a draft or scheduled post being edited. */
export const saveSocialPost = ({ id, ...post }: SaveSocialPostInput & { id?: string }) =>
  apiFetch<SocialPostResponse>(id ? `/api/social/posts/${id}` : '/api/social/posts', { method: id ? 'PUT' : 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(post) });

export function useSaveSocialPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSocialPost, onSettled: () => queryClient.invalidateQueries({ queryKey: socialPostsQueryKey }) });
}
