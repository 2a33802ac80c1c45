import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { socialAccounts, socialOauthStates } from '../../db/schema/index.ts';

export type SocialAccountRow = typeof socialAccounts.$inferSelect;
export type SocialAccountTokens = Pick<SocialAccountRow, 'accessTokenSealed' | 'refreshTokenSealed' | 'expiresAt' | 'scopes'>;

/** Connected accounts and connects in progress. Every read and write is scoped to the agent. */
export function createSocialRepository(db: Database) {
  return {
    /** Every stored token, for sealing again under a new APP_SECRET. */
    sealedTokens: () =>
      db
        .select({ id: socialAccounts.id, access: socialAccounts.accessTokenSealed, refresh: socialAccounts.refreshTokenSealed })
        .from(socialAccounts),
    /** Swaps the sealed tokens of one account, unless a refresh replaced them meanwhile. */
    async replaceSealedTokens(id: string, from: { access: string }, to: { access: string; refresh: string | null }) {
      await db
        .update(socialAccounts)
        .set({ accessTokenSealed: to.access, refreshTokenSealed: to.refresh })
        .where(and(eq(socialAccounts.id, id), eq(socialAccounts.accessTokenSealed, from.access)));
    },
    db,
    find: async (userId: string, platform: string) =>
      (
        await db
          .select()
          .from(socialAccounts)
          .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.platform, platform)))
      )[0],
    byId: async (id: string) => (await db.select().from(socialAccounts).where(eq(socialAccounts.id, id)))[0],

    /** Connecting again replaces the platform's account (another page or person, fresh tokens). */
    async save(
      userId: string,
      platform: string,
      values: SocialAccountTokens & Pick<SocialAccountRow, 'externalId' | 'displayName' | 'pictureUrl'>,
    ) {
      const now = new Date();
      const row = { ...values, lastSyncAt: now, lastError: null };
      const [saved] = await db
        .insert(socialAccounts)
        .values({ userId, platform, ...row, connectedAt: now })
        .onConflictDoUpdate({ target: [socialAccounts.userId, socialAccounts.platform], set: { ...row, connectedAt: now } })
        .returning();
      return saved!;
    },

    async saveTokens(id: string, tokens: SocialAccountTokens) {
      await db
        .update(socialAccounts)
        .set({ ...tokens, lastSyncAt: new Date(), lastError: null })
        .where(eq(socialAccounts.id, id));
    },
    async markFailed(id: string, error: string) {
      await db.update(socialAccounts).set({ lastError: error }).where(eq(socialAccounts.id, id));
    },
    async remove(userId: string, platform: string) {
      const rows = await db
        .delete(socialAccounts)
        .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.platform, platform)))
        .returning({ id: socialAccounts.id });
      return rows.length > 0;
    },

    async startConnect(userId: string, platform: string, stateHash: string, codeVerifierSealed: string, staleBefore: Date) {
      await db.delete(socialOauthStates).where(lt(socialOauthStates.createdAt, staleBefore));
      await db.insert(socialOauthStates).values({ stateHash, userId, platform, codeVerifierSealed });
    },
    /** The connect a state belongs to, taken once: a second callback with it finds nothing. */
    async takeConnect(stateHash: string) {
      const [row] = await db.delete(socialOauthStates).where(eq(socialOauthStates.stateHash, stateHash)).returning();
      return row;
    },
  };
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;
