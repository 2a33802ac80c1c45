import { useQuery } from '@tanstack/react-query';
import type { MessageResponse } from '@porchlight/domain/messaging/message-schemas';
import { apiFetch } from '@/lib/api-client';

/** A deep link's message (/inbox?message=..): which lead's thread to open. */
export const useMessage = (id: string | undefined) =>
  useQuery({ queryKey: ['messaging', 'message', id], queryFn: ({ signal }) => apiFetch<MessageResponse>(`/api/messages/${id}`, { signal }), enabled: Boolean(id), staleTime: Infinity });
