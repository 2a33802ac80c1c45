import { inboxMessageLink } from '../notifications/notification-links';
import type { NewNotification } from '../notifications/notification-schemas';
import type { MessageChannel } from './message-schemas';

export const MESSAGE_PREVIEW_MAX = 140;

/** The message notification (spec 001 §3 type message) for a text or e-mail a lead sent. */
export function messageReceivedNotification(m: {
  messageId: string;
  leadId: string | null;
  leadName: string | null;
  from: string;
  channel: MessageChannel;
  preview: string;
}): NewNotification {
  const sender = m.leadName ?? m.from;
  const preview = m.preview.replace(/\s+/g, ' ').trim();
  return {
    type: 'message',
    title: m.channel === 'sms' ? `New text from ${sender}` : `New e-mail from ${sender}`,
    message: preview.length > MESSAGE_PREVIEW_MAX ? `${preview.slice(0, MESSAGE_PREVIEW_MAX - 1)}…` : preview || '(no text)',
    priority: 'high',
    actionUrl: inboxMessageLink({ messageId: m.messageId, platform: m.channel, search: m.leadName ?? undefined }),
    actionLabel: 'Reply',
    metadata: { messageId: m.messageId, sender, platform: m.channel, ...(m.leadId ? { leadId: m.leadId } : {}) },
  };
}
