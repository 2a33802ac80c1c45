import { describe, expect, it } from 'vitest';
import { autoMapColumns, headerTarget } from './auto-map';
import { canonicalHeader } from './header-words';

describe('headers read by their words', () => {
  it.each([
    ['Beds Tot', 'Beds Total'],
    ['Yr Blt', 'Year Built'],
    ['SqFt Liv', 'Sqft Living'],
    ['Budget ($)', 'Budget'],
    ['MLS # Link', 'MLS number'],
    ['Pre-approved?', 'pre approved'],
    ['BathsTotal', 'Baths Total'],
    ['Sq. Ft. Heated', 'sqft heated'],
    ['Orig LP', 'original lp'],
  ])('%j reads as %j', (header, words) => {
    expect(canonicalHeader(header)).toBe(canonicalHeader(words));
  });

  it.each([
    ['properties', 'Beds Tot', 'bedrooms'],
    ['properties', 'Baths Full', 'bathrooms_full'],
    // Issue 50: MLS spreadsheet abbreviations (RESO BedroomsTotal, BathroomsFull/Half, LivingArea).
    ['properties', 'Baths Half', 'bathrooms_half'],
    ['properties', 'Tot BR', 'bedrooms'],
    ['properties', 'BR', 'bedrooms'],
    ['properties', '#Beds', 'bedrooms'],
    ['properties', 'Tot Baths', 'bathrooms'],
    ['properties', '#FBaths', 'bathrooms_full'],
    ['properties', '#HBaths', 'bathrooms_half'],
    ['properties', 'BathroomsPartial', 'bathrooms_half'],
    ['properties', '#3/4Baths', 'bathrooms_three_quarter'],
    ['properties', 'Three Quarter Baths', 'bathrooms_three_quarter'],
    ['properties', 'BathsThreeQuarter', 'bathrooms_three_quarter'],
    ['properties', 'BathroomsThreeQuarter', 'bathrooms_three_quarter'],
    ['properties', '3/4 Bths', 'bathrooms_three_quarter'],
    ['properties', '1/2 Baths', 'bathrooms_half'],
    ['properties', 'BathroomsOneQuarter', 'bathrooms_half'],
    ['properties', 'SqFt Liv Area', 'sqft'],
    ['properties', 'TotFlArea', 'sqft'],
    ['properties', 'Yr Blt', 'year_built'],
    ['properties', 'ML #', 'mls_number'],
    ['properties', 'Lot Sz', 'lot_size'],
    ['properties', 'Pool Y/N', 'has_pool'],
    ['properties', 'Waterfront Y/N', 'waterfront'],
    ['leads', 'Agent', 'assigned_to'],
    ['leads', 'Owner', 'assigned_to'],
    ['leads', 'Registered', 'created_at'],
    ['leads', 'Last Contact', 'last_activity_at'],
    ['leads', 'Pipeline', 'stage'],
    ['properties', 'Yr Blt', 'year_built'],
    ['properties', 'SqFt Liv', 'sqft'],
    ['properties', 'LP', 'current_price'],
    ['properties', 'SP', 'last_sold_price'],
    ['properties', 'DOM', 'days_on_market'],
    ['properties', 'CDOM', 'days_on_market'],
    ['properties', 'List Dt', 'listing_date'],
    ['properties', 'ML # Link', 'mls_number'],
    ['properties', 'Apx SqFt', 'sqft'],
    ['properties', 'Orig LP', 'listing_price'],
    ['leads', 'Looking in', 'location'],
    ['leads', 'Cell', 'phone'],
    ['leads', 'Mobile', 'phone'],
    ['leads', 'Pre-approved?', 'qualification'],
    ['leads', 'Budget ($)', 'budget'],
    ['leads', 'full_name', 'name'],
    ['leads', 'phone_number', 'phone'],
    ['leads', 'Phone - mobile', 'phone'],
    ['leads', 'when_are_you_looking_to_buy?', 'timeline'],
    ['leads', 'Stage', 'stage'],
    ['leads', 'Email (Primary)', 'email'],
  ] as const)('%s: %j → %s', (entity, header, target) => {
    expect(headerTarget(entity, header)?.target).toBe(target);
  });

  it.each([
    ['leads', 'Region'],
    ['leads', 'Lead Score'],
    ['properties', 'MLS Area'],
    ['properties', 'Region'],
  ] as const)('%s: %j names no field', (entity, header) => {
    expect(headerTarget(entity, header)).toBeNull();
  });
});

describe('autoMapColumns with sample values', () => {
  const mapOf = (entity: 'properties' | 'leads', rows: string[][]) => autoMapColumns(entity, rows[0]!, rows.slice(1)).mapping;

  it('leaves an MLS area code, a type code and a status of yes/no unmapped', () => {
    expect(
      mapOf('properties', [
        ['Address', 'Area', 'Type', 'Status', 'Price'],
        ['1 Main St', '7A', '1', 'Yes', '$300,000'],
        ['2 Oak Ave', '12', '2', 'No', '$400,000'],
      ]),
    ).toEqual(['address', null, null, null, 'current_price']);
  });

  it("keeps Zillow's area as living area when it holds square feet", () => {
    expect(
      mapOf('properties', [
        ['address', 'area'],
        ['1 Main St', '1842'],
        ['2 Oak Ave', '2650'],
      ]),
    ).toEqual(['address', 'sqft']);
  });

  it('leaves a generic "Area" out beside a specific living-area column, even when its codes look like sizes (issue 50)', () => {
    expect(
      mapOf('properties', [
        ['Address', 'Area', 'SqFt Liv Area'],
        ['1 A St', '101', '1,842'],
        ['2 B St', '205', '1,310'],
      ]),
    ).toEqual(['address', null, 'sqft']);
    // Alone, an Area of sizes is the living area.
    expect(
      mapOf('properties', [
        ['Address', 'Area'],
        ['1 A St', '1842'],
        ['2 B St', '1310'],
      ]),
    ).toEqual(['address', 'sqft']);
  });

  it('maps a lead "Status" of pipeline stages to the stage (issue 50), and one of temperatures to status', () => {
    expect(
      mapOf('leads', [
        ['Name', 'Status'],
        ['Ana', 'Sphere'],
        ['Bo', 'Active Lead'],
      ]),
    ).toEqual(['name', 'stage']);
    // A file with a stage column of its own keeps a pipeline-like status as tags.
    expect(
      mapOf('leads', [
        ['Name', 'Lifecycle Stage', 'Lead Status'],
        ['Ana', 'lead', 'New'],
        ['Bo', 'customer', 'Attempted Contact'],
      ]),
    ).toEqual(['name', 'stage', 'tags']);
    expect(
      mapOf('leads', [
        ['Name', 'Status'],
        ['Ana', 'Hot'],
        ['Bo', 'cold'],
      ]),
    ).toEqual(['name', 'status']);
  });

  it('finds e-mail and phone columns by their values when no header names them', () => {
    expect(
      mapOf('leads', [
        ['Name', 'Contact 1', 'Contact 2'],
        ['Ana', 'ana@example.com', '(555) 010-0101'],
        ['Bo', 'bo@example.com', '555-0102 x1'],
      ]),
    ).toEqual(['name', 'email', 'phone']);
  });

  it('without values, maps by header alone as spec 001 §5 says', () => {
    expect(autoMapColumns('properties', ['Address', 'Area', 'Type']).mapping).toEqual(['address', 'sqft', 'property_type']);
  });

  it('does not take a column for the address just because its header contains the word', () => {
    expect(
      mapOf('properties', [
        ['Address Type', 'Property Street Address'],
        ['Home', '12 Oak St'],
        ['Work', '9 Elm Ave'],
      ]),
    ).toEqual([null, 'address']);
    expect(mapOf('properties', [['Address Type'], ['Home'], ['Work']]).every((t) => t === null)).toBe(true);
  });

  it('keeps the fuzzy fallback from taking a column whose values contradict it', () => {
    // Not the name: its values are e-mails, and so it is taken for the e-mail.
    expect(mapOf('leads', [['Client full name'], ['ana@example.com']])).toEqual(['email']);
    expect(mapOf('leads', [['Client full name'], ['Ana Ruiz']])).toEqual(['name']);
  });
});
