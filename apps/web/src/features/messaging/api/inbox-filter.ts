import { CONVERSATION_FILTERS, type ConversationFilter } from '@porchlight/domain/messaging/message-schemas';

const isFilter = (v: string | null): v is ConversationFilter => (CONVERSATION_FILTERS as readonly string[]).includes(v ?? '');

/** The inbox's filter in its URL: `filter=`, else the platform's, else all (the route's loader reads it too). */
export function inboxFilterOf(params: URLSearchParams): ConversationFilter {
  const filter = params.get('filter');
  if (isFilter(filter)) return filter;
  const platform = params.get('platform');
  return platform === 'sms' || platform === 'email' ? platform : 'all';
}
