import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CreatePropertyRequestSchema, PROPERTY_FIELD_KEYS, UpdatePropertyRequestSchema } from './property-schemas.ts';
import { PROPERTY_FIELDS, PROPERTY_IMPORT_TARGET_FIELDS } from './property-fields.ts';

const firstIssue = (input: unknown, schema: z.ZodType = CreatePropertyRequestSchema) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
};

const valid = { address: '12 Oak St', currentPrice: 450000 };

describe('CreatePropertyRequestSchema: spec 001 §5 messages', () => {
  it.each([
    [{ currentPrice: 1 }, 'address', 'Address is required'],
    [{ address: '   ', currentPrice: 1 }, 'address', 'Address is required'],
    [{ address: null, currentPrice: 1 }, 'address', 'Address is required'],
    [{ address: '1 A St' }, 'currentPrice', 'Current price is required'],
    [{ address: '1 A St', currentPrice: '' }, 'currentPrice', 'Current price is required'],
    [{ address: '1 A St', currentPrice: null }, 'currentPrice', 'Current price is required'],
    [{ ...valid, status: 'Listed' }, 'status', 'Status must be one of Active, Pending, Sold, Off Market, Price Reduced'],
    [{ ...valid, currentPrice: 'lots' }, 'currentPrice', 'Enter an amount in dollars, like 450000'],
    [{ ...valid, currentPrice: -1 }, 'currentPrice', 'Must be 0 or more'],
    [{ ...valid, bedrooms: 2.5 }, 'bedrooms', 'Must be a whole number'],
    [{ ...valid, agentEmail: 'nope' }, 'agentEmail', 'Invalid email address'],
    [{ ...valid, listingDate: '2025-02-30' }, 'listingDate', 'That date does not exist'],
    [{ ...valid, listingDate: '31/05/2025' }, 'listingDate', 'Use a date like 2025-05-31'],
    [{ ...valid, listingUrl: 'ftp://x.com/a' }, 'listingUrl', 'Enter a web address starting with http:// or https://'],
    [{ ...valid, walkabilityScore: 101 }, 'walkabilityScore', 'Must be at most 100'],
    [{ ...valid, id: 'x' }, '', 'Unrecognized key: "id"'],
  ])('%j → %s: %s', (input, path, message) => {
    expect(firstIssue(input)).toEqual({ path, message });
  });

  it.each([
    [{ ...valid, status: '' }, { status: null }],
    [{ ...valid, status: 'off_market' }, { status: 'Off Market' }],
    [{ ...valid, status: 'price reduced' }, { status: 'Price Reduced' }],
    [
      { address: '  9 Elm  ', currentPrice: '$1,250,000' },
      { address: '9 Elm', currentPrice: 1250000 },
    ],
    [{ ...valid, currentPrice: '450k' }, { currentPrice: 450000 }],
    [{ ...valid, currentPrice: '1.2m' }, { currentPrice: 1200000 }],
    [{ ...valid, currentPrice: 99.6 }, { currentPrice: 100 }],
    [{ ...valid, hoaFees: '350.555' }, { hoaFees: 350.56 }],
    [
      { ...valid, bedrooms: '3', sqft: '1,800' },
      { bedrooms: 3, sqft: 1800 },
    ],
    [{ ...valid, city: '' }, { city: null }],
    [{ ...valid, appliances: 'Dishwasher, Range ,, ' }, { appliances: ['Dishwasher', 'Range'] }],
    [{ ...valid, appliances: [] }, { appliances: null }],
    [{ ...valid, hasPool: 'yes' }, { hasPool: true }],
    [{ ...valid, listingUrl: 'www.zillow.com/home/1' }, { listingUrl: 'https://www.zillow.com/home/1' }],
    [{ ...valid, agentEmail: '' }, { agentEmail: null }],
  ])('%j parses to include %j', (input, expected) => {
    const parsed = CreatePropertyRequestSchema.parse(input);
    expect(parsed).toMatchObject(expected);
  });
});

describe('UpdatePropertyRequestSchema', () => {
  it('accepts a partial update and leaves out what was not sent', () => {
    expect(UpdatePropertyRequestSchema.parse({ city: 'Austin' })).toEqual({ city: 'Austin' });
  });
  it.each([
    [{ address: '' }, 'address', 'Address is required'],
    [{ currentPrice: '' }, 'currentPrice', 'Current price is required'],
    [{ status: 'Gone' }, 'status', 'Status must be one of Active, Pending, Sold, Off Market, Price Reduced'],
  ])('%j → %s', (input, path, message) => {
    expect(firstIssue(input, UpdatePropertyRequestSchema)).toEqual({ path, message });
  });
});

describe('the field catalogue', () => {
  it('names every import target field of spec 001 §3, in order, once', () => {
    expect(PROPERTY_FIELDS.map((f) => f.csv).filter(Boolean)).toEqual([...PROPERTY_IMPORT_TARGET_FIELDS]);
    expect(PROPERTY_IMPORT_TARGET_FIELDS).toHaveLength(68);
  });
  it('covers every field of the request schema and nothing else', () => {
    expect(new Set(PROPERTY_FIELDS.map((f) => f.key))).toEqual(new Set(PROPERTY_FIELD_KEYS));
  });
  it('maps each camelCase key to its snake_case target field', () => {
    for (const field of PROPERTY_FIELDS) {
      if (field.csv) expect(field.key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)).toBe(field.csv);
    }
  });
});

describe('bathrooms as the listing says them (issue 46)', () => {
  it.each([
    ['2.5', 2.5],
    [2.5, 2.5],
    ['3', 3],
    ['', null],
  ])('%s is kept as %s', (value, stored) => {
    const parsed = CreatePropertyRequestSchema.safeParse({ address: '1 Oak St', currentPrice: 400000, bathrooms: value });
    expect(parsed.success && parsed.data.bathrooms).toBe(stored);
  });

  it.each([['2.25'], ['-1'], ['two']])('%s is refused with a way to write it', (value) => {
    const parsed = CreatePropertyRequestSchema.safeParse({ address: '1 Oak St', currentPrice: 400000, bathrooms: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).not.toContain('whole number');
  });
});
