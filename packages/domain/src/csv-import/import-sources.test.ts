import { describe, expect, it } from 'vitest';
import { autoMapColumns } from './auto-map';
import { toCsvTable, convertTable } from './import-pipeline';
import { LEAD_EXPORTS, PROPERTY_EXPORTS } from './test-support/fixtures';

// Real-looking exports (test-data/csv-import): every source maps its required fields on its own,
// with the confidence the spec's key fields give, and converts to valid rows.

const mapped = (headers: string[], mapping: (string | null)[]) =>
  Object.fromEntries(headers.map((h, i) => [h, mapping[i]]).filter(([, t]) => t !== null));

describe('property exports', () => {
  it.each([
    [
      'RESO Web API',
      100,
      {
        ListingId: 'mls_number',
        StandardStatus: 'listing_status',
        UnparsedAddress: 'address',
        StateOrProvince: 'state',
        PostalCode: 'zipcode',
        ListPrice: 'current_price',
        OriginalListPrice: 'listing_price',
        BedroomsTotal: 'bedrooms',
        BathroomsTotalInteger: 'bathrooms',
        LivingArea: 'sqft',
        ClosePrice: 'last_sold_price',
        TaxAnnualAmount: 'annual_tax_amount',
        PoolPrivateYN: 'has_pool',
        ListAgentFullName: 'agent_name',
        PublicRemarks: 'description',
        MlsStatus: 'listing_status',
      },
    ],
    [
      'Redfin',
      90,
      {
        ADDRESS: 'address',
        'STATE OR PROVINCE': 'state',
        'ZIP OR POSTAL CODE': 'zipcode',
        PRICE: 'current_price',
        BEDS: 'bedrooms',
        BATHS: 'bathrooms',
        'SQUARE FEET': 'sqft',
        'MLS#': 'mls_number',
        STATUS: 'status',
        '$/SQUARE FEET': 'price_per_sqft',
        'HOA/MONTH': 'hoa_fees',
        'SOLD DATE': 'last_sold_date',
        'NEXT OPEN HOUSE START TIME': 'open_house_date',
      },
    ],
    [
      'Zillow',
      80,
      {
        address: 'address',
        addressStreet: 'address',
        addressCity: 'city',
        addressState: 'state',
        addressZipcode: 'zipcode',
        price: 'current_price',
        beds: 'bedrooms',
        area: 'sqft',
        homeType: 'property_type',
        homeStatus: 'status',
        daysOnZillow: 'days_on_market',
        detailUrl: 'listing_url',
        imgSrc: 'images',
        brokerName: 'agent_brokerage',
      },
    ],
    [
      'Realtor.com',
      90,
      {
        property_url: 'listing_url',
        mls_id: 'mls_number',
        status: 'status',
        street: 'address',
        unit: 'unit_number',
        zip_code: 'zipcode',
        list_price: 'current_price',
        sold_price: 'last_sold_price',
        full_baths: 'bathrooms_full',
        days_on_mls: 'days_on_market',
        hoa_fee: 'hoa_fees',
        parking_garage: 'garage_spaces',
        alt_photos: 'images',
        primary_photo: 'images',
      },
    ],
    [
      'Matrix MLS (note above the header)',
      90,
      {
        'ML #': 'mls_number',
        Status: 'status',
        Address: 'address',
        Zip: 'zipcode',
        'List Price': 'current_price',
        'Sold Price': 'last_sold_price',
        'Baths Total': 'bathrooms',
        SqFt: 'sqft',
        'Yr Built': 'year_built',
        DOM: 'days_on_market',
        'Close Date': 'last_sold_date',
        'List Office Name': 'agent_brokerage',
      },
    ],
    [
      'Flexmls (street in parts)',
      90,
      {
        'Street Number': 'street_number',
        'Street Name': 'street_name',
        'Street Suffix': 'street_suffix',
        'Unit #': 'unit_number',
        'Approx SqFt': 'sqft',
        'Total Baths': 'bathrooms',
        'Pool (Y/N)': 'has_pool',
        'Listing Office': 'agent_brokerage',
      },
    ],
  ] as const)('%s maps at %i%% confidence', (source, confidence, expected) => {
    const table = toCsvTable('properties', PROPERTY_EXPORTS[source]);
    const result = autoMapColumns('properties', table.headers);
    expect(result.missingRequired).toEqual([]);
    expect(result.confidence).toBe(confidence);
    expect(mapped(table.headers, result.mapping)).toMatchObject(expected);
    const converted = convertTable('properties', table, result.mapping);
    expect(converted.errors).toEqual([]);
    expect(converted.valid).toHaveLength(3);
  });

  it('reads the RESO rows: dollars, hundredths, counts, booleans, lists, dates and statuses', () => {
    const table = toCsvTable('properties', PROPERTY_EXPORTS['RESO Web API']);
    const { valid } = convertTable('properties', table, autoMapColumns('properties', table.headers).mapping);
    expect(valid[0]).toMatchObject({
      address: '4512 Shoal Creek Blvd, Austin, TX 78756',
      city: 'Austin',
      state: 'TX',
      zipcode: '78756',
      mls_number: 'ACT5551234',
      current_price: 875000,
      listing_price: 899000,
      bedrooms: 4,
      bathrooms: 3,
      sqft: 2480,
      year_built: 1958,
      days_on_market: 14,
      listing_date: '2024-02-20',
      annual_tax_amount: 1452318,
      tax_assessed_value: 81240000,
      has_pool: false,
      has_fireplace: true,
      has_ac: true,
      property_type: 'single_family',
      property_subtype: 'Single Family Residence',
      status: 'active',
      listing_status: 'active',
      appliances: ['Dishwasher', 'Disposal', 'Gas Range', 'Refrigerator'],
      pets_allowed: 'Yes',
      school_district: 'Austin ISD',
      description: 'Mid-century charmer on a large lot.\nUpdated baths, original terrazzo floors.',
    });
    // PropertyType "Residential" with PropertySubType "Condominium" is a condo.
    expect(valid[1]).toMatchObject({
      listing_status: 'pending',
      status: 'pending',
      property_type: 'condo',
      hoa_fees: 41200,
      hoa_frequency: 'Monthly',
    });
    expect(valid[2]).toMatchObject({
      listing_status: 'sold',
      property_type: 'townhouse',
      last_sold_price: 60250000,
      last_sold_date: '2023-11-17',
    });
  });

  it('reads Redfin: upper-case headers, "2.5" baths, Contingent, open-house date with time', () => {
    const table = toCsvTable('properties', PROPERTY_EXPORTS.Redfin);
    const { valid } = convertTable('properties', table, autoMapColumns('properties', table.headers).mapping);
    expect(valid[0]).toMatchObject({
      bathrooms: 2.5,
      open_house_date: '2024-03-23',
      price_per_sqft: 32400,
      property_type: 'single_family',
      listing_url: expect.stringContaining('redfin.com'),
    });
    expect(valid[1]).toMatchObject({ property_type: 'condo', status: 'pending', hoa_fees: 46500 });
    expect(valid[2]).toMatchObject({ status: 'sold', last_sold_date: '2023-11-03', property_type: 'townhouse' });
  });

  it('reads Zillow: the full address first, "$1,150,000" prices, portal statuses', () => {
    const table = toCsvTable('properties', PROPERTY_EXPORTS.Zillow);
    const { valid } = convertTable('properties', table, autoMapColumns('properties', table.headers).mapping);
    expect(valid.map((r) => [r.address, r.current_price, r.status, r.property_type])).toEqual([
      ['310 Pine St, Seattle, WA 98101', 1150000, 'active', 'single_family'],
      ['88 Spring St APT 1204, Seattle, WA 98104', 725000, 'pending', 'condo'],
      ['4417 Corliss Ave N, Seattle, WA 98103', 1325000, 'sold', 'townhouse'],
    ]);
    expect(valid[0]!.images).toEqual(['https://photos.zillowstatic.com/fp/abc-p_e.jpg']);
  });

  it('reads Realtor.com: the unit joins the street, photos from two columns form one list', () => {
    const table = toCsvTable('properties', PROPERTY_EXPORTS['Realtor.com']);
    const { valid } = convertTable('properties', table, autoMapColumns('properties', table.headers).mapping);
    expect(valid[0]!.images).toEqual(['https://ap.rdcpix.com/a1.jpg', 'https://ap.rdcpix.com/a2.jpg', 'https://ap.rdcpix.com/a3.jpg']);
    expect(valid[0]!.mls_number).toBe('20512345');
    expect(valid[1]!.address).toBe('1010 Elm St Apt 12');
    expect(valid[2]).toMatchObject({ status: 'sold', last_sold_price: 45250000, last_sold_date: '2023-07-21' });
  });

  it('reads Matrix: skips the note above the header and counts rows as the spreadsheet does', () => {
    const table = toCsvTable('properties', PROPERTY_EXPORTS['Matrix MLS (note above the header)']);
    expect(table.headers[0]).toBe('ML #');
    expect(table.rowNumbers).toEqual([3, 4, 5]);
    const { valid } = convertTable('properties', table, autoMapColumns('properties', table.headers).mapping);
    expect(valid.map((r) => [r.status, r.listing_date, r.sqft, r.current_price])).toEqual([
      ['active', '2024-02-26', 1640, 549900],
      ['pending', '2024-01-19', 812, 329000],
      ['sold', '2023-10-02', 2215, 615000],
    ]);
  });

  it('reads Flexmls: the street parts join into the address', () => {
    const table = toCsvTable('properties', PROPERTY_EXPORTS['Flexmls (street in parts)']);
    const { valid } = convertTable('properties', table, autoMapColumns('properties', table.headers).mapping);
    expect(valid.map((r) => [r.address, r.status, r.property_type, r.has_pool])).toEqual([
      ['1820 E Camelback Rd', 'active', 'single_family', true],
      ['455 N 3rd St #1412', 'coming_soon', 'single_family', false],
      ['9901 Desert Mountain Pkwy', 'off_market', 'land', false],
    ]);
  });
});

describe('lead exports', () => {
  it.each([
    [
      'Google Contacts (old format)',
      57,
      {
        Name: 'name',
        'Given Name': 'first_name',
        'Family Name': 'last_name',
        'E-mail 1 - Value': 'email',
        'E-mail 2 - Value': 'email',
        'Phone 1 - Value': 'phone',
        Location: 'location',
        'Address 1 - City': 'city',
        Notes: 'notes',
        'Group Membership': 'tags',
        Priority: 'status',
      },
    ],
    [
      'Google Contacts (current format)',
      57,
      {
        'First Name': 'first_name',
        'Middle Name': 'middle_name',
        'Last Name': 'last_name',
        'E-mail 1 - Value': 'email',
        'Phone 1 - Value': 'phone',
        Labels: 'tags',
        'Address 1 - Formatted': 'location',
      },
    ],
    [
      'Outlook',
      57,
      {
        'First Name': 'first_name',
        'Last Name': 'last_name',
        'E-mail Address': 'email',
        'E-mail 2 Address': 'email',
        'Primary Phone': 'phone',
        'Mobile Phone': 'phone',
        'Home City': 'city',
        Categories: 'tags',
        Priority: 'status',
      },
    ],
    [
      'HubSpot',
      71,
      {
        'First Name': 'first_name',
        Email: 'email',
        'Phone Number': 'phone',
        'Mobile Phone Number': 'phone',
        'State/Region': 'state',
        'Original Source': 'source',
      },
    ],
    [
      'Follow Up Boss',
      100,
      {
        'Email 1': 'email',
        'Phone 1': 'phone',
        Price: 'budget',
        Timeframe: 'timeline',
        Source: 'source',
        Background: 'notes',
        'Address 1 - City': 'city',
        Tags: 'tags',
      },
    ],
    [
      'Salesforce',
      71,
      {
        Email: 'email',
        Phone: 'phone',
        Mobile: 'phone',
        'Lead Source': 'source',
        Rating: 'status',
        Description: 'notes',
        'State/Province': 'state',
        'Zip/Postal Code': 'postal_code',
      },
    ],
    [
      'Zillow Premier Agent',
      86,
      {
        Name: 'name',
        'Contact type': 'lead_type',
        'Property Address': 'location',
        'Listing Price': 'budget',
        Message: 'notes',
        'Lead source': 'source',
      },
    ],
  ] as const)('%s maps the name at %i%% confidence', (source, confidence, expected) => {
    const table = toCsvTable('leads', LEAD_EXPORTS[source]);
    const result = autoMapColumns('leads', table.headers);
    expect(result.missingRequired).toEqual([]);
    expect(result.confidence).toBe(confidence);
    expect(mapped(table.headers, result.mapping)).toMatchObject(expected);
    // Labels and display names must never be taken for the value or the name.
    expect(mapped(table.headers, result.mapping)['E-mail 1 - Type'] ?? 'contact_type').toBe('contact_type');
    expect(mapped(table.headers, result.mapping)).not.toHaveProperty(["Manager's Name"]);
    const converted = convertTable('leads', table, result.mapping);
    expect(converted.errors).toEqual([]);
    expect(converted.valid.length).toBe(table.records.length);
  });

  const rowsOf = (source: keyof typeof LEAD_EXPORTS) => {
    const table = toCsvTable('leads', LEAD_EXPORTS[source]);
    return convertTable('leads', table, autoMapColumns('leads', table.headers).mapping).valid;
  };

  it('Google old: full name or given + family, the primary of ":::" values, labels as tags, priority as status', () => {
    const [maria, tom, priya] = rowsOf('Google Contacts (old format)');
    expect(maria).toMatchObject({
      name: 'Maria Lopez',
      email: 'maria.lopez@example.com',
      phone: '(555) 201-3344',
      status: 'hot',
      tags: ['Buyers'],
      location: '12 Oak St, Denver, CO 80203, US',
      notes: 'Pre-approved with First Federal.\nWants 3 bed near good schools.',
    });
    expect(tom).toMatchObject({
      name: 'Tom Nguyen',
      email: 'tom.nguyen@example.com',
      phone: '+1 555 201 4455',
      status: 'warm',
      location: 'Boulder, CO',
      tags: ['Sellers', 'Past clients'],
    });
    expect(priya).toMatchObject({ name: 'Priya Raman', email: null, phone: '555.201.7788', status: 'cold', tags: [] });
  });

  it('Google current: first, middle and last name joined; starred and myContacts are not tags', () => {
    const [avery, sam] = rowsOf('Google Contacts (current format)');
    expect(avery).toMatchObject({
      name: 'Avery J Thompson',
      email: 'avery.thompson@example.com',
      phone: '(720) 555-0133',
      location: 'Lakewood, CO 80226',
      tags: ['Buyers'],
    });
    expect(sam).toMatchObject({ name: 'Sam Okafor', location: '55 Pearl St, Boulder, CO 80302', tags: ['Investors'] });
  });

  it('Outlook: the first e-mail, Mobile before Primary before Home, home address as location, categories as tags', () => {
    const [grace, luis] = rowsOf('Outlook');
    expect(grace).toMatchObject({
      name: 'Grace Kim',
      email: 'grace.kim@example.com',
      phone: '(206) 555-0199',
      location: 'Seattle, WA 98109',
      tags: ['Buyers', 'Relocation'],
      status: 'hot',
    });
    expect(luis).toMatchObject({ name: 'Luis Ortega', phone: '(206) 555-0333', location: 'Tacoma, WA', tags: ['Sellers'], status: 'warm' });
    expect(grace!.notes).toBe('Relocating from Portland in June.');
  });

  it('HubSpot: the mobile number first; the lifecycle stage is the stage, the lead status a tag', () => {
    const [jasmine, ben] = rowsOf('HubSpot');
    expect(jasmine).toMatchObject({
      name: 'Jasmine Carter',
      phone: '+1 (404) 555-0999',
      location: 'Atlanta, Georgia 30307',
      source: 'Organic Search',
    });
    expect(jasmine).toMatchObject({ status: null, stage: 'lead', tags: ['NEW'] });
    expect(ben).toMatchObject({ name: 'Ben Feld', phone: '(404) 555-0456', location: 'Decatur, GA' });
  });

  it('Follow Up Boss: budgets become dollars, ranges keep both ends', () => {
    const [olivia, noah] = rowsOf('Follow Up Boss');
    expect(olivia).toMatchObject({
      name: 'Olivia Martinez',
      email: 'olivia.m@example.com',
      budget: '$525,000',
      timeline: '0-3 Months',
      tags: ['buyer', 'pre-approved'],
      stage: 'Hot Prospect',
      assigned_to: 'Dana Agent',
    });
    expect(olivia).toMatchObject({
      additional_emails: ['olivia.work@example.com'],
      additional_phones: ['(303) 555-0151'],
      created_at: '2024-02-11T08:30:00.000Z',
      last_activity_at: '2024-03-02T17:45:00.000Z',
    });
    expect(noah).toMatchObject({ budget: '$350,000 - $400,000', location: 'Lakewood, CO 80214' });
  });
});
