import { describe, expect, it } from 'vitest';
import { buildCsv } from '../export/csv';
import { LEAD_EXPORT_HEADERS, leadCsvRow } from '../export/lead-export';
import { PROPERTY_EXPORT_HEADERS, propertyCsvRow } from '../export/property-export';
import type { LeadResponse } from '../leads/lead-schemas';
import type { PropertyResponse } from '../properties/property-schemas';
import { readImportFile } from './test-support/read-import-file';

// The app's own export goes back in through the whole client pipeline, every row and value intact
// (the formula-guard apostrophe before "+1 ..." phones included).
const bytes = (text: string) => new TextEncoder().encode(text);

describe("re-importing the app's own export", () => {
  it('properties: every row, values as stored', () => {
    const properties = [
      {
        address: '1 Oak St',
        city: 'Austin',
        state: 'TX',
        zipcode: '78701',
        currentPrice: 500000,
        bedrooms: 3,
        bathrooms: 2,
        sqft: 1800,
        mlsNumber: 'ACT1001',
        listingStatus: 'active',
        status: 'active',
        hoaFees: 99.5,
        hasPool: true,
        listingDate: '2024-03-05',
        appliances: ['Dishwasher', 'Range'],
        propertyType: 'condo',
      },
      {
        address: '2 Elm Ave',
        city: 'Round Rock',
        state: 'TX',
        currentPrice: 350000,
        status: 'sold',
        lastSoldPrice: 349000,
        lastSoldDate: '2023-11-02',
      },
    ] as unknown as PropertyResponse[];
    const csv = buildCsv(PROPERTY_EXPORT_HEADERS, properties.map(propertyCsvRow));
    const { autoMap, converted } = readImportFile('properties', bytes(csv));
    expect(autoMap.confidence).toBe(100);
    expect(converted.errors).toEqual([]);
    expect(converted.valid).toHaveLength(2);
    expect(converted.valid[0]).toMatchObject({
      address: '1 Oak St',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
      current_price: 500000,
      bedrooms: 3,
      bathrooms: 2,
      sqft: 1800,
      mls_number: 'ACT1001',
      listing_status: 'active',
      hoa_fees: 9950,
      has_pool: true,
      listing_date: '2024-03-05',
      appliances: ['Dishwasher', 'Range'],
      property_type: 'condo',
    });
    expect(converted.valid[1]).toMatchObject({
      address: '2 Elm Ave',
      status: 'sold',
      last_sold_price: 34900000,
      last_sold_date: '2023-11-02',
    });
  });

  it('leads: every row, the "+1" phone without its guard apostrophe', () => {
    const leads = [
      {
        name: 'Ann Lee',
        email: 'ann@example.com',
        phone: '+1 555 010 0100',
        location: 'Austin, TX',
        budget: '$450,000',
        status: 'hot',
        qualification: 'pre-qualified',
        tags: ['buyer', 'vip'],
        leadType: 'buyer',
      },
      { name: 'Bo Diaz', email: null, phone: '-', status: 'cold', tags: [] },
    ] as unknown as LeadResponse[];
    const csv = buildCsv(LEAD_EXPORT_HEADERS, leads.map(leadCsvRow));
    const { converted } = readImportFile('leads', bytes(csv));
    expect(converted.errors).toEqual([]);
    expect(converted.valid[0]).toMatchObject({
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '+1 555 010 0100',
      location: 'Austin, TX',
      budget: '$450,000',
      status: 'hot',
      qualification: 'pre-qualified',
      tags: ['buyer', 'vip'],
      lead_type: 'buyer',
    });
    expect(converted.valid[1]).toMatchObject({ name: 'Bo Diaz', status: 'cold', tags: [] });
  });
});
