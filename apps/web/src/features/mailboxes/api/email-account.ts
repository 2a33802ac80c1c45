import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, apiFetchWith, jsonOf } from '@/lib/api';
import { emailStatusQueryKey } from './get-email-status';

/** What the connect form sends: the route's own body. */
export type ConnectEmailAccountRequest = InferRequestType<typeof api.mailboxes.email.account.$post>['json'];

export const emailAccountKey = ['messaging', 'email-account'] as const;
export const getEmailAccountQueryOptions = () =>
  queryOptions({ queryKey: emailAccountKey, queryFn: ({ signal }) => jsonOf(api.mailboxes.email.account.$get({}, { init: { signal } })).then((r) => r.account) });
export const useEmailAccount = () => useQuery(getEmailAccountQueryOptions());

export function useConnectEmailAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectEmailAccountRequest) => jsonOf(api.mailboxes.email.account.$post({ json: body }, { fetch: apiFetchWith({ timeoutMs: 60_000 }) })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: emailAccountKey });
      void queryClient.invalidateQueries({ queryKey: emailStatusQueryKey });
    },
  });
}

export function useDisconnectEmailAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => void (await api.mailboxes.email.account.$delete()),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: emailAccountKey });
      void queryClient.invalidateQueries({ queryKey: emailStatusQueryKey });
    },
  });
}
