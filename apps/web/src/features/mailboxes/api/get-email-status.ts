import { queryOptions, useQuery } from '@tanstack/react-query';
import { EMAIL_STATUS_CACHE_MS, deriveEmailStatus, type EmailStatus } from '@porchlight/domain/messaging/channel-status';
import { api, jsonOf } from '@/lib/api';
import { isApiError } from '@/lib/api-client';

export const getEmailStatus = (signal?: AbortSignal) => jsonOf(api.mailboxes.email.status.$get({}, { init: { signal } }));

export const emailStatusQueryKey = ['messaging', 'email-status'] as const;

export const getEmailStatusQueryOptions = () =>
  queryOptions({
    queryKey: emailStatusQueryKey,
    queryFn: ({ signal }) => getEmailStatus(signal),
    staleTime: EMAIL_STATUS_CACHE_MS,
    retry: false,
  });

/** Loading, then active, or disabled with "API error" (the server answered an error) or "Connection failed". */
export function useEmailStatus(): EmailStatus {
  const query = useQuery(getEmailStatusQueryOptions());
  const error = query.error ? { kind: isApiError(query.error) ? ('api' as const) : ('network' as const) } : null;
  return deriveEmailStatus({ isLoading: query.isPending, data: query.data, error });
}
