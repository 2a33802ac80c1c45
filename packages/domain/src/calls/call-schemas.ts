import { z } from 'zod';
import type { CallOutcome } from '../leads/lead-calls';

// Calls through the account's Twilio number (issue 52): click to call, forwarded inbound calls,
// and the text that answers a missed one.

export const CALL_DIRECTIONS = ['outbound', 'inbound'] as const;
export type CallDirection = (typeof CALL_DIRECTIONS)[number];

/** Twilio's webhooks for calls (public, signed): a call to the account's number, and each call's reports. */
export const CALL_WEBHOOK_PATHS = {
  voice: '/api/calls/webhooks/voice',
  status: '/api/calls/webhooks/status',
  dial: '/api/calls/webhooks/dial',
  voicemail: '/api/calls/webhooks/voicemail',
  whisper: '/api/calls/webhooks/whisper',
  /** What the lead hears on answering a recorded click-to-call, before they are put through. */
  notice: '/api/calls/webhooks/notice',
  /** Twilio's report of a conversation's recording (recordingStatusCallback). */
  recording: '/api/calls/webhooks/recording',
} as const;

/**
 * The recording notice (two-party consent): on a recorded call each party hears it before they
 * talk. The lead hears it alone (on answering a click-to-call; before the agent's phone rings
 * on a call to the number); the agent hears it after the whisper.
 */
export const RECORDING_NOTICE = 'This call is recorded.';

/** The agent's whisper, with the notice when the call is recorded. */
export const withRecordingNotice = (words: string, isRecorded: boolean) => (isRecorded ? `${words} ${RECORDING_NOTICE}` : words);

/** How a call ended, as the call log says it. */
export const CALL_RESULTS = ['connected', 'voicemail', 'no_answer', 'busy', 'failed'] as const;
export type CallResult = (typeof CALL_RESULTS)[number];

export const CALL_RESULT_LABELS: Record<CallResult, string> = {
  connected: 'Connected',
  voicemail: 'Voicemail',
  no_answer: 'No answer',
  busy: 'Busy',
  failed: 'Failed',
};

/** Where a call is: queued (the dial job has not reached Twilio), ringing or in progress, ended. */
export const CALL_STATES = ['queued', 'dialing', 'ringing', 'in_progress', 'ended'] as const;
export type CallState = (typeof CALL_STATES)[number];

/** A missed call is texted back at most once per caller in this many minutes. */
export const MISSED_CALL_TEXT_BACK_WINDOW_MINUTES = 60;
export const DEFAULT_MISSED_CALL_TEXT = "Sorry I missed you — I'll call you right back";
export const MISSED_CALL_TEXT_MAX = 320;

/** How long an inbound call rings the agent before it goes to voicemail (Twilio's Dial timeout). */
export const INBOUND_RING_SECONDS = 20;
/** The longest voicemail kept. */
export const VOICEMAIL_MAX_SECONDS = 120;

/** The source of a lead made from an unknown caller. */
export const PHONE_CALL_SOURCE = 'Phone call';

/**
 * Twilio's DialCallStatus (the lead's leg of a click-to-call, or the agent's leg of an inbound
 * call) as the call's result; undefined for a state that is not an ending.
 */
export function resultOfDial(status: string | undefined): CallResult | undefined {
  switch (status) {
    case 'completed':
    case 'answered':
      return 'connected';
    case 'busy':
      return 'busy';
    case 'no-answer':
    case 'canceled':
      return 'no_answer';
    case 'failed':
      return 'failed';
    default:
      return undefined;
  }
}

/** Twilio's CallStatus of a call's first leg (status callbacks) as our state. */
export function stateOfCallStatus(status: string | undefined): CallState | undefined {
  switch (status) {
    case 'queued':
    case 'initiated':
      return 'dialing';
    case 'ringing':
      return 'ringing';
    case 'in-progress':
      return 'in_progress';
    case 'completed':
    case 'busy':
    case 'no-answer':
    case 'canceled':
    case 'failed':
      return 'ended';
    default:
      return undefined;
  }
}

/**
 * The result of a call whose first leg ended before any dial result came (the agent's phone did
 * not answer a click-to-call, or a caller hung up before the agent's phone was tried).
 */
export function resultOfUnbridged(status: string | undefined): CallResult {
  if (status === 'busy') return 'busy';
  if (status === 'failed') return 'failed';
  return 'no_answer';
}

/** The call log's result as the timeline's call outcome (a lead's voicemail reads as one left). */
export function timelineOutcomeOf(result: CallResult): CallOutcome | null {
  switch (result) {
    case 'connected':
      return 'connected';
    case 'voicemail':
      return 'left_voicemail';
    case 'no_answer':
      return 'no_answer';
    case 'busy':
      return 'busy';
    default:
      return null;
  }
}

/** What the agent's phone says before it rings the lead: "Porchlight: calling Morgan Lee." */
export const outboundWhisper = (leadName: string) => `Porchlight: calling ${leadName}.`;

/** What the agent hears when an inbound call rings their phone: "Porchlight: Morgan Lee, Hot lead." */
export function inboundWhisper(leadName: string | null, stage: string | null): string {
  const who = leadName?.trim() || 'a new caller';
  return stage ? `Porchlight: ${who}, ${stage}.` : `Porchlight: ${who}.`;
}

/** "…1234": the last four digits of a phone number, as the confirm shows the agent's own. */
export function phoneTail(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? `…${digits.slice(-4)}` : null;
}

export const StartCallRequestSchema = z.object({ lead_id: z.uuid({ error: 'lead_id must be a lead id' }) });
export type StartCallRequest = z.infer<typeof StartCallRequestSchema>;

/** After the call: how it went and a note (each optional, null clears the note). */
export const UpdateCallRequestSchema = z.object({
  outcome: z.enum(CALL_RESULTS, { error: `outcome must be one of ${CALL_RESULTS.join(', ')}` }).optional(),
  note: z.string().max(5000, 'note must be at most 5000 characters').nullish(),
});
export type UpdateCallRequest = z.infer<typeof UpdateCallRequestSchema>;

export const CallsQuerySchema = z.object({ lead_id: z.uuid({ error: 'lead_id must be a lead id' }) });

export const CallResponseSchema = z.object({
  id: z.string(),
  lead_id: z.string().nullable(),
  direction: z.enum(CALL_DIRECTIONS),
  from_number: z.string(),
  to_number: z.string(),
  state: z.enum(CALL_STATES),
  outcome: z.enum(CALL_RESULTS).nullable(),
  answered_by: z.enum(['agent', 'lead']).nullable(),
  duration_seconds: z.number().int().nullable(),
  /** The conversation was recorded (both parties heard the notice). */
  recorded: z.boolean(),
  /**
   * Where the player streams the call's recording (the conversation, or the caller's voicemail)
   * from: Porchlight's signed-in route, never Twilio's; null without one, or once deleted.
   */
  recording_url: z.string().nullable(),
  recording_seconds: z.number().int().nullable(),
  note: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  ended_at: z.string().nullable(),
});
export type CallResponse = z.infer<typeof CallResponseSchema>;

export const CallsResponseSchema = z.object({ calls: z.array(CallResponseSchema) });
export type CallsResponse = z.infer<typeof CallsResponseSchema>;

/** Whether calling works for this agent, and if not, what to fix (the Call button's confirm). */
export const CallReadinessResponseSchema = z.object({
  ready: z.boolean(),
  /** The agent's phone, "…1234", rung first. */
  agent_phone_tail: z.string().nullable(),
  /** What is missing: no_phone (Settings > Profile), no_twilio (the operator's set-up), no_number (texting/number set-up). */
  problem: z.enum(['no_phone', 'no_twilio', 'no_number']).nullable(),
  missed_call_text: z.string(),
  missed_call_text_enabled: z.boolean(),
  /** Conversations are recorded, with the notice (off by default). */
  record_calls: z.boolean(),
  /** How many days the plan keeps recordings (its data retention). */
  recording_retention_days: z.number().int(),
});
export type CallReadinessResponse = z.infer<typeof CallReadinessResponseSchema>;

export const CallSettingsRequestSchema = z.object({
  missed_call_text_enabled: z.boolean().optional(),
  record_calls: z.boolean({ error: 'record_calls must be true or false' }).optional(),
  missed_call_text: z
    .string()
    .trim()
    .min(1, 'missed_call_text must not be empty')
    .max(MISSED_CALL_TEXT_MAX, `missed_call_text must be at most ${MISSED_CALL_TEXT_MAX} characters`)
    .optional(),
});
export type CallSettingsRequest = z.infer<typeof CallSettingsRequestSchema>;

/**
 * The call minutes a call spends of the month's allowance: its first leg's whole length (the
 * agent's phone on a click-to-call, the caller's call to the number), rounded up to the minute
 * as Twilio bills it. The usage count's SQL does the same sum (billing's usage repository).
 */
export const billedMinutes = (seconds: number) => Math.ceil(Math.max(0, seconds) / 60);

/** The path of a call's recording, streamed to the signed-in agent. */
export const callRecordingPath = (callId: string) => `/api/calls/${callId}/recording`;

/** Twilio's RecordingSid: given, or the last part of its RecordingUrl. */
export function recordingSidOf(params: { RecordingSid?: string; RecordingUrl?: string }): string | null {
  if (params.RecordingSid && /^RE\w+$/.test(params.RecordingSid)) return params.RecordingSid;
  return /\/Recordings\/(RE\w+?)(?:\.\w+)?$/.exec(params.RecordingUrl ?? '')?.[1] ?? null;
}

/** The dashboard's calls: through the account's number over the last 7 days, and the 7 before. */
export const CallStatsResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Calls placed or taken (a call Twilio refused rang nobody: not counted). */
  calls: z.number().int(),
  /** Calls where the agent and the lead talked (connected). */
  conversations: z.number().int(),
  previous_calls: z.number().int(),
  previous_conversations: z.number().int(),
});
export type CallStatsResponse = z.infer<typeof CallStatsResponseSchema>;
