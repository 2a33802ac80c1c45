import { z } from 'zod';

/** Who gets a lead that came in by itself (the form, a lead e-mail, later the public API). */
export const LEAD_ROUTING_MODES = ['owner', 'round_robin', 'rules'] as const;
export type LeadRoutingMode = (typeof LEAD_ROUTING_MODES)[number];

/** How long an assignee has to claim a lead before it goes to the next person (minutes). */
export const CLAIM_MINUTES_MIN = 5;
export const CLAIM_MINUTES_MAX = 60;
export const CLAIM_MINUTES_DEFAULT = 10;
export const ROUTING_RULES_MAX = 20;
export const ROUTING_AREAS_MAX = 20;
/** A plan's seats cap a team well below this; it only bounds the request. */
export const ROTATION_MAX = 50;

const userId = (field: string) =>
  z
    .string({ error: `${field} must be a teammate` })
    .trim()
    .min(1, `${field} must be a teammate`)
    .max(100);
const price = z
  .number({ error: 'price must be a whole number of dollars' })
  .int('price must be a whole number of dollars')
  .nonnegative('price cannot be negative')
  .nullable();

/** One rule: every condition it names must hold (a blank one matches any lead). */
export const LeadRoutingRuleSchema = z
  .object({
    /** The lead's source as it arrives ("Zillow", "Website", the form's source), any case. */
    source: z.string().trim().max(60).nullable().default(null),
    /** ZIP codes or city names: the lead's area or the asked-about property's must be one. */
    areas: z
      .array(z.string().trim().min(1, 'areas: an area cannot be blank').max(60))
      .max(ROUTING_AREAS_MAX, `areas: at most ${ROUTING_AREAS_MAX}`)
      .default([]),
    minPrice: price.default(null),
    maxPrice: price.default(null),
    assigneeId: userId('assigneeId'),
  })
  .refine((r) => r.minPrice === null || r.maxPrice === null || r.minPrice <= r.maxPrice, {
    message: 'maxPrice must be at least minPrice',
    path: ['maxPrice'],
  });
export type LeadRoutingRule = z.infer<typeof LeadRoutingRuleSchema>;

export const LeadRoutingSettingsSchema = z
  .object({
    mode: z.enum(LEAD_ROUTING_MODES, { error: `mode must be one of ${LEAD_ROUTING_MODES.join(', ')}` }),
    claimMinutes: z
      .number({ error: 'claimMinutes must be a number of minutes' })
      .int('claimMinutes must be a whole number of minutes')
      .min(CLAIM_MINUTES_MIN, `claimMinutes must be between ${CLAIM_MINUTES_MIN} and ${CLAIM_MINUTES_MAX}`)
      .max(CLAIM_MINUTES_MAX, `claimMinutes must be between ${CLAIM_MINUTES_MIN} and ${CLAIM_MINUTES_MAX}`),
    /** The chosen teammates, in turn order (round robin, and who is next when a lead is not claimed). */
    rotation: z
      .array(userId('rotation'))
      .max(ROTATION_MAX)
      .refine((ids) => new Set(ids).size === ids.length, 'rotation: each teammate once'),
    rules: z.array(LeadRoutingRuleSchema).max(ROUTING_RULES_MAX, `rules: at most ${ROUTING_RULES_MAX}`),
    /** Who gets a lead no rule matches; null is the account owner. */
    fallbackId: userId('fallbackId').nullable(),
  })
  .strict()
  .refine((s) => s.mode !== 'round_robin' || s.rotation.length > 0, {
    message: 'rotation: choose at least one teammate for round robin',
    path: ['rotation'],
  })
  .refine((s) => s.mode !== 'rules' || s.rules.length > 0, { message: 'rules: add at least one rule', path: ['rules'] });
export type LeadRoutingSettings = z.infer<typeof LeadRoutingSettingsSchema>;

export const DEFAULT_LEAD_ROUTING: LeadRoutingSettings = {
  mode: 'owner',
  claimMinutes: CLAIM_MINUTES_DEFAULT,
  rotation: [],
  rules: [],
  fallbackId: null,
};

/** Someone a lead can go to: the owner or an active teammate. */
export type RoutingAgent = { id: string; name: string; email: string; isOwner: boolean };

/** GET/PUT /api/lead-routing. */
export type LeadRoutingResponse = {
  settings: LeadRoutingSettings;
  agents: RoutingAgent[];
  /** Who gets the next lead in round robin (rules: who gets one no rule matches). */
  nextAgentId: string;
  /** The plan sells more than one seat: round robin and rules can be chosen. */
  canRouteToTeam: boolean;
};

/** A lead routed to the signed-in agent, on any team they are on (what a teammate can see of it). */
export type AssignedLeadView = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  source: string | null;
  location: string | null;
  notes: string | null;
  ownerName: string;
  isOwnLead: boolean;
  assignedAt: string;
  claimedAt: string | null;
  /** When it goes to the next person unless claimed (null once claimed or with nobody next). */
  claimBy: string | null;
  createdAt: string;
};
