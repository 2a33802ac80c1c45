import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, jsonOf } from '@/lib/api';

const form = api.publicForm.public.forms[':publicId'];

/** What the visitor sends: the route's own request type. */
export type LeadFormSubmissionBody = InferRequestType<typeof form.$post>['json'];

/** The visitor's side: the form (with its ticket) and the submission. No session. */
export const getPublicLeadFormQueryOptions = (publicId: string) =>
  queryOptions({
    queryKey: ['public-form', publicId],
    queryFn: ({ signal }) => jsonOf(form.$get({ param: { publicId: encodeURIComponent(publicId) } }, { init: { signal } })),
    retry: false,
    // The ticket inside says when the form was shown: it must not be refreshed behind the visitor's back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
export const usePublicLeadForm = (publicId: string) => useQuery(getPublicLeadFormQueryOptions(publicId));

export const useSubmitPublicLeadForm = (publicId: string) =>
  useMutation({
    mutationFn: (body: LeadFormSubmissionBody) => jsonOf(form.$post({ param: { publicId: encodeURIComponent(publicId) }, json: body })),
  });
