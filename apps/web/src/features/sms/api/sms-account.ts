import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectSmsAccountRequest, SmsAccountResponse } from '@porchlight/domain/messaging/message-schemas';
import { apiFetch } from '@/lib/api-client';
import { smsNumberQueryKey } from './get-sms-number';
import { smsStatusQueryKey } from './get-sms-status';

/** The agent's own Twilio account (no token: the server never sends it back). */
export const smsAccountKey = ['messaging', 'sms-account'] as const;
export const useSmsAccount = () =>
  useQuery({ queryKey: smsAccountKey, queryFn: ({ signal }) => apiFetch<SmsAccountResponse>('/api/sms/account', { signal }).then((r) => r.account) });

export function useConnectSmsAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectSmsAccountRequest) => apiFetch<SmsAccountResponse>('/api/sms/account', { method: 'POST', body: JSON.stringify(body), timeoutMs: 60_000 }),
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
    mutationFn: () => apiFetch('/api/sms/account', { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: smsAccountKey });
      void queryClient.invalidateQueries({ queryKey: smsStatusQueryKey });
      void queryClient.invalidateQueries({ queryKey: smsNumberQueryKey });
    },
  });
}
