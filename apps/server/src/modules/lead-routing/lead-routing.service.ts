import type {
  AssignedLeadView,
  LeadRoutingResponse,
  LeadRoutingSettings,
  RoutingAgent,
} from '@porchlight/domain/lead-routing/lead-routing';
import { chooseAssignee, inTurn, nextAssignee, priceOf } from '@porchlight/domain/lead-routing/routing-rules';
import type { NewNotification } from '@porchlight/domain/notifications/notification-schemas';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import { LimitReachedError } from '../billing/limit-guard.ts';
import type { LeadRoutingRepository, RoutingLead } from './lead-routing.repository.ts';
import { leadForYouNotification, leadPassedOnNotification } from './lead-routing-notifications.ts';

/** What lead.created says of a lead that came in by itself. */
export type NewLeadFacts = { leadId: string; ownerId: string; propertyAddress?: string | null; propertyPrice?: number | null };

type Executor = Parameters<Parameters<LeadRoutingRepository['transaction']>[0]>[0];

type Deps = {
  repo: LeadRoutingRepository;
  limits: Pick<LimitGuard, 'status'>;
  /** The one notify() (compose): the assignee's device is pushed to by the notifications module. */
  notify: (userId: string, notification: NewNotification, opts: { dedupeKey: string }) => Promise<unknown>;
  /** Queues the hand-off check at `runAt`, in the assignment's transaction (a rollback leaves none). */
  queueHandOff: (tx: Executor, job: { ownerId: string; leadId: string; round: number; runAt: Date }) => Promise<unknown>;
  /** Open lists of the owner reload (the lead shows its new assignee). */
  onAssigned?: (ownerId: string) => Promise<void> | void;
  now?: () => Date;
};

export const LEAD_NOT_FOUND = 'Lead not found';

export function createLeadRoutingService({ repo, limits, notify, queueHandOff, onAssigned, now = () => new Date() }: Deps) {
  /** More than one seat on the plan: routing to teammates is on. */
  async function canRouteToTeam(ownerId: string) {
    const seats = await limits.status(ownerId, 'userSeats');
    return { allowed: seats.allowed > 1, seats };
  }

  /** The saved settings with people who left the team taken out of the rotation. */
  async function effective(ownerId: string) {
    const [settings, agents, team] = await Promise.all([repo.settingsOf(ownerId), repo.agents(ownerId), canRouteToTeam(ownerId)]);
    const active = new Set(agents.map((a) => a.id));
    return {
      settings: { ...settings, rotation: settings.rotation.filter((id) => active.has(id)) },
      agents,
      active,
      canRouteToTeam: team.allowed,
    };
  }

  const nameOf = (agents: RoutingAgent[], id: string | null) => agents.find((a) => a.id === id)?.name ?? 'A teammate';

  /** A hand-off timer when someone is left to take the lead over (owner mode keeps it with the owner). */
  async function startClock(tx: Executor, lead: RoutingLead, settings: LeadRoutingSettings, to: string, round: number, tried: string[]) {
    if (settings.mode === 'owner' || nextAssignee(settings.rotation, { ownerId: lead.ownerId, current: to, tried }) === null) return false;
    await queueHandOff(tx, {
      ownerId: lead.ownerId,
      leadId: lead.id,
      round,
      runAt: new Date(now().getTime() + settings.claimMinutes * 60_000),
    });
    return true;
  }

  return {
    async settings(ownerId: string): Promise<LeadRoutingResponse> {
      const { settings, agents, canRouteToTeam: team } = await effective(ownerId);
      const { nextTurn, ...saved } = settings;
      const next = !team
        ? ownerId
        : settings.mode === 'round_robin'
          ? (inTurn(settings.rotation, nextTurn) ?? ownerId)
          : settings.mode === 'rules'
            ? (settings.fallbackId ?? ownerId)
            : ownerId;
      return { settings: saved, agents, nextAgentId: next, canRouteToTeam: team };
    },

    async save(ownerId: string, request: LeadRoutingSettings): Promise<LeadRoutingResponse> {
      const team = await canRouteToTeam(ownerId);
      if (request.mode !== 'owner' && !team.allowed) throw new LimitReachedError('userSeats', team.seats.used, team.seats.allowed);
      const active = new Set((await repo.agents(ownerId)).map((a) => a.id));
      const unknown = (field: string, id: string | null) => {
        if (id !== null && !active.has(id)) throw new HttpError(400, `${field}: not someone on your team`);
      };
      request.rotation.forEach((id, i) => unknown(`rotation.${i}`, id));
      request.rules.forEach((r, i) => unknown(`rules.${i}.assigneeId`, r.assigneeId));
      unknown('fallbackId', request.fallbackId);
      await repo.saveSettings(ownerId, request);
      return this.settings(ownerId);
    },

    /** lead.created for a lead that came in by itself: give it to someone and tell them. */
    async route(facts: NewLeadFacts): Promise<void> {
      const lead = await repo.lead(facts.ownerId, facts.leadId);
      if (!lead || lead.routingRound > 0) return; // gone, or a rerun: routed already
      const { settings, agents, active, canRouteToTeam: team } = await effective(facts.ownerId);
      const routable = {
        source: lead.source,
        places: [lead.location, facts.propertyAddress],
        price: facts.propertyPrice ?? priceOf(lead.budget),
      };
      const outcome = await repo.transaction(async (tx) => {
        const choice = chooseAssignee(settings, routable, { ownerId: lead.ownerId, turn: 0, canRouteToTeam: team });
        let to = choice.assigneeId;
        if (choice.usesTurn) to = inTurn(settings.rotation, await repo.takeTurn(tx, lead.ownerId)) ?? lead.ownerId;
        if (!active.has(to)) to = lead.ownerId; // a rule's teammate who left the team
        if (!(await repo.assign(tx, lead, 0, to))) return null;
        const timed = team && (await startClock(tx, lead, settings, to, 1, []));
        return { to, timed };
      });
      if (!outcome) return;
      await onAssigned?.(lead.ownerId);
      if (outcome.to === lead.ownerId) return; // the owner hears "New lead" from the notifications module
      const summary = { id: lead.id, name: lead.name, source: lead.source, propertyAddress: facts.propertyAddress };
      await notify(
        outcome.to,
        leadForYouNotification(summary, outcome.timed ? settings.claimMinutes : null, nameOf(agents, lead.ownerId)),
        { dedupeKey: `lead-routing:${lead.id}:1` },
      );
    },

    /** The hand-off job: still unclaimed and still in the same round after N minutes, it moves on. */
    async handOff(ownerId: string, leadId: string, round: number): Promise<void> {
      const lead = await repo.lead(ownerId, leadId);
      if (!lead || lead.routingRound !== round || lead.claimedAt || lead.firstReplyAt || !lead.assignedUserId) return;
      const { settings, agents } = await effective(ownerId);
      const from = lead.assignedUserId;
      const next = nextAssignee(settings.rotation, { ownerId, current: from, tried: lead.routingTried });
      if (next === null) return;
      const moved = await repo.transaction(async (tx) => {
        if (!(await repo.assign(tx, lead, round, next))) return false;
        if (next !== ownerId) await startClock(tx, lead, settings, next, round + 1, [...lead.routingTried, from]);
        return true;
      });
      if (!moved) return; // claimed meanwhile, or another worker handed it off
      await onAssigned?.(ownerId);
      const key = `lead-routing:${lead.id}:${round + 1}`;
      await notify(
        ownerId,
        leadPassedOnNotification(lead, nameOf(agents, from), next === ownerId ? null : nameOf(agents, next), settings.claimMinutes),
        { dedupeKey: `${key}:owner` },
      );
      if (next !== ownerId) {
        const timed = nextAssignee(settings.rotation, { ownerId, current: next, tried: [...lead.routingTried, from] }) !== null;
        await notify(
          next,
          leadForYouNotification(
            { id: lead.id, name: lead.name, source: lead.source },
            timed ? settings.claimMinutes : null,
            nameOf(agents, ownerId),
          ),
          { dedupeKey: key },
        );
      }
    },

    async assigned(userId: string, leadId?: string): Promise<AssignedLeadView[]> {
      const rows = await repo.assignedTo(userId, leadId);
      const settingsByOwner = new Map(
        await Promise.all([...new Set(rows.map((r) => r.ownerId))].map(async (id) => [id, await repo.settingsOf(id)] as const)),
      );
      return rows.map((row) => {
        const settings = settingsByOwner.get(row.ownerId)!;
        // A reply or a logged call counts as claiming it.
        const claimedAt = row.claimedAt ?? row.firstReplyAt;
        const assignedAt = row.assignedAt ?? row.createdAt;
        const clock = !claimedAt && settings.mode !== 'owner';
        return {
          id: row.id,
          name: row.name,
          email: row.email,
          phone: row.phone,
          source: row.source,
          location: row.location,
          notes: row.notes,
          ownerName: row.ownerName,
          isOwnLead: row.ownerId === userId,
          assignedAt: assignedAt.toISOString(),
          claimedAt: claimedAt?.toISOString() ?? null,
          claimBy: clock ? new Date(assignedAt.getTime() + settings.claimMinutes * 60_000).toISOString() : null,
          createdAt: row.createdAt.toISOString(),
        };
      });
    },

    /** The assignee takes the lead: it stays with them. The owner of a lead assigned to someone else gets a 409. */
    async claim(userId: string, leadId: string): Promise<AssignedLeadView> {
      // Routed to them, in their book or on a team they are still on; anyone else cannot see it.
      const [row] = await repo.assignedTo(userId, leadId);
      if (!row) {
        const lead = await repo.ownedBy(userId, leadId);
        if (!lead) throw notFound(LEAD_NOT_FOUND);
        throw new HttpError(
          409,
          lead.assignedUserId ? 'This lead is assigned to a teammate: only they can claim it' : 'This lead was not routed to anyone',
        );
      }
      if (await repo.claim(leadId, userId)) await onAssigned?.(row.ownerId);
      const [view] = await this.assigned(userId, leadId);
      if (!view) throw notFound(LEAD_NOT_FOUND);
      return view;
    },
  };
}
export type LeadRoutingService = ReturnType<typeof createLeadRoutingService>;
