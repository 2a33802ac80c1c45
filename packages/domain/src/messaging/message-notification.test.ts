import { describe, expect, it } from 'vitest';
import { messageReceivedNotification } from './message-notification';

describe('message notification', () => {
  it('names the sender and opens the message in the inbox', () => {
    const n = messageReceivedNotification({
      messageId: 'm1',
      leadId: 'l1',
      leadName: 'Ana Lopez',
      from: '+15125550100',
      channel: 'sms',
      preview: 'Is it\nstill available?',
    });
    expect(n).toMatchObject({
      type: 'message',
      title: 'New text from Ana Lopez',
      message: 'Is it still available?',
      actionUrl: '/inbox?message=m1&platform=sms&search=Ana%20Lopez&highlight=true',
      actionLabel: 'Reply',
    });
    expect(n.metadata).toEqual({ messageId: 'm1', sender: 'Ana Lopez', platform: 'sms', leadId: 'l1' });
  });
  it('falls back to the address and shortens long texts', () => {
    const n = messageReceivedNotification({
      messageId: 'm1',
      leadId: null,
      leadName: null,
      from: 'x@example.com',
      channel: 'email',
      preview: 'a'.repeat(300),
    });
    expect(n.title).toBe('New e-mail from x@example.com');
    expect(n.message).toHaveLength(140);
  });
});
