import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DEFAULT_LEAD_ROUTING,
  type LeadRoutingMode,
  type LeadRoutingSettings,
  type RoutingAgent,
} from '@porchlight/domain/lead-routing/lead-routing';
import type { Database } from '../../db/client.ts';
import { leadRoutingSettings, leads, teamMembers, users } from '../../db/schema/index.ts';

/** The database or a transaction of it. */
type Executor = Pick<Database, 'select' | 'update' | 'insert' | 'execute'>;

/** What routing reads of a lead: its facts for the rules and its place in the hand-off. */
export type RoutingLead = {
  id: string;
  ownerId: string;
  name: string;
  source: string | null;
  location: string | null;
  budget: string | null;
  assignedUserId: string | null;
  claimedAt: Date | null;
  firstReplyAt: Date | null;
  routingTried: string[];
  routingRound: number;
};

const routingColumns = {
  id: leads.id,
  ownerId: leads.userId,
  name: leads.name,
  source: leads.source,
  location: leads.location,
  budget: leads.budget,
  assignedUserId: leads.assignedUserId,
  claimedAt: leads.claimedAt,
  firstReplyAt: leads.firstReplyAt,
  routingTried: leads.routingTried,
  routingRound: leads.routingRound,
};

const owner = alias(users, 'owner');

/** The only file that touches lead_routing_settings, and the routing columns of leads. */
export function createLeadRoutingRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction((tx) => work(tx)),

    async settingsOf(ownerId: string): Promise<LeadRoutingSettings & { nextTurn: number }> {
      const [row] = await db.select().from(leadRoutingSettings).where(eq(leadRoutingSettings.userId, ownerId));
      if (!row) return { ...DEFAULT_LEAD_ROUTING, nextTurn: 0 };
      return {
        mode: row.mode as LeadRoutingMode,
        claimMinutes: row.claimMinutes,
        rotation: row.rotation,
        rules: row.rules,
        fallbackId: row.fallbackUserId,
        nextTurn: row.nextTurn,
      };
    },

    /** Saving keeps the turn counter: changing the rotation does not restart it. */
    async saveSettings(ownerId: string, s: LeadRoutingSettings): Promise<void> {
      const values = {
        mode: s.mode,
        claimMinutes: s.claimMinutes,
        rotation: s.rotation,
        rules: s.rules,
        fallbackUserId: s.fallbackId,
        updatedAt: new Date(),
      };
      await db
        .insert(leadRoutingSettings)
        .values({ userId: ownerId, ...values })
        .onConflictDoUpdate({ target: leadRoutingSettings.userId, set: values });
    },

    /** The owner, then the active teammates (invitations not yet accepted get no leads). */
    async agents(ownerId: string): Promise<RoutingAgent[]> {
      const [me] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, ownerId));
      const team = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.memberUserId))
        .where(and(eq(teamMembers.teamId, ownerId), eq(teamMembers.status, 'active')))
        .orderBy(teamMembers.acceptedAt);
      return [...(me ? [{ ...me, isOwner: true }] : []), ...team.map((m) => ({ ...m, isOwner: false }))];
    },

    /**
     * Takes the account's next turn: one UPDATE ... RETURNING, so two leads arriving together
     * (on two instances too) wait on the row lock and get consecutive turns, never the same one.
     */
    async takeTurn(tx: Executor, ownerId: string): Promise<number> {
      const [row] = await tx
        .update(leadRoutingSettings)
        .set({ nextTurn: sql`${leadRoutingSettings.nextTurn} + 1` })
        .where(eq(leadRoutingSettings.userId, ownerId))
        .returning({ next: leadRoutingSettings.nextTurn });
      return (row?.next ?? 1) - 1;
    },

    async lead(ownerId: string, leadId: string): Promise<RoutingLead | undefined> {
      const [row] = await db
        .select(routingColumns)
        .from(leads)
        .where(and(eq(leads.userId, ownerId), eq(leads.id, leadId)));
      return row;
    },

    /**
     * Gives the lead to `to` if it is still in `round` and unclaimed (nobody claimed it, nobody
     * replied or called): a conditional update, so two workers never hand one lead off twice.
     */
    async assign(tx: Executor, lead: Pick<RoutingLead, 'id' | 'ownerId'>, round: number, to: string): Promise<boolean> {
      const rows = await tx
        .update(leads)
        .set({
          assignedUserId: to,
          assignedAt: sql`now()`,
          routingRound: round + 1,
          routingTried: sql`case when ${leads.assignedUserId} is null then ${leads.routingTried} else array_append(${leads.routingTried}, ${leads.assignedUserId}) end`,
        })
        .where(
          and(
            eq(leads.id, lead.id),
            eq(leads.userId, lead.ownerId),
            eq(leads.routingRound, round),
            isNull(leads.claimedAt),
            isNull(leads.firstReplyAt),
          ),
        )
        .returning({ id: leads.id });
      return rows.length > 0;
    },

    /** The assignee claims it (once: a second claim changes nothing). */
    async claim(leadId: string, userId: string): Promise<boolean> {
      const rows = await db
        .update(leads)
        .set({ claimedAt: sql`now()` })
        .where(and(eq(leads.id, leadId), eq(leads.assignedUserId, userId), isNull(leads.claimedAt)))
        .returning({ id: leads.id });
      return rows.length > 0;
    },

    /** Leads routed to `userId`: in their own book, or on a team they are still on. */
    async assignedTo(userId: string, leadId?: string) {
      const onTeam = sql`exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${leads.userId} and ${teamMembers.memberUserId} = ${userId} and ${teamMembers.status} = 'active')`;
      return db
        .select({
          id: leads.id,
          ownerId: leads.userId,
          ownerName: owner.name,
          name: leads.name,
          email: leads.email,
          phone: leads.phone,
          source: leads.source,
          location: leads.location,
          notes: leads.notes,
          assignedAt: leads.assignedAt,
          claimedAt: leads.claimedAt,
          firstReplyAt: leads.firstReplyAt,
          createdAt: leads.createdAt,
        })
        .from(leads)
        .innerJoin(owner, eq(owner.id, leads.userId))
        .where(and(eq(leads.assignedUserId, userId), or(eq(leads.userId, userId), onTeam), leadId ? eq(leads.id, leadId) : undefined))
        .orderBy(desc(leads.assignedAt))
        .limit(50);
    },

    /** The owner's own lead (whoever has it). */
    async ownedBy(userId: string, leadId: string) {
      const [row] = await db
        .select({ assignedUserId: leads.assignedUserId })
        .from(leads)
        .where(and(eq(leads.id, leadId), eq(leads.userId, userId)));
      return row;
    },
  };
}
export type LeadRoutingRepository = ReturnType<typeof createLeadRoutingRepository>;
