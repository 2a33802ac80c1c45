import { describe, expect, it } from 'vitest';
import { autoMapColumns, normalizeHeader, summarizeMapping, synonymLookup } from './auto-map';
import { CONFIDENCE_HIGH, CONFIDENCE_MEDIUM, confidenceLevel, IMPORT_ENTITIES } from './import-constants';
import { IMPORT_TARGETS } from './import-targets';
import { LEAD_KEY_FIELDS, LEAD_REQUIRED_FIELDS } from './lead-fields';
import { PROPERTY_IMPORT_FIELDS, PROPERTY_KEY_FIELDS, PROPERTY_REQUIRED_FIELDS } from './property-fields';

describe('spec numbers', () => {
  it('pins the required and key fields and the thresholds', () => {
    expect(PROPERTY_REQUIRED_FIELDS).toEqual(['address']);
    expect(LEAD_REQUIRED_FIELDS).toEqual(['name']);
    expect(LEAD_KEY_FIELDS).toEqual(['name', 'email', 'phone', 'location', 'budget', 'timeline', 'source']);
    expect(PROPERTY_KEY_FIELDS).toEqual([
      'address',
      'city',
      'state',
      'zipcode',
      'current_price',
      'bedrooms',
      'bathrooms',
      'sqft',
      'mls_number',
      'listing_status',
    ]);
    expect(PROPERTY_IMPORT_FIELDS).toHaveLength(68);
    expect([CONFIDENCE_HIGH, CONFIDENCE_MEDIUM]).toEqual([90, 70]);
  });

  it.each([
    [100, 'high'],
    [90, 'high'],
    [89, 'medium'],
    [70, 'medium'],
    [69, 'low'],
    [0, 'low'],
  ] as const)('confidence %i is %s', (pct, level) => {
    expect(confidenceLevel(pct)).toBe(level);
  });
});

describe('synonym lists', () => {
  it.each(IMPORT_ENTITIES)('%s: every target answers to its own name and no header names two targets', (entity) => {
    const { targets, synonyms } = IMPORT_TARGETS[entity];
    const owner = new Map<string, string>();
    for (const target of targets) {
      expect(synonyms[target]?.[0], target).toBe(target);
      for (const synonym of synonyms[target]!) {
        const key = normalizeHeader(synonym);
        expect(owner.get(key) ?? target, `"${synonym}" is listed for ${owner.get(key)} and ${target}`).toBe(target);
        owner.set(key, target);
      }
    }
  });

  it.each([
    ['ListPrice', 'current_price'],
    ['OriginalListPrice', 'listing_price'],
    ['ClosePrice', 'last_sold_price'],
    ['CloseDate', 'last_sold_date'],
    ['BedroomsTotal', 'bedrooms'],
    ['BathroomsTotalInteger', 'bathrooms'],
    ['LivingArea', 'sqft'],
    ['BuildingAreaTotal', 'square_feet'],
    ['StandardStatus', 'listing_status'],
    ['MlsStatus', 'listing_status'],
    ['PostalCode', 'zipcode'],
    ['StateOrProvince', 'state'],
    ['City', 'city'],
    ['UnparsedAddress', 'address'],
    ['ListingId', 'mls_number'],
    ['DaysOnMarket', 'days_on_market'],
    ['YearBuilt', 'year_built'],
    ['PropertyType', 'property_type'],
    ['PropertySubType', 'property_subtype'],
    ['ListingContractDate', 'listing_date'],
    ['OriginalEntryTimestamp', 'original_listing_date'],
    ['OpenHouseDate', 'open_house_date'],
    ['OpenHouseStartTime', 'open_house_time'],
    ['OpenHouseRemarks', 'open_house_details'],
    ['AssociationFee', 'hoa_fees'],
    ['AssociationFeeFrequency', 'hoa_frequency'],
    ['ParkingTotal', 'parking_spaces'],
    ['GarageSpaces', 'garage_spaces'],
    ['PoolPrivateYN', 'has_pool'],
    ['FireplaceYN', 'has_fireplace'],
    ['CoolingYN', 'has_ac'],
    ['WaterfrontYN', 'waterfront'],
    ['Heating', 'heating'],
    ['Cooling', 'cooling'],
    ['Appliances', 'appliances'],
    ['Flooring', 'flooring'],
    ['ExteriorFeatures', 'exterior_features'],
    ['InteriorFeatures', 'interior_features'],
    ['CommunityFeatures', 'community_features'],
    ['HighSchoolDistrict', 'school_district'],
    ['ElementarySchool', 'elementary_school'],
    ['MiddleOrJuniorSchool', 'middle_school'],
    ['HighSchool', 'high_school'],
    ['TaxAssessedValue', 'tax_assessed_value'],
    ['TaxAnnualAmount', 'annual_tax_amount'],
    ['Zoning', 'zoning'],
    ['ParcelNumber', 'parcel_number'],
    ['ListAgentFullName', 'agent_name'],
    ['ListAgentEmail', 'agent_email'],
    ['ListAgentDirectPhone', 'agent_phone'],
    ['ListOfficeName', 'agent_brokerage'],
    ['ListAgentStateLicense', 'listing_agent_license'],
    ['VirtualTourURLUnbranded', 'virtual_tour_url'],
    ['StoriesTotal', 'stories'],
    ['BelowGradeFinishedArea', 'basement_sqft'],
    ['ArchitecturalStyle', 'architecture_style'],
    ['View', 'view_type'],
    ['SeniorCommunityYN', 'senior_community'],
    ['PetsAllowed', 'pets_allowed'],
    ['PublicRemarks', 'description'],
    ['LotSizeArea', 'lot_size'],
    ['LotSizeAcres', 'lot_size'],
    ['StreetNumber', 'street_number'],
    ['StreetName', 'street_name'],
    ['StreetSuffix', 'street_suffix'],
    ['UnitNumber', 'unit_number'],
  ])('RESO Data Dictionary name %s → %s', (header, target) => {
    expect(synonymLookup('properties').get(normalizeHeader(header))?.target).toBe(target);
  });

  it.each([
    ['Current Price', 'current_price'],
    ['Zip Code', 'zipcode'],
    ['MLS Number', 'mls_number'],
    ['Beds', 'bedrooms'],
    ['Baths', 'bathrooms'],
    ['Square Feet', 'sqft'],
    ['Sq Ft', 'sqft'],
    ['Year Built', 'year_built'],
    ['HOA Fees', 'hoa_fees'],
    ['Days on Market', 'days_on_market'],
    ['Listing Status', 'listing_status'],
    ['Property Type', 'property_type'],
    ['Lot Size', 'lot_size'],
    ['Listing URL', 'listing_url'],
  ])('friendly property header %s → %s', (header, target) => {
    expect(synonymLookup('properties').get(normalizeHeader(header))?.target).toBe(target);
  });
});

describe('autoMapColumns', () => {
  it('matches case-insensitively with whitespace trimmed (a stray BOM too)', () => {
    const { mapping } = autoMapColumns('properties', ['  ADDRESS ', 'city', '\uFEFFState', 'zip  code']);
    expect(mapping).toEqual(['address', 'city', 'state', 'zipcode']);
  });

  it('falls back to containment, ignoring case, underscores, spaces and hyphens, for required fields (and city and state)', () => {
    const { mapping, missingRequired } = autoMapColumns('properties', [
      'Property_Street-Address Line',
      'CITY NAME (US)',
      'Home State',
      'Zip+4',
    ]);
    expect(mapping).toEqual(['address', 'city', 'state', null]);
    expect(missingRequired).toEqual([]);
  });

  it('the fuzzy fallback only takes columns no exact match took', () => {
    const { mapping } = autoMapColumns('leads', ['Email', 'Client full name', 'Owner Name']);
    expect(mapping).toEqual(['email', 'name', null]);
  });

  it('an empty header is never a fuzzy match', () => {
    expect(autoMapColumns('leads', ['', 'Email']).mapping).toEqual([null, 'email']);
  });

  it('reports missing required fields and confidence', () => {
    const result = autoMapColumns('properties', ['Listing Title', 'Price', 'Beds', 'Baths']);
    expect(result.missingRequired).toEqual(['address']);
    expect(result.confidence).toBe(30);
  });

  it('first and last name columns satisfy the required name', () => {
    const result = autoMapColumns('leads', ['First Name', 'Last Name', 'Email']);
    expect(result.missingRequired).toEqual([]);
    expect(result.mappedKeyFields).toEqual(['name', 'email']);
    expect(result.confidence).toBe(29);
  });

  it('street number and name satisfy the required address', () => {
    expect(autoMapColumns('properties', ['Street Number', 'Street Name', 'City', 'State']).missingRequired).toEqual([]);
  });

  it('a hand-edited mapping is summarised the same way', () => {
    expect(summarizeMapping('leads', [null, 'email'])).toEqual({ confidence: 14, missingRequired: ['name'], mappedKeyFields: ['email'] });
    expect(summarizeMapping('leads', ['name', 'email', 'phone', 'location', 'budget', 'timeline', 'source']).confidence).toBe(100);
  });
});
