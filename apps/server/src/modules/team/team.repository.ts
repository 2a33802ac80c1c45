import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { leads, properties, teamMembers, users } from '../../db/schema/index.ts';

const member = alias(users, 'member');
const owner = alias(users, 'owner');

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Someone who leaves a team leaves its records behind: what they owned goes back to the book's owner. */
async function returnRecordsToOwner(tx: Tx, seats: { teamId: string; memberUserId: string | null }[]) {
  for (const { teamId, memberUserId } of seats) {
    if (!memberUserId) continue;
    await tx
      .update(leads)
      .set({ assignedUserId: null, assignedAt: null })
      .where(and(eq(leads.userId, teamId), eq(leads.assignedUserId, memberUserId)));
    await tx
      .update(properties)
      .set({ assignedUserId: null, assignedAt: null })
      .where(and(eq(properties.userId, teamId), eq(properties.assignedUserId, memberUserId)));
  }
}

export function createTeamRepository(db: Database) {
  return {
    async members(teamId: string) {
      return db
        .select({
          id: teamMembers.id,
          email: teamMembers.email,
          name: member.name,
          status: teamMembers.status,
          invitedAt: teamMembers.invitedAt,
          acceptedAt: teamMembers.acceptedAt,
        })
        .from(teamMembers)
        .leftJoin(member, eq(member.id, teamMembers.memberUserId))
        .where(eq(teamMembers.teamId, teamId))
        .orderBy(asc(teamMembers.invitedAt));
    },

    async memberships(userId: string) {
      return db
        .select({
          id: teamMembers.id,
          teamId: teamMembers.teamId,
          ownerName: owner.name,
          ownerEmail: owner.email,
          acceptedAt: teamMembers.acceptedAt,
        })
        .from(teamMembers)
        .innerJoin(owner, eq(owner.id, teamMembers.teamId))
        .where(and(eq(teamMembers.memberUserId, userId), eq(teamMembers.status, 'active')));
    },

    /** Returns undefined when this e-mail is already on the team. */
    async insertInvitation(values: { teamId: string; email: string; inviteTokenHash: string; inviteExpiresAt: Date }) {
      const [row] = await db
        .insert(teamMembers)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: teamMembers.id, invitedAt: teamMembers.invitedAt });
      return row;
    },

    async findByTokenHash(hash: string) {
      const [row] = await db
        .select({
          id: teamMembers.id,
          teamId: teamMembers.teamId,
          email: teamMembers.email,
          status: teamMembers.status,
          expiresAt: teamMembers.inviteExpiresAt,
          ownerName: owner.name,
        })
        .from(teamMembers)
        .innerJoin(owner, eq(owner.id, teamMembers.teamId))
        .where(eq(teamMembers.inviteTokenHash, hash));
      return row;
    },

    async accept(id: string, userId: string, at: Date) {
      const [row] = await db
        .update(teamMembers)
        .set({ status: 'active', memberUserId: userId, acceptedAt: at })
        .where(and(eq(teamMembers.id, id), eq(teamMembers.status, 'invited')))
        .returning({ id: teamMembers.id });
      return !!row;
    },

    async remove(teamId: string, id: string) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(teamMembers)
          .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.id, id)))
          .returning({ teamId: teamMembers.teamId, memberUserId: teamMembers.memberUserId });
        await returnRecordsToOwner(tx, rows);
        return rows.length > 0;
      });
    },

    async leave(userId: string, id: string) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(teamMembers)
          .where(and(eq(teamMembers.memberUserId, userId), eq(teamMembers.id, id)))
          .returning({ teamId: teamMembers.teamId, memberUserId: teamMembers.memberUserId });
        await returnRecordsToOwner(tx, rows);
        return rows.length > 0;
      });
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
