import { describe, expect, it } from 'vitest';
import {
  DELIVERY_ISSUES,
  SMS_STATUS_CACHE_MS,
  deliveryPanel,
  deriveEmailStatus,
  deriveSmsStatus,
  needsEmailModal,
  needsSmsModal,
  setupBanner,
  smsSavedMessage,
} from './channel-status';

const usage = { sent: 3, received: 2, total: 5, limit: 75, remaining: 72 };

describe('SMS status (spec 000 §3-4)', () => {
  it('caches 5 minutes', () => expect(SMS_STATUS_CACHE_MS).toBe(300000));
  it.each([
    ['loading', { isLoading: true }, 'loading', false],
    ['a failed call', { isLoading: false, isError: true }, 'disabled', false],
    ['success false', { isLoading: false, data: { success: false } }, 'disabled', false],
    [
      'the server status',
      {
        isLoading: false,
        data: {
          success: true,
          data: { enabled: true, phone_number: '+15125550100', current_month_usage: usage, status: 'active', delivers: true },
        },
      },
      'active',
      true,
    ],
  ])('%s', (_name, state, status, enabled) => {
    const sms = deriveSmsStatus(state);
    expect(sms.status).toBe(status);
    expect(sms.enabled).toBe(enabled);
    expect(needsSmsModal(sms)).toBe(!enabled);
  });
  it('maps phone_number and current_month_usage', () => {
    const sms = deriveSmsStatus({
      isLoading: false,
      data: { success: true, data: { enabled: true, phone_number: '+1', current_month_usage: usage, status: 'active', delivers: true } },
    });
    expect(sms.phoneNumber).toBe('+1');
    expect(sms.usage).toEqual(usage);
  });
});

describe('E-mail status (spec 001 §3-4, §8)', () => {
  const ok = {
    enabled: true,
    hasConnectedAccounts: true,
    emailNotificationsEnabled: true,
    issues: [],
    emailVerified: true,
    delivers: true,
  };
  it.each([
    ['loading', { isLoading: true }, 'loading', []],
    ['an API error', { isLoading: false, error: { kind: 'api' as const } }, 'disabled', ['API error']],
    ['a connection failure', { isLoading: false, error: { kind: 'network' as const } }, 'disabled', ['Connection failed']],
    ['the answer', { isLoading: false, data: ok }, 'active', []],
  ])('%s', (_name, state, status, issues) => {
    const email = deriveEmailStatus(state);
    expect(email.status).toBe(status);
    expect(email.issues).toEqual(issues);
  });
  it.each([
    [{ enabled: true, hasConnectedAccounts: true }, false],
    [{ enabled: false, hasConnectedAccounts: true }, true],
    [{ enabled: true, hasConnectedAccounts: false }, true],
  ])('requirement modal for %j: %s', (flags, open) => {
    expect(needsEmailModal({ ...deriveEmailStatus({ isLoading: false, data: { ...ok, ...flags } }) })).toBe(open);
  });
});

describe('setup banner (spec 001 §2): the one channels banner', () => {
  const all = {
    sms: { enabled: true, delivers: true, status: 'active' },
    email: { hasConnectedAccounts: true, enabled: true, emailNotificationsEnabled: true, verified: true, delivers: true },
    social: { hasConnectedAccounts: true },
  };
  const noteOf = (status: Parameters<typeof setupBanner>[0]) => setupBanner(status)?.notes.map((n) => [n.channel, n.action.label]);
  it('is absent when nothing is missing', () => expect(setupBanner(all)).toBeUndefined());
  it('lists what is missing with Connect Accounts, and SMS turned off in the spec words', () => {
    expect(
      setupBanner({ ...all, sms: { enabled: false, delivers: false, status: 'disabled' }, social: { hasConnectedAccounts: false } }),
    ).toEqual({
      missing: ['SMS', 'Social media'],
      notes: [
        {
          channel: 'SMS',
          text: 'SMS messaging disabled. Please enable SMS in Notifications to send text messages',
          action: { label: 'Go to Notifications', href: '/settings?tab=notifications' },
        },
      ],
      showConnectAccounts: true,
      showEnableNotifications: false,
    });
  });
  it('offers Enable Notifications when e-mail is connected but disabled', () => {
    expect(setupBanner({ ...all, email: { ...all.email, enabled: false } })).toEqual({
      missing: ['Email'],
      notes: [],
      showConnectAccounts: false,
      showEnableNotifications: true,
    });
  });
  it('shows both buttons when both apply', () => {
    const banner = setupBanner({
      ...all,
      email: { ...all.email, enabled: false, emailNotificationsEnabled: false },
      social: { hasConnectedAccounts: false },
    });
    expect([banner?.showConnectAccounts, banner?.showEnableNotifications]).toEqual([true, true]);
  });
  it.each([
    [
      'SMS on with a stand-in number on a server without Twilio',
      { ...all, sms: { enabled: true, delivers: false, status: 'active' } },
      ['SMS'],
      [['SMS', 'Set up texting']],
    ],
    [
      'SMS on with no number yet',
      { ...all, sms: { enabled: false, delivers: false, status: 'not_configured' } },
      ['SMS'],
      [['SMS', 'Go to Notifications']],
    ],
    ['an unverified sign-in address', { ...all, email: { ...all.email, verified: false } }, ['Email'], [['Email', 'Verify e-mail']]],
    [
      'no mailbox and no server mail',
      { ...all, email: { ...all.email, hasConnectedAccounts: false, delivers: false } },
      ['Email'],
      [['Email', 'Set up e-mail']],
    ],
    ['no mailbox, the server mails', { ...all, email: { ...all.email, hasConnectedAccounts: false } }, ['Email'], []],
  ])('counts %s as not set up, with the way out', (_name, status, missing, notes) => {
    expect(setupBanner(status)?.missing).toEqual(missing);
    expect(noteOf(status)).toEqual(notes);
  });
});

describe('notification delivery panel (spec 001 §2)', () => {
  it('all enabled', () => {
    expect(deliveryPanel({ hasConnectedAccounts: true, emailNotificationsEnabled: true }, { enabled: true, phoneNumber: '+1' })).toEqual({
      allEnabled: true,
      issues: [],
      workingChannels: ['In-app', 'Email', 'SMS'],
    });
  });
  it('lists every issue in order', () => {
    expect(deliveryPanel({ hasConnectedAccounts: false, emailNotificationsEnabled: false }, { enabled: false, phoneNumber: null })).toEqual(
      {
        allEnabled: false,
        issues: [DELIVERY_ISSUES.emailDisabled, DELIVERY_ISSUES.emailNotConnected, DELIVERY_ISSUES.smsDisabled, DELIVERY_ISSUES.noPhone],
        workingChannels: ['In-app'],
      },
    );
    expect(Object.values(DELIVERY_ISSUES)).toEqual([
      'Email notifications are disabled',
      'Email account not connected',
      'SMS notifications are disabled',
      'Phone number not configured',
    ]);
  });
});

describe('what saving the SMS settings says', () => {
  const answer = (status: string, delivers: boolean) => ({
    success: true,
    data: { enabled: status === 'active', phone_number: null, current_month_usage: usage, status, delivers },
  });
  it.each([
    ['disabled', false, 'SMS turned off'],
    ['active', true, 'SMS turned on'],
    ['not_configured', false, 'SMS turned on: getting your texting number'],
    ['active', false, "SMS turned on. Texting isn't set up on this server, so texts are kept here, not sent"],
  ])('%s (delivers %s): %s', (status, delivers, text) => expect(smsSavedMessage(answer(status, delivers))).toBe(text));
});
