import { useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';

/** A deep link's message (/inbox?message=..): which lead's thread to open. */
export const useMessage = (id: string | undefined) =>
  useQuery({
    queryKey: ['messaging', 'message', id],
    queryFn: ({ signal }) =>
      jsonOf(api.messaging.messages[':id'].$get({ param: { id: encodeURIComponent(id ?? '') } }, { init: { signal } })),
    enabled: Boolean(id),
    staleTime: Infinity,
  });
