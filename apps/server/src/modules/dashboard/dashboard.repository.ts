import { sql } from 'drizzle-orm';
import { ACTIVITY_EVENT_TYPES } from '@porchlight/domain/dashboard/activity-feed';
import type { DashboardCounts } from '@porchlight/domain/dashboard/dashboard-metrics';
import { PIPELINE_STATUSES } from '@porchlight/domain/dashboard/dashboard-metrics';
import type { PeriodWindow } from '@porchlight/domain/dashboard/dashboard-period';
import {
  NEW_LEAD_HOURS,
  NOT_CONTACTED_DAYS,
  PRICE_CHANGE_DAYS,
  TODAY_LIST_SIZE,
  type DashboardTodayResponse,
  type TodayLead,
} from '@porchlight/domain/dashboard/dashboard-today';
import type { DomainEventResponse, EventSubjectType, EventType } from '@porchlight/domain/events/event-types';
import type { Database } from '../../db/client.ts';

// The dashboard only reads: the book's tables (leads, properties, tasks, runs, messages) and the
// event log, by SQL, never another module's code. Every count is scoped to the agent.

type Row = Record<string, unknown>;
// Both drivers (pg and PGlite) answer raw SQL with { rows }.
const rowsOf = async (query: Promise<unknown>) => ((await query) as { rows: Row[] }).rows;
const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
const n = (v: unknown) => Number(v ?? 0);
const textOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));

const toLead = (r: Row): TodayLead => ({
  id: String(r.id),
  name: String(r.name),
  status: textOrNull(r.status),
  source: textOrNull(r.source),
  created_at: iso(r.created_at),
  first_reply_at: r.first_reply_at ? iso(r.first_reply_at) : null,
});
const listOf = <T>(rows: Row[], map: (r: Row) => T) => ({ count: rows.length ? n(rows[0]!.total) : 0, items: rows.map(map) });

export function createDashboardRepository(db: Database) {
  return {
    /** Every count of the metric cards, in one statement (one round trip). */
    async counts(userId: string, w: PeriodWindow): Promise<DashboardCounts> {
      const from = sql`${w.from.toISOString()}::timestamptz`;
      const before = sql`${w.previousFrom.toISOString()}::timestamptz`;
      const pipeline = sql.join(
        PIPELINE_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      );
      const chores = sql`('update_lead', 'create_task', 'notify')`;
      const [row] = await rowsOf(
        db.execute(sql`
          with
            l as (select count(*) as now, count(*) filter (where created_at < ${from} or import_id is not null) as at_start from leads where user_id = ${userId}),
            p as (
              select count(*) as now, count(*) filter (where created_at < ${from}) as at_start,
                coalesce(sum(coalesce(current_price, listing_price)) filter (where status in (${pipeline})), 0) as pipeline,
                coalesce(sum(coalesce(current_price, listing_price)) filter (where status in (${pipeline}) and created_at < ${from}), 0) as pipeline_at_start
              from properties where user_id = ${userId}),
            t as (select count(*) as now, count(*) filter (where created_at < ${from}) as at_start from tracking_tasks where user_id = ${userId} and status = 'active'),
            te as (select count(*) filter (where at >= ${from}) as now, count(*) filter (where at < ${from}) as previous from task_executions where user_id = ${userId} and at >= ${before}),
            fr as (select count(*) filter (where started_at >= ${from}) as now, count(*) filter (where started_at < ${from}) as previous from flow_runs where user_id = ${userId} and started_at >= ${before}),
            am as (
              select count(*) filter (where created_at >= ${from}) as now, count(*) filter (where created_at < ${from}) as previous
              from messages where user_id = ${userId} and direction = 'outbound' and request_key is not null and status not in ('failed', 'canceled') and created_at >= ${before}),
            ch as (
              select count(*) filter (where s.at >= ${from}) as now, count(*) filter (where s.at < ${from}) as previous
              from flow_run_steps s join flow_runs r on r.id = s.run_id
              where r.user_id = ${userId} and s.result = 'done' and s.type in ${chores} and s.at >= ${before})
          select l.now as leads, l.at_start as leads_at_start, p.now as properties, p.at_start as properties_at_start,
            p.pipeline, p.pipeline_at_start, t.now as tasks, t.at_start as tasks_at_start,
            te.now as task_executions, te.previous as task_executions_previous, fr.now as flow_runs, fr.previous as flow_runs_previous,
            am.now as automated_messages, am.previous as automated_messages_previous, ch.now as chores, ch.previous as chores_previous
          from l, p, t, te, fr, am, ch`),
      );
      const r = row ?? {};
      return {
        leads: n(r.leads),
        leadsAtStart: n(r.leads_at_start),
        properties: n(r.properties),
        propertiesAtStart: n(r.properties_at_start),
        activeTasks: n(r.tasks),
        activeTasksAtStart: n(r.tasks_at_start),
        taskExecutions: n(r.task_executions),
        taskExecutionsPrevious: n(r.task_executions_previous),
        flowRuns: n(r.flow_runs),
        flowRunsPrevious: n(r.flow_runs_previous),
        automatedMessages: n(r.automated_messages),
        automatedMessagesPrevious: n(r.automated_messages_previous),
        automatedChores: n(r.chores),
        automatedChoresPrevious: n(r.chores_previous),
        pipelineValue: n(r.pipeline),
        pipelineValueAtStart: n(r.pipeline_at_start),
      };
    },

    /** The "Today" lists: each is one query, run together (a pool runs them side by side). */
    async today(userId: string): Promise<DashboardTodayResponse> {
      const size = TODAY_LIST_SIZE;
      const [followUps, fresh, quiet, replies, hot, prices] = await Promise.all([
        rowsOf(
          db.execute(sql`
            select t.id, t.title, t.lead_id, l.name as lead_name, t.due_at, count(*) over () as total
            from tracking_tasks t left join leads l on l.id = t.lead_id
            where t.user_id = ${userId} and t.status = 'active' and t.kind = 'follow_up' and t.due_at < date_trunc('day', now()) + interval '1 day'
            order by t.due_at limit ${size}`),
        ),
        rowsOf(
          db.execute(sql`
            select id, name, status, source, created_at, first_reply_at, count(*) over () as total from leads
            where user_id = ${userId} and created_at >= now() - make_interval(hours => ${NEW_LEAD_HOURS}) and import_id is null
            order by created_at desc limit ${size}`),
        ),
        rowsOf(
          db.execute(sql`
            select l.id, l.name, l.status, l.source, l.created_at, l.first_reply_at, greatest(l.created_at, l.last_activity_at, m.last_sent) as last_contact_at, count(*) over () as total
            from leads l
            left join lateral (select max(created_at) as last_sent from messages where user_id = ${userId} and lead_id = l.id and direction = 'outbound') m on true
            where l.user_id = ${userId} and greatest(l.created_at, l.last_activity_at, coalesce(m.last_sent, l.created_at)) < now() - make_interval(days => ${NOT_CONTACTED_DAYS})
            order by (l.status = 'hot') desc nulls last, last_contact_at limit ${size}`),
        ),
        rowsOf(
          db.execute(sql`
            select x.lead_id, x.lead_name, x.type, x.body, x.created_at, count(*) over () as total from (
              select distinct on (m.lead_id) m.lead_id, l.name as lead_name, m.type, m.body, m.direction, m.created_at
              from messages m join leads l on l.id = m.lead_id
              where m.user_id = ${userId} and m.lead_id is not null and m.status not in ('failed', 'canceled')
              order by m.lead_id, m.created_at desc
            ) x
            left join conversation_states cs on cs.user_id = ${userId} and cs.lead_id = x.lead_id
            where x.direction = 'inbound' and (cs.done_at is null or cs.done_at < x.created_at)
            order by x.created_at desc limit ${size}`),
        ),
        rowsOf(
          db.execute(sql`
            select id, name, status, source, created_at, first_reply_at, count(*) over () as total from leads
            where user_id = ${userId} and status = 'hot' order by updated_at desc limit ${size}`),
        ),
        rowsOf(
          db.execute(sql`
            select x.subject_id, x.address, x.from_price, x.to_price, x.created_at, count(*) over () as total from (
              select distinct on (e.subject_id) e.subject_id, p.address, e.payload->>'from' as from_price, e.payload->>'to' as to_price, e.created_at
              from events e join properties p on p.id::text = e.subject_id and p.user_id = ${userId}
              where e.account_id = ${userId} and e.type = 'property.price_changed' and p.is_watched
                and e.created_at >= now() - make_interval(days => ${PRICE_CHANGE_DAYS})
              order by e.subject_id, e.seq desc
            ) x order by x.created_at desc limit ${size}`),
        ),
      ]);
      const price = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
      return {
        followUpsDue: listOf(followUps, (r) => ({
          id: String(r.id),
          title: String(r.title),
          lead_id: textOrNull(r.lead_id),
          lead_name: textOrNull(r.lead_name),
          due_at: iso(r.due_at),
        })),
        newLeads: listOf(fresh, toLead),
        notContacted: { ...listOf(quiet, (r) => ({ ...toLead(r), last_contact_at: iso(r.last_contact_at) })), days: NOT_CONTACTED_DAYS },
        repliesWaiting: listOf(replies, (r) => ({
          lead_id: String(r.lead_id),
          lead_name: String(r.lead_name),
          channel: r.type === 'sms' ? 'sms' : 'email',
          preview: String(r.body ?? '').slice(0, 140),
          at: iso(r.created_at),
        })),
        hotLeads: listOf(hot, toLead),
        priceChanges: listOf(prices, (r) => ({
          property_id: String(r.subject_id),
          address: String(r.address),
          from: price(r.from_price),
          to: price(r.to_price),
          at: iso(r.created_at),
        })),
      };
    },

    /** The activity feed: the account's events of the feed's types, newest first, a page at a time. */
    async activity(
      userId: string,
      before: number | null,
      limit: number,
    ): Promise<{ events: DomainEventResponse[]; nextBefore: string | null }> {
      const types = sql.join(
        ACTIVITY_EVENT_TYPES.map((t) => sql`${t}`),
        sql`, `,
      );
      const rows = await rowsOf(
        db.execute(sql`
          select id, seq, type, subject_type, subject_id, actor_id, payload, created_at from events
          where account_id = ${userId} and type in (${types}) ${before === null ? sql`` : sql`and seq < ${before}`}
          order by seq desc limit ${limit + 1}`),
      );
      const page = rows.slice(0, limit);
      const events = page.map((r) => ({
        id: String(r.id),
        type: r.type as EventType,
        subject_type: r.subject_type as EventSubjectType,
        subject_id: String(r.subject_id),
        actor_id: textOrNull(r.actor_id),
        payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
        created_at: iso(r.created_at),
      }));
      return { events, nextBefore: rows.length > limit && page.length ? String(page.at(-1)!.seq) : null };
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
