import type { MergeContext } from '@porchlight/domain/messaging/merge-fields';
import type { MessageChannel } from '@porchlight/domain/messaging/message-schemas';
import type { Database } from '../../db/client.ts';

// What bulk sends need of messaging (passed in by compose, as functions): each recipient's
// message is an ordinary message, queued the way messaging queues one.

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Agent = {
  name: string;
  email: string;
  phone: string | null;
  brokerage: string | null;
  licenseNumber: string | null;
  website: string | null;
  signature: string | null;
  timeZone: string;
};
type QueuedMessage = {
  userId: string;
  type: MessageChannel;
  leadId: string;
  fromAddress: string | null;
  toAddress: string;
  subject: string | null;
  body: string;
  bulkId?: string;
  sendAt: Date;
};

export type BulkMessagingPorts = {
  agent: (userId: string) => Promise<Agent | undefined>;
  /** The verified agent; throws 404/403 otherwise. */
  verifiedAgent: (userId: string) => Promise<Agent>;
  agentFields: (agent: Agent) => MergeContext['agent'];
  /** Where the agent's messages on the channel come from; throws 409 when the channel cannot send. */
  senderOf: (userId: string, channel: MessageChannel, agentEmail: string) => Promise<string | null>;
  attachedProperty: (userId: string, propertyId: string | undefined) => Promise<MergeContext['property']>;
  queueMessage: (tx: Transaction, at: Date, message: QueuedMessage) => Promise<unknown>;
};
