// GET /api/sms/status (spec 000 §7) and GET /api/email/status (spec 001 §7), and what the client
// derives from them (spec 000 §3-4, spec 001 §3-4, §8). Plain types, no zod: the shell's setup
// banner reads them on every first load (issue 15), and nothing parses these answers.

export const SMS_STATUS_CACHE_MS = 300_000;
export const EMAIL_STATUS_CACHE_MS = 300_000;

export type SmsUsage = { sent: number; received: number; total: number; limit: number; remaining: number };
export type SmsStatusResponse = {
  success: boolean;
  data?: {
    enabled: boolean;
    phone_number: string | null;
    current_month_usage: SmsUsage;
    /** active: texts go out; disabled: the agent turned SMS off; not_configured: no number to send from. */
    status: string;
  };
  error?: string;
};

export type EmailStatusResponse = {
  success?: boolean;
  enabled: boolean;
  hasConnectedAccounts: boolean;
  emailNotificationsEnabled: boolean;
  issues: string[];
  status?: 'active' | 'disabled';
};

/** The client's SMS status (spec 000 §3). */
export type SmsStatus = {
  enabled: boolean;
  phoneNumber: string | null;
  status: string;
  usage: SmsUsage;
};
const NO_USAGE: SmsUsage = { sent: 0, received: 0, total: 0, limit: 0, remaining: 0 };
export const SMS_STATUS_LOADING: SmsStatus = { enabled: false, phoneNumber: null, status: 'loading', usage: NO_USAGE };
export const SMS_STATUS_DISABLED: SmsStatus = { enabled: false, phoneNumber: null, status: 'disabled', usage: NO_USAGE };

/** Loading, then the server's answer; a failed call or success false is disabled (spec 000 §4, §8). */
export function deriveSmsStatus(state: { isLoading: boolean; data?: SmsStatusResponse; isError?: boolean }): SmsStatus {
  if (state.isLoading) return SMS_STATUS_LOADING;
  if (state.isError || !state.data?.success || !state.data.data) return SMS_STATUS_DISABLED;
  const d = state.data.data;
  return { enabled: d.enabled, phoneNumber: d.phone_number, status: d.status, usage: d.current_month_usage };
}

/** The client's e-mail status (spec 001 §3). */
export type EmailStatus = { enabled: boolean; hasConnectedAccounts: boolean; emailNotificationsEnabled: boolean; issues: string[]; status: 'loading' | 'active' | 'disabled' };
export const EMAIL_API_ERROR = 'API error';
export const EMAIL_CONNECTION_FAILED = 'Connection failed';

/**
 * Loading, then active when the server answered ok, or disabled with "API error" (it answered
 * an error) or "Connection failed" (it could not be reached).
 */
export function deriveEmailStatus(state: { isLoading: boolean; data?: EmailStatusResponse; error?: { kind: 'api' | 'network' } | null }): EmailStatus {
  const off = { enabled: false, hasConnectedAccounts: false, emailNotificationsEnabled: false };
  if (state.isLoading) return { ...off, issues: [], status: 'loading' };
  if (state.error || !state.data) return { ...off, issues: [state.error?.kind === 'network' ? EMAIL_CONNECTION_FAILED : EMAIL_API_ERROR], status: 'disabled' };
  const d = state.data;
  return { enabled: d.enabled, hasConnectedAccounts: d.hasConnectedAccounts, emailNotificationsEnabled: d.emailNotificationsEnabled, issues: d.issues, status: 'active' };
}

/** The SMS-requirement modal opens when an action needs SMS and it is not enabled. */
export const needsSmsModal = (sms: SmsStatus) => !sms.enabled;
/** The e-mail requirement modal opens when e-mail is not enabled or no account is connected (spec 001 §4). */
export const needsEmailModal = (email: EmailStatus) => !email.enabled || !email.hasConnectedAccounts;

/** Communication status (spec 001 §3). */
export type CommunicationStatus = {
  sms: { enabled: boolean };
  email: { hasConnectedAccounts: boolean; enabled: boolean; emailNotificationsEnabled: boolean };
  social: { hasConnectedAccounts: boolean };
};

export type SetupBanner = { missing: ('SMS' | 'Email' | 'Social media')[]; showConnectAccounts: boolean; showEnableNotifications: boolean };

/** The setup banner (spec 001 §2): what is missing, and which buttons show. Nothing missing: no banner. */
export function setupBanner(status: CommunicationStatus): SetupBanner | undefined {
  const missing: SetupBanner['missing'] = [];
  if (!status.sms.enabled) missing.push('SMS');
  if (!status.email.hasConnectedAccounts || !status.email.enabled) missing.push('Email');
  if (!status.social.hasConnectedAccounts) missing.push('Social media');
  if (missing.length === 0) return undefined;
  const notConnected = !status.email.hasConnectedAccounts || !status.social.hasConnectedAccounts || !status.sms.enabled;
  const emailConnectedButDisabled = status.email.hasConnectedAccounts && (!status.email.enabled || !status.email.emailNotificationsEnabled);
  return { missing, showConnectAccounts: notConnected, showEnableNotifications: emailConnectedButDisabled };
}

export const DELIVERY_ISSUES = {
  emailDisabled: 'Email notifications are disabled',
  emailNotConnected: 'Email account not connected',
  smsDisabled: 'SMS notifications are disabled',
  noPhone: 'Phone number not configured',
} as const;

export type DeliveryPanel = { allEnabled: boolean; issues: string[]; workingChannels: string[] };

/** The notification delivery panel (spec 001 §2). */
export function deliveryPanel(email: Pick<EmailStatus, 'hasConnectedAccounts' | 'emailNotificationsEnabled'>, sms: Pick<SmsStatus, 'enabled' | 'phoneNumber'>): DeliveryPanel {
  const issues: string[] = [];
  if (!email.emailNotificationsEnabled) issues.push(DELIVERY_ISSUES.emailDisabled);
  if (!email.hasConnectedAccounts) issues.push(DELIVERY_ISSUES.emailNotConnected);
  if (!sms.enabled) issues.push(DELIVERY_ISSUES.smsDisabled);
  if (!sms.phoneNumber) issues.push(DELIVERY_ISSUES.noPhone);
  const workingChannels = ['In-app'];
  if (email.emailNotificationsEnabled && email.hasConnectedAccounts) workingChannels.push('Email');
  if (sms.enabled && sms.phoneNumber) workingChannels.push('SMS');
  return { allEnabled: issues.length === 0, issues, workingChannels };
}
