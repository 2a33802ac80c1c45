import { describe, expect, it } from 'vitest';
import { DELIVERY_ISSUES, SMS_STATUS_CACHE_MS, deliveryPanel, deriveEmailStatus, deriveSmsStatus, needsEmailModal, needsSmsModal, setupBanner } from './channel-status';

const usage = { sent: 3, received: 2, total: 5, limit: 75, remaining: 72 };

describe('SMS status (spec 000 §3-4)', () => {
  it('caches 5 minutes', () => expect(SMS_STATUS_CACHE_MS).toBe(300000));
  it.each([
    ['loading', { isLoading: true }, 'loading', false],
    ['a failed call', { isLoading: false, isError: true }, 'disabled', false],
    ['success false', { isLoading: false, data: { success: false } }, 'disabled', false],
    ['the server status', { isLoading: false, data: { success: true, data: { enabled: true, phone_number: '+15125550100', current_month_usage: usage, status: 'active' } } }, 'active', true],
  ])('%s', (_name, state, status, enabled) => {
    const sms = deriveSmsStatus(state);
    expect(sms.status).toBe(status);
    expect(sms.enabled).toBe(enabled);
    expect(needsSmsModal(sms)).toBe(!enabled);
  });
  it('maps phone_number and current_month_usage', () => {
    const sms = deriveSmsStatus({ isLoading: false, data: { success: true, data: { enabled: true, phone_number: '+1', current_month_usage: usage, status: 'active' } } });
    expect(sms.phoneNumber).toBe('+1');
    expect(sms.usage).toEqual(usage);
  });
});

describe('E-mail status (spec 001 §3-4, §8)', () => {
  const ok = { enabled: true, hasConnectedAccounts: true, emailNotificationsEnabled: true, issues: [] };
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

describe('setup banner (spec 001 §2)', () => {
  const all = { sms: { enabled: true }, email: { hasConnectedAccounts: true, enabled: true, emailNotificationsEnabled: true }, social: { hasConnectedAccounts: true } };
  it('is absent when nothing is missing', () => expect(setupBanner(all)).toBeUndefined());
  it('lists what is missing with Connect Accounts', () => {
    expect(setupBanner({ ...all, sms: { enabled: false }, social: { hasConnectedAccounts: false } })).toEqual({ missing: ['SMS', 'Social media'], showConnectAccounts: true, showEnableNotifications: false });
  });
  it('offers Enable Notifications when e-mail is connected but disabled', () => {
    expect(setupBanner({ ...all, email: { hasConnectedAccounts: true, enabled: false, emailNotificationsEnabled: true } })).toEqual({ missing: ['Email'], showConnectAccounts: false, showEnableNotifications: true });
  });
  it('shows both buttons when both apply', () => {
    const banner = setupBanner({ ...all, email: { hasConnectedAccounts: true, enabled: false, emailNotificationsEnabled: false }, social: { hasConnectedAccounts: false } });
    expect([banner?.showConnectAccounts, banner?.showEnableNotifications]).toEqual([true, true]);
  });
});

describe('notification delivery panel (spec 001 §2)', () => {
  it('all enabled', () => {
    expect(deliveryPanel({ hasConnectedAccounts: true, emailNotificationsEnabled: true }, { enabled: true, phoneNumber: '+1' })).toEqual({ allEnabled: true, issues: [], workingChannels: ['In-app', 'Email', 'SMS'] });
  });
  it('lists every issue in order', () => {
    expect(deliveryPanel({ hasConnectedAccounts: false, emailNotificationsEnabled: false }, { enabled: false, phoneNumber: null })).toEqual({
      allEnabled: false,
      issues: [DELIVERY_ISSUES.emailDisabled, DELIVERY_ISSUES.emailNotConnected, DELIVERY_ISSUES.smsDisabled, DELIVERY_ISSUES.noPhone],
      workingChannels: ['In-app'],
    });
    expect(Object.values(DELIVERY_ISSUES)).toEqual(['Email notifications are disabled', 'Email account not connected', 'SMS notifications are disabled', 'Phone number not configured']);
  });
});
