import { HttpError } from '../../lib/http-errors.ts';
import { LimitReachedError, type LimitGuard, type LimitedFeature } from '../billing/limit-guard.ts';
import { v1ErrorOf, type V1ErrorBody } from './v1-errors.ts';

/** How many more of a limited feature fit (the one limit guard's status). */
export type Room = Pick<LimitGuard, 'status'>;

type BulkResult<T> = { data: T[]; errors: { index: number; error: V1ErrorBody['error'] }[] };

/**
 * Creates validated records one by one through the module's own create (its limit lock, events
 * and live lists), after checking that they all fit: a bulk call is refused whole (402) rather
 * than half done. A record that still fails (a concurrent call took the room) is reported by
 * its index; an unexpected failure stops the call.
 */
export async function bulkCreate<I, T>(
  userId: string,
  items: I[],
  feature: LimitedFeature,
  room: Room,
  create: (item: I) => Promise<T>,
): Promise<BulkResult<T>> {
  const { used, allowed, remaining } = await room.status(userId, feature);
  if (items.length > remaining) throw new LimitReachedError(feature, used, allowed);
  const result: BulkResult<T> = { data: [], errors: [] };
  for (const [index, item] of items.entries()) {
    try {
      result.data.push(await create(item));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      result.errors.push({ index, error: v1ErrorOf(error).body.error });
    }
  }
  return result;
}
