import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** One of a screen's first reads: the query the screen's own hook makes, started by its loader. */
export type ScreenRead = { queryKey: QueryKey; start: (client: QueryClient) => Promise<void> };

export const read = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): ScreenRead => ({
  queryKey: options.queryKey,
  start: (client) => client.prefetchQuery(options),
});

export const readPages = <T, K extends QueryKey, P>(options: FetchInfiniteQueryOptions<T, Error, T, K, P>): ScreenRead => ({
  queryKey: options.queryKey,
  start: (client) => client.prefetchInfiniteQuery(options),
});
