import type { PropertyFields } from './property-schemas.ts';

/** How a field is typed in, shown and written to CSV. "cents" fields are dollars with cents (stored in hundredths). */
export type FieldKind = 'text' | 'longText' | 'email' | 'url' | 'dollars' | 'cents' | 'int' | 'tenths' | 'date' | 'boolean' | 'list' | 'status';

export const PROPERTY_FIELD_GROUPS = [
  { id: 'basics', label: 'Basics' },
  { id: 'details', label: 'Details' },
  { id: 'features', label: 'Features' },
  { id: 'costs', label: 'Costs and history' },
  { id: 'schools', label: 'Schools and area' },
  { id: 'openHouse', label: 'Open house' },
  { id: 'agent', label: 'Listing agent' },
  { id: 'links', label: 'Listing links' },
] as const;
export type PropertyFieldGroup = (typeof PROPERTY_FIELD_GROUPS)[number]['id'];

export type PropertyField = {
  key: keyof PropertyFields;
  /**
   * The spec 001 §3 CSV import target field: the export header, so a re-import maps it exactly.
   * null for the one field that is not an import target (platform), which is not exported.
   */
  csv: string | null;
  label: string;
  kind: FieldKind;
  group: PropertyFieldGroup;
};

const f = (key: keyof PropertyFields, csv: string | null, label: string, kind: FieldKind, group: PropertyFieldGroup): PropertyField => ({ key, csv, label, kind, group });

/** Every field of a property, in the order of spec 001 §3's import target list. */
export const PROPERTY_FIELDS: readonly PropertyField[] = [
  f('address', 'address', 'Address', 'text', 'basics'),
  f('city', 'city', 'City', 'text', 'basics'),
  f('state', 'state', 'State', 'text', 'basics'),
  f('zipcode', 'zipcode', 'ZIP code', 'text', 'basics'),
  f('currentPrice', 'current_price', 'Current price', 'dollars', 'basics'),
  f('listingPrice', 'listing_price', 'Listing price', 'dollars', 'basics'),
  f('bedrooms', 'bedrooms', 'Bedrooms', 'int', 'details'),
  f('bathrooms', 'bathrooms', 'Bathrooms', 'tenths', 'details'),
  f('sqft', 'sqft', 'Square feet', 'int', 'details'),
  f('squareFeet', 'square_feet', 'Square feet (as listed)', 'int', 'details'),
  f('propertyType', 'property_type', 'Property type', 'text', 'basics'),
  f('propertySubtype', 'property_subtype', 'Property subtype', 'text', 'basics'),
  f('mlsNumber', 'mls_number', 'MLS number', 'text', 'basics'),
  f('status', 'status', 'Status', 'status', 'basics'),
  f('listingStatus', 'listing_status', 'Listing status (MLS)', 'text', 'basics'),
  f('listingDate', 'listing_date', 'Listing date', 'date', 'basics'),
  f('daysOnMarket', 'days_on_market', 'Days on market', 'int', 'basics'),
  f('originalListingDate', 'original_listing_date', 'Original listing date', 'date', 'costs'),
  f('lastSoldDate', 'last_sold_date', 'Last sold date', 'date', 'costs'),
  f('lastSoldPrice', 'last_sold_price', 'Last sold price', 'cents', 'costs'),
  f('openHouseDate', 'open_house_date', 'Open house date', 'date', 'openHouse'),
  f('openHouseTime', 'open_house_time', 'Open house time', 'text', 'openHouse'),
  f('openHouseDetails', 'open_house_details', 'Open house details', 'text', 'openHouse'),
  f('hoaFees', 'hoa_fees', 'HOA fees', 'cents', 'costs'),
  f('hoaFrequency', 'hoa_frequency', 'HOA frequency', 'text', 'costs'),
  f('parkingSpaces', 'parking_spaces', 'Parking spaces', 'int', 'details'),
  f('garageSpaces', 'garage_spaces', 'Garage spaces', 'int', 'details'),
  f('hasPool', 'has_pool', 'Pool', 'boolean', 'features'),
  f('hasFireplace', 'has_fireplace', 'Fireplace', 'boolean', 'features'),
  f('hasAc', 'has_ac', 'Air conditioning', 'boolean', 'features'),
  f('waterfront', 'waterfront', 'Waterfront', 'boolean', 'features'),
  f('heating', 'heating', 'Heating', 'text', 'features'),
  f('cooling', 'cooling', 'Cooling', 'text', 'features'),
  f('appliances', 'appliances', 'Appliances', 'list', 'features'),
  f('flooring', 'flooring', 'Flooring', 'list', 'features'),
  f('exteriorFeatures', 'exterior_features', 'Exterior features', 'list', 'features'),
  f('interiorFeatures', 'interior_features', 'Interior features', 'list', 'features'),
  f('communityFeatures', 'community_features', 'Community features', 'list', 'features'),
  f('schoolDistrict', 'school_district', 'School district', 'text', 'schools'),
  f('elementarySchool', 'elementary_school', 'Elementary school', 'text', 'schools'),
  f('middleSchool', 'middle_school', 'Middle school', 'text', 'schools'),
  f('highSchool', 'high_school', 'High school', 'text', 'schools'),
  f('walkabilityScore', 'walkability_score', 'Walkability score', 'int', 'schools'),
  f('transitScore', 'transit_score', 'Transit score', 'int', 'schools'),
  f('taxAssessedValue', 'tax_assessed_value', 'Tax assessed value', 'cents', 'costs'),
  f('annualTaxAmount', 'annual_tax_amount', 'Annual tax', 'cents', 'costs'),
  f('zoning', 'zoning', 'Zoning', 'text', 'schools'),
  f('parcelNumber', 'parcel_number', 'Parcel number', 'text', 'costs'),
  f('agentName', 'agent_name', 'Agent name', 'text', 'agent'),
  f('agentEmail', 'agent_email', 'Agent email', 'email', 'agent'),
  f('agentPhone', 'agent_phone', 'Agent phone', 'text', 'agent'),
  f('agentBrokerage', 'agent_brokerage', 'Brokerage', 'text', 'agent'),
  f('listingAgentLicense', 'listing_agent_license', 'Agent license', 'text', 'agent'),
  f('listingUrl', 'listing_url', 'Listing URL', 'url', 'links'),
  f('virtualTourUrl', 'virtual_tour_url', 'Virtual tour URL', 'url', 'links'),
  f('floorPlanUrl', 'floor_plan_url', 'Floor plan URL', 'url', 'links'),
  f('pricePerSqft', 'price_per_sqft', 'Price per sq ft', 'cents', 'costs'),
  f('stories', 'stories', 'Stories', 'int', 'details'),
  f('basementFinished', 'basement_finished', 'Finished basement', 'boolean', 'features'),
  f('basementSqft', 'basement_sqft', 'Basement sq ft', 'int', 'details'),
  f('architectureStyle', 'architecture_style', 'Architecture style', 'text', 'details'),
  f('viewType', 'view_type', 'View', 'text', 'details'),
  f('seniorCommunity', 'senior_community', 'Senior community', 'boolean', 'features'),
  f('petsAllowed', 'pets_allowed', 'Pets allowed', 'text', 'features'),
  f('description', 'description', 'Description', 'longText', 'details'),
  f('images', 'images', 'Image URLs', 'list', 'links'),
  f('lotSize', 'lot_size', 'Lot size', 'text', 'details'),
  f('yearBuilt', 'year_built', 'Year built', 'int', 'details'),
  f('platform', null, 'Listed on (Zillow, Redfin...)', 'text', 'links'),
];

/** The import target fields of spec 001 §3, in its order (pinned by a test against PROPERTY_FIELDS). */
export const PROPERTY_IMPORT_TARGET_FIELDS = [
  'address', 'city', 'state', 'zipcode', 'current_price', 'listing_price', 'bedrooms', 'bathrooms', 'sqft', 'square_feet',
  'property_type', 'property_subtype', 'mls_number', 'status', 'listing_status', 'listing_date', 'days_on_market',
  'original_listing_date', 'last_sold_date', 'last_sold_price', 'open_house_date', 'open_house_time', 'open_house_details',
  'hoa_fees', 'hoa_frequency', 'parking_spaces', 'garage_spaces', 'has_pool', 'has_fireplace', 'has_ac', 'waterfront',
  'heating', 'cooling', 'appliances', 'flooring', 'exterior_features', 'interior_features', 'community_features',
  'school_district', 'elementary_school', 'middle_school', 'high_school', 'walkability_score', 'transit_score',
  'tax_assessed_value', 'annual_tax_amount', 'zoning', 'parcel_number', 'agent_name', 'agent_email', 'agent_phone',
  'agent_brokerage', 'listing_agent_license', 'listing_url', 'virtual_tour_url', 'floor_plan_url', 'price_per_sqft',
  'stories', 'basement_finished', 'basement_sqft', 'architecture_style', 'view_type', 'senior_community', 'pets_allowed',
  'description', 'images', 'lot_size', 'year_built',
] as const;
