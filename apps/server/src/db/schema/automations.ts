import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { leads } from './leads.ts';
import { properties } from './properties.ts';

// Tracking tasks, flows, triggers and the runs of flows (issue 13). Usage counting reads the
// rows the plan's limits count: active tracking tasks, flows, triggers, and the month's runs.

const owner = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A tracking task (status active, paused or done): watch a property's price and status, or
 * remind the agent to follow up with a lead on a date. Active tasks count against activeTasks.
 */
export const trackingTasks = pgTable(
  'tracking_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    status: text('status').notNull().default('active'),
    /** watch_property, watch_listing or follow_up. */
    kind: text('kind').notNull().default('watch_property'),
    title: text('title').notNull().default(''),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    /** A follow-up the agent ticked off (its reminder alone only makes it done, not completed). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** watch_listing: the page read on a schedule, what it last said, and why it could not be read. */
    url: text('url'),
    listingPrice: bigint('listing_price', { mode: 'number' }),
    listingStatus: text('listing_status'),
    lastError: text('last_error'),
    /**
     * Who hears the task (its reminder, a watched change): the teammate who made it in the team's
     * book, while they are on the team. Null: the book's owner (issue 18).
     */
    notifyUserId: text('notify_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [
    index('tracking_tasks_user_status_idx').on(t.userId, t.status),
    index('tracking_tasks_property_idx').on(t.propertyId),
    index('tracking_tasks_due_idx').on(t.status, t.dueAt),
  ],
);

/** Every run of a tracking task, once per task and cause (an event, a due date): counted against taskExecutions. */
export const taskExecutions = pgTable(
  'task_executions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => trackingTasks.id, { onDelete: 'cascade' }),
    userId: owner(),
    cause: text('cause').notNull(),
    detail: text('detail').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('task_executions_task_cause_idx').on(t.taskId, t.cause), index('task_executions_user_at_idx').on(t.userId, t.at)],
);

/** A flow: its steps (domain FlowStep[], validated on every write) and whether it runs (draft, active, paused). */
export const flows = pgTable(
  'flows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('draft'),
    steps: jsonb('steps').$type<unknown[]>().notNull().default([]),
    stopOnReply: boolean('stop_on_reply').notNull().default(true),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('flows_user_idx').on(t.userId)],
);

/** "When X happens, run this flow": its kind and settings (domain TriggerConfig). */
export const triggers = pgTable(
  'triggers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    name: text('name').notNull(),
    flowId: uuid('flow_id').references(() => flows.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    kind: text('kind').notNull().default('lead_created'),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
    /** Schedule triggers: the next time they fire (the minute cron claims it by moving it on). */
    nextFireAt: timestamp('next_fire_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    index('triggers_user_idx').on(t.userId),
    index('triggers_user_kind_idx').on(t.userId, t.kind),
    index('triggers_next_fire_idx').on(t.nextFireAt),
  ],
);

/** Each time a trigger fired: once per trigger and cause (an event id, or a schedule's due time). */
export const triggerFirings = pgTable(
  'trigger_firings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    triggerId: uuid('trigger_id')
      .notNull()
      .references(() => triggers.id, { onDelete: 'cascade' }),
    userId: owner(),
    cause: text('cause').notNull(),
    leadsEnrolled: integer('leads_enrolled').notNull().default(0),
    firedAt: timestamp('fired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trigger_firings_trigger_cause_idx').on(t.triggerId, t.cause),
    index('trigger_firings_trigger_time_idx').on(t.triggerId, t.firedAt),
  ],
);

/**
 * One lead going through one flow (a workflow execution). `currentStep` is the step its next job
 * runs; `generation` changes on every pause and resume, so a job queued before one finds itself
 * stale and does nothing.
 */
export const flowRuns = pgTable(
  'flow_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    flowId: uuid('flow_id')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('running'),
    /** The flow's steps when the run started: editing a flow changes only the runs after it. */
    steps: jsonb('steps').$type<unknown[]>().notNull().default([]),
    currentStep: integer('current_step'),
    generation: integer('generation').notNull().default(0),
    nextStepAt: timestamp('next_step_at', { withTimezone: true }),
    /** flow: paused because its flow was paused (resuming the flow resumes it); hand: by the agent. */
    pausedBy: text('paused_by'),
    startedVia: text('started_via').notNull().default('hand'),
    triggerId: uuid('trigger_id').references(() => triggers.id, { onDelete: 'set null' }),
    /** What started it (a trigger's event and lead): the same cause never starts it twice. */
    startKey: text('start_key'),
    /** The flows whose steps led to this run, first to last (its trigger read an event one of their steps wrote): none of them starts again from this run's changes. */
    causeFlowIds: uuid('cause_flow_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    reason: text('reason'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('flow_runs_user_started_idx').on(t.userId, t.startedAt),
    index('flow_runs_flow_started_idx').on(t.flowId, t.startedAt),
    index('flow_runs_lead_idx').on(t.leadId, t.status),
    uniqueIndex('flow_runs_flow_start_key_idx').on(t.flowId, t.startKey),
    // A lead is on a flow at most once at a time.
    uniqueIndex('flow_runs_one_open_per_lead_idx')
      .on(t.flowId, t.leadId)
      .where(sql`status in ('running', 'waiting', 'paused')`),
  ],
);

/** What each step of a run did, and when: a step runs once per run (the key of its effect). */
export const flowRunSteps = pgTable(
  'flow_run_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => flowRuns.id, { onDelete: 'cascade' }),
    stepIndex: integer('step_index').notNull(),
    stepId: text('step_id').notNull(),
    type: text('type').notNull(),
    result: text('result').notNull(),
    detail: text('detail').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('flow_run_steps_run_index_idx').on(t.runId, t.stepIndex)],
);

/**
 * A saved search (domain PropertyAlertRequest) for the agent or for one lead: every criterion
 * left empty matches anything. Matching is one SQL statement per change (set-based).
 */
export const propertyAlerts = pgTable(
  'property_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    city: text('city'),
    zipcode: text('zipcode'),
    minPrice: bigint('min_price', { mode: 'number' }),
    maxPrice: bigint('max_price', { mode: 'number' }),
    minBeds: integer('min_beds'),
    minBaths: integer('min_baths'),
    propertyType: text('property_type'),
    status: text('status'),
    /** none, email or sms: whether the lead gets each match through messaging. */
    notifyLead: text('notify_lead').notNull().default('none'),
    lastMatchedAt: timestamp('last_matched_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('property_alerts_user_idx').on(t.userId, t.enabled)],
);

/** Each property an alert matched, once (the agent and the lead hear about it once). */
export const propertyAlertMatches = pgTable(
  'property_alert_matches',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => propertyAlerts.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    /** Already matching when the alert was saved: recorded so it never alerts, not counted as a match. */
    baseline: boolean('baseline').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.propertyId] })],
);

// messages: see messaging.ts (the messaging module owns it; usage counting reads it).
