import crypto from 'node:crypto';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { z } from 'zod';
import {
  EVENT_PAYLOADS,
  type DomainEventResponse,
  type EventCause,
  type EventPayload,
  type EventSubjectType,
  type EventType,
  type HistoryQuery,
  type HistoryResponse,
  type NewDomainEvent,
} from '@porchlight/domain/events/event-types';
import type { Database } from '../db/client.ts';
import { events } from '../db/schema/index.ts';
import type { JobExecutor } from '../jobs/job-store.ts';
import type { JobQueue } from '../jobs/job-queue.ts';

/** A transaction (or the database): events are written in the transaction of their change. */
export type EventExecutor = JobExecutor & Pick<Database, 'insert'>;

const columns = {
  id: events.id,
  seq: events.seq,
  type: events.type,
  subjectType: events.subjectType,
  subjectId: events.subjectId,
  actorId: events.actorId,
  accountId: events.accountId,
  payload: events.payload,
  createdAt: events.createdAt,
};
type Row = {
  id: string;
  seq: number;
  type: string;
  subjectType: string;
  subjectId: string;
  actorId: string | null;
  accountId: string;
  payload: Record<string, unknown>;
  createdAt: Date;
};

const toResponse = (row: Row): DomainEventResponse => ({
  id: row.id,
  type: row.type as EventType,
  subject_type: row.subjectType as EventSubjectType,
  subject_id: row.subjectId,
  actor_id: row.actorId,
  payload: row.payload,
  created_at: row.createdAt.toISOString(),
});

/** The id of the account's event written once for `onceKey`: a UUID (version 8, RFC 9562) of their SHA-256. */
export function eventIdFor(accountId: string, onceKey: string): string {
  const hex = crypto
    .createHash('sha256')
    .update(JSON.stringify(['porchlight-event', accountId, onceKey]))
    .digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** An event as a reaction gets it: with its account and, when a flow's step made it, its cause. */
export type RecordedEvent = DomainEventResponse & { account_id: string; cause: EventCause | null };
/**
 * An event of type T as its reaction gets it: the payload its schema gives (EVENT_PAYLOADS). For
 * several types a union, so checking `event.type` narrows the payload.
 */
export type TypedEvent<T extends EventType> = T extends EventType
  ? Omit<RecordedEvent, 'type' | 'payload'> & { type: T; payload: EventPayload<T> }
  : never;
export type EventHandler<T extends EventType = EventType> = (event: TypedEvent<T>) => Promise<void>;

/**
 * The domain-event log. `record` writes events in the caller's transaction and, in the same
 * transaction, enqueues one job per subscriber (unique per event and subscriber), so a reaction
 * happens once for a committed change and never for a rolled-back one. Modules react to each
 * other this way instead of calling each other.
 */
export function createEventLog(db: Database, jobs: JobQueue) {
  const subscribers = new Map<EventType, string[]>();

  async function find(id: string): Promise<RecordedEvent | undefined> {
    const [row] = await db
      .select({ ...columns, cause: events.cause })
      .from(events)
      .where(eq(events.id, id));
    return row ? { ...toResponse(row as Row), account_id: row.accountId, cause: row.cause ?? null } : undefined;
  }

  return {
    /**
     * Calls `handler` for each event of `types`, through the job queue (retried, after commit).
     * `name` names the reaction; handlers must be idempotent like every job.
     */
    on<T extends EventType>(
      types: T | readonly T[],
      name: string,
      handler: EventHandler<T>,
      options: { priority?: 0 | 1; maxAttempts?: number } = {},
    ) {
      const queue = `event.${name}`;
      jobs.define({
        queue,
        payload: z.object({ eventId: z.string() }),
        ...options,
        run: async ({ eventId }) => {
          const event = await find(eventId);
          // Read through its type's schema, so the handler's type is true of older events too
          // (fields added since get their defaults).
          if (event) await handler({ ...event, payload: EVENT_PAYLOADS[event.type].parse(event.payload) } as TypedEvent<T>);
        },
      });
      for (const type of typeof types === 'string' ? [types] : types) subscribers.set(type, [...(subscribers.get(type) ?? []), queue]);
    },

    /**
     * Writes events (checked against their schemas) and enqueues their reactions, in `executor`.
     * Answers the ids written: an event whose `onceKey` was written before is left out.
     */
    async record(executor: EventExecutor, list: NewDomainEvent | NewDomainEvent[]): Promise<string[]> {
      const items = [list].flat();
      if (items.length === 0) return [];
      const rows = await executor
        .insert(events)
        .values(
          items.map((e) => ({
            ...(e.onceKey ? { id: eventIdFor(e.accountId, e.onceKey) } : {}),
            accountId: e.accountId,
            actorId: e.actorId ?? null,
            type: e.type,
            subjectType: e.subjectType,
            subjectId: e.subjectId,
            payload: EVENT_PAYLOADS[e.type].parse(e.payload) as Record<string, unknown>,
            cause: e.cause ?? null,
          })),
        )
        .onConflictDoNothing({ target: events.id })
        .returning({ id: events.id, type: events.type, accountId: events.accountId });
      for (const row of rows) {
        for (const queue of subscribers.get(row.type as EventType) ?? []) {
          await jobs.enqueue(executor, queue, { eventId: row.id }, { accountId: row.accountId, uniqueKey: row.id });
        }
      }
      return rows.map((r) => r.id);
    },

    /**
     * A record's history, newest first, a page at a time (`next_before` asks for the next). Several
     * ids read as one history (a lead and the leads merged into it).
     */
    async history(
      accountId: string,
      subjectType: EventSubjectType,
      subjectId: string | string[],
      { before, limit, types }: HistoryQuery,
    ): Promise<HistoryResponse> {
      const rows = await db
        .select(columns)
        .from(events)
        .where(
          and(
            eq(events.accountId, accountId),
            eq(events.subjectType, subjectType),
            typeof subjectId === 'string' ? eq(events.subjectId, subjectId) : inArray(events.subjectId, subjectId),
            before ? lt(events.seq, Number(before)) : undefined,
            types ? inArray(events.type, types) : undefined,
          ),
        )
        .orderBy(desc(events.seq))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return { events: page.map((r) => toResponse(r as Row)), next_before: rows.length > limit && last ? String(last.seq) : null };
    },

    find,
  };
}
export type EventLog = ReturnType<typeof createEventLog>;
