import { and, desc, eq, gte, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { callRecordingPath, type CallResponse, type CallResult, type CallState } from '@porchlight/domain/calls/call-schemas';
import type { Database } from '../../db/client.ts';
import { callSettings, calls, leads, pipelineStages, profiles } from '../../db/schema/index.ts';

type CallRow = typeof calls.$inferSelect;
export type NewCall = Pick<
  typeof calls.$inferInsert,
  'userId' | 'agentId' | 'leadId' | 'direction' | 'fromNumber' | 'toNumber' | 'agentPhone' | 'accountSid' | 'recorded'
> &
  Partial<Pick<typeof calls.$inferInsert, 'callSid' | 'state'>>;

/** The call's recording the player streams (the newest one not deleted), if any. */
export type CallRecordingSummary = { durationSeconds: number | null };

export const toCallResponse = (row: CallRow, recording?: CallRecordingSummary): CallResponse => ({
  id: row.id,
  lead_id: row.leadId,
  direction: row.direction,
  from_number: row.fromNumber,
  to_number: row.toNumber,
  state: row.state,
  outcome: row.outcome,
  answered_by: row.answeredBy,
  duration_seconds: row.durationSeconds,
  recorded: row.recorded,
  recording_url: recording ? callRecordingPath(row.id) : null,
  recording_seconds: recording?.durationSeconds ?? null,
  note: row.note,
  error: row.error,
  created_at: row.createdAt.toISOString(),
  ended_at: row.endedAt?.toISOString() ?? null,
});

/**
 * The calls log, and what calls read of other modules' tables, read-only (the lead's name,
 * phone and stage; the agent's phone), like search and texting do.
 */
export function createCallsRepository(db: Database) {
  return {
    db,
    async insert(call: NewCall, executor: Pick<Database, 'insert'> = db): Promise<CallRow> {
      const [row] = await executor.insert(calls).values(call).returning();
      return row!;
    },
    /** An inbound call Twilio posted again: the row of its CallSid. */
    async insertInbound(call: NewCall & { callSid: string }): Promise<CallRow> {
      const [row] = await db.insert(calls).values(call).onConflictDoNothing().returning();
      return row ?? (await this.bySid(call.callSid))!;
    },
    async byId(id: string): Promise<CallRow | undefined> {
      const [row] = await db.select().from(calls).where(eq(calls.id, id));
      return row;
    },
    async own(userId: string, id: string): Promise<CallRow | undefined> {
      const [row] = await db
        .select()
        .from(calls)
        .where(and(eq(calls.userId, userId), eq(calls.id, id)));
      return row;
    },
    async bySid(callSid: string): Promise<CallRow | undefined> {
      const [row] = await db.select().from(calls).where(eq(calls.callSid, callSid));
      return row;
    },
    async ofLead(userId: string, leadId: string, limit = 100): Promise<CallRow[]> {
      return db
        .select()
        .from(calls)
        .where(and(eq(calls.userId, userId), eq(calls.leadId, leadId)))
        .orderBy(desc(calls.createdAt))
        .limit(limit);
    },
    /** Marks the dial job's attempt, committed before Twilio is asked. */
    async startDial(id: string, at: Date) {
      await db.update(calls).set({ dialStartedAt: at, state: 'dialing' }).where(eq(calls.id, id));
    },
    /** Twilio's SID for the call, unless a callback set it first. */
    async placed(id: string, callSid: string) {
      await db
        .update(calls)
        .set({ callSid })
        .where(and(eq(calls.id, id), isNull(calls.callSid)));
    },
    async sidTaken(callSids: string[], id: string): Promise<Set<string>> {
      if (callSids.length === 0) return new Set();
      const rows = await db
        .select({ callSid: calls.callSid })
        .from(calls)
        .where(and(ne(calls.id, id), inArray(calls.callSid, callSids)));
      return new Set(rows.map((r) => r.callSid!));
    },
    /** Moves a call forward: never back from ended, never a state before the one it is in. */
    async advance(id: string, state: CallState) {
      const order: CallState[] = ['queued', 'dialing', 'ringing', 'in_progress', 'ended'];
      const before = order.slice(0, order.indexOf(state));
      if (before.length === 0) return;
      await db
        .update(calls)
        .set({ state })
        .where(and(eq(calls.id, id), inArray(calls.state, before)));
    },
    /** The call's result (the first one given wins: the bridge's report comes before the call's end). */
    async result(id: string, values: { outcome: CallResult; durationSeconds?: number | null; answeredBy?: 'agent' | 'lead' | null }) {
      await db
        .update(calls)
        .set({ outcome: values.outcome, durationSeconds: values.durationSeconds ?? null, answeredBy: values.answeredBy ?? null })
        .where(and(eq(calls.id, id), isNull(calls.outcome)));
    },
    /** The call ended: answers the row when this report ended it (once), undefined when it had ended already. */
    async end(
      id: string,
      at: Date,
      fallback: { outcome: CallResult; error?: string | null },
      executor: Pick<Database, 'update'> = db,
    ): Promise<CallRow | undefined> {
      const [row] = await executor
        .update(calls)
        .set({
          state: 'ended',
          endedAt: at,
          outcome: sql`coalesce(${calls.outcome}, ${fallback.outcome})`,
          error: sql`coalesce(${calls.error}, ${fallback.error ?? null})`,
        })
        .where(and(eq(calls.id, id), ne(calls.state, 'ended')))
        .returning();
      return row;
    },
    async voicemail(id: string, durationSeconds: number | null, executor: Pick<Database, 'update'> = db) {
      const [row] = await executor.update(calls).set({ outcome: 'voicemail', durationSeconds }).where(eq(calls.id, id)).returning();
      return row;
    },
    /** The first leg's whole length, from Twilio's final report (once): answers whether it was new. */
    async billed(id: string, seconds: number): Promise<boolean> {
      const rows = await db
        .update(calls)
        .set({ billedSeconds: seconds })
        .where(and(eq(calls.id, id), isNull(calls.billedSeconds)))
        .returning({ id: calls.id });
      return rows.length > 0;
    },
    /** Calls placed or taken (not failed), and those connected, in [from, to) and in [previousFrom, from). */
    async stats(userId: string, previousFrom: Date, from: Date) {
      // A Date inside raw SQL is passed as text: both drivers read it back as timestamptz.
      const since = sql`${from.toISOString()}::timestamptz`;
      const count = (when: SQL) => sql<number>`count(*) filter (where ${when})`.mapWith(Number);
      const [row] = await db
        .select({
          calls: count(sql`${calls.createdAt} >= ${since}`),
          conversations: count(sql`${calls.createdAt} >= ${since} and ${calls.outcome} = 'connected'`),
          previousCalls: count(sql`${calls.createdAt} < ${since}`),
          previousConversations: count(sql`${calls.createdAt} < ${since} and ${calls.outcome} = 'connected'`),
        })
        .from(calls)
        .where(and(eq(calls.userId, userId), gte(calls.createdAt, previousFrom), sql`${calls.outcome} is distinct from 'failed'`));
      return row ?? { calls: 0, conversations: 0, previousCalls: 0, previousConversations: 0 };
    },
    async noted(userId: string, id: string, values: { outcome?: CallResult; note?: string | null }) {
      if (values.outcome === undefined && values.note === undefined) return this.own(userId, id);
      const [row] = await db
        .update(calls)
        .set({ ...(values.outcome ? { outcome: values.outcome } : {}), ...(values.note !== undefined ? { note: values.note } : {}) })
        .where(and(eq(calls.userId, userId), eq(calls.id, id)))
        .returning();
      return row;
    },
    /**
     * Claims the caller's text-back: only when no call from that number to the account was
     * texted back since `since` (one text per caller per hour). Answers whether it was claimed.
     */
    async claimTextBack(row: CallRow, at: Date, since: Date, alsoInTx: (tx: Database) => Promise<unknown>): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`call-text-back:${row.userId}:${row.fromNumber}`}))`);
        const [recent] = await tx
          .select({ id: calls.id })
          .from(calls)
          .where(and(eq(calls.userId, row.userId), eq(calls.fromNumber, row.fromNumber), gte(calls.textedBackAt, since)))
          .limit(1);
        if (recent) return false;
        const claimed = await tx
          .update(calls)
          .set({ textedBackAt: at })
          .where(and(eq(calls.id, row.id), isNull(calls.textedBackAt)))
          .returning({ id: calls.id });
        if (claimed.length === 0) return false;
        await alsoInTx(tx as unknown as Database);
        return true;
      });
    },

    async lead(userId: string, leadId: string) {
      const [row] = await db
        .select({ id: leads.id, name: leads.name, phone: leads.phone, assignedUserId: leads.assignedUserId, stage: pipelineStages.name })
        .from(leads)
        .leftJoin(pipelineStages, eq(pipelineStages.id, leads.stageId))
        .where(and(eq(leads.userId, userId), eq(leads.id, leadId)));
      return row;
    },
    /** The account's lead with this number (its last ten digits), the most recently changed. */
    async leadByPhone(userId: string, phone: string) {
      const digits = phone.replace(/\D/g, '').slice(-10);
      if (digits.length < 7) return undefined;
      const [row] = await db
        .select({ id: leads.id, name: leads.name, phone: leads.phone, assignedUserId: leads.assignedUserId, stage: pipelineStages.name })
        .from(leads)
        .leftJoin(pipelineStages, eq(pipelineStages.id, leads.stageId))
        .where(and(eq(leads.userId, userId), sql`right(regexp_replace(coalesce(${leads.phone}, ''), '\\D', '', 'g'), 10) = ${digits}`))
        .orderBy(desc(leads.updatedAt))
        .limit(1);
      return row;
    },
    async agent(userId: string): Promise<{ phone: string | null; name: string | null } | undefined> {
      const [row] = await db.select({ phone: profiles.phone, name: profiles.fullName }).from(profiles).where(eq(profiles.userId, userId));
      return row;
    },

    async settings(userId: string) {
      const [row] = await db
        .select({ enabled: callSettings.missedCallTextEnabled, text: callSettings.missedCallText, recordCalls: callSettings.recordCalls })
        .from(callSettings)
        .where(eq(callSettings.userId, userId));
      return row;
    },
    async saveSettings(userId: string, values: { enabled?: boolean; text?: string; recordCalls?: boolean }) {
      const set = {
        ...(values.enabled !== undefined ? { missedCallTextEnabled: values.enabled } : {}),
        ...(values.text !== undefined ? { missedCallText: values.text } : {}),
        ...(values.recordCalls !== undefined ? { recordCalls: values.recordCalls } : {}),
        updatedAt: new Date(),
      };
      await db
        .insert(callSettings)
        .values({ userId, ...set })
        .onConflictDoUpdate({ target: callSettings.userId, set });
    },
  };
}

export type CallsRepository = ReturnType<typeof createCallsRepository>;
