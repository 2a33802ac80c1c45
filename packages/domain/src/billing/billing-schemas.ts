import { z } from 'zod';
import { ADDON_IDS } from './addons';
import { BILLING_INTERVALS, BOOLEAN_FEATURES, NUMERIC_FEATURES, PLAN_KEYS } from './plans';
import { LIMITED_FEATURES } from './usage';

/** The subscription as the API shows it: no payment-provider ids ever leave the server. */
export const SubscriptionSchema = z.object({
  id: z.string(),
  plan_id: z.enum(PLAN_KEYS),
  billing_interval: z.enum(BILLING_INTERVALS),
  status: z.string(),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const OwnedAddonSchema = z.object({
  id: z.string(),
  addon_id: z.string(),
  addon_name: z.string(),
  active: z.boolean(),
  pending_cancellation: z.boolean(),
  current_period_end: z.string().nullable(),
  /** From the catalogue by addon_id: 0 and empty when the id is unknown. */
  price: z.number(),
  description: z.string(),
});
export type OwnedAddonResponse = z.infer<typeof OwnedAddonSchema>;

const numericEntitlements = z.object(
  Object.fromEntries(NUMERIC_FEATURES.map((f) => [f, z.number()])) as Record<(typeof NUMERIC_FEATURES)[number], z.ZodNumber>,
);
const booleanEntitlements = z.object(
  Object.fromEntries(BOOLEAN_FEATURES.map((f) => [f, z.boolean()])) as Record<(typeof BOOLEAN_FEATURES)[number], z.ZodBoolean>,
);
export const EntitlementsSchema = numericEntitlements.extend(booleanEntitlements.shape);

export const UsageCountsSchema = z.object({
  active_tasks: z.number(),
  task_executions: z.number(),
  flows_count: z.number(),
  trigger_events: z.number(),
  sms_notifications_used: z.number(),
  call_minutes_used: z.number(),
  email_notifications_used: z.number(),
  properties_stored: z.number(),
  total_properties: z.number(),
  leads_stored: z.number(),
  total_leads: z.number(),
  team_members_count: z.number(),
});

/** GET /api/subscription. */
export const SubscriptionOverviewSchema = z.object({
  subscription: SubscriptionSchema.nullable(),
  /** The plan the entitlements come from; null when there is no current subscription. */
  plan_id: z.enum(PLAN_KEYS).nullable(),
  is_active: z.boolean(),
  /** A trial whose period is over and no plan chosen. */
  trial_expired: z.boolean(),
  addons: z.array(OwnedAddonSchema),
  entitlements: EntitlementsSchema,
  usage: UsageCountsSchema,
  days_until_renewal: z.number().nullable(),
  billing_mode: z.enum(['local', 'stripe']),
});
export type SubscriptionOverview = z.infer<typeof SubscriptionOverviewSchema>;

/** POST /api/billing/plan */
export const ChoosePlanRequestSchema = z
  .object({
    plan: z.enum(PLAN_KEYS.filter((k) => k !== 'trial') as ['starter', 'agent', 'business'], {
      error: 'plan must be starter, agent or business',
    }),
    interval: z.enum(BILLING_INTERVALS, { error: 'interval must be monthly or annual' }),
  })
  .strict();
export type ChoosePlanRequest = z.infer<typeof ChoosePlanRequestSchema>;

/** POST /api/billing/addons */
export const BuyAddonRequestSchema = z
  .object({ addon_id: z.enum(ADDON_IDS as [string, ...string[]], { error: 'addon_id is not an add-on we sell' }) })
  .strict();
export type BuyAddonRequest = z.infer<typeof BuyAddonRequestSchema>;

/** What a billing action did: applied at once (local mode) or the page to pay on (Stripe). */
export const BillingActionResponseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('applied') }),
  z.object({ kind: z.literal('redirect'), url: z.string() }),
]);
export type BillingActionResponse = z.infer<typeof BillingActionResponseSchema>;

/** The body of every 402: which limit, how much is used and how much is allowed. */
export const LimitReachedResponseSchema = z.object({
  error: z.string(),
  limit: z.enum(LIMITED_FEATURES),
  used: z.number(),
  allowed: z.number(),
});
export type LimitReachedResponse = z.infer<typeof LimitReachedResponseSchema>;

/** GET /api/billing/history: the local equivalent of invoices (every period bought). */
export const BillingHistoryEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['plan', 'addon']),
  name: z.string(),
  amount: z.number(),
  interval: z.enum(BILLING_INTERVALS),
  status: z.string(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  created_at: z.string(),
});
export type BillingHistoryEntry = z.infer<typeof BillingHistoryEntrySchema>;

/** Team seats. */
export const InviteTeamMemberRequestSchema = z
  .object({ email: z.email({ error: 'email must be a valid e-mail address' }).trim().toLowerCase() })
  .strict();
export type InviteTeamMemberRequest = z.infer<typeof InviteTeamMemberRequestSchema>;

export const TeamMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(['invited', 'active']),
  invited_at: z.string(),
  accepted_at: z.string().nullable(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamResponseSchema = z.object({
  members: z.array(TeamMemberSchema),
  seats: z.object({ used: z.number(), allowed: z.number() }),
  /** Teams this user has joined as a member; team_id names the team's book (the ownership module's header). */
  memberships: z.array(
    z.object({ id: z.string(), team_id: z.string(), owner_name: z.string(), owner_email: z.string(), accepted_at: z.string().nullable() }),
  ),
});
export type TeamResponse = z.infer<typeof TeamResponseSchema>;

export const AcceptInvitationRequestSchema = z.object({ token: z.string().min(1, 'token is required').max(200) }).strict();

export const InvitationPreviewSchema = z.object({
  email: z.string(),
  owner_name: z.string(),
  status: z.enum(['pending', 'accepted', 'expired']),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;
