import { describe, expect, it } from 'vitest';
import { compactRow, dropEmptyFields } from './compact-row';
import { validateImportRows } from './row-validation';

describe('compactRow', () => {
  it.each([
    [
      { address: '1 Main St', city: null, bedrooms: 0, has_pool: false, appliances: [] },
      { address: '1 Main St', bedrooms: 0, has_pool: false, appliances: [] },
    ],
    [
      { name: 'Ana', email: undefined, tags: ['vip'], notes: '' },
      { name: 'Ana', tags: ['vip'], notes: '' },
    ],
    [{}, {}],
  ])('%j -> %j', (row, expected) => {
    expect(compactRow(row)).toEqual(expected);
    expect(JSON.parse(JSON.stringify(row, dropEmptyFields))).toEqual(expected);
  });

  it('a compact row validates to the same row as the full one', () => {
    const full = { address: '1 Main St', current_price: 400_000, city: null, bedrooms: null, appliances: null };
    const lead = { name: 'Ana', email: null, phone: null, tags: null, budget: null };
    expect(validateImportRows('properties', [compactRow(full)], [1]).errors).toEqual([]);
    expect(validateImportRows('leads', [compactRow(lead)], [1]).errors).toEqual([]);
    expect(validateImportRows('properties', [compactRow(full)], [1]).valid[0]).toEqual(
      compactRow(validateImportRows('properties', [full], [1]).valid[0] as Record<string, unknown>),
    );
  });
});
