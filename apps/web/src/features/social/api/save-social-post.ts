import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveSocialPostInput } from '@porchlight/domain/social/social-post-schemas';
import { api, jsonOf } from '@/lib/api';
import { socialPostsQueryKey } from './get-social-posts';

/** POST /api/social/posts, or PUT /api/social/posts/:id for a draft or scheduled post being edited. */
export const saveSocialPost = ({ id, ...post }: SaveSocialPostInput & { id?: string }) =>
  jsonOf(
    id
      ? api.socialPosts.social.posts[':id'].$put({ param: { id: encodeURIComponent(id) }, json: post })
      : api.socialPosts.social.posts.$post({ json: post }),
  );

export function useSaveSocialPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSocialPost, onSettled: () => queryClient.invalidateQueries({ queryKey: socialPostsQueryKey }) });
}
