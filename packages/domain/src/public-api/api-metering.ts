/** Calls one key may make per window (the per-key rate limit), whatever the plan. */
export const API_RATE_LIMIT = { max: 120, windowSeconds: 60 } as const;

/** The month a call counts in (UTC), as stored: YYYY-MM-01. */
export const usageMonth = (now: Date) => `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;

/** When the month's calls start afresh: the first instant of the next UTC month. */
export const usageResetsAt = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));

/** Whole seconds until the month's calls start afresh (Retry-After), at least 1. */
export const secondsUntilReset = (now: Date) => Math.max(1, Math.ceil((usageResetsAt(now).getTime() - now.getTime()) / 1000));

export const monthlyCallsMessage = (allowed: number, resetsAt: Date) =>
  `Your plan's ${allowed.toLocaleString('en-US')} API calls for this month are used up. They start afresh on ${resetsAt.toISOString().slice(0, 10)} (UTC); upgrade your plan for more.`;

export const rateLimitMessage = (max: number, windowSeconds: number) =>
  `Too many requests with this key: at most ${max} every ${windowSeconds} seconds. Wait for the Retry-After seconds, then try again.`;
