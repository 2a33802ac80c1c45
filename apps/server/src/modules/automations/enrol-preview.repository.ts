import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { EnrolReach } from '@porchlight/domain/automations/enrol-preview';
import type { Database } from '../../db/client.ts';
import { leads, messages } from '../../db/schema/index.ts';

/**
 * Counts of the account's leads a trigger would reach (the confirm step before a flow starts
 * listening): the same rules the firing uses (tags case-insensitive, a lead's latest message
 * from the agent unanswered for N days), read-only.
 */
export function createEnrolPreviewRepository(db: Database) {
  const countWhere = async (where: ReturnType<typeof and>) => (await db.select({ n: count() }).from(leads).where(where))[0]?.n ?? 0;

  return {
    async count(userId: string, reach: EnrolReach, now: Date): Promise<{ now: number; matching: number | null }> {
      switch (reach.kind) {
        case 'new_leads':
        case 'lead_events':
          return { now: 0, matching: null };
        case 'tagged':
          return {
            now: 0,
            matching: await countWhere(
              and(eq(leads.userId, userId), sql`exists (select 1 from unnest(${leads.tags}) t where lower(t) = lower(${reach.tag}))`),
            ),
          };
        case 'dated':
          return {
            now: 0,
            matching: await countWhere(
              and(eq(leads.userId, userId), isNotNull(reach.field === 'lead_birthday' ? leads.birthday : leads.purchaseDate)),
            ),
          };
        case 'silent': {
          const before = new Date(now.getTime() - reach.days * 86_400_000).toISOString();
          const result = (await db.execute(sql`
            select count(*)::int as n
            from ${leads} l
            join lateral (
              select o.created_at from ${messages} o
              where o.user_id = ${userId} and o.lead_id = l.id and o.direction = 'outbound' and o.status not in ('failed', 'canceled')
              order by o.created_at desc limit 1
            ) m on true
            where l.user_id = ${userId} and m.created_at <= ${before}
              and not exists (select 1 from ${messages} i where i.user_id = ${userId} and i.lead_id = l.id and i.direction = 'inbound' and i.created_at > m.created_at)`)) as unknown as {
            rows: { n: number }[];
          };
          return { now: Number(result.rows[0]?.n ?? 0), matching: null };
        }
      }
    },
  };
}
