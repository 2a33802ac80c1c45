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
    /**
     * Whether a text really leaves the building (a Twilio account sends it). False on a server
     * without Twilio: texts are kept in its outbox, so SMS is not set up, whatever the number.
     */
    delivers: boolean;
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
  /** The agent's sign-in address is verified: no e-mail goes to a lead before it is. */
  emailVerified: boolean;
  /** An e-mail really leaves (the agent's mailbox or the server's SMTP); false: kept in the outbox. */
  delivers: boolean;
};

/**
 * What saving the SMS settings says, read from the server's answer rather than the switch: never
 * "turned off" for a save that left SMS on, never "on" alone when texts will only be kept here.
 */
export function smsSavedMessage(answer: SmsStatusResponse): string {
  const d = answer.data;
  if (!d || d.status === 'disabled') return 'SMS turned off';
  if (d.delivers) return 'SMS turned on';
  if (d.status === 'not_configured') return 'SMS turned on: getting your texting number';
  return "SMS turned on. Texting isn't set up on this server, so texts are kept here, not sent";
}

/** The client's SMS status (spec 000 §3). */
export type SmsStatus = {
  enabled: boolean;
  phoneNumber: string | null;
  status: string;
  usage: SmsUsage;
  /** Texts really leave (Twilio); false while loading, failed, or kept in the outbox. */
  delivers: boolean;
};
const NO_USAGE: SmsUsage = { sent: 0, received: 0, total: 0, limit: 0, remaining: 0 };
export const SMS_STATUS_LOADING: SmsStatus = { enabled: false, phoneNumber: null, status: 'loading', usage: NO_USAGE, delivers: false };
export const SMS_STATUS_DISABLED: SmsStatus = { enabled: false, phoneNumber: null, status: 'disabled', usage: NO_USAGE, delivers: false };

/** Loading, then the server's answer; a failed call or success false is disabled (spec 000 §4, §8). */
export function deriveSmsStatus(state: { isLoading: boolean; data?: SmsStatusResponse; isError?: boolean }): SmsStatus {
  if (state.isLoading) return SMS_STATUS_LOADING;
  if (state.isError || !state.data?.success || !state.data.data) return SMS_STATUS_DISABLED;
  const d = state.data.data;
  return { enabled: d.enabled, phoneNumber: d.phone_number, status: d.status, usage: d.current_month_usage, delivers: d.delivers === true };
}

/** The client's e-mail status (spec 001 §3). */
export type EmailStatus = {
  enabled: boolean;
  hasConnectedAccounts: boolean;
  emailNotificationsEnabled: boolean;
  issues: string[];
  status: 'loading' | 'active' | 'disabled';
  emailVerified: boolean;
  delivers: boolean;
};
export const EMAIL_API_ERROR = 'API error';
export const EMAIL_CONNECTION_FAILED = 'Connection failed';

/**
 * Loading, then active when the server answered ok, or disabled with "API error" (it answered
 * an error) or "Connection failed" (it could not be reached).
 */
export function deriveEmailStatus(state: {
  isLoading: boolean;
  data?: EmailStatusResponse;
  error?: { kind: 'api' | 'network' } | null;
}): EmailStatus {
  const off = { enabled: false, hasConnectedAccounts: false, emailNotificationsEnabled: false, emailVerified: false, delivers: false };
  if (state.isLoading) return { ...off, issues: [], status: 'loading' };
  if (state.error || !state.data)
    return { ...off, issues: [state.error?.kind === 'network' ? EMAIL_CONNECTION_FAILED : EMAIL_API_ERROR], status: 'disabled' };
  const d = state.data;
  return {
    enabled: d.enabled,
    hasConnectedAccounts: d.hasConnectedAccounts,
    emailNotificationsEnabled: d.emailNotificationsEnabled,
    issues: d.issues,
    status: 'active',
    emailVerified: d.emailVerified !== false,
    delivers: d.delivers !== false,
  };
}

/** The SMS-requirement modal opens when an action needs SMS and it is not enabled. */
export const needsSmsModal = (sms: SmsStatus) => !sms.enabled;
/** The e-mail requirement modal opens when e-mail is not enabled or no account is connected (spec 001 §4). */
export const needsEmailModal = (email: EmailStatus) => !email.enabled || !email.hasConnectedAccounts;

/**
 * Communication status (spec 001 §3). `sms.delivers` and `email.delivers`: a message really
 * leaves (a provider takes it), not only kept in the server's outbox; `email.verified`: the
 * sign-in address is verified, without which no e-mail goes to a lead (issue 46).
 */
export type CommunicationStatus = {
  sms: { enabled: boolean; delivers: boolean; status?: string };
  email: { hasConnectedAccounts: boolean; enabled: boolean; emailNotificationsEnabled: boolean; verified: boolean; delivers: boolean };
  social: { hasConnectedAccounts: boolean };
};

export const EMAIL_KEPT_ISSUE = "E-mail isn't set up on this server: e-mails are kept here, not sent";
export const ACCOUNTS_SETTINGS_HREF = '/settings?tab=accounts';
export const NOTIFICATIONS_SETTINGS_HREF = '/settings?tab=notifications';
export const PROFILE_SETTINGS_HREF = '/settings?tab=profile';

/** One line of the channels banner: what is wrong with a channel, in words, and the way to fix it. */
export type ChannelNote = { channel: 'SMS' | 'Email'; text: string; action: { label: string; href: string } };

/**
 * The one channels banner (spec 001 §2's setup banner, with spec 000 §2's SMS-disabled words
 * folded in): what is missing, why, and which buttons show. Nothing missing: no banner.
 */
export type SetupBanner = {
  missing: ('SMS' | 'Email' | 'Social media')[];
  notes: ChannelNote[];
  showConnectAccounts: boolean;
  showEnableNotifications: boolean;
};

function smsNote(sms: CommunicationStatus['sms']): ChannelNote | undefined {
  if (sms.status === 'disabled')
    return {
      channel: 'SMS',
      text: 'SMS messaging disabled. Please enable SMS in Notifications to send text messages',
      action: { label: 'Go to Notifications', href: NOTIFICATIONS_SETTINGS_HREF },
    };
  if (!sms.enabled)
    return {
      channel: 'SMS',
      text: 'Your texting number is not set up yet.',
      action: { label: 'Go to Notifications', href: NOTIFICATIONS_SETTINGS_HREF },
    };
  if (!sms.delivers)
    return {
      channel: 'SMS',
      text: "Texting isn't set up on this server: texts are kept here, not sent.",
      action: { label: 'Set up texting', href: ACCOUNTS_SETTINGS_HREF },
    };
  return undefined;
}

function emailNote(email: CommunicationStatus['email']): ChannelNote | undefined {
  if (!email.verified)
    return {
      channel: 'Email',
      text: 'Verify your e-mail address to send e-mail to leads: open the link we sent you, or ask for a new one.',
      action: { label: 'Verify e-mail', href: PROFILE_SETTINGS_HREF },
    };
  if (!email.delivers)
    return {
      channel: 'Email',
      text: "E-mail isn't set up on this server: e-mails are kept here, not sent.",
      action: { label: 'Set up e-mail', href: ACCOUNTS_SETTINGS_HREF },
    };
  return undefined;
}

export function setupBanner(status: CommunicationStatus): SetupBanner | undefined {
  const missing: SetupBanner['missing'] = [];
  const isSmsReady = status.sms.enabled && status.sms.delivers;
  const isEmailReady = status.email.hasConnectedAccounts && status.email.enabled && status.email.verified;
  if (!isSmsReady) missing.push('SMS');
  if (!isEmailReady) missing.push('Email');
  if (!status.social.hasConnectedAccounts) missing.push('Social media');
  if (missing.length === 0) return undefined;
  const notes = [isSmsReady ? undefined : smsNote(status.sms), isEmailReady ? undefined : emailNote(status.email)].filter(
    (n): n is ChannelNote => Boolean(n),
  );
  const notConnected = !status.email.hasConnectedAccounts || !status.social.hasConnectedAccounts || !isSmsReady;
  const emailConnectedButDisabled = status.email.hasConnectedAccounts && (!status.email.enabled || !status.email.emailNotificationsEnabled);
  return { missing, notes, showConnectAccounts: notConnected, showEnableNotifications: emailConnectedButDisabled };
}

export const DELIVERY_ISSUES = {
  emailDisabled: 'Email notifications are disabled',
  emailNotConnected: 'Email account not connected',
  smsDisabled: 'SMS notifications are disabled',
  noPhone: 'Phone number not configured',
} as const;

export type DeliveryPanel = { allEnabled: boolean; issues: string[]; workingChannels: string[] };

/** The notification delivery panel (spec 001 §2). */
export function deliveryPanel(
  email: Pick<EmailStatus, 'hasConnectedAccounts' | 'emailNotificationsEnabled'>,
  sms: Pick<SmsStatus, 'enabled' | 'phoneNumber'>,
): DeliveryPanel {
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
