import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { vapidKeys } from '../../db/schema/index.ts';

/** The one row of the database's VAPID key pair. */
const CURRENT = 'current';

export type StoredVapidKeys = { publicKey: string; privateKeySealed: string };

export function createVapidKeysRepository(db: Database) {
  const find = async (): Promise<StoredVapidKeys | undefined> =>
    (
      await db
        .select({ publicKey: vapidKeys.publicKey, privateKeySealed: vapidKeys.privateKeySealed })
        .from(vapidKeys)
        .where(eq(vapidKeys.id, CURRENT))
    )[0];
  return {
    find,
    /** Keeps this pair unless the database has one; answers the pair kept (another instance's when it came first). */
    async keep(pair: StoredVapidKeys): Promise<StoredVapidKeys> {
      await db
        .insert(vapidKeys)
        .values({ id: CURRENT, ...pair })
        .onConflictDoNothing();
      return (await find())!;
    },
    /** Replaces the pair only if it is still `expected` (two instances replacing it at once keep one). */
    async replace(expected: StoredVapidKeys, next: StoredVapidKeys): Promise<StoredVapidKeys> {
      await db
        .update(vapidKeys)
        .set(next)
        .where(and(eq(vapidKeys.id, CURRENT), eq(vapidKeys.privateKeySealed, expected.privateKeySealed)));
      return (await find())!;
    },
  };
}
export type VapidKeysRepository = ReturnType<typeof createVapidKeysRepository>;
