import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SmsNumberResponse } from '@porchlight/domain/messaging/message-schemas';
import { api, jsonOf } from '@/lib/api';
import { smsStatusQueryKey } from './get-sms-status';

export type SmsNumber = NonNullable<SmsNumberResponse['number']>;

export const smsNumberQueryKey = ['messaging', 'sms-number'] as const;

/** How often the card asks while a number is being bought (a job, a few seconds). */
export const SMS_NUMBER_BUYING_POLL_MS = 1_000;

export const getSmsNumberQueryOptions = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: smsNumberQueryKey,
    queryFn: async ({ signal }) => {
      const before = queryClient.getQueryData<SmsNumber | null>(smsNumberQueryKey);
      const { number } = await jsonOf(api.sms.sms.number.$get({}, { init: { signal } }));
      // Bought (or refused) meanwhile: the SMS status, cached 5 minutes, has changed with it.
      if (before?.status === 'buying' && number?.status !== 'buying') void queryClient.invalidateQueries({ queryKey: smsStatusQueryKey });
      return number;
    },
    refetchInterval: (query) => (query.state.data?.status === 'buying' ? SMS_NUMBER_BUYING_POLL_MS : false),
  });

/** The account's own texting number (decision 044), polled while it is being bought. */
export function useSmsNumber() {
  return useQuery(getSmsNumberQueryOptions(useQueryClient()));
}
