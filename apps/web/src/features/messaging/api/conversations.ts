import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationFilter } from '@porchlight/domain/messaging/message-schemas';
import { api, jsonOf } from '@/lib/api';

export const messagingKey = ['messaging'] as const;
export const conversationsKey = [...messagingKey, 'conversations'] as const;
export const threadKey = (leadId: string) => [...messagingKey, 'thread', leadId] as const;

export const getConversations = (filter: ConversationFilter, search: string, signal?: AbortSignal) => {
  const query = { filter, limit: '500', ...(search ? { search } : {}) };
  return jsonOf(api.messaging.conversations.$get({ query }, { init: { signal } }));
};
export const getConversationsQueryOptions = (filter: ConversationFilter, search: string) =>
  queryOptions({ queryKey: [...conversationsKey, filter, search], queryFn: ({ signal }) => getConversations(filter, search, signal) });
export const useConversations = (filter: ConversationFilter, search: string) => useQuery(getConversationsQueryOptions(filter, search));

/** The unread total for the sidebar's Inbox badge (the list's own query, all conversations). */
export const useInboxUnread = () => useQuery({ ...getConversationsQueryOptions('unread', ''), select: (d) => d.unread_total }).data ?? 0;

export const getThread = (leadId: string, signal?: AbortSignal) =>
  jsonOf(api.messaging.conversations[':leadId'].$get({ param: { leadId: encodeURIComponent(leadId) } }, { init: { signal } }));
export const getThreadQueryOptions = (leadId: string) =>
  queryOptions({ queryKey: threadKey(leadId), queryFn: ({ signal }) => getThread(leadId, signal) });
export const useThread = (leadId: string | undefined) => useQuery({ ...getThreadQueryOptions(leadId ?? ''), enabled: Boolean(leadId) });

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadId: string) =>
      jsonOf(api.messaging.conversations[':leadId'].read.$post({ param: { leadId: encodeURIComponent(leadId) } })),
    onSuccess: (result) => {
      if (result.count > 0) void queryClient.invalidateQueries({ queryKey: conversationsKey });
    },
  });
}

export function useMarkConversationDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leadId, done }: { leadId: string; done: boolean }) =>
      jsonOf(api.messaging.conversations[':leadId'].done.$post({ param: { leadId: encodeURIComponent(leadId) }, json: { done } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationsKey }),
  });
}
