/** Spec 001 §3: the property columns a CSV can fill, in the spec's order (snake_case, as stored). */
export const PROPERTY_IMPORT_FIELDS = [
  'address',
  'city',
  'state',
  'zipcode',
  'current_price',
  'listing_price',
  'bedrooms',
  'bathrooms',
  'sqft',
  'square_feet',
  'property_type',
  'property_subtype',
  'mls_number',
  'status',
  'listing_status',
  'listing_date',
  'days_on_market',
  'original_listing_date',
  'last_sold_date',
  'last_sold_price',
  'open_house_date',
  'open_house_time',
  'open_house_details',
  'hoa_fees',
  'hoa_frequency',
  'parking_spaces',
  'garage_spaces',
  'has_pool',
  'has_fireplace',
  'has_ac',
  'waterfront',
  'heating',
  'cooling',
  'appliances',
  'flooring',
  'exterior_features',
  'interior_features',
  'community_features',
  'school_district',
  'elementary_school',
  'middle_school',
  'high_school',
  'walkability_score',
  'transit_score',
  'tax_assessed_value',
  'annual_tax_amount',
  'zoning',
  'parcel_number',
  'agent_name',
  'agent_email',
  'agent_phone',
  'agent_brokerage',
  'listing_agent_license',
  'listing_url',
  'virtual_tour_url',
  'floor_plan_url',
  'price_per_sqft',
  'stories',
  'basement_finished',
  'basement_sqft',
  'architecture_style',
  'view_type',
  'senior_community',
  'pets_allowed',
  'description',
  'images',
  'lot_size',
  'year_built',
] as const;
export type PropertyImportField = (typeof PROPERTY_IMPORT_FIELDS)[number];

/**
 * Pieces of the street address that MLS exports give in separate columns (RESO StreetNumber,
 * StreetName, ...). They are joined, in this order, into `address` when no full address column
 * has a value.
 */
export const PROPERTY_ADDRESS_PARTS = [
  'street_number',
  'street_dir_prefix',
  'street_name',
  'street_suffix',
  'street_dir_suffix',
  'unit_number',
] as const;
export type PropertyAddressPart = (typeof PROPERTY_ADDRESS_PARTS)[number];
/**
 * Issue 50: full and half baths in columns of their own (RESO BathroomsFull, BathroomsHalf and
 * BathroomsPartial, Matrix "Baths Full"/"Baths Half", "#FBaths"/"#HBaths"): they add up into
 * `bathrooms`, a half bath counting 0.5 (2 full + 1 half = 2.5). They win over a total column:
 * RESO's BathroomsTotalInteger is the simple sum (2 full + 1 half = 3). A three-quarter bath
 * (shower, no tub: RESO BathroomsThreeQuarter, "#3/4Baths") counts as a full bath, as most MLSs
 * total it and as the product's half-step bathrooms can say (2 full + 1 three-quarter = 3).
 */
export const PROPERTY_BATH_PARTS = ['bathrooms_full', 'bathrooms_three_quarter', 'bathrooms_half'] as const;
export type PropertyBathPart = (typeof PROPERTY_BATH_PARTS)[number];
/**
 * Issue 50: the codes an earlier import decoded, as the properties export writes them
 * (`status=A; property_type=SF`), read back into `source_codes` so a re-import keeps them.
 */
export const PROPERTY_SOURCE_CODES_TARGET = 'source_codes' as const;
export type PropertyMappingTarget = PropertyImportField | PropertyAddressPart | PropertyBathPart | typeof PROPERTY_SOURCE_CODES_TARGET;

/**
 * An import needs the address mapped (issue 11, departing from spec 001 §5's "address, city and
 * state"): MLS exports often have one address column; city, state and ZIP are then read from it
 * where it carries them (convert-row), otherwise left empty and counted in the preview.
 */
export const PROPERTY_REQUIRED_FIELDS = ['address'] as const satisfies readonly PropertyImportField[];

/** Spec 001 §5: the 10 key fields whose mapped share is the confidence. */
export const PROPERTY_KEY_FIELDS = [
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
] as const satisfies readonly PropertyImportField[];

/** Spec 001 §5: current and listing price stay whole dollars ... */
export const PROPERTY_DOLLAR_FIELDS = ['current_price', 'listing_price'] as const;
/** ... other fields whose names contain price, fees or tax become integer hundredths. */
export const PROPERTY_HUNDREDTHS_FIELDS = [
  'last_sold_price',
  'hoa_fees',
  'tax_assessed_value',
  'annual_tax_amount',
  'price_per_sqft',
] as const satisfies readonly PropertyImportField[];
/** Counts and other whole numbers (bedrooms, bathrooms, sqft, days, parking, stories and similar). */
export const PROPERTY_INTEGER_FIELDS = [
  'bedrooms',
  'sqft',
  'square_feet',
  'days_on_market',
  'parking_spaces',
  'garage_spaces',
  'walkability_score',
  'transit_score',
  'stories',
  'basement_sqft',
  'year_built',
] as const satisfies readonly PropertyImportField[];
/** Bathrooms as the listing says them: 2.5 is two full baths and a half (one decimal kept). */
export const PROPERTY_DECIMAL_FIELDS = ['bathrooms'] as const satisfies readonly PropertyImportField[];
/** has_*, waterfront, senior_community, basement_finished. */
export const PROPERTY_BOOLEAN_FIELDS = [
  'has_pool',
  'has_fireplace',
  'has_ac',
  'waterfront',
  'basement_finished',
  'senior_community',
] as const satisfies readonly PropertyImportField[];
export const PROPERTY_LIST_FIELDS = [
  'appliances',
  'flooring',
  'exterior_features',
  'interior_features',
  'community_features',
  'images',
] as const satisfies readonly PropertyImportField[];
export const PROPERTY_DATE_FIELDS = [
  'listing_date',
  'original_listing_date',
  'last_sold_date',
  'open_house_date',
] as const satisfies readonly PropertyImportField[];

export type PropertyFieldKind = 'dollars' | 'hundredths' | 'integer' | 'decimal' | 'boolean' | 'list' | 'date' | 'text';

const KIND_LISTS: [readonly string[], PropertyFieldKind][] = [
  [PROPERTY_DOLLAR_FIELDS, 'dollars'],
  [PROPERTY_HUNDREDTHS_FIELDS, 'hundredths'],
  [PROPERTY_INTEGER_FIELDS, 'integer'],
  [PROPERTY_DECIMAL_FIELDS, 'decimal'],
  [PROPERTY_BOOLEAN_FIELDS, 'boolean'],
  [PROPERTY_LIST_FIELDS, 'list'],
  [PROPERTY_DATE_FIELDS, 'date'],
];
const KINDS = new Map<string, PropertyFieldKind>(KIND_LISTS.flatMap(([fields, kind]) => fields.map((f) => [f, kind] as const)));

/** How a property field's text is converted (spec 001 §5); everything not listed is text. */
export function propertyFieldKind(field: PropertyImportField): PropertyFieldKind {
  return KINDS.get(field) ?? 'text';
}

/** Spec 001 §5: the property types an import stores. */
export const PROPERTY_TYPES = ['single_family', 'condo', 'townhouse', 'multi_family', 'land', 'commercial', 'other'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Spec 001 §5: the statuses an import stores (status and listing_status). */
export const PROPERTY_IMPORT_STATUSES = ['active', 'pending', 'sold', 'off_market', 'coming_soon'] as const;
export type PropertyImportStatus = (typeof PROPERTY_IMPORT_STATUSES)[number];

type DollarField = (typeof PROPERTY_DOLLAR_FIELDS)[number];
type HundredthsField = (typeof PROPERTY_HUNDREDTHS_FIELDS)[number];
type IntegerField = (typeof PROPERTY_INTEGER_FIELDS)[number] | (typeof PROPERTY_DECIMAL_FIELDS)[number];
type BooleanField = (typeof PROPERTY_BOOLEAN_FIELDS)[number];
type ListField = (typeof PROPERTY_LIST_FIELDS)[number];
type PropertyValue<K> = K extends DollarField | HundredthsField | IntegerField
  ? number
  : K extends BooleanField
    ? boolean
    : K extends ListField
      ? string[]
      : string;

/** A converted, validated property row: address and current price always, the rest when the file had them. */
export type PropertyImportRow = { address: string; current_price: number } & {
  [K in Exclude<PropertyImportField, 'address' | 'current_price'>]?: PropertyValue<K> | null;
};
