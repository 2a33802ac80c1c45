import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, apiFetchWith, jsonOf } from '@/lib/api';
import { emailStatusQueryKey } from './get-email-status';

type ConnectEmailAccountBody = InferRequestType<typeof api.mailboxes.email.account.$post>['json'];
/**
 * What the connect form holds: the route's own body, its ports as numbers (the server coerces a
 * port, so the body's type takes any value there).
 */
export type ConnectEmailAccountRequest = Omit<ConnectEmailAccountBody, 'smtp_port' | 'imap_port'> & {
  smtp_port: number;
  imap_port: number;
};

export const emailAccountKey = ['messaging', 'email-account'] as const;
export const getEmailAccountQueryOptions = () =>
  queryOptions({
    queryKey: emailAccountKey,
    queryFn: ({ signal }) => jsonOf(api.mailboxes.email.account.$get({}, { init: { signal } })).then((r) => r.account),
  });
export const useEmailAccount = () => useQuery(getEmailAccountQueryOptions());

export function useConnectEmailAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectEmailAccountRequest) =>
      jsonOf(api.mailboxes.email.account.$post({ json: body }, { fetch: apiFetchWith({ timeoutMs: 60_000 }) })),
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
