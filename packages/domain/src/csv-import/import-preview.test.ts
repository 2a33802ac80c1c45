import { describe, expect, it } from 'vitest';
import { autoMapColumns } from './auto-map';
import { countRowsMissingLocation, previewColumns } from './import-preview';

describe('previewColumns', () => {
  it("shows each column raw and converted in the file's style", () => {
    const headers = ['Address', 'List Price', 'List Date', 'Beds', 'Area', 'HOA Fee'];
    const records = [['12 Oak St, Austin, TX 78701', '489.000,00', '05.03.2024', '3', '7A', '125,50']];
    const style = { decimalSeparator: ',', dateOrder: 'dmy' } as const;
    const { mapping } = autoMapColumns('properties', headers, records, style);
    const preview = previewColumns('properties', headers, mapping, records, style);
    expect(preview.map((c) => [c.header, c.target, c.samples[0]])).toEqual([
      ['Address', 'address', { raw: '12 Oak St, Austin, TX 78701', converted: '12 Oak St, Austin, TX 78701' }],
      ['List Price', 'current_price', { raw: '489.000,00', converted: '$489,000' }],
      ['List Date', 'listing_date', { raw: '05.03.2024', converted: '2024-03-05' }],
      ['Beds', 'bedrooms', { raw: '3', converted: '3' }],
      ['Area', null, { raw: '7A', converted: '' }],
      ['HOA Fee', 'hoa_fees', { raw: '125,50', converted: '$125.50' }],
    ]);
  });

  it('shows parts as the field they fill, pipeline stages as stages, and skips empty cells', () => {
    const headers = ['First Name', 'Status', 'Phone'];
    const records = [
      ['Ana', 'Sphere', ''],
      ['Bo', 'Hot', 'p:+15555550101'],
    ];
    const preview = previewColumns('leads', headers, ['first_name', 'status', 'phone'], records);
    expect(preview[0]!.samples).toEqual([
      { raw: 'Ana', converted: 'Ana' },
      { raw: 'Bo', converted: 'Bo' },
    ]);
    expect(preview[1]!.samples).toEqual([
      { raw: 'Sphere', converted: 'stage: Sphere' },
      { raw: 'Hot', converted: 'hot' },
    ]);
    expect(preview[2]!.samples).toEqual([{ raw: 'p:+15555550101', converted: '+15555550101' }]);
  });

  it('reads an MLS "C" next to its close price', () => {
    const headers = ['Status', 'Sold Price'];
    const preview = previewColumns(
      'properties',
      headers,
      ['status', 'last_sold_price'],
      [
        ['C', '$244,000'],
        ['C', ''],
      ],
    );
    expect(preview[0]!.samples.map((s) => s.converted)).toEqual(['Sold', 'Off Market']);
  });
});

describe('countRowsMissingLocation', () => {
  it('counts rows without a city or a state', () => {
    expect(
      countRowsMissingLocation([{ city: 'Austin', state: 'TX' }, { city: 'Austin', state: null }, { city: '', state: 'TX' }, {}]),
    ).toBe(3);
  });
});
