import { queryOptions } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';

export const publicFormEndpoint = api.publicForm.public.forms[':publicId'];

/**
 * The visitor's side: the form (with its ticket). No session. Apart from the submission's hook, so
 * the route's loader (app/router.tsx) can start the read from the app's first scripts.
 */
export const getPublicLeadFormQueryOptions = (publicId: string) =>
  queryOptions({
    queryKey: ['public-form', publicId],
    queryFn: ({ signal }) => jsonOf(publicFormEndpoint.$get({ param: { publicId: encodeURIComponent(publicId) } }, { init: { signal } })),
    retry: false,
    // The ticket inside says when the form was shown: it must not be refreshed behind the visitor's back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
