import { describe, expect, it } from 'vitest';
import { autoMapColumns } from './auto-map';
import { createRowConverter } from './convert-row';
import { convertTable, toCsvTable } from './import-pipeline';
import { MESSY } from './test-support/fixtures';

const convert = (entity: 'properties' | 'leads', headers: string[], cells: string[], mapping = autoMapColumns(entity, headers).mapping) =>
  createRowConverter(entity, headers, mapping)(cells);

describe('property conversion', () => {
  it('cooling implies air conditioning unless it says none, and never overrides has_ac', () => {
    const headers = ['address', 'cooling', 'has_ac'];
    expect(convert('properties', headers, ['1 A St', 'Central Air', ''])).toMatchObject({ has_ac: true });
    expect(convert('properties', headers, ['1 A St', 'None', ''])).toMatchObject({ has_ac: null });
    expect(convert('properties', headers, ['1 A St', 'Window units', 'no'])).toMatchObject({ has_ac: false });
    expect(convert('properties', headers, ['1 A St', '', ''])).toMatchObject({ has_ac: null, cooling: null });
  });

  it('empty cells are null and every target field is present', () => {
    const row = convert('properties', ['address', 'city'], ['1 A St', '']);
    expect(row.city).toBeNull();
    // The 68 fields and the codes the file wrote (issue 50).
    expect(Object.keys(row)).toHaveLength(69);
  });

  // Issue 50: bath counts in columns of their own add up; a three-quarter bath counts as a full
  // one (product-decisions.md), a half or quarter bath as 0.5; they win over a total column.
  it.each<[string, string[], string[], number | null]>([
    ['full and half (MLS abbreviations)', ['#FBaths', '#HBaths'], ['2', '1'], 2.5],
    ['full, three-quarter and half (RESO)', ['BathroomsFull', 'BathroomsThreeQuarter', 'BathroomsHalf'], ['2', '1', '1'], 3.5],
    ['a three-quarter column alone ("#3/4Baths")', ['#3/4Baths'], ['1'], 1],
    ['"Three Quarter Baths" beside full baths', ['Full Baths', 'Three Quarter Baths'], ['1', '2'], 3],
    ['"BathsThreeQuarter" with an empty full column', ['Baths Full', 'BathsThreeQuarter'], ['', '1'], 1],
    ['a quarter bath counts as a half (RESO BathroomsOneQuarter)', ['BathroomsFull', 'BathroomsOneQuarter'], ['1', '1'], 1.5],
    [
      'parts win over a total that counts each bath as one',
      ['BathroomsTotalInteger', 'BathroomsFull', 'BathroomsThreeQuarter'],
      ['3', '1', '1'],
      2,
    ],
    ['no counts at all', ['#FBaths', '#3/4Baths'], ['', ''], null],
  ])('bathrooms: %s', (_, headers, cells, bathrooms) => {
    expect(convert('properties', ['address', ...headers], ['1 A St', ...cells]).bathrooms).toBe(bathrooms);
  });

  it('a re-import keeps the codes the export wrote; codes the file writes in its values win', () => {
    const headers = ['address', 'status', 'source_codes'];
    expect(convert('properties', headers, ['1 A St', 'active', 'status=A; has_pool=Y']).source_codes).toEqual({
      status: 'A',
      has_pool: 'Y',
    });
    expect(convert('properties', headers, ['1 A St', 'P', 'status=A']).source_codes).toEqual({ status: 'P' });
  });

  it('fills current price from the listing price, sqft from total square feet, one status from the other', () => {
    expect(
      convert('properties', ['address', 'Listing Price', 'Total Square Feet', 'StandardStatus'], ['1 A St', '$300k', '1,200', 'Closed']),
    ).toMatchObject({
      current_price: 300000,
      listing_price: 300000,
      sqft: 1200,
      square_feet: 1200,
      status: 'sold',
      listing_status: 'sold',
    });
  });

  it('a hand-mapped column takes part like an automatic one', () => {
    const row = convert('properties', ['Where', 'Cost'], ['9 Elm St', '1.1m'], ['address', 'current_price']);
    expect(row).toMatchObject({ address: '9 Elm St', current_price: 1100000 });
  });

  it('a full address column wins over street parts', () => {
    const headers = ['Address', 'Street Number', 'Street Name'];
    expect(convert('properties', headers, ['5 Oak Ln', '7', 'Pine'])).toMatchObject({ address: '5 Oak Ln' });
    expect(convert('properties', headers, ['', '7', 'Pine'])).toMatchObject({ address: '7 Pine' });
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const table = toCsvTable('properties', MESSY.quotedLineBreaks);
    const result = convertTable('properties', table, autoMapColumns('properties', table.headers).mapping);
    expect(result.errors).toEqual([]);
    expect(result.valid[0]).toMatchObject({
      address: '100 Main St',
      current_price: 500000,
      description: 'Line one\nLine two, with a comma\nand "quotes"',
    });
    expect(table.rowNumbers).toEqual([2, 3]);
  });
});

describe('lead conversion', () => {
  it('a name column wins; otherwise first, middle and last names are joined', () => {
    const headers = ['Name', 'First Name', 'Last Name'];
    expect(convert('leads', headers, ['Pat Q. Doe', 'Pat', 'Doe']).name).toBe('Pat Q. Doe');
    expect(convert('leads', headers, ['', 'Pat', 'Doe']).name).toBe('Pat Doe');
    expect(convert('leads', headers, ['', '', 'Doe']).name).toBe('Doe');
    expect(convert('leads', headers, ['', '', '']).name).toBeNull();
  });

  it('picks the primary of several e-mail and phone columns by header, not by position', () => {
    const headers = ['Home Phone', 'E-mail 2 Address', 'Mobile Phone', 'E-mail Address'];
    expect(convert('leads', headers, ['111-1111', 'two@x.com', '222-2222', 'one@x.com'])).toMatchObject({
      phone: '222-2222',
      email: 'one@x.com',
    });
    expect(convert('leads', headers, ['111-1111', 'two@x.com', '', ''])).toMatchObject({ phone: '111-1111', email: 'two@x.com' });
  });

  it('tags: comma-split, Outlook semicolons, Google labels without the system ones', () => {
    expect(convert('leads', ['name', 'tags'], ['A', 'buyer, vip,buyer']).tags).toEqual(['buyer', 'vip']);
    expect(convert('leads', ['name', 'Categories'], ['A', 'Buyers;Hot']).tags).toEqual(['Buyers', 'Hot']);
    expect(convert('leads', ['name', 'Labels'], ['A', '* myContacts ::: * starred ::: Imported on 3/4 ::: Clients']).tags).toEqual([
      'Clients',
    ]);
    expect(convert('leads', ['name', 'tags'], ['A', '']).tags).toEqual([]);
  });

  it('location from city, state and ZIP; line breaks in an address become commas', () => {
    expect(convert('leads', ['name', 'City', 'State', 'Zip'], ['A', 'Austin', 'TX', '78701']).location).toBe('Austin, TX 78701');
    expect(convert('leads', ['name', 'Address'], ['A', '1 Main St\nAustin, TX']).location).toBe('1 Main St, Austin, TX');
  });
});

describe('typed contact columns (issue 50)', () => {
  it('a type column labels the phone of its number, and a mobile one is the primary', () => {
    const headers = ['Name', 'Phone 1', 'Phone 1 Type', 'Phone 2', 'Phone 2 Type', 'Email 1', 'Spouse Email'];
    const mapping = autoMapColumns('leads', headers).mapping;
    expect(mapping).toEqual(['name', 'phone', 'contact_type', 'phone', 'contact_type', 'email', 'partner_contact']);
    const row = createRowConverter(
      'leads',
      headers,
      mapping,
    )(['Ana', '(303) 555-0101', 'Home', '(303) 555-0102', 'Mobile', 'ana@example.com', 'bo@example.com']);
    expect(row).toMatchObject({
      phone: '(303) 555-0102',
      additional_phones: ['(303) 555-0101'],
      contact_labels: { '(303) 555-0102': 'Mobile', '(303) 555-0101': 'Home', 'ana@example.com': 'Email 1' },
      email: 'ana@example.com',
      additional_emails: [],
      notes: 'Spouse: bo@example.com',
    });
  });
});
