import { retentionCutoff } from '@porchlight/domain/notifications/notification-retention';

/**
 * A retention sweep's walk over the accounts that keep something: `batch` accounts at a time
 * (keyset by user id, so a sweep of many accounts never holds them all), each batch grouped by
 * the cutoff its plans' data retention gives at `at`, and `visit` called once per cutoff with its
 * accounts. Accounts whose plan keeps everything (no cutoff) are skipped.
 */
export async function forEachRetentionCutoff(
  options: {
    at: Date;
    batch: number;
    /** The next `limit` accounts after `after` (by id) that keep something. */
    accounts: (after: string, limit: number) => Promise<string[]>;
    retentionDaysFor: (userIds: string[]) => Promise<Map<string, number>>;
  },
  visit: (userIds: string[], cutoff: Date) => Promise<void>,
): Promise<void> {
  let after = '';
  for (;;) {
    const userIds = await options.accounts(after, options.batch);
    if (userIds.length === 0) return;
    after = userIds.at(-1)!;
    const byCutoff = new Map<number, string[]>();
    for (const [userId, days] of await options.retentionDaysFor(userIds)) {
      const cutoff = retentionCutoff(days, options.at);
      if (cutoff) byCutoff.set(cutoff.getTime(), [...(byCutoff.get(cutoff.getTime()) ?? []), userId]);
    }
    for (const [cutoff, ids] of byCutoff) await visit(ids, new Date(cutoff));
    if (userIds.length < options.batch) return;
  }
}
