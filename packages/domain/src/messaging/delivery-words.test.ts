import { describe, expect, it } from 'vitest';
import { KEPT_REASONS, MESSAGE_STATUS_LABELS, conversationPreview, wayOutOf } from './delivery-words';
import { MESSAGE_STATUSES } from './message-schemas';

describe('delivery words', () => {
  it('never calls a kept message sent', () => {
    expect(MESSAGE_STATUS_LABELS.kept).toBe('Kept here, not sent');
    expect(Object.keys(MESSAGE_STATUS_LABELS).sort()).toEqual([...MESSAGE_STATUSES].sort());
  });
  it('says why a kept message stayed, per channel, with the way to set it up', () => {
    expect(KEPT_REASONS.email).toEqual({
      text: "E-mail isn't set up on this server.",
      action: 'Set up e-mail',
      href: '/settings?tab=accounts',
    });
    expect(KEPT_REASONS.sms.text).toBe("Texting isn't set up.");
  });
  it.each([
    [{ direction: 'outbound' as const, status: 'sent' as const, body: 'Hi' }, 'You: Hi'],
    [{ direction: 'outbound' as const, status: 'kept' as const, body: 'Hi' }, 'Not sent: Hi'],
    [{ direction: 'outbound' as const, status: 'failed' as const, body: 'Hi' }, 'Failed: Hi'],
    [{ direction: 'inbound' as const, status: 'received' as const, body: 'Yes please' }, 'Yes please'],
  ])('previews %j as %s', (last, text) => expect(conversationPreview(last)).toBe(text));
  it.each([
    [
      'SMS messaging disabled. Please enable SMS in Notifications to send text messages.',
      { label: 'Go to Notifications', href: '/settings?tab=notifications' },
    ],
    ['Lou Hart replied STOP: texts to them are off until they reply START', undefined],
    ['E-mail to leads is turned off in Settings > Notifications', { label: 'Go to Notifications', href: '/settings?tab=notifications' }],
    [
      'Your texting number could not be set up (x): try again in Settings > Notifications.',
      { label: 'Go to Notifications', href: '/settings?tab=notifications' },
    ],
    ['Texts go out through your own Twilio account (Settings > Accounts)', { label: 'Go to Accounts', href: '/settings?tab=accounts' }],
    ['Settings > Nowhere', undefined],
  ])('the way out of "%s"', (reason, way) => expect(wayOutOf(reason)).toEqual(way));
});
