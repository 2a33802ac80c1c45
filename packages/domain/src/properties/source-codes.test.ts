import { describe, expect, it } from 'vitest';
import { sourceCodeList, sourceCodesText } from './source-codes';

describe('sourceCodeList', () => {
  const property = {
    status: 'active',
    listingStatus: 'active',
    propertyType: 'single_family',
    hasPool: true,
    waterfront: false,
    city: null,
  };
  it.each<[string, Record<string, string> | null, string]>([
    ['no codes', null, ''],
    ['an MLS status code', { status: 'A' }, 'Status A → Active'],
    [
      'type and status, in the page’s field order',
      { status: 'A', property_type: 'SF' },
      'Property type SF → Single family · Status A → Active',
    ],
    ['Y/N flags', { has_pool: 'Y', waterfront: 'N' }, 'Pool Y → Yes · Waterfront N → No'],
    ['a field emptied since is left out', { city: 'ATX', status: 'A' }, 'Status A → Active'],
    ['an unknown field is left out', { zoning_code: 'R1' }, ''],
  ])('%s', (_, codes, text) => expect(sourceCodesText(sourceCodeList(codes, property))).toBe(text));

  it('an imported status the app has no chip word for reads as stored', () => {
    expect(sourceCodeList({ status: 'CS' }, { status: 'coming_soon' })).toEqual([{ label: 'Status', code: 'CS', value: 'Coming Soon' }]);
  });
});
