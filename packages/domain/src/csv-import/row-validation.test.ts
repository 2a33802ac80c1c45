import { describe, expect, it } from 'vitest';
import { autoMapColumns } from './auto-map';
import { convertTable, toCsvTable } from './import-pipeline';
import { formatRowError, validateImportRow, validateImportRows } from './row-validation';
import { MESSY } from './test-support/fixtures';

const lead = (overrides: Record<string, unknown> = {}) => ({ name: 'Jordan Buyer', email: 'jordan@example.com', tags: [], ...overrides });
const property = (overrides: Record<string, unknown> = {}) => ({
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  current_price: 450000,
  ...overrides,
});

describe('row errors read "Row N: path: message" or "Row N: Invalid data format"', () => {
  it('formats', () => {
    expect(formatRowError(3, { path: ['email'], message: 'Invalid email address' })).toBe('Row 3: email: Invalid email address');
    expect(formatRowError(4, { path: ['appliances', 2], message: 'Too long' })).toBe('Row 4: appliances.2: Too long');
    expect(formatRowError(5, { path: [], message: 'whatever' })).toBe('Row 5: Invalid data format');
    expect(formatRowError(6, null)).toBe('Row 6: Invalid data format');
  });

  it.each([[null], ['text'], [42], [['a']]])('a row that is not an object (%j) is an invalid data format', (row) => {
    expect(validateImportRow('leads', row, 7)).toEqual({ ok: false, errors: ['Row 7: Invalid data format'] });
  });
});

describe('lead validation (spec 001 §5)', () => {
  it.each([
    [lead({ name: '' }), 'Row 2: name: Name is required'],
    [lead({ name: '   ' }), 'Row 2: name: Name is required'],
    [lead({ name: null }), 'Row 2: name: Name is required'],
    [lead({ email: 'not-an-email' }), 'Row 2: email: Invalid email address'],
    [lead({ status: 'scorching' }), 'Row 2: status: Status must be hot, warm, cold or empty'],
    [
      lead({ qualification: 'approved' }),
      'Row 2: qualification: Qualification must be pending, qualified, pre-qualified, not-qualified or empty',
    ],
    [lead({ notes: 42 }), 'Row 2: notes: Invalid input: expected string, received number'],
  ])('%j fails with %s', (row, message) => {
    const check = validateImportRow('leads', row, 2);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.errors).toContain(message);
  });

  it.each([
    [lead()],
    [lead({ email: null, status: null, qualification: null })],
    [lead({ email: '', status: 'warm', qualification: 'pre-qualified', phone: '555-0100', budget: '$450,000' })],
    [{ name: 'Only Name' }],
  ])('%j passes', (row) => {
    expect(validateImportRow('leads', row, 2).ok).toBe(true);
  });

  it('reports every issue of a row', () => {
    const check = validateImportRow('leads', lead({ name: '', email: 'x' }), 9);
    expect(!check.ok && check.errors).toEqual(['Row 9: name: Name is required', 'Row 9: email: Invalid email address']);
  });
});

describe('property validation (spec 001 §5)', () => {
  it.each([
    [property({ address: '' }), 'Row 2: address: Address is required'],
    [property({ address: undefined }), 'Row 2: address: Address is required'],
    [property({ current_price: null }), 'Row 2: current_price: Current price is required'],
    [property({ status: 'Price Reduced' }), 'Row 2: status: Status must be one of active, pending, sold, off_market, coming_soon or empty'],
    [property({ bedrooms: -1 }), 'Row 2: bedrooms: Must not be negative'],
    [property({ bedrooms: 2.5 }), 'Row 2: bedrooms: Must be a whole number'],
    [property({ sqft: 3_000_000_000 }), 'Row 2: sqft: Must be at most 2,147,483,647'],
    [property({ listing_date: '2024-02-30' }), 'Row 2: listing_date: Must be a real date'],
    [property({ has_pool: 'yes' }), 'Row 2: has_pool: Must be true or false'],
    [
      property({ property_type: 'castle' }),
      'Row 2: property_type: Property type must be one of single_family, condo, townhouse, multi_family, land, commercial, other or empty',
    ],
  ])('%j fails with %s', (row, message) => {
    const check = validateImportRow('properties', row, 2);
    expect(!check.ok && check.errors).toContain(message);
  });

  it('passes a full row', () => {
    expect(
      validateImportRow('properties', property({ status: 'sold', has_pool: true, appliances: ['Range'], listing_date: '2024-02-29' }), 2)
        .ok,
    ).toBe(true);
  });
});

describe('validateImportRows', () => {
  it('keeps valid rows with their row numbers and lists the errors of the others', () => {
    const result = validateImportRows('leads', [lead(), lead({ name: '' }), lead({ name: 'C' })], [5, 6, 7]);
    expect(result.validRowNumbers).toEqual([5, 7]);
    expect(result.errors).toEqual(['Row 6: name: Name is required']);
    expect(result.invalidRowCount).toBe(1);
  });

  it('reads a file with bad rows: spreadsheet row numbers, spec messages, synonyms converted', () => {
    const table = toCsvTable('leads', MESSY.leadsWithErrors);
    const result = convertTable('leads', table, autoMapColumns('leads', table.headers).mapping);
    expect(result.errors).toEqual([
      'Row 3: name: Name is required',
      'Row 4: email: Invalid email address',
      'Row 5: status: Status must be hot, warm, cold or empty',
    ]);
    expect(result.validRowNumbers).toEqual([2, 6]);
    expect(result.valid[1]).toMatchObject({ status: 'warm', qualification: 'pre-qualified' });
  });
});
