import { z } from 'zod';
import { PROPERTY_TYPES, PROPERTY_TYPE_MESSAGE, propertyTypeLabel, propertyTypeKey, toPropertyType } from '../properties/property-types.ts';

// A property alert is a saved search, for the agent or for one lead. A property matches when it
// meets every criterion the alert sets (an empty criterion matches anything). The server
// matches with one SQL statement per change; this pure version states the same rule for tests
// and for the screens.

export const ALERT_NOTIFY_LEAD = ['none', 'email', 'sms'] as const;
export type AlertNotifyLead = (typeof ALERT_NOTIFY_LEAD)[number];

const optionalText = z
  .string()
  .trim()
  .max(80, 'must be at most 80 characters')
  .nullish()
  .transform((v) => (v ? v : null));
const optionalCount = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(100, 'must be at most 100')
  .nullish()
  .transform((v) => v ?? null);
/** The same types properties use (one list); a label ("Single family") is taken as its key. */
const optionalPropertyType = z.preprocess(
  (v) =>
    v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
      ? null
      : typeof v === 'string'
        ? (toPropertyType(v) ?? v)
        : v,
  z.enum(PROPERTY_TYPES, { error: PROPERTY_TYPE_MESSAGE }).nullable(),
);
const optionalPrice = z
  .number({ error: 'must be a number' })
  .min(0, 'must be 0 or more')
  .max(1_000_000_000, 'is too large')
  .nullish()
  .transform((v) => (v == null ? null : Math.round(v)));

export const PropertyAlertRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
    lead_id: z
      .uuid({ error: 'must be a lead id' })
      .nullish()
      .transform((v) => v ?? null),
    enabled: z.boolean().default(true),
    city: optionalText,
    zipcode: optionalText,
    min_price: optionalPrice,
    max_price: optionalPrice,
    min_beds: optionalCount,
    min_baths: optionalCount,
    property_type: optionalPropertyType.optional().transform((v) => v ?? null),
    status: optionalText,
    notify_lead: z.enum(ALERT_NOTIFY_LEAD, { error: 'must be none, email or sms' }).default('none'),
  })
  .refine((a) => a.min_price === null || a.max_price === null || a.min_price <= a.max_price, {
    message: 'must be at least the lowest price',
    path: ['max_price'],
  })
  .refine((a) => a.notify_lead === 'none' || a.lead_id !== null, { message: 'needs a lead to send to', path: ['notify_lead'] });
export type PropertyAlertRequest = z.infer<typeof PropertyAlertRequestSchema>;
export type PropertyAlertRequestInput = z.input<typeof PropertyAlertRequestSchema>;

/** GET /api/property-alerts?lead_id=: one lead's saved searches (all of the agent's without it). */
export const PropertyAlertListQuerySchema = z.object({ lead_id: z.uuid({ error: 'must be a lead id' }).optional() });

export type AlertCriteria = Pick<
  PropertyAlertRequest,
  'city' | 'zipcode' | 'min_price' | 'max_price' | 'min_beds' | 'min_baths' | 'property_type' | 'status'
>;

export type PropertyAlertResponse = PropertyAlertRequest & {
  id: string;
  lead_name: string | null;
  description: string;
  matches: number;
  last_matched_at: string | null;
  created_at: string;
};

/** What matching reads of a property. */
export type AlertProperty = {
  city: string | null;
  zipcode: string | null;
  price: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  propertyType: string | null;
  status: string | null;
};

const same = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the property meets every criterion the alert sets. */
export function alertMatches(c: AlertCriteria, p: AlertProperty): boolean {
  if (c.city !== null && !same(p.city, c.city)) return false;
  if (c.zipcode !== null && !same(p.zipcode, c.zipcode)) return false;
  if (c.min_price !== null && (p.price === null || p.price < c.min_price)) return false;
  if (c.max_price !== null && (p.price === null || p.price > c.max_price)) return false;
  if (c.min_beds !== null && (p.bedrooms === null || p.bedrooms < c.min_beds)) return false;
  if (c.min_baths !== null && (p.bathrooms === null || p.bathrooms < c.min_baths)) return false;
  if (c.property_type !== null && (p.propertyType === null || propertyTypeKey(p.propertyType) !== c.property_type)) return false;
  if (c.status !== null && !same(p.status, c.status)) return false;
  return true;
}

const money = (n: number) => `$${n.toLocaleString('en-US')}`;

/** "Austin · $300,000–$450,000 · 3+ beds · Single family". */
export function describeAlert(c: AlertCriteria): string {
  const price =
    c.min_price !== null && c.max_price !== null
      ? `${money(c.min_price)}–${money(c.max_price)}`
      : c.min_price !== null
        ? `from ${money(c.min_price)}`
        : c.max_price !== null
          ? `up to ${money(c.max_price)}`
          : '';
  const parts = [
    c.city,
    c.zipcode,
    price,
    c.min_beds !== null ? `${c.min_beds}+ beds` : '',
    c.min_baths !== null ? `${c.min_baths}+ baths` : '',
    propertyTypeLabel(c.property_type),
    c.status,
  ].filter((x): x is string => Boolean(x));
  return parts.length ? parts.join(' · ') : 'Any property';
}

/** The e-mail or text a lead gets for a match (merge fields filled by messaging). */
export const ALERT_EMAIL_SUBJECT = 'A new home for you: {{property.address}}';
export const ALERT_EMAIL_BODY =
  'Hi {{lead.firstName}},\n\nThis home matches what you are looking for: {{property.address}}, {{property.city}}, {{property.price}}.\n\nWant to see it? Reply here.\n\n{{agent.name}}';
export const ALERT_SMS_BODY =
  'Hi {{lead.firstName}}, a home that matches your search: {{property.address}}, {{property.price}}. Want to see it? {{agent.name}}';
