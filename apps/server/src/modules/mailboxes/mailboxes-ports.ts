// What the mailboxes module needs of messaging (passed in by compose, as functions).

type ChannelSettings = { emailEnabled: boolean };
type Agent = { name: string; email: string; emailVerified: boolean; emailNotificationsEnabled: boolean };
type Inbound = {
  type: 'email';
  from: string;
  to: string | null;
  subject: string | null;
  body: string;
  providerId: string;
  inReplyTo: string | null;
};

export type MailboxMessagingPorts = {
  /** The account's messaging settings (e-mail to leads on or off). */
  settings: (userId: string) => Promise<ChannelSettings>;
  saveSettings: (userId: string, values: { emailEnabled: boolean }) => Promise<void>;
  agent: (userId: string) => Promise<Agent | undefined>;
  /** A reply from a lead, stored once per Message-ID. */
  recordInbound: (userId: string, leadId: string, message: Inbound) => Promise<unknown>;
  /** The lead's signed unsubscribe link, in e-mail to leads. */
  unsubscribeUrl: (leadId: string) => string;
};
