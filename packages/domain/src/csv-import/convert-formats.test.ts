import { describe, expect, it } from 'vitest';
import type { ColumnMapping } from './auto-map';
import { createRowConverter } from './convert-row';
import type { ValueStyle } from './import-format';
import { isPipelineStage, normalizePropertyStatus, normalizeQualification, parseCount } from './value-conversion';

const EU: ValueStyle = { decimalSeparator: ',', dateOrder: 'dmy' };
const convert = (entity: 'properties' | 'leads', headers: string[], mapping: ColumnMapping, cells: string[], style?: ValueStyle) =>
  createRowConverter(entity, headers, mapping, style)(cells);

describe('MLS status codes and portal values', () => {
  it.each([
    ['A', 'active'],
    ['ACT', 'active'],
    ['NEW', 'active'],
    ['BOM', 'active'],
    ['EXT', 'active'],
    ['P', 'pending'],
    ['PS', 'pending'],
    ['PND', 'pending'],
    ['U', 'pending'],
    ['UC', 'pending'],
    ['AC', 'pending'],
    ['CTG', 'pending'],
    ['Under Contract', 'pending'],
    ['Active Option Contract', 'pending'],
    ['PENDING', 'pending'],
    ['S', 'sold'],
    ['SLD', 'sold'],
    ['CLS', 'sold'],
    ['Closed', 'sold'],
    ['RECENTLY_SOLD', 'sold'],
    ['SOLD', 'sold'],
    ['X', 'off_market'],
    ['E', 'off_market'],
    ['EXP', 'off_market'],
    ['W', 'off_market'],
    ['WD', 'off_market'],
    ['T', 'off_market'],
    ['H', 'off_market'],
    ['CXL', 'off_market'],
    ['C', 'off_market'],
    ['CS', 'coming_soon'],
    ['CSO', 'coming_soon'],
    ['ComingSoon', 'coming_soon'],
    ['FOR_SALE', 'active'],
  ])('%j → %s', (code, status) => {
    expect(normalizePropertyStatus(code)).toBe(status);
  });

  it('"C" is sold with a close price or date, canceled (off market) without', () => {
    const headers = ['Status', 'Sold Price', 'Close Date'];
    const mapping = ['status', 'last_sold_price', 'last_sold_date'];
    expect(convert('properties', headers, mapping, ['C', '$244,000', ''])).toMatchObject({ status: 'sold', listing_status: 'sold' });
    expect(convert('properties', headers, mapping, ['C', '', '10/05/2023'])).toMatchObject({ status: 'sold' });
    expect(convert('properties', headers, mapping, ['C', '', ''])).toMatchObject({ status: 'off_market' });
  });
});

describe("values in the file's style", () => {
  it.each([
    ['$1,234', '.', 1234],
    ['1842.0', '.', 1842],
    ['2,5', ',', 2],
    ['1.234.567,89', ',', 1234567],
    ['3 beds', '.', 3],
    ['1 650', ',', 1650],
  ] as const)('count %j (%s) → %j', (text, decimal, n) => {
    expect(parseCount(text, decimal)).toBe(n);
  });

  it('converts prices, counts and dates of a European file', () => {
    const headers = ['Address', 'List Price', 'HOA Fee', 'SqFt', 'List Date'];
    const mapping = ['address', 'current_price', 'hoa_fees', 'sqft', 'listing_date'];
    expect(convert('properties', headers, mapping, ['1 Main St', '489.000,00', '125,50', '1.842', '05.03.2024'], EU)).toMatchObject({
      current_price: 489000,
      hoa_fees: 12550,
      sqft: 1842,
      listing_date: '2024-03-05',
    });
    expect(convert('properties', headers, mapping, ['1 Main St', '489,000.00', '125.50', '1,842', '3/5/2024'])).toMatchObject({
      current_price: 489000,
      hoa_fees: 12550,
      sqft: 1842,
      listing_date: '2024-03-05',
    });
  });

  it("reads a budget in the file's style", () => {
    expect(convert('leads', ['Name', 'Budget'], ['name', 'budget'], ['Ana', '450.000'], EU)).toMatchObject({ budget: '$450,000' });
  });
});

describe('property rows', () => {
  it('takes city, state and ZIP from a one-line address only when no column gives them', () => {
    expect(convert('properties', ['Address'], ['address'], ['123 Main St, Austin, TX 78701'])).toMatchObject({
      address: '123 Main St, Austin, TX 78701',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
    });
    expect(convert('properties', ['Address', 'City'], ['address', 'city'], ['123 Main St, Austin, TX 78701', 'Round Rock'])).toMatchObject({
      city: 'Round Rock',
      state: 'TX',
    });
    expect(convert('properties', ['Address'], ['address'], ['123 Main St'])).toMatchObject({ city: null, state: null, zipcode: null });
  });

  it('reads an address object cell, and never takes another object or NaN for an address', () => {
    expect(
      convert(
        'properties',
        ['address'],
        ['address'],
        ["{'streetAddress': '9 Elm St', 'city': 'Austin', 'state': 'TX', 'zipcode': '78701'}"],
      ),
    ).toMatchObject({ address: '9 Elm St', city: 'Austin', state: 'TX', zipcode: '78701' });
    expect(convert('properties', ['address'], ['address'], ["{'latitude': 30.2, 'longitude': -97.7}"])).toMatchObject({ address: null });
    expect(convert('properties', ['address'], ['address'], ['nan'])).toMatchObject({ address: null });
    expect(convert('properties', ['address'], ['address'], ['None'])).toMatchObject({ address: null });
  });

  it('keeps "None" where it is an answer', () => {
    expect(convert('properties', ['Cooling'], ['cooling'], ['None'])).toMatchObject({ cooling: 'None', has_ac: null });
  });
});

describe('lead rows', () => {
  it('takes a pipeline stage for the stage, even when mapped to status by hand, and never fails the row for it', () => {
    const row = convert('leads', ['Name', 'Status', 'Tags'], ['name', 'status', 'tags'], ['Ana', 'Active Lead', 'buyer']);
    expect(row).toMatchObject({ status: null, stage: 'Active Lead', tags: ['buyer'] });
    expect(convert('leads', ['Name', 'Status'], ['name', 'status'], ['Ana', 'Sphere'])).toMatchObject({
      status: null,
      stage: 'Sphere',
      tags: [],
    });
    // A file with a stage column too: the status's stage is kept as a tag.
    expect(convert('leads', ['Name', 'Stage', 'Status'], ['name', 'stage', 'status'], ['Ana', 'Lead', 'Nurture'])).toMatchObject({
      stage: 'Lead',
      tags: ['Nurture'],
    });
    expect(convert('leads', ['Name', 'Status'], ['name', 'status'], ['Ana', 'High'])).toMatchObject({ status: 'hot', tags: [] });
  });

  it('takes the mobile first of several phone columns, without lead-form prefixes', () => {
    const headers = ['Phone', 'Home Phone', 'Mobile'];
    const mapping = ['phone', 'phone', 'phone'];
    expect(convert('leads', headers, mapping, ['(555) 010-0101', '(555) 010-0102', 'p:+15550100103'])).toMatchObject({
      phone: '+15550100103',
    });
    expect(convert('leads', headers, mapping, ['tel:(555) 010-0101', '(555) 010-0102', ''])).toMatchObject({ phone: '(555) 010-0101' });
  });

  it.each([
    ['["open house","referral"]', ['open house', 'referral']],
    ["'investor', 'cash'", ['investor', 'cash']],
    ['"Buyers","Open House"', ['Buyers', 'Open House']],
    ["['a', 'b', 'a']", ['a', 'b']],
    ['[]', []],
    ['None', []],
  ])('tags %j → %j', (cell, tags) => {
    expect(convert('leads', ['Name', 'Tags'], ['name', 'tags'], ['Ana', cell])).toMatchObject({ tags });
  });

  it('joins first and last names, and a bare street with the city and state columns', () => {
    expect(
      convert(
        'leads',
        ['First', 'Last', 'Street Address', 'City', 'State'],
        ['first_name', 'last_name', 'location', 'city', 'state'],
        ['Ana', 'Ruiz', '22 Park Ave', 'Tulsa', 'OK'],
      ),
    ).toMatchObject({
      name: 'Ana Ruiz',
      location: '22 Park Ave, Tulsa, OK',
    });
  });

  it.each([
    ['Yes', 'qualified'],
    ['no', 'pending'],
    ['Pre-approved', 'qualified'],
    ['pre qualified', 'pre-qualified'],
    ['approved', 'approved'],
  ])('qualification %j → %j', (answer, qualification) => {
    expect(normalizeQualification(answer)).toBe(qualification);
  });

  it.each([
    ['Active Lead', true],
    ['Open - Not Contacted', true],
    ['Past Client', true],
    ['Hot', false],
    ['scorching', false],
  ])('pipeline stage %j: %j', (value, expected) => {
    expect(isPipelineStage(value)).toBe(expected);
  });
});
