import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadFormSettings } from '@porchlight/domain/lead-capture/lead-form';
import { api, jsonOf } from '@/lib/api';

export const leadFormKey = ['lead-capture', 'form'] as const;
export const leadFormSubmissionsKey = ['lead-capture', 'submissions'] as const;

export const useLeadForm = () =>
  useQuery(
    queryOptions({
      queryKey: leadFormKey,
      queryFn: ({ signal }) => jsonOf(api.leadCapture['lead-capture'].form.$get({}, { init: { signal } })),
    }),
  );

export function useSaveLeadForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: LeadFormSettings) => jsonOf(api.leadCapture['lead-capture'].form.$put({ json: settings })),
    onSuccess: (form) => queryClient.setQueryData(leadFormKey, form),
  });
}

export function useNewLeadFormLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => jsonOf(api.leadCapture['lead-capture'].form['new-link'].$post()),
    onSuccess: (form) => queryClient.setQueryData(leadFormKey, form),
  });
}

export const useLeadFormSubmissions = () =>
  useQuery({
    queryKey: leadFormSubmissionsKey,
    queryFn: ({ signal }) => jsonOf(api.leadCapture['lead-capture'].submissions.$get({}, { init: { signal } })).then((r) => r.submissions),
    // New submissions arrive while the tab is open; a light poll keeps the list current.
    refetchInterval: 30_000,
  });

export function useCreateHeldLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      jsonOf(api.leadCapture['lead-capture'].submissions[':id'].lead.$post({ param: { id: encodeURIComponent(id) } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: leadFormSubmissionsKey });
      void queryClient.invalidateQueries({ queryKey: ['leads'] });
    },
  });
}

/** The form's public page (also what the embed snippet frames). */
export const leadFormUrl = (publicId: string, origin = window.location.origin) => `${origin}/f/${publicId}`;

/** The snippet an agent pastes into their own site: the hosted form in an iframe. */
export const leadFormEmbedSnippet = (publicId: string, title: string, origin = window.location.origin) =>
  `<iframe src="${leadFormUrl(publicId, origin)}?embed=1" title="${title.replace(/"/g, '&quot;')}" style="width:100%;max-width:480px;height:640px;border:0" loading="lazy"></iframe>`;
