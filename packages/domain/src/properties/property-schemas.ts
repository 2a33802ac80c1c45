import { z } from 'zod';
import {
  LONG_TEXT_MAX,
  optionalBoolean,
  optionalCents,
  optionalDate,
  optionalDollars,
  optionalEmail,
  optionalInt,
  optionalTenths,
  optionalList,
  optionalText,
  optionalUrl,
  requiredDollars,
} from './field-schemas.ts';
import { PROPERTY_STATUSES, PROPERTY_STATUS_MESSAGE, toPropertyStatus } from './property-status.ts';

export const ADDRESS_MAX = 300;

const address = z.preprocess(
  (v) => (v === null ? undefined : v),
  z
    .string({ error: 'Address is required' })
    .trim()
    .min(1, 'Address is required')
    .max(ADDRESS_MAX, `Address must be at most ${ADDRESS_MAX} characters`),
);

const status = z
  .preprocess(
    (v) => {
      if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
      return typeof v === 'string' ? (toPropertyStatus(v) ?? v) : v;
    },
    z.enum(PROPERTY_STATUSES, { error: PROPERTY_STATUS_MESSAGE }).nullable(),
  )
  .optional();

/**
 * Every field of a property but the address and current price: the CSV import target fields
 * of spec 001 §3 in camelCase. Prices are dollars; cents fields keep two decimals.
 */
const optionalFields = {
  city: optionalText(120),
  state: optionalText(60),
  zipcode: optionalText(20),
  listingPrice: optionalDollars(),
  bedrooms: optionalInt({ max: 1000 }),
  bathrooms: optionalTenths(),
  sqft: optionalInt(),
  squareFeet: optionalInt(),
  propertyType: optionalText(60),
  propertySubtype: optionalText(120),
  mlsNumber: optionalText(60),
  status,
  listingStatus: optionalText(60),
  listingDate: optionalDate(),
  daysOnMarket: optionalInt({ max: 100_000 }),
  originalListingDate: optionalDate(),
  lastSoldDate: optionalDate(),
  lastSoldPrice: optionalCents(),
  openHouseDate: optionalDate(),
  openHouseTime: optionalText(60),
  openHouseDetails: optionalText(),
  hoaFees: optionalCents(),
  hoaFrequency: optionalText(60),
  parkingSpaces: optionalInt({ max: 10_000 }),
  garageSpaces: optionalInt({ max: 10_000 }),
  hasPool: optionalBoolean(),
  hasFireplace: optionalBoolean(),
  hasAc: optionalBoolean(),
  waterfront: optionalBoolean(),
  heating: optionalText(),
  cooling: optionalText(),
  appliances: optionalList(),
  flooring: optionalList(),
  exteriorFeatures: optionalList(),
  interiorFeatures: optionalList(),
  communityFeatures: optionalList(),
  schoolDistrict: optionalText(),
  elementarySchool: optionalText(),
  middleSchool: optionalText(),
  highSchool: optionalText(),
  walkabilityScore: optionalInt({ max: 100 }),
  transitScore: optionalInt({ max: 100 }),
  taxAssessedValue: optionalCents(),
  annualTaxAmount: optionalCents(),
  zoning: optionalText(120),
  parcelNumber: optionalText(120),
  agentName: optionalText(200),
  agentEmail: optionalEmail(),
  agentPhone: optionalText(40),
  agentBrokerage: optionalText(200),
  listingAgentLicense: optionalText(120),
  listingUrl: optionalUrl(),
  virtualTourUrl: optionalUrl(),
  floorPlanUrl: optionalUrl(),
  pricePerSqft: optionalCents(),
  stories: optionalInt({ max: 500 }),
  basementFinished: optionalBoolean(),
  basementSqft: optionalInt(),
  architectureStyle: optionalText(120),
  viewType: optionalText(120),
  seniorCommunity: optionalBoolean(),
  petsAllowed: optionalText(120),
  description: optionalText(LONG_TEXT_MAX),
  images: optionalList(),
  lotSize: optionalText(120),
  yearBuilt: optionalInt({ min: 1000, max: 2200 }),
  platform: optionalText(60),
};

/** Spec 001 §5 Property validation: address and current price required, status one of five or empty. */
export const CreatePropertyRequestSchema = z
  .object({
    address,
    currentPrice: requiredDollars('Current price is required'),
    ...optionalFields,
    isWatched: z.boolean({ error: 'Must be true or false' }).optional(),
  })
  .strict();
export type CreatePropertyRequest = z.infer<typeof CreatePropertyRequestSchema>;
export type CreatePropertyInput = z.input<typeof CreatePropertyRequestSchema>;

/** A partial update: a field left out stays as it is, null or "" clears it (not address or price). */
export const UpdatePropertyRequestSchema = z
  .object({
    address: address.optional(),
    currentPrice: requiredDollars('Current price is required').optional(),
    ...optionalFields,
  })
  .strict();
export type UpdatePropertyRequest = z.infer<typeof UpdatePropertyRequestSchema>;

/** Every editable field of a property, as the API answers it (null when not set). */
export type PropertyFields = {
  [K in keyof typeof optionalFields]-?: Exclude<z.infer<(typeof optionalFields)[K]>, undefined>;
} & { address: string; currentPrice: number | null };

/** A stored status may be an import's own spelling ("coming_soon"), so it is plain text here. */
export type PropertyResponse = Omit<PropertyFields, 'status'> & {
  id: string;
  status: string | null;
  isWatched: boolean;
  /** Who on the team owns it (issue 18); null: the book's owner. */
  assignedUserId: string | null;
  assignedName: string | null;
  /** Codes an import decoded (issue 50), by import field: `{ status: 'A' }` (source-codes.ts). */
  sourceCodes: Record<string, string>;
  createdAt: string;
  updatedAt: string;
};

export const PROPERTY_FIELD_KEYS = ['address', 'currentPrice', ...Object.keys(optionalFields)] as (keyof PropertyFields)[];

export const WatchPropertyRequestSchema = z.object({ watched: z.boolean({ error: 'watched must be true or false' }).optional() }).strict();
export type WatchPropertyRequest = z.infer<typeof WatchPropertyRequestSchema>;

export const BULK_MAX_IDS = 1000;
export const BulkDeleteRequestSchema = z
  .object({
    ids: z
      .array(z.uuid({ error: 'Each id must be a property id' }), { error: 'ids must be a list of ids' })
      .min(1, 'Choose at least one property')
      .max(BULK_MAX_IDS, `At most ${BULK_MAX_IDS} at a time`),
  })
  .strict();
export type BulkDeleteRequest = z.infer<typeof BulkDeleteRequestSchema>;
