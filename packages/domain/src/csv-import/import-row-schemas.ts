import { z } from 'zod';
import { OUT_OF_RANGE_DATE_MESSAGE, isCalendarDate, isDateInRange } from '../time/calendar-date';
import { LEAD_QUALIFICATIONS, LEAD_STATUSES } from './lead-fields';
import {
  PROPERTY_IMPORT_FIELDS,
  PROPERTY_IMPORT_STATUSES,
  PROPERTY_TYPES,
  propertyFieldKind,
  type PropertyImportField,
} from './property-fields';

/** Bounds that keep every value storable: PostgreSQL integer, JavaScript-safe money, sane text. */
export const MAX_INTEGER = 2_147_483_647;
export const MAX_MONEY = Number.MAX_SAFE_INTEGER;
export const SHORT_TEXT_MAX = 1_000;
export const LONG_TEXT_MAX = 20_000;
export const LIST_MAX_ITEMS = 200;

const text = (max = SHORT_TEXT_MAX) =>
  z
    .string()
    .max(max, `Must be at most ${max.toLocaleString('en-US')} characters`)
    .nullish();
const wholeNumber = (max: number) =>
  z
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(0, 'Must not be negative')
    .max(max, `Must be at most ${max.toLocaleString('en-US')}`);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date (YYYY-MM-DD)')
  .refine(isCalendarDate, 'Must be a real date')
  .refine(isDateInRange, OUT_OF_RANGE_DATE_MESSAGE)
  .nullish();
const list = z
  .array(z.string().max(2_048, 'List items must be at most 2,048 characters'))
  .max(LIST_MAX_ITEMS, `At most ${LIST_MAX_ITEMS} items`)
  .nullish();

const LONG_PROPERTY_TEXT = new Set<PropertyImportField>(['description', 'open_house_details']);

function propertyFieldSchema(field: PropertyImportField): z.ZodType {
  switch (propertyFieldKind(field)) {
    case 'dollars':
    case 'hundredths':
      return wholeNumber(MAX_MONEY).nullish();
    case 'integer':
      return wholeNumber(MAX_INTEGER).nullish();
    case 'decimal':
      return z.number({ error: 'Must be a number' }).min(0, 'Must not be negative').max(999.9, 'Must be at most 999.9').nullish();
    case 'boolean':
      return z.boolean({ error: 'Must be true or false' }).nullish();
    case 'list':
      return list;
    case 'date':
      return isoDate;
    case 'text':
      return text(LONG_PROPERTY_TEXT.has(field) ? LONG_TEXT_MAX : SHORT_TEXT_MAX);
  }
}

const propertyStatus = z
  .enum(PROPERTY_IMPORT_STATUSES, { error: `Status must be one of ${PROPERTY_IMPORT_STATUSES.join(', ')} or empty` })
  .nullish();

/**
 * A converted property row as it crosses from the dialog to the server (the wire contract), with
 * spec 001 §5's property validation: address and current price required, status one of the
 * import statuses or empty. Prices in current_price/listing_price are dollars, other price, fees
 * and tax fields hundredths.
 */
export const PropertyImportRowSchema = z.object({
  ...(Object.fromEntries(PROPERTY_IMPORT_FIELDS.map((f) => [f, propertyFieldSchema(f)])) as Record<PropertyImportField, z.ZodType>),
  address: z
    .string({ error: 'Address is required' })
    .trim()
    .min(1, 'Address is required')
    .max(SHORT_TEXT_MAX, `Must be at most ${SHORT_TEXT_MAX.toLocaleString('en-US')} characters`),
  current_price: wholeNumber(MAX_MONEY)
    .nullish()
    .refine((v) => v !== null && v !== undefined, 'Current price is required'),
  property_type: z.enum(PROPERTY_TYPES, { error: `Property type must be one of ${PROPERTY_TYPES.join(', ')} or empty` }).nullish(),
  status: propertyStatus,
  listing_status: propertyStatus,
  /** Issue 50: the codes the file wrote where the import decoded them ("X", "SF", "Y"), by field. */
  source_codes: z.record(z.string().max(100), z.string().max(100)).default({}),
});

export type { PropertyImportRow } from './property-fields';

/**
 * A converted lead row (the wire contract) with spec 001 §5's lead validation: name required,
 * e-mail valid when given, status hot/warm/cold or empty, qualification one of its four values
 * or empty, everything else optional text.
 */
export const LeadImportRowSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200, 'Must be at most 200 characters'),
  email: z
    .string()
    .trim()
    .max(320, 'Invalid email address')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Invalid email address')
    .nullish(),
  phone: text(100),
  location: text(),
  budget: text(200),
  timeline: text(200),
  source: text(200),
  lead_type: text(200),
  status: z.enum(LEAD_STATUSES, { error: 'Status must be hot, warm, cold or empty' }).nullish(),
  qualification: z
    .enum(LEAD_QUALIFICATIONS, { error: 'Qualification must be pending, qualified, pre-qualified, not-qualified or empty' })
    .nullish(),
  notes: text(LONG_TEXT_MAX),
  tags: z
    .array(z.string().trim().min(1).max(100, 'Tags must be at most 100 characters'))
    .max(LIST_MAX_ITEMS, `At most ${LIST_MAX_ITEMS} tags`)
    .default([]),
  preferred_contact: text(200),
  best_time: text(200),
  additional_emails: z.array(z.string().max(320)).max(LIST_MAX_ITEMS).default([]),
  additional_phones: z.array(z.string().max(100)).max(LIST_MAX_ITEMS).default([]),
  /** Issue 50: each e-mail's and phone's label as its column named it ("Cell 2", "Work", "Email 1"). */
  contact_labels: z.record(z.string().max(320), z.string().max(40)).default({}),
  stage: text(200),
  assigned_to: text(200),
  created_at: z.iso.datetime({ error: 'Must be a date and time' }).nullish(),
  last_activity_at: z.iso.datetime({ error: 'Must be a date and time' }).nullish(),
});
export type LeadImportRow = z.infer<typeof LeadImportRowSchema>;
