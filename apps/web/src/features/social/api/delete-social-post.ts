import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { socialPostsQueryKey } from './get-social-posts';

export const deleteSocialPost = (id: string) =>
  jsonOf(api.socialPosts.social.posts[':id'].$delete({ param: { id: encodeURIComponent(id) } }));

export function useDeleteSocialPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSocialPost, onSettled: () => queryClient.invalidateQueries({ queryKey: socialPostsQueryKey }) });
}
