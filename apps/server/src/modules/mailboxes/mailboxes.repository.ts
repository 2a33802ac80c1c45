import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailAccounts, leads, messages } from '../../db/schema/index.ts';

/** Agents' own mailboxes: their settings, how far they were read, who IDLEs on them. */
export function createMailboxesRepository(db: Database) {
  return {
    db,
    async emailAccount(userId: string) {
      const [row] = await db.select().from(emailAccounts).where(eq(emailAccounts.userId, userId));
      return row;
    },
    async saveEmailAccount(values: typeof emailAccounts.$inferInsert) {
      const { userId: _owner, ...rest } = values;
      await db
        .insert(emailAccounts)
        .values(values)
        .onConflictDoUpdate({
          target: emailAccounts.userId,
          set: { ...rest, imapLastUid: 0, imapUidValidity: null, lastError: null, connectedAt: new Date() },
        });
    },
    async removeEmailAccount(userId: string) {
      await db.delete(emailAccounts).where(eq(emailAccounts.userId, userId));
    },
    async emailAccountsToPoll() {
      return db.select({ userId: emailAccounts.userId, connectedAt: emailAccounts.connectedAt }).from(emailAccounts);
    },
    /**
     * The UID read up to: it only moves forward within one UIDVALIDITY, so two reads that
     * overlap (the IDLE-triggered one and the 30 s one) cannot move it back.
     */
    async setImapProgress(userId: string, lastUid: number, uidValidity: string | null, lastError: string | null) {
      await db
        .update(emailAccounts)
        .set({
          imapLastUid: sql`case when ${emailAccounts.imapUidValidity} is not distinct from ${uidValidity} then greatest(${emailAccounts.imapLastUid}, ${lastUid}) else ${lastUid} end`,
          imapUidValidity: uidValidity,
          lastError,
        })
        .where(eq(emailAccounts.userId, userId));
    },
    /** Takes or renews the mailbox's IDLE lease for `holder`; false while another instance holds it. */
    async claimIdleLease(userId: string, holder: string, ms: number) {
      const rows = await db
        .update(emailAccounts)
        .set({ idleHolder: holder, idleLeaseUntil: sql`now() + make_interval(secs => ${ms / 1000})` })
        .where(
          and(
            eq(emailAccounts.userId, userId),
            sql`(${emailAccounts.idleHolder} is null or ${emailAccounts.idleHolder} = ${holder} or ${emailAccounts.idleLeaseUntil} < now())`,
          ),
        )
        .returning({ userId: emailAccounts.userId });
      return rows.length > 0;
    },
    async releaseIdleLease(userId: string, holder: string) {
      await db
        .update(emailAccounts)
        .set({ idleHolder: null, idleLeaseUntil: null })
        .where(and(eq(emailAccounts.userId, userId), eq(emailAccounts.idleHolder, holder)));
    },

    /** Every stored mailbox password, for sealing again under a new APP_SECRET. */
    sealedPasswords() {
      return db.select({ userId: emailAccounts.userId, sealed: emailAccounts.passwordEncrypted }).from(emailAccounts);
    },
    /** Swaps one sealed password for another, unless the agent saved a new one meanwhile. */
    async replaceSealedPassword(userId: string, from: string, to: string) {
      await db
        .update(emailAccounts)
        .set({ passwordEncrypted: to })
        .where(and(eq(emailAccounts.userId, userId), eq(emailAccounts.passwordEncrypted, from)));
    },

    /** A reply e-mail's lead: the thread it answers, else a lead with the sender's address. */
    async routeInboundEmail(userId: string, fromAddress: string, references: string[]) {
      if (references.length > 0) {
        const [byThread] = await db
          .select({ leadId: messages.leadId })
          .from(messages)
          .where(and(eq(messages.userId, userId), eq(messages.type, 'email'), inArray(messages.providerId, references)))
          .limit(1);
        if (byThread?.leadId) return byThread.leadId;
      }
      const [byAddress] = await db
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.userId, userId), sql`lower(${leads.email}) = ${fromAddress.toLowerCase()}`))
        .orderBy(desc(leads.updatedAt))
        .limit(1);
      return byAddress?.id;
    },
  };
}

export type MailboxesRepository = ReturnType<typeof createMailboxesRepository>;
export type EmailAccountRow = NonNullable<Awaited<ReturnType<MailboxesRepository['emailAccount']>>>;
