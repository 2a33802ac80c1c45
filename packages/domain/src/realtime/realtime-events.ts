// The realtime stream (spec 001 §4/§7/§9): event kinds, the types= parameter and the timings
// both sides agree on.

export const REALTIME_EVENTS_PATH = '/api/realtime/events';

/**
 * Sent on every stream whatever types= asks for. `session_ended` is the last event of a stream
 * whose session was signed out or revoked: the client stops reconnecting and re-reads its session.
 */
export const REALTIME_CONTROL_KINDS = ['connection', 'heartbeat', 'session_ended'] as const;
export const SESSION_ENDED_KIND = 'session_ended';
/** On the bus only: the account's name, e-mail or picture changed (instances drop cached sessions). */
export const USER_CHANGED_KIND = 'user_changed';
/** Kinds features publish today; billing adds subscription_update, others may add more. */
export const REALTIME_DEFAULT_KINDS = ['notification', 'dashboard_update'] as const;

/** Messaging publishes it when a message of the agent's is sent, received or changes status. */
export const MESSAGE_REALTIME_KIND = 'message';

/** A heartbeat "every 30 s or less". */
export const REALTIME_HEARTBEAT_MS = 25_000;
export const REALTIME_RECONNECT_BASE_MS = 1_000;
export const REALTIME_RECONNECT_MAX_MS = 30_000;
export const REALTIME_POLL_INTERVAL_MS = 30_000;
export const REALTIME_HEALTH_CHECK_MS = 30_000;
/** A stream silent for this long (two heartbeats missed) is treated as broken. */
export const REALTIME_SILENCE_LIMIT_MS = 2 * REALTIME_HEARTBEAT_MS + 10_000;

/** PostgreSQL NOTIFY payloads must stay under 8,000 bytes: events carry ids, not bodies. */
export const REALTIME_MAX_PAYLOAD_BYTES = 7_900;

export const REALTIME_KIND_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const REALTIME_MAX_KINDS = 20;

/** Backoff before reconnect attempt `attempt` (0-based): 1 s doubling, capped at 30 s. */
export function reconnectDelay(attempt: number, base = REALTIME_RECONNECT_BASE_MS, max = REALTIME_RECONNECT_MAX_MS): number {
  return Math.min(base * 2 ** Math.max(0, attempt), max);
}

export type ParsedKinds = { ok: true; kinds: string[] } | { ok: false; error: string };

/** types=notification,dashboard_update → kinds; absent or empty means the default kinds. */
export function parseRealtimeKinds(param: string | undefined | null): ParsedKinds {
  if (param === undefined || param === null || param.trim() === '') return { ok: true, kinds: [...REALTIME_DEFAULT_KINDS] };
  const kinds = [
    ...new Set(
      param
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    ),
  ];
  const bad = kinds.find((k) => !REALTIME_KIND_PATTERN.test(k));
  if (bad !== undefined) return { ok: false, error: `types: "${bad.slice(0, 40)}" is not an event kind (lowercase letters, digits and _)` };
  if (kinds.length > REALTIME_MAX_KINDS) return { ok: false, error: `types: at most ${REALTIME_MAX_KINDS} kinds` };
  return { ok: true, kinds };
}

export type ParsedSince = { ok: true; since: Date | null } | { ok: false; error: string };

/** since={iso time}: replay what the client missed after it; absent means nothing to replay. */
export function parseSince(param: string | undefined | null): ParsedSince {
  if (param === undefined || param === null || param === '') return { ok: true, since: null };
  const date = new Date(param);
  if (Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(param)) return { ok: false, error: 'since: must be an ISO date and time' };
  return { ok: true, since: date };
}
