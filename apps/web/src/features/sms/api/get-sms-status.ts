import { queryOptions, useQuery } from '@tanstack/react-query';
import { SMS_STATUS_CACHE_MS, deriveSmsStatus, type SmsStatus } from '@porchlight/domain/messaging/channel-status';
import { api, jsonOf } from '@/lib/api';

export const getSmsStatus = (signal?: AbortSignal) => jsonOf(api.sms.sms.status.$get({}, { init: { signal } }));

// Under messaging's key: its live messages reload it, so the month's SMS usage follows each text.
export const smsStatusQueryKey = ['messaging', 'sms-status'] as const;

/** Cached 5 minutes (spec 000 §9); a failure is silently "disabled" (spec 000 §8), so no retries. */
export const getSmsStatusQueryOptions = () =>
  queryOptions({
    queryKey: smsStatusQueryKey,
    queryFn: ({ signal }) => getSmsStatus(signal),
    staleTime: SMS_STATUS_CACHE_MS,
    retry: false,
  });

export function useSmsStatus(): SmsStatus {
  const query = useQuery(getSmsStatusQueryOptions());
  return deriveSmsStatus({ isLoading: query.isPending, data: query.data, isError: query.isError });
}
