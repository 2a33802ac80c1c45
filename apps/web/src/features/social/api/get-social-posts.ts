import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';

export const socialPostsQueryKey = ['social', 'posts'] as const;

/** While a post is on its way, the feed looks again this often until every account has answered. */
const PUBLISHING_REFRESH_MS = 3_000;

export const getSocialPosts = (signal?: AbortSignal) => jsonOf(api.socialPosts.social.posts.$get({}, { init: { signal } }));

export const socialPostsQueryOptions = () =>
  queryOptions({
    queryKey: socialPostsQueryKey,
    queryFn: ({ signal }) => getSocialPosts(signal),
    refetchInterval: (query) => (query.state.data?.posts.some((p) => p.status === 'publishing') ? PUBLISHING_REFRESH_MS : false),
  });

export const useSocialPosts = () => useQuery(socialPostsQueryOptions());
