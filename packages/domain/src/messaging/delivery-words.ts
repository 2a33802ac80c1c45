import type { MessageChannel, MessageStatus } from './message-schemas';

// Where a message is, in the words the thread, the inbox and the bulk status use. A message is
// called sent only when a provider took it; one the server's outbox kept says so (issue 46).

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  scheduled: 'Scheduled',
  queued: 'Sending',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  kept: 'Kept here, not sent',
  failed: 'Failed',
  received: 'Received',
  canceled: 'Not sent',
};

/** Why a kept message did not leave, and where the channel is set up. */
export const KEPT_REASONS: Record<MessageChannel, { text: string; action: string; href: string }> = {
  email: { text: "E-mail isn't set up on this server.", action: 'Set up e-mail', href: '/settings?tab=accounts' },
  sms: { text: "Texting isn't set up.", action: 'Set up texting', href: '/settings?tab=accounts' },
};

/** The inbox list's preview of the last message: "You: …", with "Not sent: " when it was kept here. */
export function conversationPreview(last: { direction: 'outbound' | 'inbound'; status: MessageStatus; body: string }): string {
  if (last.direction === 'inbound') return last.body;
  if (last.status === 'kept') return `Not sent: ${last.body}`;
  if (last.status === 'failed') return `Failed: ${last.body}`;
  return `You: ${last.body}`;
}

const SETTINGS_TABS: Record<string, string> = {
  notifications: 'Go to Notifications',
  accounts: 'Go to Accounts',
  profile: 'Go to Profile',
  plan: 'See plans',
};

/**
 * The way out of a refused send: the server's reasons name the settings page that fixes them
 * ("… in Settings > Notifications", "… enable SMS in Notifications"); the composer shows the reason inline with that link.
 */
export function wayOutOf(reason: string): { label: string; href: string } | undefined {
  const tab = /(?:Settings > |\bin )(Notifications|Accounts|Profile|Plan)\b/.exec(reason)?.[1]?.toLowerCase();
  return tab && SETTINGS_TABS[tab] ? { label: SETTINGS_TABS[tab], href: `/settings?tab=${tab}` } : undefined;
}
