import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadByHand } from '@porchlight/domain/lead-capture/lead-form';
import type { LeadEmailDetail, LeadEmailView, LeadInboxResponse } from '@porchlight/domain/lead-capture/portal-lead-email';
import { apiFetch } from '@/lib/api-client';

export const leadEmailsKey = ['lead-capture', 'emails'] as const;

export const useLeadInbox = () => useQuery<LeadInboxResponse>({ queryKey: ['lead-capture', 'inbox'], queryFn: ({ signal }) => apiFetch('/api/lead-capture/inbox', { signal }) });

export const useLeadEmails = () =>
  useQuery<LeadEmailView[]>({
    queryKey: leadEmailsKey,
    queryFn: ({ signal }) => apiFetch<{ emails: LeadEmailView[] }>('/api/lead-capture/emails', { signal }).then((r) => r.emails),
    // Lead e-mails arrive while the tab is open; a light poll keeps the list current.
    refetchInterval: 30_000,
  });

export const useLeadEmail = (id: string | null) =>
  useQuery<LeadEmailDetail>({ queryKey: [...leadEmailsKey, id], queryFn: ({ signal }) => apiFetch(`/api/lead-capture/emails/${id}`, { signal }), enabled: id !== null });

export function useLeadFromEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, lead }: { id: string; lead: LeadByHand }) => apiFetch<LeadEmailView>(`/api/lead-capture/emails/${id}/lead`, { method: 'POST', body: JSON.stringify(lead) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: leadEmailsKey }),
  });
}

export function useDismissLeadEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<LeadEmailView>(`/api/lead-capture/emails/${id}/dismiss`, { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: leadEmailsKey }),
  });
}
