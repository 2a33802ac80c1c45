import type { MessageChannel, MessageStatus } from '../messaging/message-schemas';
import type { StepResult } from './automation-schemas';
import type { StepType } from './flow-steps';

// A send step's run history shows where its message really is (issue 45), read from the message
// the step asked messaging for, not the words recorded when the step ran ("Text queued").

export const STEP_DELIVERY_STATES = [
  'queued',
  'scheduled',
  'sending',
  'retrying',
  'sent',
  'delivered',
  'kept',
  'failed',
  'canceled',
] as const;
export type StepDeliveryState = (typeof STEP_DELIVERY_STATES)[number];

/** The message a send step made (`message_id` null until messaging has taken the request), its state and, when it is retrying, failed or was cancelled, why. */
export type StepDelivery = { channel: MessageChannel; state: StepDeliveryState; error: string | null; message_id: string | null };

export const STEP_DELIVERY_LABELS: Record<StepDeliveryState, string> = {
  queued: 'Queued',
  scheduled: 'Scheduled',
  sending: 'Sending',
  retrying: 'Retrying',
  sent: 'Sent',
  delivered: 'Delivered',
  kept: 'Kept here, not sent',
  failed: 'Failed',
  canceled: 'Cancelled',
};

/** The message of a send step as the run history reads it. */
export type StepMessage = { id: string; status: MessageStatus; error: string | null };

/**
 * Where a send step's message is. Before messaging takes the request there is no message: it is
 * queued, unless messaging refused it (the step failed, its detail says why). A queued message
 * with an error is one whose last attempt failed and that the send job will try again.
 */
export function stepDelivery(channel: MessageChannel, message: StepMessage | null, stepResult: StepResult): StepDelivery {
  if (!message) return { channel, state: stepResult === 'failed' ? 'failed' : 'queued', error: null, message_id: null };
  const of = (state: StepDeliveryState, error: string | null = null): StepDelivery => ({ channel, state, error, message_id: message.id });
  switch (message.status) {
    case 'queued':
      return message.error ? of('retrying', message.error) : of('queued');
    case 'scheduled':
      return of('scheduled');
    case 'sending':
      return of('sending');
    case 'sent':
    case 'received':
      return of('sent');
    case 'delivered':
      return of('delivered');
    case 'kept':
      return of('kept');
    case 'failed':
      return of('failed', message.error);
    case 'canceled':
      return of('canceled', message.error);
  }
}

/** Still on its way: neither sent nor given up on. */
export const isOnItsWay = (state: StepDeliveryState) =>
  state === 'queued' || state === 'scheduled' || state === 'sending' || state === 'retrying';

/** The run's latest send step that has a delivery (the one a lead's page shows), if any. */
export function latestDelivery<S extends { index: number; delivery: StepDelivery | null }>(
  steps: readonly S[],
): (S & { delivery: StepDelivery }) | undefined {
  let latest: (S & { delivery: StepDelivery }) | undefined;
  for (const step of steps) if (step.delivery && (!latest || step.index >= latest.index)) latest = step as S & { delivery: StepDelivery };
  return latest;
}

/** The step types that send a message, and on which channel. */
export const SEND_STEP_CHANNELS: Partial<Record<StepType, MessageChannel>> = { send_email: 'email', send_sms: 'sms' };
