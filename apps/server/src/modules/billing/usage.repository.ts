import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { UsageCounts } from '@porchlight/domain/billing/usage';

export type MeteredCounts = UsageCounts & {
  property_alerts: number;
  exports_this_month: number;
  workflow_executions: number;
  social_posts_this_month: number;
};

/**
 * Every count the plan's limits are measured by, in one round trip (spec 000 §7 lists them as
 * count-only queries). Each is an index-only count on (user_id, ...).
 */
export function createUsageRepository(db: Database) {
  return {
    async counts(userId: string, now: Date = new Date()): Promise<MeteredCounts> {
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
      // Both drivers (pg and PGlite) answer raw SQL with { rows }.
      const result = (await db.execute(sql`
        select
          (select count(*) from tracking_tasks where user_id = ${userId} and status = 'active') as active_tasks,
          (select count(*) from flows where user_id = ${userId}) as flows_count,
          (select count(*) from triggers where user_id = ${userId}) as trigger_events,
          (select count(*) from messages where user_id = ${userId} and type = 'sms' and direction = 'outbound' and status not in ('failed', 'canceled') and created_at >= ${monthStart}) as sms_notifications_used,
          (select coalesce(sum(ceil(coalesce(billed_seconds, duration_seconds, 0) / 60.0)), 0) from calls where user_id = ${userId} and created_at >= ${monthStart}) as call_minutes_used,
          (select count(*) from messages where user_id = ${userId} and type = 'email' and direction = 'outbound' and status not in ('failed', 'canceled') and created_at >= ${monthStart}) as email_notifications_used,
          (select count(*) from properties where user_id = ${userId}) as properties_stored,
          ((select count(*) from properties where user_id = ${userId} and is_watched) + (select count(*) from property_alerts where user_id = ${userId})) as property_alerts,
          (select count(*) from leads where user_id = ${userId}) as leads_stored,
          (select count(*) from team_members where team_id = ${userId}) as team_members,
          (select count(*) from flow_runs where user_id = ${userId} and started_at >= ${monthStart}) as workflow_executions,
          (select count(*) from task_executions where user_id = ${userId} and at >= ${monthStart}) as task_executions,
          (select count(*) from csv_exports where user_id = ${userId} and created_at >= ${monthStart}) as exports_this_month,
          (select count(*) from social_posts where user_id = ${userId} and counted_at >= ${monthStart}) as social_posts_this_month`)) as unknown as {
        rows: Record<string, string | number>[];
      };
      const row = result.rows[0]!;
      const n = (key: string) => Number(row[key] ?? 0);
      return {
        active_tasks: n('active_tasks'),
        // Spec 000 §3 said "always 0" before tasks ran; now each run of a tracking task this month.
        task_executions: n('task_executions'),
        flows_count: n('flows_count'),
        trigger_events: n('trigger_events'),
        sms_notifications_used: n('sms_notifications_used'),
        // Each call's whole length rounded up to the minute, as billedMinutes (calls domain) says.
        call_minutes_used: n('call_minutes_used'),
        email_notifications_used: n('email_notifications_used'),
        properties_stored: n('properties_stored'),
        total_properties: n('properties_stored'),
        leads_stored: n('leads_stored'),
        total_leads: n('leads_stored'),
        team_members_count: n('team_members') + 1,
        property_alerts: n('property_alerts'),
        exports_this_month: n('exports_this_month'),
        // Each lead put on a flow is one workflow execution, counted per calendar month (UTC).
        workflow_executions: n('workflow_executions'),
        // A post counts once, in the month it was first scheduled or published (docs/product-decisions.md).
        social_posts_this_month: n('social_posts_this_month'),
      };
    },
  };
}

export type UsageRepository = ReturnType<typeof createUsageRepository>;
