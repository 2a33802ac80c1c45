import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { socialPostsQueryKey } from './get-social-posts';

/** Publishes a post again to one account where it failed. */
export const retrySocialPost = ({ postId, resultId }: { postId: string; resultId: string }) =>
  jsonOf(
    api.socialPosts.social.posts[':id'].results[':resultId'].retry.$post({
      param: { id: encodeURIComponent(postId), resultId: encodeURIComponent(resultId) },
    }),
  );

export function useRetrySocialPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retrySocialPost, onSettled: () => queryClient.invalidateQueries({ queryKey: socialPostsQueryKey }) });
}
