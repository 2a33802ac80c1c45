import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { ApiKeyResponse, ApiKeyScope } from '@porchlight/domain/public-api/api-keys';
import type { Database } from '../../db/client.ts';
import { apiIdempotency, apiKeys, apiUsage } from '../../db/schema/index.ts';

const columns = {
  id: apiKeys.id,
  userId: apiKeys.userId,
  name: apiKeys.name,
  scope: apiKeys.scope,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
};
type Row = { id: string; userId: string; name: string; scope: string; prefix: string; createdAt: Date; lastUsedAt: Date | null };

const toResponse = (row: Row): ApiKeyResponse => ({
  id: row.id,
  name: row.name,
  scope: row.scope as ApiKeyScope,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The key a v1 request is made with. */
export type ApiCaller = { keyId: string; keyName: string; userId: string; scope: ApiKeyScope };

/** A stored first answer to an Idempotency-Key, with the request it answered (route and body fingerprint). */
export type StoredAnswer = { request: string; fingerprint: string | null; status: number; body: unknown };

/** "Last used" is written at most once a minute per key: a busy integration is not a write per call. */
const LAST_USED_GRANULARITY = sql`interval '1 minute'`;

export function createApiKeysRepository(db: Database) {
  return {
    async create(userId: string, values: { name: string; scope: ApiKeyScope; prefix: string; keyHash: string }): Promise<ApiKeyResponse> {
      const [row] = await db
        .insert(apiKeys)
        .values({ ...values, userId })
        .returning(columns);
      return toResponse(row as Row);
    },

    async list(userId: string): Promise<ApiKeyResponse[]> {
      const rows = await db
        .select(columns)
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
        .orderBy(asc(apiKeys.createdAt));
      return rows.map((r) => toResponse(r as Row));
    },

    async countActive(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
      return Number(row?.n ?? 0);
    },

    /** Revoked keys are kept (never shown) so a leaked key's hash can still be recognised. */
    async revoke(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiKeys.userId, userId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id });
      return rows.length > 0;
    },

    async callerOf(keyHash: string): Promise<ApiCaller | undefined> {
      const [row] = await db
        .select({ keyId: apiKeys.id, keyName: apiKeys.name, userId: apiKeys.userId, scope: apiKeys.scope })
        .from(apiKeys)
        .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
      return row ? { ...row, scope: row.scope as ApiKeyScope } : undefined;
    },

    async touch(keyId: string): Promise<void> {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(eq(apiKeys.id, keyId), sql`(${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < now() - ${LAST_USED_GRANULARITY})`),
        );
    },

    /**
     * Counts one call in the month unless `allowed` are already spent (-1: unlimited), in one
     * statement so concurrent calls cannot both take the last one. Answers the calls counted, or
     * undefined when refused.
     */
    async countCall(userId: string, month: string, allowed: number): Promise<number | undefined> {
      if (allowed === 0) return undefined;
      const limit = allowed < 0 ? sql`true` : sql`${apiUsage.calls} < ${allowed}`;
      const rows = await db
        .insert(apiUsage)
        .values({ userId, month, calls: 1 })
        .onConflictDoUpdate({ target: [apiUsage.userId, apiUsage.month], set: { calls: sql`${apiUsage.calls} + 1` }, setWhere: limit })
        .returning({ calls: apiUsage.calls });
      return rows[0]?.calls;
    },

    async callsIn(userId: string, month: string): Promise<number> {
      const [row] = await db
        .select({ calls: apiUsage.calls })
        .from(apiUsage)
        .where(and(eq(apiUsage.userId, userId), eq(apiUsage.month, month)));
      return row?.calls ?? 0;
    },

    /**
     * Takes an Idempotency-Key for a request (status 0 while it runs). Answers undefined when
     * taken, else what is stored under it: the first answer, or status 0 while the first runs.
     * An answer older than 24 hours is forgotten and the key taken afresh.
     */
    async claim(keyId: string, idempotencyKey: string, request: string, fingerprint: string): Promise<StoredAnswer | undefined> {
      const taken = await db
        .insert(apiIdempotency)
        .values({ keyId, idempotencyKey, request, fingerprint, status: 0, body: null })
        .onConflictDoUpdate({
          target: [apiIdempotency.keyId, apiIdempotency.idempotencyKey],
          set: { request, fingerprint, status: 0, body: null, createdAt: sql`now()` },
          setWhere: sql`${apiIdempotency.createdAt} <= now() - interval '24 hours'`,
        })
        .returning({ keyId: apiIdempotency.keyId });
      if (taken.length > 0) return undefined;
      const [row] = await db
        .select({
          request: apiIdempotency.request,
          fingerprint: apiIdempotency.fingerprint,
          status: apiIdempotency.status,
          body: apiIdempotency.body,
        })
        .from(apiIdempotency)
        .where(and(eq(apiIdempotency.keyId, keyId), eq(apiIdempotency.idempotencyKey, idempotencyKey)));
      return row ?? { request, fingerprint, status: 0, body: null };
    },

    async settle(keyId: string, idempotencyKey: string, status: number, body: unknown): Promise<void> {
      await db
        .update(apiIdempotency)
        .set({ status, body: body as object })
        .where(and(eq(apiIdempotency.keyId, keyId), eq(apiIdempotency.idempotencyKey, idempotencyKey)));
    },

    /** A request that failed on our side (or was throttled) frees its key for the retry. */
    async release(keyId: string, idempotencyKey: string): Promise<void> {
      await db
        .delete(apiIdempotency)
        .where(and(eq(apiIdempotency.keyId, keyId), eq(apiIdempotency.idempotencyKey, idempotencyKey), eq(apiIdempotency.status, 0)));
    },

    async sweepAnswers(): Promise<number> {
      const rows = await db
        .delete(apiIdempotency)
        .where(lt(apiIdempotency.createdAt, sql`now() - interval '24 hours'`))
        .returning({ keyId: apiIdempotency.keyId });
      return rows.length;
    },
  };
}
export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
