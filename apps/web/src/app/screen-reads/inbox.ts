import { getEmailStatusQueryOptions } from '@/features/mailboxes/api/get-email-status';
import { getConversationsQueryOptions } from '@/features/messaging/api/conversations';
import { inboxFilterOf } from '@/features/messaging/api/inbox-filter';
import { getSmsStatusQueryOptions } from '@/features/sms/api/get-sms-status';
import { read, type ScreenRead } from './read';

/** The inbox's conversations, with the URL's filter and search. */
export function screenReads(url: URL): ScreenRead[] {
  return [
    read(getConversationsQueryOptions(inboxFilterOf(url.searchParams), url.searchParams.get('search') ?? '')),
    // The setup banner above the conversations waits for the channels' status.
    read(getSmsStatusQueryOptions()),
    read(getEmailStatusQueryOptions()),
  ];
}
