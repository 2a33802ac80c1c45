import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectSmsAccountRequest } from '@porchlight/domain/messaging/message-schemas';
import { api, apiFetchWith, jsonOf } from '@/lib/api';
import { smsNumberQueryKey } from './get-sms-number';
import { smsStatusQueryKey } from './get-sms-status';

/** The agent's own Twilio account (no token: the server never sends it back). */
export const smsAccountKey = ['messaging', 'sms-account'] as const;
export const useSmsAccount = () =>
  useQuery({
    queryKey: smsAccountKey,
    queryFn: ({ signal }) => jsonOf(api.sms.sms.account.$get({}, { init: { signal } })).then((r) => r.account),
  });

export function useConnectSmsAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectSmsAccountRequest) =>
      jsonOf(api.sms.sms.account.$post({ json: body }, { fetch: apiFetchWith({ timeoutMs: 60_000 }) })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: smsAccountKey });
      void queryClient.invalidateQueries({ queryKey: smsStatusQueryKey });
      void queryClient.invalidateQueries({ queryKey: smsNumberQueryKey });
    },
  });
}

export function useDisconnectSmsAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => void (await api.sms.sms.account.$delete()),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: smsAccountKey });
      void queryClient.invalidateQueries({ queryKey: smsStatusQueryKey });
      void queryClient.invalidateQueries({ queryKey: smsNumberQueryKey });
    },
  });
}
