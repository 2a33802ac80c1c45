import type { MessageChannel } from '@porchlight/domain/messaging/message-schemas';

// What the texting module needs of messaging (passed in by compose, as functions).

type ChannelSettings = { smsEnabled: boolean };
type Agent = { name: string; phone: string | null };
type Inbound = { type: MessageChannel; from: string; to: string | null; body: string; providerId: string };

export type SmsMessagingPorts = {
  /** The account's messaging settings (texting on or off). */
  settings: (userId: string) => Promise<ChannelSettings>;
  saveSettings: (userId: string, values: { smsEnabled: boolean }) => Promise<void>;
  agent: (userId: string) => Promise<Agent | undefined>;
  /** A text from a lead, stored once per Twilio message SID: undefined when it was stored already. */
  recordInbound: (userId: string, leadId: string, message: Inbound) => Promise<{ id: string } | undefined>;
  /** A lead's STOP or START. */
  setConsent: (userId: string, leadId: string, channel: 'sms', optedOut: boolean) => Promise<void>;
};
