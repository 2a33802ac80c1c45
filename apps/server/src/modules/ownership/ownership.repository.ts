import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AssignableKind, BookPerson, TeamBook } from '@porchlight/domain/ownership/ownership';
import type { Database } from '../../db/client.ts';
import { leads, properties, teamMembers, users } from '../../db/schema/index.ts';
import type { EventLog } from '../../events/event-log.ts';

export type AssignedRecord = { id: string; label: string; fromUserId: string | null };

export function createOwnershipRepository(db: Database, eventLog: EventLog) {
  return {
    /** A teammate works in a book only while their seat on that team is active. */
    async isActiveMember(bookId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: teamMembers.id })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, bookId), eq(teamMembers.memberUserId, userId), eq(teamMembers.status, 'active')))
        .limit(1);
      return !!row;
    },

    /** The teams' books the agent may work in besides their own, by owner name. */
    async teamBooks(userId: string): Promise<TeamBook[]> {
      return db
        .select({ id: teamMembers.teamId, ownerName: users.name })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.teamId))
        .where(and(eq(teamMembers.memberUserId, userId), eq(teamMembers.status, 'active')))
        .orderBy(asc(users.name));
    },

    /** The book's owner first, then the teammates who accepted, by when they joined. */
    async people(bookId: string): Promise<BookPerson[]> {
      const [owner] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, bookId));
      if (!owner) return [];
      const members = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.memberUserId))
        .where(and(eq(teamMembers.teamId, bookId), eq(teamMembers.status, 'active')))
        .orderBy(asc(teamMembers.acceptedAt));
      return [{ ...owner, role: 'owner' as const }, ...members.map((m) => ({ ...m, role: 'member' as const }))];
    },

    /** Which of these ids are records of the book (another account's ids are simply absent). */
    async ownedIds(kind: AssignableKind, bookId: string, ids: string[]): Promise<string[]> {
      const table = kind === 'leads' ? leads : properties;
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.userId, bookId), inArray(table.id, ids)));
      return rows.map((r) => r.id);
    },

    /**
     * Gives the records to the assignee and writes each change to the event log, in one
     * transaction. A lead given by hand counts as claimed and bumps its routing round, so a
     * pending lead-routing hand-off finds it taken and does nothing.
     */
    async assign(
      kind: AssignableKind,
      bookId: string,
      ids: string[],
      assignee: { id: string; name: string },
      actor: { id: string; name: string },
      teamName: string | null,
    ): Promise<AssignedRecord[]> {
      return db.transaction(async (tx) => {
        let changed: AssignedRecord[];
        if (kind === 'leads') {
          const before = await tx
            .select({ id: leads.id, from: leads.assignedUserId })
            .from(leads)
            .where(and(eq(leads.userId, bookId), inArray(leads.id, ids)))
            .for('update');
          const rows = await tx
            .update(leads)
            .set({
              assignedUserId: assignee.id,
              assignedAt: sql`now()`,
              claimedAt: sql`now()`,
              routingRound: sql`${leads.routingRound} + 1`,
              updatedAt: sql`now()`,
            })
            .where(and(eq(leads.userId, bookId), inArray(leads.id, ids), sql`${leads.assignedUserId} is distinct from ${assignee.id}`))
            .returning({ id: leads.id, label: leads.name });
          const from = new Map(before.map((r) => [r.id, r.from]));
          changed = rows.map((r) => ({ ...r, fromUserId: from.get(r.id) ?? null }));
        } else {
          const before = await tx
            .select({ id: properties.id, from: properties.assignedUserId })
            .from(properties)
            .where(and(eq(properties.userId, bookId), inArray(properties.id, ids)))
            .for('update');
          const rows = await tx
            .update(properties)
            .set({ assignedUserId: assignee.id, assignedAt: sql`now()`, updatedAt: sql`now()` })
            .where(
              and(
                eq(properties.userId, bookId),
                inArray(properties.id, ids),
                sql`${properties.assignedUserId} is distinct from ${assignee.id}`,
              ),
            )
            .returning({ id: properties.id, label: properties.address });
          const from = new Map(before.map((r) => [r.id, r.from]));
          changed = rows.map((r) => ({ ...r, fromUserId: from.get(r.id) ?? null }));
        }
        if (changed.length > 0) {
          const subjectType = kind === 'leads' ? ('lead' as const) : ('property' as const);
          const type = kind === 'leads' ? ('lead.assigned' as const) : ('property.assigned' as const);
          const notice =
            assignee.id === actor.id
              ? null
              : { count: changed.length, labels: changed.slice(0, 3).map((r) => r.label), byName: actor.name, teamName };
          await eventLog.record(
            tx,
            changed.map((r, i) => ({
              type,
              accountId: bookId,
              actorId: actor.id,
              subjectType,
              subjectId: r.id,
              payload: { to: assignee.id, toName: assignee.name, from: r.fromUserId, notice: i === 0 ? notice : null },
            })),
          );
        }
        return changed;
      });
    },

    /** Everyone whose open lists show this book: its owner and its active teammates. */
    async viewers(bookId: string): Promise<string[]> {
      const rows = await db
        .select({ id: teamMembers.memberUserId })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, bookId), eq(teamMembers.status, 'active')));
      return [bookId, ...rows.map((r) => r.id).filter((id): id is string => !!id)];
    },
  };
}

export type OwnershipRepository = ReturnType<typeof createOwnershipRepository>;
