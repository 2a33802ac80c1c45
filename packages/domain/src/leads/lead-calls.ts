import { z } from 'zod';

// A call the agent logs: how it went and how long it took, as agents log calls in other CRMs.

export const CALL_OUTCOMES = ['connected', 'left_voicemail', 'no_answer', 'busy', 'wrong_number'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  connected: 'Connected',
  left_voicemail: 'Left voicemail',
  no_answer: 'No answer',
  busy: 'Busy',
  wrong_number: 'Wrong number',
};

export const CALL_OUTCOME_MESSAGE = `outcome must be one of ${CALL_OUTCOMES.join(', ')}`;

/** Four hours: longer is a slip of the keyboard, not a call. */
export const CALL_DURATION_MAX_SECONDS = 4 * 60 * 60;

export const isCallOutcome = (v: unknown): v is CallOutcome => typeof v === 'string' && (CALL_OUTCOMES as readonly string[]).includes(v);

/**
 * What the agent typed as the length of a call, in seconds: "5" is five minutes, "5:30" five
 * and a half, "1:02:03" an hour and a bit. Blank is null (not said); anything else is NaN.
 */
export function parseCallDuration(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 60);
  const parts = value.split(':');
  if (parts.length > 3 || !parts.every((p) => /^\d+$/.test(p))) return NaN;
  const [a, b, c] = parts.map(Number) as [number, number, number?];
  if (parts.length === 2) return b < 60 ? a * 60 + b : NaN;
  return b < 60 && c! < 60 ? a * 3600 + b * 60 + c! : NaN;
}

/** 330 → "5 min 30 s", 45 → "45 s", 3720 → "1 h 2 min". */
export function formatCallDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h) return m ? `${h} h ${m} min` : `${h} h`;
  if (m) return s ? `${m} min ${s} s` : `${m} min`;
  return `${s} s`;
}

/** "Call · Left voicemail · 1 min": the timeline's line for a call. */
export function describeCall(call: { callOutcome: string | null; callDurationSeconds: number | null }): string {
  const parts = ['Call'];
  if (isCallOutcome(call.callOutcome)) parts.push(CALL_OUTCOME_LABELS[call.callOutcome]);
  if (call.callDurationSeconds) parts.push(formatCallDuration(call.callDurationSeconds));
  return parts.join(' · ');
}

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** POST /api/leads/:id/calls: how it went, how long (seconds) and what was said; each optional. */
export const LogLeadCallFields = {
  outcome: z.preprocess(blankToUndefined, z.enum(CALL_OUTCOMES, { error: CALL_OUTCOME_MESSAGE }).optional()),
  durationSeconds: z.preprocess(
    blankToUndefined,
    z
      .number({ error: 'durationSeconds must be a number of seconds' })
      .int('durationSeconds must be a whole number of seconds')
      .min(0, 'durationSeconds must be 0 or more')
      .max(CALL_DURATION_MAX_SECONDS, `durationSeconds must be at most ${CALL_DURATION_MAX_SECONDS} (4 hours)`)
      .optional(),
  ),
};
