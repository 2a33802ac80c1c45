import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { emailStatusQueryKey } from './get-email-status';

export type EmailAccount = {
  from_name: string;
  from_address: string;
  username: string;
  smtp_host: string;
  smtp_port: number;
  smtp_secure: boolean;
  imap_host: string;
  imap_port: number;
  imap_secure: boolean;
  last_error: string | null;
  connected_at: string;
};
export type ConnectEmailAccountRequest = Omit<EmailAccount, 'last_error' | 'connected_at'> & { password: string };

export const emailAccountKey = ['messaging', 'email-account'] as const;
export const getEmailAccountQueryOptions = () =>
  queryOptions({ queryKey: emailAccountKey, queryFn: ({ signal }) => apiFetch<{ account: EmailAccount | null }>('/api/email/account', { signal }).then((r) => r.account) });
export const useEmailAccount = () => useQuery(getEmailAccountQueryOptions());

export function useConnectEmailAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectEmailAccountRequest) => apiFetch<{ account: EmailAccount }>('/api/email/account', { method: 'POST', body: JSON.stringify(body), timeoutMs: 60_000 }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: emailAccountKey });
      void queryClient.invalidateQueries({ queryKey: emailStatusQueryKey });
    },
  });
}

export function useDisconnectEmailAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/email/account', { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: emailAccountKey });
      void queryClient.invalidateQueries({ queryKey: emailStatusQueryKey });
    },
  });
}
