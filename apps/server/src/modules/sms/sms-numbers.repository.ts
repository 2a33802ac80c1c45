import { and, eq, inArray, isNull, lt, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { messagingSettings, smsAccounts, smsNumbers, unroutedTexts } from '../../db/schema/index.ts';

export type SmsNumberRow = typeof smsNumbers.$inferSelect;
type Executor = Pick<Database, 'insert' | 'delete'>;

/** The numbers texts reach accounts on (decision 044), and the texts that reached none. */
export function createSmsNumbersRepository(db: Database) {
  return {
    db,

    /** The number Porchlight gave the account (bought, or a stand-in), in whatever state. */
    async given(userId: string): Promise<SmsNumberRow | undefined> {
      const [row] = await db
        .select()
        .from(smsNumbers)
        .where(and(eq(smsNumbers.userId, userId), ne(smsNumbers.source, 'own')));
      return row;
    },
    async byNumber(phoneNumber: string): Promise<SmsNumberRow | undefined> {
      const [row] = await db.select().from(smsNumbers).where(eq(smsNumbers.phoneNumber, phoneNumber));
      return row;
    },
    async byId(id: string): Promise<SmsNumberRow | undefined> {
      const [row] = await db.select().from(smsNumbers).where(eq(smsNumbers.id, id));
      return row;
    },

    /** A number for the account; undefined when it has one already or the number is another's. */
    async insertGiven(
      executor: Executor,
      values: Pick<typeof smsNumbers.$inferInsert, 'userId' | 'source' | 'status' | 'phoneNumber' | 'accountSid'>,
    ) {
      const [row] = await executor.insert(smsNumbers).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Bought: the number is the row's. */
    async activate(id: string, phoneNumber: string, numberSid: string) {
      await db
        .update(smsNumbers)
        .set({ phoneNumber, numberSid, status: 'active', error: null, updatedAt: new Date() })
        .where(and(eq(smsNumbers.id, id), eq(smsNumbers.status, 'buying')));
    },
    /** SMS on again before the number was released: it stays the account's. */
    async keep(id: string) {
      await db.update(smsNumbers).set({ releaseAfter: null, updatedAt: new Date() }).where(eq(smsNumbers.id, id));
    },
    /** Why buying failed so far (`failed`: for good, the agent may try again). */
    async noteError(id: string, error: string, failed: boolean) {
      await db
        .update(smsNumbers)
        .set({ error, ...(failed ? { status: 'failed' as const } : {}), updatedAt: new Date() })
        .where(and(eq(smsNumbers.id, id), eq(smsNumbers.status, 'buying')));
    },
    async remove(id: string, executor: Executor = db) {
      await executor.delete(smsNumbers).where(eq(smsNumbers.id, id));
    },

    /**
     * The account no longer needs the number Porchlight gave it: a stand-in, or a purchase that
     * failed, goes at once; a bought number stays the account's until `releaseAfter`.
     */
    async letGo(userId: string, releaseAfter: Date) {
      await db
        .delete(smsNumbers)
        .where(and(eq(smsNumbers.userId, userId), sql`(${smsNumbers.source} = 'local' or ${smsNumbers.status} = 'failed')`));
      await db
        .update(smsNumbers)
        .set({ releaseAfter: sql`coalesce(${smsNumbers.releaseAfter}, ${releaseAfter.toISOString()}::timestamptz)`, updatedAt: new Date() })
        .where(and(eq(smsNumbers.userId, userId), eq(smsNumbers.source, 'bought')));
    },

    /**
     * The numbers of the agent's own Twilio account become theirs (replacing the ones before);
     * answers the numbers another account has, in which case nothing changed.
     */
    async replaceOwn(userId: string, accountSid: string, phoneNumbers: string[]): Promise<string[]> {
      const taken: string[] = [];
      await db
        .transaction(async (tx) => {
          await tx
            .delete(smsNumbers)
            .where(and(eq(smsNumbers.source, 'own'), sql`(${smsNumbers.userId} = ${userId} or ${smsNumbers.userId} is null)`));
          for (const phoneNumber of phoneNumbers) {
            const [row] = await tx
              .insert(smsNumbers)
              .values({ userId, source: 'own', phoneNumber, accountSid })
              .onConflictDoNothing()
              .returning({ id: smsNumbers.id });
            if (!row) taken.push(phoneNumber);
          }
          if (taken.length > 0) tx.rollback();
        })
        .catch((error: unknown) => {
          if (taken.length === 0) throw error;
        });
      return taken;
    },
    async removeOwn(userId: string) {
      await db.delete(smsNumbers).where(and(eq(smsNumbers.userId, userId), eq(smsNumbers.source, 'own')));
    },

    /** Numbers to release now: their account let them go long enough ago, or was deleted. */
    async toRelease(now: Date) {
      return db
        .select({ id: smsNumbers.id, releaseAfter: smsNumbers.releaseAfter })
        .from(smsNumbers)
        .where(or(isNull(smsNumbers.userId), lte(smsNumbers.releaseAfter, now)));
    },
    /** Stand-ins left from when texts stayed in the outbox (Twilio is set up now). */
    async removeStandIns() {
      await db.delete(smsNumbers).where(eq(smsNumbers.source, 'local'));
    },
    /** Accounts with SMS on, no Twilio account of their own and no number given (an upgrade, a stand-in removed). */
    async accountsWithoutNumber(): Promise<string[]> {
      const rows = await db
        .select({ userId: messagingSettings.userId })
        .from(messagingSettings)
        .where(
          and(
            eq(messagingSettings.smsEnabled, true),
            notExists(
              db
                .select({ one: sql`1` })
                .from(smsAccounts)
                .where(eq(smsAccounts.userId, messagingSettings.userId)),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(smsNumbers)
                .where(and(eq(smsNumbers.userId, messagingSettings.userId), ne(smsNumbers.source, 'own'))),
            ),
          ),
        );
      return rows.map((r) => r.userId);
    },

    /** A text that reached no account (a webhook delivered twice is kept once). */
    async keepUnrouted(values: typeof unroutedTexts.$inferInsert) {
      await db.insert(unroutedTexts).values(values).onConflictDoNothing();
    },
    async unrouted(providerIds: string[]) {
      return providerIds.length === 0 ? [] : db.select().from(unroutedTexts).where(inArray(unroutedTexts.providerId, providerIds));
    },
    async forgetUnroutedBefore(before: Date) {
      await db.delete(unroutedTexts).where(lt(unroutedTexts.receivedAt, before));
    },
  };
}

export type SmsNumbersRepository = ReturnType<typeof createSmsNumbersRepository>;
