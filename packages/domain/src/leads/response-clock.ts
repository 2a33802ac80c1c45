// Speed to lead: how long a new lead waited for the agent's first reply (a text, an e-mail or a
// logged call). The agent who answers first usually wins the lead, so the clock is shown on the
// lead while it runs and the agent's median is shown on the dashboard.

/** A lead still waiting this long is shown as late (red). */
export const RESPONSE_LATE_MINUTES = 5;
/** Leads older than this with no reply show no running clock (the moment has passed). */
export const RESPONSE_CLOCK_DAYS = 7;
/** The window of the dashboard's median. */
export const SPEED_TO_LEAD_DAYS = 30;

export type ResponseClock =
  { state: 'replied'; seconds: number } | { state: 'waiting'; seconds: number; late: boolean } | { state: 'none' };

/** The clock of one lead at `now`: replied in N, waiting N (late past 5 minutes), or none for an old lead. */
export function responseClock(createdAt: string | Date, firstReplyAt: string | Date | null, now: Date = new Date()): ResponseClock {
  const created = new Date(createdAt).getTime();
  if (firstReplyAt) return { state: 'replied', seconds: Math.max(0, Math.round((new Date(firstReplyAt).getTime() - created) / 1000)) };
  const seconds = Math.max(0, Math.round((now.getTime() - created) / 1000));
  if (seconds > RESPONSE_CLOCK_DAYS * 86_400) return { state: 'none' };
  return { state: 'waiting', seconds, late: seconds >= RESPONSE_LATE_MINUTES * 60 };
}

/** "45s", "4m", "1h 20m", "3d 2h": short enough for a table cell. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours}h ${minutes % 60}m` : `${hours}h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days}d ${hours % 24}h` : `${days}d`;
}

/** How the clock reads on a lead. */
export function responseClockLabel(clock: ResponseClock): string | null {
  if (clock.state === 'replied') return `Replied in ${formatDuration(clock.seconds)}`;
  if (clock.state === 'waiting') return `Waiting ${formatDuration(clock.seconds)}`;
  return null;
}

/** GET /api/leads/speed-to-lead: the agent's median over the last 30 days (leads that came in by themselves or by hand, not imports). */
export type SpeedToLeadResponse = { window_days: number; median_seconds: number | null; replied: number; waiting: number };
