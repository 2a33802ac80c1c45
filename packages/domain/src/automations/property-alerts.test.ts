import { describe, expect, it } from 'vitest';
import { PropertyAlertRequestSchema, alertMatches, describeAlert, type AlertProperty } from './property-alerts';

const criteria = (over: Record<string, unknown> = {}) => PropertyAlertRequestSchema.parse({ name: 'Search', ...over });
const home: AlertProperty = {
  city: 'Austin',
  zipcode: '78704',
  price: 420000,
  bedrooms: 3,
  bathrooms: 2,
  propertyType: 'Single Family',
  status: 'Active',
};

describe('alertMatches', () => {
  it.each([
    ['an empty search matches anything', {}, true],
    ['the city, any case', { city: 'austin' }, true],
    ['another city', { city: 'Dallas' }, false],
    ['the ZIP', { zipcode: '78704' }, true],
    ['inside the price range', { min_price: 400000, max_price: 450000 }, true],
    ['the range ends are inclusive', { min_price: 420000, max_price: 420000 }, true],
    ['above the range', { max_price: 400000 }, false],
    ['below the range', { min_price: 430000 }, false],
    ['enough beds', { min_beds: 3 }, true],
    ['too few baths', { min_baths: 3 }, false],
    ['the type, by its label or key', { property_type: 'single family' }, true],
    ['another type', { property_type: 'condo' }, false],
    ['the status', { status: 'Pending' }, false],
    ['every criterion must hold', { city: 'Austin', max_price: 400000 }, false],
  ])('%s', (_name, over, expected) => expect(alertMatches(criteria(over), home)).toBe(expected));

  it('a property with no price or beds fails a criterion on them', () => {
    expect(alertMatches(criteria({ max_price: 500000 }), { ...home, price: null })).toBe(false);
    expect(alertMatches(criteria({ min_beds: 1 }), { ...home, bedrooms: null })).toBe(false);
  });
});

describe('PropertyAlertRequestSchema', () => {
  it.each([
    ['a range upside down', { min_price: 500000, max_price: 400000 }, ['max_price']],
    ['sending to no lead', { notify_lead: 'email' }, ['notify_lead']],
    ['a negative bed count', { min_beds: -1 }, ['min_beds']],
    ['a type properties do not have', { property_type: 'castle' }, ['property_type']],
  ])('refuses %s, naming the field', (_name, over, path) => {
    const r = PropertyAlertRequestSchema.safeParse({ name: 'x', ...over });
    expect(r.error?.issues[0]?.path).toEqual(path);
  });

  it('treats blank text as no criterion', () => {
    expect(criteria({ city: '  ' }).city).toBeNull();
    expect(criteria({ property_type: ' ' }).property_type).toBeNull();
  });

  it.each([
    ['single_family', 'single_family'],
    ['Single family', 'single_family'],
    ['Multi-family', 'multi_family'],
    ['CONDO', 'condo'],
  ])('stores the type %j as the key properties use, %j', (given, key) =>
    expect(criteria({ property_type: given }).property_type).toBe(key),
  );

  it('names the types it takes', () => {
    expect(PropertyAlertRequestSchema.safeParse({ name: 'x', property_type: 'castle' }).error?.issues[0]?.message).toBe(
      'must be one of Single family, Condo, Townhouse, Multi-family, Land, Commercial, Other',
    );
  });
});

describe('describeAlert', () => {
  it.each([
    [{}, 'Any property'],
    [
      { city: 'Austin', min_price: 300000, max_price: 450000, min_beds: 3, property_type: 'Single Family' },
      'Austin · $300,000–$450,000 · 3+ beds · Single family',
    ],
    [{ max_price: 500000 }, 'up to $500,000'],
  ])('%j', (over, text) => expect(describeAlert(criteria(over))).toBe(text));
});
