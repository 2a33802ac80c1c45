import { describe, expect, it } from 'vitest';
import { PROPERTY_IMPORT_TARGET_FIELDS } from '../properties/property-fields.ts';
import type { PropertyResponse } from '../properties/property-schemas.ts';
import type { LeadResponse } from '../leads/lead-schemas.ts';
import { LEAD_EXPORT_HEADERS, leadCsvRow } from './lead-export.ts';
import { PROPERTY_EXPORT_HEADERS, exportCell, propertyCsvRow } from './property-export.ts';

describe('property export', () => {
  it('uses exactly the import target fields of spec 001 §3 as headers, then the codes an import decoded (issue 50)', () => {
    expect(PROPERTY_EXPORT_HEADERS).toEqual([...PROPERTY_IMPORT_TARGET_FIELDS, 'source_codes']);
  });

  it.each([
    ['boolean', true, 'true'],
    ['boolean', false, 'false'],
    ['boolean', null, ''],
    ['list', ['Dishwasher', 'Range'], 'Dishwasher,Range'],
    ['cents', 350.5, '350.50'],
    ['cents', 350, '350'],
    ['dollars', 450000, '450000'],
    ['date', '2025-05-31', '2025-05-31'],
    ['text', undefined, ''],
  ] as const)('%s %j → %j', (kind, value, cell) => expect(exportCell(kind, value)).toBe(cell));

  it('writes a row in header order', () => {
    const row = propertyCsvRow({
      address: '1 Oak',
      city: 'Austin',
      currentPrice: 500000,
      hasPool: true,
      hoaFees: 99.5,
      sourceCodes: { status: 'A', has_pool: 'Y' } as Record<string, string>,
    } as PropertyResponse);
    const cell = (header: string) => row[PROPERTY_EXPORT_HEADERS.indexOf(header)];
    expect(row).toHaveLength(69);
    expect([
      cell('address'),
      cell('city'),
      cell('current_price'),
      cell('has_pool'),
      cell('hoa_fees'),
      cell('zipcode'),
      cell('source_codes'),
    ]).toEqual(['1 Oak', 'Austin', '500000', 'true', '99.50', '', 'status=A; has_pool=Y']);
  });
});

describe('lead export', () => {
  it('uses the lead shape of spec 001 §3 plus the import mapping extras', () => {
    expect(LEAD_EXPORT_HEADERS).toEqual([
      'name',
      'email',
      'phone',
      'location',
      'budget',
      'timeline',
      'source',
      'lead_type',
      'status',
      'qualification',
      'notes',
      'tags',
      'preferred_contact',
      'best_time',
      'stage',
      'created_at',
      'last_activity_at',
      'other_emails',
      'other_phones',
      'contact_labels',
    ]);
  });
  it('joins tags with commas and leaves empty fields blank', () => {
    const row = leadCsvRow({ name: 'Ann', tags: ['buyer', 'vip'], email: null, bestTime: 'mornings' } as unknown as LeadResponse);
    expect(row[0]).toBe('Ann');
    expect(row[1]).toBe('');
    expect(row[11]).toBe('buyer,vip');
    expect(row[13]).toBe('mornings');
  });
});
