import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, SendMessageRequest } from '@porchlight/domain/messaging/message-schemas';
import { apiFetch } from '@/lib/api-client';
import { messagingKey } from './conversations';

export type SentMessage = MessageResponse & { held_for_quiet_hours: boolean };

export const sendMessage = (body: SendMessageRequest) => apiFetch<SentMessage>('/api/messages', { method: 'POST', body: JSON.stringify(body) });

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendMessage, onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagingKey }) });
}

export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<MessageResponse>(`/api/messages/${id}/retry`, { method: 'POST', body: '{}' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagingKey }),
  });
}
