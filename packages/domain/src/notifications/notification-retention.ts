/** Spec 000 §9 dataRetention (days): notifications older than this many days are removed daily. */
export const NOTIFICATION_RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The oldest creation time kept for a plan that retains `days` days; null keeps everything (-1 is unlimited). */
export function retentionCutoff(days: number | null | undefined, now: Date): Date | null {
  if (days === null || days === undefined || days < 0 || !Number.isFinite(days)) return null;
  return new Date(now.getTime() - days * DAY_MS);
}

/** The settings page's sentence about retention. */
export function retentionSentence(days: number | null | undefined): string {
  if (days === null || days === undefined || days < 0) return 'Notifications are kept until you delete them.';
  return `Your plan keeps notifications for ${days} ${days === 1 ? 'day' : 'days'}; older ones are removed automatically. Your leads, properties and messages are never removed this way.`;
}
