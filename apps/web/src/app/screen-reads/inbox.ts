import type { QueryClient } from '@tanstack/react-query';
import { getEmailStatusQueryOptions } from '@/features/mailboxes/api/get-email-status';
import { getSmsStatusQueryOptions } from '@/features/sms/api/get-sms-status';
import { getConversationsQueryOptions } from '@/features/messaging/api/conversations';
import { inboxFilterOf } from '@/features/messaging/api/inbox-filter';

/** The inbox's conversations, with the URL's filter and search. */
export function startReads(client: QueryClient, url: URL) {
  void client.prefetchQuery(getConversationsQueryOptions(inboxFilterOf(url.searchParams), url.searchParams.get('search') ?? ''));
  // The setup banner above the conversations waits for the channels' status.
  void client.prefetchQuery(getSmsStatusQueryOptions());
  void client.prefetchQuery(getEmailStatusQueryOptions());
}
