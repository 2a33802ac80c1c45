import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { TriggerResponse } from '@porchlight/domain/automations/automation-schemas';
import { TriggerConfigSchema, describeTrigger, type TriggerConfig, type TriggerKind } from '@porchlight/domain/automations/triggers';
import type { Database } from '../../db/client.ts';
import { flows, leads, messages, triggerFirings, triggers } from '../../db/schema/index.ts';

/** A transaction or the database. */
type Tx = Database;

const triggerColumns = {
  id: triggers.id,
  userId: triggers.userId,
  name: triggers.name,
  flowId: triggers.flowId,
  enabled: triggers.enabled,
  kind: triggers.kind,
  config: triggers.config,
  lastFiredAt: triggers.lastFiredAt,
  nextFireAt: triggers.nextFireAt,
  createdAt: triggers.createdAt,
};
export type TriggerRow = {
  id: string;
  userId: string;
  name: string;
  flowId: string | null;
  enabled: boolean;
  kind: string;
  config: Record<string, unknown>;
  lastFiredAt: Date | null;
  nextFireAt: Date | null;
  createdAt: Date;
};

/** The first moment of `now`'s month (UTC): what "this month" counts from. */
export const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** Triggers: what starts a flow (events, the clock), and each firing once per cause. */
export function createTriggersRepository(db: Database) {
  /** Enabled triggers of a kind the clock fires (not events), whose flow is on, across accounts. */
  const clockTriggers = async (kind: TriggerKind) =>
    (await db
      .select(triggerColumns)
      .from(triggers)
      .innerJoin(flows, eq(flows.id, triggers.flowId))
      .where(and(eq(triggers.kind, kind), eq(triggers.enabled, true), eq(flows.status, 'active')))
      .limit(500)) as TriggerRow[];

  return {
    async list(userId: string, now: Date): Promise<TriggerResponse[]> {
      const rows = await db
        .select({
          ...triggerColumns,
          flowName: flows.name,
          fired:
            sql<number>`(select count(*) from ${triggerFirings} where ${triggerFirings.triggerId} = ${triggers.id} and ${triggerFirings.firedAt} >= ${monthStart(now).toISOString()})`.mapWith(
              Number,
            ),
        })
        .from(triggers)
        .leftJoin(flows, eq(flows.id, triggers.flowId))
        .where(eq(triggers.userId, userId))
        .orderBy(desc(triggers.createdAt));
      return rows.flatMap((r) => {
        const parsed = TriggerConfigSchema.safeParse(r.config);
        if (!parsed.success || !r.flowId) return [];
        return [
          {
            id: r.id,
            name: r.name,
            flow_id: r.flowId,
            flow_name: r.flowName ?? '',
            enabled: r.enabled,
            config: parsed.data,
            description: describeTrigger(parsed.data),
            last_fired_at: r.lastFiredAt?.toISOString() ?? null,
            fired_this_month: r.fired,
            created_at: r.createdAt.toISOString(),
          },
        ];
      });
    },
    async row(userId: string, id: string): Promise<TriggerRow | undefined> {
      const [row] = await db
        .select(triggerColumns)
        .from(triggers)
        .where(and(eq(triggers.userId, userId), eq(triggers.id, id)));
      return row as TriggerRow | undefined;
    },
    async insert(
      userId: string,
      values: { name: string; flowId: string; enabled: boolean; config: TriggerConfig; nextFireAt: Date | null },
      tx: Tx = db,
    ) {
      const [row] = await tx
        .insert(triggers)
        .values({
          userId,
          name: values.name,
          flowId: values.flowId,
          enabled: values.enabled,
          kind: values.config.kind,
          config: values.config,
          nextFireAt: values.nextFireAt,
        })
        .returning({ id: triggers.id });
      return row!.id;
    },
    async update(
      userId: string,
      id: string,
      values: Partial<{ name: string; flowId: string; enabled: boolean; config: TriggerConfig; nextFireAt: Date | null }>,
    ) {
      const [row] = await db
        .update(triggers)
        .set({ ...values, ...(values.config ? { kind: values.config.kind } : {}) })
        .where(and(eq(triggers.userId, userId), eq(triggers.id, id)))
        .returning({ id: triggers.id });
      return Boolean(row);
    },
    async remove(userId: string, id: string) {
      return (
        (
          await db
            .delete(triggers)
            .where(and(eq(triggers.userId, userId), eq(triggers.id, id)))
            .returning({ id: triggers.id })
        ).length > 0
      );
    },
    /** The account's enabled triggers of these kinds whose flow is on. */
    async listening(userId: string, kinds: TriggerKind[]) {
      if (kinds.length === 0) return [];
      return (await db
        .select(triggerColumns)
        .from(triggers)
        .innerJoin(flows, eq(flows.id, triggers.flowId))
        .where(
          and(eq(triggers.userId, userId), eq(triggers.enabled, true), inArray(triggers.kind, kinds), eq(flows.status, 'active')),
        )) as TriggerRow[];
    },
    /** Schedule triggers that are due, across accounts. */
    async dueSchedules(now: Date) {
      return (await db
        .select(triggerColumns)
        .from(triggers)
        .innerJoin(flows, eq(flows.id, triggers.flowId))
        .where(
          and(
            eq(triggers.kind, 'schedule'),
            eq(triggers.enabled, true),
            isNotNull(triggers.nextFireAt),
            lte(triggers.nextFireAt, now),
            eq(flows.status, 'active'),
          ),
        )
        .limit(100)) as TriggerRow[];
    },
    /** Enabled no-reply triggers whose flow is on, across accounts. */
    noReplyTriggers: () => clockTriggers('lead_no_reply'),
    /** Enabled date triggers (birthday, anniversary, open house) whose flow is on, across accounts. */
    dateTriggers: () => clockTriggers('date_arrives'),
    /**
     * Leads whose latest message from the agent is at least `days` old with no reply since, not
     * yet fired for that message: the cause is the message, so each silence fires once.
     */
    async silentLeads(trigger: TriggerRow, days: number, now: Date, limit: number) {
      const before = new Date(now.getTime() - days * 86_400_000).toISOString();
      const result = (await db.execute(sql`
        select l.id as lead_id, m.id as message_id
        from ${leads} l
        join lateral (
          select o.id, o.created_at from ${messages} o
          where o.user_id = ${trigger.userId} and o.lead_id = l.id and o.direction = 'outbound' and o.status not in ('failed', 'canceled')
          order by o.created_at desc limit 1
        ) m on true
        where l.user_id = ${trigger.userId} and m.created_at <= ${before}
          and not exists (select 1 from ${messages} i where i.user_id = ${trigger.userId} and i.lead_id = l.id and i.direction = 'inbound' and i.created_at > m.created_at)
          and not exists (select 1 from ${triggerFirings} f where f.trigger_id = ${trigger.id} and f.cause = 'no-reply:' || m.id::text)
        limit ${limit}`)) as unknown as { rows: { lead_id: string; message_id: string }[] };
      return result.rows.map((r) => ({ leadId: r.lead_id, cause: `no-reply:${r.message_id}` }));
    },
    /** Moves a schedule on from the due time this caller saw; false when another instance did. */
    async claimSchedule(id: string, due: Date, next: Date) {
      const rows = await db
        .update(triggers)
        .set({ nextFireAt: next })
        .where(and(eq(triggers.id, id), eq(triggers.nextFireAt, due)))
        .returning({ id: triggers.id });
      return rows.length > 0;
    },
    /** Records a firing once per cause; answers whether this call recorded it. */
    async recordFiring(userId: string, triggerId: string, cause: string, leadsEnrolled: number, at: Date) {
      const rows = await db
        .insert(triggerFirings)
        .values({ userId, triggerId, cause, leadsEnrolled, firedAt: at })
        .onConflictDoNothing()
        .returning({ id: triggerFirings.id });
      if (rows.length) await db.update(triggers).set({ lastFiredAt: at }).where(eq(triggers.id, triggerId));
      return rows.length > 0;
    },
  };
}
