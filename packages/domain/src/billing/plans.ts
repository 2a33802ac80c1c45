/** The plan catalogue of spec 000 §9. Every number appears here once. */

export const UNLIMITED = -1;

export const PLAN_KEYS = ['trial', 'starter', 'agent', 'business'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

export const NUMERIC_FEATURES = [
  'activeTasks',
  'taskExecutions',
  'flows',
  'triggerEvents',
  'userSeats',
  'maxProperties',
  'propertyAlerts',
  'maxLeads',
  'emailNotifications',
  'smsNotifications',
  'callMinutes',
  'workflowExecutions',
  'maxSocialPosts',
  'apiCalls',
  'dataRetention',
  'exportLimit',
] as const;
export type NumericFeature = (typeof NUMERIC_FEATURES)[number];

export const BOOLEAN_FEATURES = ['advancedAnalytics', 'customIntegrations', 'prioritySupport', 'apiAccess', 'whiteLabel'] as const;
export type BooleanFeature = (typeof BOOLEAN_FEATURES)[number];

export type FeatureKey = NumericFeature | BooleanFeature;
export type PlanFeatures = Record<NumericFeature, number> & Record<BooleanFeature, boolean>;

export type BillingInterval = 'monthly' | 'annual';
export const BILLING_INTERVALS = ['monthly', 'annual'] as const satisfies readonly BillingInterval[];

export type Plan = {
  key: PlanKey;
  name: string;
  /** USD per month; `annual` is the per-month price when billed annually. */
  price: { monthly: number; annual: number };
  features: PlanFeatures;
};

/** How long a new account's trial lasts (not shown in the spec; see product decisions). */
export const TRIAL_LENGTH_DAYS = 14;

export const PLANS: Record<PlanKey, Plan> = {
  trial: {
    key: 'trial',
    name: 'Trial',
    // Trial's annual price is not shown; it is free whichever way it is billed.
    price: { monthly: 0, annual: 0 },
    features: {
      activeTasks: 50,
      taskExecutions: 500,
      flows: 2,
      triggerEvents: 5,
      userSeats: 1,
      maxProperties: 50,
      propertyAlerts: 25,
      maxLeads: 25,
      emailNotifications: 30,
      smsNotifications: 0,
      // Call minutes are not in spec 000 §9: each plan's monthly allowance is a product decision (issue 52).
      callMinutes: 0,
      workflowExecutions: 50,
      maxSocialPosts: 0,
      apiCalls: 100,
      dataRetention: 7,
      exportLimit: 2,
      advancedAnalytics: false,
      customIntegrations: false,
      prioritySupport: false,
      apiAccess: false,
      whiteLabel: false,
    },
  },
  starter: {
    key: 'starter',
    name: 'Starter',
    price: { monthly: 49, annual: 39 },
    features: {
      activeTasks: 250,
      taskExecutions: 2500,
      flows: 5,
      triggerEvents: 10,
      userSeats: 1,
      maxProperties: 1000,
      propertyAlerts: UNLIMITED,
      maxLeads: 500,
      emailNotifications: 1000,
      smsNotifications: 75,
      callMinutes: 300,
      workflowExecutions: 1000,
      maxSocialPosts: 1000,
      apiCalls: 2000,
      dataRetention: 30,
      exportLimit: 10,
      advancedAnalytics: false,
      customIntegrations: false,
      prioritySupport: false,
      apiAccess: true,
      whiteLabel: false,
    },
  },
  agent: {
    key: 'agent',
    name: 'Agent',
    price: { monthly: 149, annual: 119 },
    features: {
      activeTasks: 800,
      taskExecutions: 8000,
      flows: 10,
      triggerEvents: 25,
      userSeats: 3,
      maxProperties: 3000,
      propertyAlerts: UNLIMITED,
      maxLeads: 1500,
      emailNotifications: 2500,
      smsNotifications: 150,
      callMinutes: 1000,
      workflowExecutions: 5000,
      maxSocialPosts: 5000,
      apiCalls: 10000,
      dataRetention: 90,
      exportLimit: 25,
      advancedAnalytics: true,
      customIntegrations: false,
      prioritySupport: true,
      apiAccess: true,
      whiteLabel: false,
    },
  },
  business: {
    key: 'business',
    name: 'Business',
    price: { monthly: 399, annual: 319 },
    features: {
      activeTasks: 2500,
      taskExecutions: 25000,
      flows: 25,
      triggerEvents: 50,
      userSeats: 10,
      maxProperties: 10000,
      propertyAlerts: UNLIMITED,
      maxLeads: 5000,
      emailNotifications: 5000,
      smsNotifications: 500,
      callMinutes: 3000,
      workflowExecutions: 25000,
      maxSocialPosts: UNLIMITED,
      apiCalls: 50000,
      dataRetention: 365,
      exportLimit: 100,
      advancedAnalytics: true,
      customIntegrations: true,
      prioritySupport: true,
      apiAccess: true,
      whiteLabel: false,
    },
  },
};

export const isPlanKey = (value: unknown): value is PlanKey =>
  typeof value === 'string' && (PLAN_KEYS as readonly string[]).includes(value);

export const planRank = (key: PlanKey) => PLAN_KEYS.indexOf(key);

/** What a year costs on each billing interval, and the saving of paying annually. */
export function annualSaving(plan: Plan): { perYearMonthly: number; perYearAnnual: number; saving: number; percent: number } {
  const perYearMonthly = plan.price.monthly * 12;
  const perYearAnnual = plan.price.annual * 12;
  const saving = perYearMonthly - perYearAnnual;
  return { perYearMonthly, perYearAnnual, saving, percent: perYearMonthly === 0 ? 0 : Math.round((saving / perYearMonthly) * 100) };
}

/** The cheapest plan that switches a boolean entitlement on (for "locked" badges). */
export function planUnlocking(feature: BooleanFeature): Plan | undefined {
  return PLAN_KEYS.map((k) => PLANS[k]).find((p) => p.features[feature]);
}

/**
 * Whether a plan includes a counted feature at all: a limit of 0 does not, nor does one user seat
 * (that seat is the owner: no teammates). Such a limit is "Not included", not "Limit reached":
 * red is for a limit the agent actually hit (issue 18).
 */
export function isLimitIncluded(key: NumericFeature, limit: number): boolean {
  if (limit === UNLIMITED) return true;
  return key === 'userSeats' ? limit > 1 : limit > 0;
}

/** The cheapest plan that includes a counted feature (for "Not included" notes). */
export function planIncluding(key: NumericFeature): Plan | undefined {
  return PLAN_KEYS.map((k) => PLANS[k]).find((p) => isLimitIncluded(key, p.features[key] as number));
}

export const FEATURE_LABELS: Record<FeatureKey, string> = {
  activeTasks: 'Active tasks',
  taskExecutions: 'Task executions',
  flows: 'Flows',
  triggerEvents: 'Triggers',
  userSeats: 'User seats',
  maxProperties: 'Properties',
  propertyAlerts: 'Property alerts',
  maxLeads: 'Leads',
  emailNotifications: 'E-mails',
  smsNotifications: 'SMS messages',
  callMinutes: 'Call minutes',
  workflowExecutions: 'Workflow executions',
  maxSocialPosts: 'Social posts',
  apiCalls: 'API calls',
  dataRetention: 'Data retention (days)',
  exportLimit: 'Exports per month',
  advancedAnalytics: 'Advanced analytics',
  customIntegrations: 'Custom integrations',
  prioritySupport: 'Priority support',
  apiAccess: 'API access',
  whiteLabel: 'White label',
};
