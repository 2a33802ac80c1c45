import type { NumericFeature } from './plans';

/** The monthly add-on catalogue of spec 000 §9. */

export const ADDON_TYPES = ['sms', 'email', 'executions', 'properties', 'leads', 'bundle', 'seats'] as const;
export type AddonType = (typeof ADDON_TYPES)[number];

export const ADDON_TYPE_LABELS: Record<AddonType, string> = {
  sms: 'SMS',
  email: 'E-mail',
  executions: 'Executions',
  properties: 'Properties',
  leads: 'Leads',
  bundle: 'Message Bundle',
  seats: 'Team seats',
};

export type Addon = {
  id: string;
  name: string;
  type: AddonType;
  /** USD per month. */
  price: number;
  /** Feature name to the amount it adds. */
  resources: Partial<Record<NumericFeature, number>>;
  description: string;
};

const addon = (id: string, name: string, type: AddonType, price: number, resources: Addon['resources'], description: string): Addon => ({
  id,
  name,
  type,
  price,
  resources,
  description,
});

// Executions add-ons raise workflow and task executions alike: agents buy "executions", not
// a split between the two meters (see docs/product-decisions.md).
const executions = (amount: number) => ({ workflowExecutions: amount, taskExecutions: amount });

export const ADDONS: readonly Addon[] = [
  addon('sms-200', 'SMS 200', 'sms', 25, { smsNotifications: 200 }, '200 more text messages every month'),
  addon('sms-500', 'SMS 500', 'sms', 45, { smsNotifications: 500 }, '500 more text messages every month'),
  addon('sms-1000', 'SMS 1,000', 'sms', 79, { smsNotifications: 1000 }, '1,000 more text messages every month'),
  addon('email-1000', 'E-mail 1,000', 'email', 12, { emailNotifications: 1000 }, '1,000 more e-mails every month'),
  addon('email-2000', 'E-mail 2,000', 'email', 29, { emailNotifications: 2000 }, '2,000 more e-mails every month'),
  addon('executions-2000', 'Executions 2,000', 'executions', 35, executions(2000), '2,000 more automation executions every month'),
  addon('executions-5000', 'Executions 5,000', 'executions', 69, executions(5000), '5,000 more automation executions every month'),
  addon('executions-15000', 'Executions 15,000', 'executions', 149, executions(15000), '15,000 more automation executions every month'),
  addon('properties-1000', 'Properties +1,000', 'properties', 15, { maxProperties: 1000 }, 'Store 1,000 more properties'),
  addon('properties-5000', 'Properties +5,000', 'properties', 49, { maxProperties: 5000 }, 'Store 5,000 more properties'),
  addon('properties-20000', 'Properties +20,000', 'properties', 149, { maxProperties: 20000 }, 'Store 20,000 more properties'),
  addon('leads-2000', 'Leads +2,000', 'leads', 22, { maxLeads: 2000 }, 'Keep 2,000 more leads'),
  addon('leads-10000', 'Leads +10,000', 'leads', 59, { maxLeads: 10000 }, 'Keep 10,000 more leads'),
  addon('leads-25000', 'Leads +25,000', 'leads', 119, { maxLeads: 25000 }, 'Keep 25,000 more leads'),
  addon(
    'message-bundle',
    'Message Bundle',
    'bundle',
    89,
    { smsNotifications: 1000, emailNotifications: 5000 },
    '1,000 more text messages and 5,000 more e-mails every month',
  ),
  addon('seats-5', 'Seats +5', 'seats', 39, { userSeats: 5 }, 'Invite 5 more team members'),
  addon('seats-10', 'Seats +10', 'seats', 69, { userSeats: 10 }, 'Invite 10 more team members'),
  addon('seats-25', 'Seats +25', 'seats', 149, { userSeats: 25 }, 'Invite 25 more team members'),
  addon('seats-50', 'Seats +50', 'seats', 249, { userSeats: 50 }, 'Invite 50 more team members'),
];

const byId = new Map(ADDONS.map((a) => [a.id, a]));

export const findAddon = (id: string): Addon | undefined => byId.get(id);

export const ADDON_IDS = ADDONS.map((a) => a.id);
