import { and, asc, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { callRecordings, calls } from '../../db/schema/index.ts';

type RecordingRow = typeof callRecordings.$inferSelect;
export type NewRecording = Pick<
  typeof callRecordings.$inferInsert,
  'userId' | 'callId' | 'leadId' | 'kind' | 'recordingSid' | 'accountSid' | 'durationSeconds'
>;

/** Where a kept recording is not: deleted at Twilio, or given up on. */
const kept = and(isNull(callRecordings.deletedAt), isNull(callRecordings.deleteError));

/** The recordings Twilio holds of calls: written from its reports, deleted by retention or with the lead. */
export function createCallRecordingsRepository(db: Database) {
  return {
    /** Twilio reports a recording once or more (the voicemail's action and its status report): the first one is kept. */
    async insert(recording: NewRecording, executor: Pick<Database, 'insert'> = db): Promise<RecordingRow | undefined> {
      const [row] = await executor.insert(callRecordings).values(recording).onConflictDoNothing().returning();
      return row;
    },
    async byId(id: string): Promise<RecordingRow | undefined> {
      const [row] = await db.select().from(callRecordings).where(eq(callRecordings.id, id));
      return row;
    },
    /** Each call's newest recording still at Twilio. */
    async keptOf(callIds: string[]): Promise<Map<string, RecordingRow>> {
      if (callIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(callRecordings)
        .where(and(inArray(callRecordings.callId, callIds), kept))
        .orderBy(desc(callRecordings.createdAt));
      const newest = new Map<string, RecordingRow>();
      for (const row of rows) if (!newest.has(row.callId)) newest.set(row.callId, row);
      return newest;
    },
    /** The newest recording of one of the account's calls, still at Twilio. */
    async keptOfCall(userId: string, callId: string): Promise<RecordingRow | undefined> {
      const [row] = await db
        .select({ recording: callRecordings })
        .from(callRecordings)
        .innerJoin(calls, eq(calls.id, callRecordings.callId))
        .where(and(eq(calls.userId, userId), eq(callRecordings.callId, callId), kept))
        .orderBy(desc(callRecordings.createdAt))
        .limit(1);
      return row?.recording;
    },
    /** A lead's recordings still at Twilio (by the lead's id, kept after the lead is deleted). */
    async keptOfLead(userId: string, leadId: string): Promise<RecordingRow[]> {
      return db
        .select()
        .from(callRecordings)
        .where(and(eq(callRecordings.userId, userId), eq(callRecordings.leadId, leadId), kept));
    },
    /** Accounts with recordings still at Twilio, a page at a time (the retention sweep). */
    async accountsWithKept(after: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: callRecordings.userId })
        .from(callRecordings)
        .where(and(kept, gt(callRecordings.userId, after)))
        .orderBy(asc(callRecordings.userId))
        .limit(limit);
      return rows.map((r) => r.userId);
    },
    /** Recordings of these accounts made before `cutoff`, still at Twilio. */
    async keptBefore(userIds: string[], cutoff: Date): Promise<RecordingRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select()
        .from(callRecordings)
        .where(and(inArray(callRecordings.userId, userIds), lt(callRecordings.createdAt, cutoff), kept));
    },
    async deleted(id: string, at: Date) {
      await db.update(callRecordings).set({ deletedAt: at }).where(eq(callRecordings.id, id));
    },
    async undeletable(id: string, error: string) {
      await db.update(callRecordings).set({ deleteError: error }).where(eq(callRecordings.id, id));
    },
  };
}

export type CallRecordingsRepository = ReturnType<typeof createCallRecordingsRepository>;
