import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { socialPostsQueryKey } from './get-social-posts';

export const deleteSocialPost = (id: string) => apiFetch<{ success: true }>(`/api/social/posts/${id}`, { method: 'DELETE' });

export function useDeleteSocialPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSocialPost, onSettled: () => queryClient.invalidateQueries({ queryKey: socialPostsQueryKey }) });
}
