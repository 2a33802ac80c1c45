import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SmsStatusResponse } from '@porchlight/domain/messaging/channel-status';
import type { ConnectSmsAccountRequest, SmsAccountResponse, SmsSettingsRequest } from '@porchlight/domain/messaging/message-schemas';
import { apiFetch } from '@/lib/api-client';
import { emailStatusQueryKey } from './get-email-status';
import { smsNumberQueryKey } from './get-sms-number';
import { smsStatusQueryKey } from './get-sms-status';

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

export function useSaveSmsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SmsSettingsRequest) => apiFetch<SmsStatusResponse>('/api/sms/settings', { method: 'PUT', body: JSON.stringify(body) }),
    onSuccess: (status) => {
      queryClient.setQueryData(smsStatusQueryKey, status);
      // SMS on buys the account a number, off lets it go.
      void queryClient.invalidateQueries({ queryKey: smsNumberQueryKey });
    },
  });
}

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

export function useSetEmailEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => apiFetch('/api/email/settings', { method: 'PUT', body: JSON.stringify({ enabled }) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: emailStatusQueryKey }),
  });
}

/** Banners dismissed by this user (kept on the server, so on every device). */
export type BannerKey = 'setup' | 'sms-disabled';
export const bannersKey = ['messaging', 'banners'] as const;
export const useDismissedBanners = () =>
  useQuery({ queryKey: bannersKey, queryFn: ({ signal }) => apiFetch<{ dismissed: string[] }>('/api/messaging/banners', { signal }).then((r) => r.dismissed), staleTime: Infinity });

export function useDismissBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (banner: BannerKey) => apiFetch<{ dismissed: string[] }>(`/api/messaging/banners/${banner}/dismiss`, { method: 'POST', body: '{}' }),
    onMutate: (banner) => queryClient.setQueryData<string[]>(bannersKey, (old) => [...(old ?? []), banner]),
    onSuccess: (result) => queryClient.setQueryData(bannersKey, result.dismissed),
  });
}

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
