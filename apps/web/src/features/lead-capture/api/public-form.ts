import { useMutation, useQuery } from '@tanstack/react-query';
import type { PublicLeadForm } from '@porchlight/domain/lead-capture/lead-form';
import { apiFetch } from '@/lib/api-client';

/** The visitor's side: the form (with its ticket) and the submission. No session. */
export const usePublicLeadForm = (publicId: string) =>
  useQuery({
    queryKey: ['public-form', publicId],
    queryFn: ({ signal }) => apiFetch<PublicLeadForm>(`/api/public/forms/${encodeURIComponent(publicId)}`, { signal }),
    retry: false,
    // The ticket inside says when the form was shown: it must not be refreshed behind the visitor's back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useSubmitPublicLeadForm = (publicId: string) =>
  useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiFetch<{ thankYou: string }>(`/api/public/forms/${encodeURIComponent(publicId)}`, { method: 'POST', body: JSON.stringify(body) }),
  });
