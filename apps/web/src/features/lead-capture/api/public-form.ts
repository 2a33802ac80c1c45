import { useMutation, useQuery } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { jsonOf } from '@/lib/api';
import { getPublicLeadFormQueryOptions, publicFormEndpoint as form } from './public-form-query';

/** What the visitor sends: the route's own request type. */
export type LeadFormSubmissionBody = InferRequestType<typeof form.$post>['json'];

export const usePublicLeadForm = (publicId: string) => useQuery(getPublicLeadFormQueryOptions(publicId));

export const useSubmitPublicLeadForm = (publicId: string) =>
  useMutation({
    mutationFn: (body: LeadFormSubmissionBody) => jsonOf(form.$post({ param: { publicId: encodeURIComponent(publicId) }, json: body })),
  });
