import type { NumericFeature } from './plans';

/** Usage counts per user, named as spec 000 §3 names them. */
export type UsageCounts = {
  active_tasks: number;
  task_executions: number;
  flows_count: number;
  trigger_events: number;
  sms_notifications_used: number;
  /** Call minutes this month (issue 52: each call's whole length, rounded up to the minute). */
  call_minutes_used: number;
  email_notifications_used: number;
  properties_stored: number;
  total_properties: number;
  leads_stored: number;
  total_leads: number;
  team_members_count: number;
};

export const EMPTY_USAGE: UsageCounts = {
  active_tasks: 0,
  task_executions: 0,
  flows_count: 0,
  trigger_events: 0,
  sms_notifications_used: 0,
  call_minutes_used: 0,
  email_notifications_used: 0,
  properties_stored: 0,
  total_properties: 0,
  leads_stored: 0,
  total_leads: 0,
  team_members_count: 1,
};

/** The plan limit keys of spec 000 §3 and the usage count each is measured by. */
export const LIMIT_USAGE_KEYS = {
  activeTasks: 'active_tasks',
  taskExecutions: 'task_executions',
  flows: 'flows_count',
  triggerEvents: 'trigger_events',
  smsNotifications: 'sms_notifications_used',
  callMinutes: 'call_minutes_used',
  emailNotifications: 'email_notifications_used',
  maxProperties: 'properties_stored',
  maxLeads: 'leads_stored',
  userSeats: 'team_members_count',
} as const satisfies Partial<Record<NumericFeature, keyof UsageCounts>>;

export type PlanLimitKey = keyof typeof LIMIT_USAGE_KEYS;
export const PLAN_LIMIT_KEYS = Object.keys(LIMIT_USAGE_KEYS) as PlanLimitKey[];

/** Features the server enforces when something is created or sent (402 past the limit). */
export const LIMITED_FEATURES = [...PLAN_LIMIT_KEYS, 'propertyAlerts', 'exportLimit', 'workflowExecutions', 'maxSocialPosts'] as const;
export type LimitedFeature = (typeof LIMITED_FEATURES)[number];

/** Team seat count = members plus 1 for the owner. */
export const teamSeatCount = (members: number) => members + 1;
