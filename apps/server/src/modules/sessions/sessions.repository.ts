import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authSessions, deviceSessions } from '../../db/schema/index.ts';

export type DeviceSessionValues = {
  userId: string;
  fingerprint: string;
  authSessionId: string;
  browser: string | null;
  os: string | null;
  deviceType: string | null;
  ipAddress: string | null;
  location: string | null;
  userAgent: string | null;
  deviceInfo: Record<string, unknown>;
  sessionInfo: Record<string, unknown>;
};

export function createSessionsRepository(db: Database) {
  return {
    /** One row per user and device fingerprint: a new sign-in on the same device refreshes it. */
    async upsert(values: DeviceSessionValues): Promise<string> {
      const [row] = await db
        .insert(deviceSessions)
        .values(values)
        .onConflictDoUpdate({
          target: [deviceSessions.userId, deviceSessions.fingerprint],
          set: {
            authSessionId: values.authSessionId,
            browser: values.browser,
            os: values.os,
            deviceType: values.deviceType,
            ipAddress: values.ipAddress,
            location: values.location,
            userAgent: values.userAgent,
            deviceInfo: values.deviceInfo,
            sessionInfo: values.sessionInfo,
            lastSeenAt: sql`now()`,
          },
        })
        .returning({ id: deviceSessions.id });
      return row!.id;
    },

    /** Whether a sign-in session still exists and has not expired (sign-out deletes it). */
    async isAuthSessionActive(sessionId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: authSessions.id })
        .from(authSessions)
        .where(and(eq(authSessions.id, sessionId), gt(authSessions.expiresAt, sql`now()`)));
      return row !== undefined;
    },

    async listForUser(userId: string, limit: number) {
      return db
        .select({
          id: deviceSessions.id,
          authSessionId: deviceSessions.authSessionId,
          browser: deviceSessions.browser,
          os: deviceSessions.os,
          deviceType: deviceSessions.deviceType,
          ipAddress: deviceSessions.ipAddress,
          location: deviceSessions.location,
          firstSeenAt: deviceSessions.firstSeenAt,
          lastSeenAt: deviceSessions.lastSeenAt,
        })
        .from(deviceSessions)
        .where(eq(deviceSessions.userId, userId))
        .orderBy(desc(deviceSessions.lastSeenAt))
        .limit(limit);
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
