import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendMessageRequest } from '@porchlight/domain/messaging/message-schemas';
import { api, jsonOf } from '@/lib/api';
import { messagingKey } from './conversations';

export const sendMessage = (body: SendMessageRequest) => jsonOf(api.messaging.messages.$post({ json: body }));

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendMessage, onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagingKey }) });
}

export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => jsonOf(api.messaging.messages[':id'].retry.$post({ param: { id: encodeURIComponent(id) } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagingKey }),
  });
}
