import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadByHand } from '@porchlight/domain/lead-capture/lead-form';
import { api, jsonOf } from '@/lib/api';

export const leadEmailsKey = ['lead-capture', 'emails'] as const;

export const useLeadInbox = () =>
  useQuery({
    queryKey: ['lead-capture', 'inbox'],
    queryFn: ({ signal }) => jsonOf(api.leadCapture['lead-capture'].inbox.$get({}, { init: { signal } })),
  });

export const useLeadEmails = () =>
  useQuery({
    queryKey: leadEmailsKey,
    queryFn: ({ signal }) => jsonOf(api.leadCapture['lead-capture'].emails.$get({}, { init: { signal } })).then((r) => r.emails),
    // Lead e-mails arrive while the tab is open; a light poll keeps the list current.
    refetchInterval: 30_000,
  });

export const useLeadEmail = (id: string | null) =>
  useQuery({
    queryKey: [...leadEmailsKey, id],
    queryFn: ({ signal }) =>
      jsonOf(api.leadCapture['lead-capture'].emails[':id'].$get({ param: { id: encodeURIComponent(id ?? '') } }, { init: { signal } })),
    enabled: id !== null,
  });

export function useLeadFromEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, lead }: { id: string; lead: LeadByHand }) =>
      jsonOf(api.leadCapture['lead-capture'].emails[':id'].lead.$post({ param: { id: encodeURIComponent(id) }, json: lead })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: leadEmailsKey }),
  });
}

export function useDismissLeadEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      jsonOf(api.leadCapture['lead-capture'].emails[':id'].dismiss.$post({ param: { id: encodeURIComponent(id) } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: leadEmailsKey }),
  });
}
