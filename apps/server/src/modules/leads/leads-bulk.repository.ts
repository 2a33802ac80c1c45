import { and, eq, inArray, sql } from 'drizzle-orm';
import { LEAD_TAGS_MAX } from '@porchlight/domain/leads/lead-schemas';
import { hasTag } from '../../db/lead-filters.ts';
import type { Database } from '../../db/client.ts';
import { leadActivities, leads } from '../../db/schema/index.ts';
import type { EventLog } from '../../events/event-log.ts';

/**
 * The actions on the leads an agent selected: delete, set the status, add a tag. Each touches
 * only the caller's leads among the ids, and records its events in the same transaction.
 */
export function createLeadsBulkRepository(db: Database, events: Pick<EventLog, 'record'>) {
  return {
    async remove(userId: string, ids: string[]): Promise<number> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(leads)
          .where(and(eq(leads.userId, userId), inArray(leads.id, ids)))
          .returning({ id: leads.id, name: leads.name });
        await events.record(
          tx,
          deleted.map((l) => ({
            type: 'lead.deleted',
            accountId: userId,
            actorId: userId,
            subjectType: 'lead',
            subjectId: l.id,
            payload: { name: l.name },
          })),
        );
        return deleted.length;
      });
    },

    /** Sets the status of the caller's leads among ids, recording each real change on its timeline. */
    async setStatus(userId: string, ids: string[], status: string | null): Promise<number> {
      return db.transaction(async (tx) => {
        const before = await tx
          .select({ id: leads.id, name: leads.name, status: leads.status })
          .from(leads)
          .where(and(eq(leads.userId, userId), inArray(leads.id, ids)));
        const changing = before.filter((l) => (l.status ?? null) !== status);
        if (changing.length) {
          await tx
            .update(leads)
            .set({ status, updatedAt: sql`now()` })
            .where(
              and(
                eq(leads.userId, userId),
                inArray(
                  leads.id,
                  changing.map((l) => l.id),
                ),
              ),
            );
          await tx
            .insert(leadActivities)
            .values(changing.map((l) => ({ leadId: l.id, userId, kind: 'status_changed', fromStatus: l.status, toStatus: status })));
          await events.record(
            tx,
            changing.map((l) => ({
              type: 'lead.status_changed',
              accountId: userId,
              actorId: userId,
              subjectType: 'lead',
              subjectId: l.id,
              payload: { name: l.name, from: l.status ?? null, to: status },
            })),
          );
        }
        return before.length;
      });
    },

    /** Adds a tag to the caller's leads among ids that lack it (any case) and have room for it. */
    async addTag(userId: string, ids: string[], tag: string): Promise<number> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(leads)
          .set({ tags: sql`array_append(${leads.tags}, ${tag})`, updatedAt: sql`now()` })
          .where(
            and(
              eq(leads.userId, userId),
              inArray(leads.id, ids),
              sql`not ${hasTag(tag)}`,
              sql`cardinality(${leads.tags}) < ${LEAD_TAGS_MAX}`,
            ),
          )
          .returning({ id: leads.id, name: leads.name, tags: leads.tags });
        await events.record(
          tx,
          updated.map((l) => ({
            type: 'lead.updated',
            accountId: userId,
            actorId: userId,
            subjectType: 'lead',
            subjectId: l.id,
            payload: { name: l.name, changes: { tags: { from: l.tags.slice(0, -1), to: l.tags } } },
          })),
        );
        return updated.length;
      });
    },
  };
}
