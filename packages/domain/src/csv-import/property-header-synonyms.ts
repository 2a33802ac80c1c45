import type { PropertyMappingTarget } from './property-fields';

const numbered = (label: string, count: number) => Array.from({ length: count }, (_, i) => `${label} ${i + 1}`);

/**
 * The CSV headers each property column answers to, best first (when several columns of a file
 * map to one field, the earliest synonym with a value wins). Sources: the RESO Data Dictionary
 * names (ListPrice, BedroomsTotal, ...), the downloads agents make from MLS systems (Matrix,
 * Flexmls, Paragon, Bright), Redfin's "Download All" (upper-case headers), Realtor.com and Zillow
 * data exports, and the friendly names people type. Matching ignores case and surrounding spaces.
 */
export const PROPERTY_HEADER_SYNONYMS = {
  address: [
    'address', 'Street Address', 'UnparsedAddress', 'Unparsed Address', 'Full Address', 'Property Address',
    'Full Street Address', 'Address Line 1', 'Address 1', 'Street Address 1', 'Listing Address', 'Site Address',
    'Situs Address', 'streetAddress', 'addressStreet', 'address/streetAddress', 'Street', 'Addr', 'Location Address',
  ],
  city: ['city', 'City/Town', 'Town', 'PostalCity', 'Postal City', 'Property City', 'Address City', 'City Name', 'Municipality', 'Situs City', 'addressCity', 'address/city'],
  state: [
    'state', 'StateOrProvince', 'State Or Province', 'State/Province', 'State Code', 'Property State', 'Province', 'ST',
    'Situs State', 'addressState', 'address/state',
  ],
  zipcode: [
    'zipcode', 'Zip Code', 'Zip', 'PostalCode', 'Postal Code', 'ZIP OR POSTAL CODE', 'Zip/Postal Code', 'Zip5', 'Property Zip',
    'Property Zip Code', 'zip_code', 'Postal', 'Situs Zip', 'addressZipcode', 'address/zipcode',
  ],
  current_price: [
    'current_price', 'Current Price', 'ListPrice', 'List Price', 'Price', 'Current List Price', 'Asking Price', 'List $',
    'LP', 'list_price', 'unformattedPrice', 'Price ($)', 'Asking', 'Price Current', 'List Prc', 'Current LP'],
  listing_price: ['listing_price', 'Listing Price', 'OriginalListPrice', 'Original List Price', 'Orig List Price', 'Orig. List Price', 'Original Price', 'OLP', 'Initial List Price', 'Original LP', 'Orig LP'],
  bedrooms: [
    'bedrooms', 'BedroomsTotal', 'Bedrooms Total', 'Beds', 'Total Bedrooms', 'Bedroom Count', 'Number of Bedrooms',
    'No. of Bedrooms', '# Bedrooms', '# Beds', 'BedsTotal', 'Beds Total', 'Bed', 'Bdrms', 'BR', 'Bd', 'BR Total', 'Bedrooms Tot', 'Bedrms', 'Beds Tot', '#Beds', 'Total Beds', 'Bdrms Total'],
  bathrooms: [
    'bathrooms', 'BathroomsTotalInteger', 'Bathrooms Total Integer', 'Baths', 'Bathrooms Total', 'Total Bathrooms',
    'Total Baths', 'Baths Total', 'BathsTotal', 'BathroomsTotalDecimal', 'Bathroom Count', 'Number of Bathrooms',
    '# Bathrooms', '# Baths', 'Bath', 'BA', 'BathroomsFull', 'Full Baths', 'Baths Full', 'full_baths', 'Bths', 'Full Bath', 'Total Bths', 'Baths Tot', 'Bathrooms Full', 'BA Total', 'Baths Total Decimal'],
  sqft: [
    'sqft', 'Square Feet', 'SqFt', 'Sq Ft', 'Sq. Ft.', 'LivingArea', 'Living Area', 'Living Sq Ft', 'Living Area SqFt',
    'Approx SqFt', 'Approx Sq Ft', 'Approximate Square Feet', 'SqFt Living', 'Heated SqFt', 'Heated Area',
    'Finished SqFt', 'AboveGradeFinishedArea', 'Above Grade Finished Area', 'Interior Sq Ft', 'Home Size', 'Size',
    'livingArea', 'area', 'SqFt Heated', 'Apx SqFt', 'Approx Living Area', 'Living Area Sq Ft', 'Above Grade SqFt', 'Fin SqFt', 'Total Finished SqFt', 'SqFt Liv', 'Liv SqFt', 'Living SqFt', 'Sq Ft Liv', 'SqFt Living Area'],
  square_feet: ['square_feet', 'Total Square Feet', 'BuildingAreaTotal', 'Building Area Total', 'Total SqFt', 'Total Sq Ft', 'Building Area', 'Gross Square Feet', 'Total Area'],
  property_type: ['property_type', 'PropertyType', 'Property Type', 'Type', 'Home Type', 'homeType', 'Prop Type', 'Dwelling Type', 'Building Type', 'Class', 'Property Class'],
  property_subtype: [
    'property_subtype', 'PropertySubType', 'Property Sub Type', 'Property Subtype', 'Property Sub-Type', 'Sub Type', 'Sub-Type',
    'Subtype', 'StructureType', 'Structure Type',
  ],
  mls_number: [
    'mls_number', 'MLS Number', 'ListingId', 'Listing ID', 'MLS #', 'MLS#', 'ML #', 'ML#', 'MLS No', 'MLS No.', 'MLS ID',
    'MLSNumber', 'ML Number', 'MLS Listing ID', 'List Number', 'Listing Number', 'Listing #', 'mls_id', 'mlsId', 'MLS', 'ListingKey', 'ML Num', 'MLS Num', 'List No', 'List #', 'MLS Nbr', 'MLNumber'],
  status: ['status', 'Property Status', 'Sale Status', 'Home Status', 'homeStatus', 'Market Status', 'Stat'],
  listing_status: ['listing_status', 'Listing Status', 'StandardStatus', 'Standard Status', 'MlsStatus', 'MLS Status', 'List Status', 'Current Status'],
  listing_date: [
    'listing_date', 'Listing Date', 'ListingContractDate', 'Listing Contract Date', 'List Date', 'OnMarketDate', 'On Market Date',
    'Date Listed', 'Listed Date', 'Listed On', 'list_date', 'List Dt', 'Listing Dt', 'On Mkt Date', 'On Market Dt'],
  days_on_market: [
    'days_on_market', 'DaysOnMarket', 'Days on Market', 'DOM', 'CumulativeDaysOnMarket', 'Cumulative Days on Market', 'CDOM',
    'ADOM', 'Days on Zillow', 'daysOnZillow', 'days_on_mls', 'Days Listed', 'Days On Mkt', 'DOM/CDOM'],
  original_listing_date: ['original_listing_date', 'Original Listing Date', 'OriginalEntryTimestamp', 'Original Entry Timestamp', 'Original List Date', 'Orig List Date', 'First Listed Date'],
  last_sold_date: [
    'last_sold_date', 'Last Sold Date', 'CloseDate', 'Close Date', 'Sold Date', 'Closing Date', 'Date Sold', 'Sale Date',
    'Last Sale Date', 'Closed Date', 'COE Date', 'dateSold', 'Sold Dt', 'Close Dt', 'Settled Date', 'Closing Dt'],
  last_sold_price: [
    'last_sold_price', 'Last Sold Price', 'ClosePrice', 'Close Price', 'Sold Price', 'Sale Price', 'Sales Price',
    'Last Sale Price', 'Closing Price', 'sold_price', 'lastSoldPrice', 'SP', 'Sold Prc', 'Close Prc', 'Sale Amount', 'Sold $', 'Sold Amount'],
  open_house_date: ['open_house_date', 'Open House Date', 'OpenHouseDate', 'Next Open House Date', 'NEXT OPEN HOUSE START TIME', 'Next Open House'],
  open_house_time: ['open_house_time', 'Open House Time', 'OpenHouseStartTime', 'Open House Start Time', 'Open House Hours'],
  open_house_details: ['open_house_details', 'Open House Details', 'OpenHouseRemarks', 'Open House Remarks', 'Open House Comments', 'Open House Info', 'Open House'],
  hoa_fees: [
    'hoa_fees', 'HOA Fees', 'HOA Fee', 'AssociationFee', 'Association Fee', 'Association Fees', 'HOA/MONTH', 'HOA Dues', 'HOA',
    'Monthly HOA', 'HOA Amount', 'hoa_fee', 'monthlyHoaFee',
  ],
  hoa_frequency: ['hoa_frequency', 'HOA Frequency', 'AssociationFeeFrequency', 'Association Fee Frequency', 'HOA Fee Frequency', 'HOA Period', 'HOA Fee Period'],
  parking_spaces: ['parking_spaces', 'Parking Spaces', 'ParkingTotal', 'Parking Total', 'Total Parking', 'Parking', '# Parking Spaces', 'Parking Spots', 'CoveredSpaces', 'Covered Spaces'],
  garage_spaces: ['garage_spaces', 'GarageSpaces', 'Garage Spaces', 'Garage Capacity', '# Garage Spaces', 'Garage Stalls', 'Garage', 'Car Garage', 'Garage Size', 'parking_garage'],
  has_pool: ['has_pool', 'Has Pool', 'PoolPrivateYN', 'Pool Private YN', 'Pool YN', 'Pool (Y/N)', 'Private Pool', 'hasPool'],
  has_fireplace: ['has_fireplace', 'Has Fireplace', 'FireplaceYN', 'Fireplace YN', 'Fireplace (Y/N)', 'hasFireplace'],
  has_ac: ['has_ac', 'Has AC', 'CoolingYN', 'Cooling YN', 'Central Air', 'Central AC', 'AC', 'A/C', 'hasCooling'],
  waterfront: ['waterfront', 'WaterfrontYN', 'Waterfront YN', 'Waterfront (Y/N)', 'Water Front', 'Is Waterfront'],
  heating: ['heating', 'Heating Type', 'Heating System', 'Heat'],
  cooling: ['cooling', 'Cooling Type', 'Air Conditioning', 'Cooling System', 'AC Type', 'Air Conditioning Type'],
  appliances: ['appliances', 'Appliances Included', 'Included Appliances', 'Equipment'],
  flooring: ['flooring', 'Floor Covering', 'Flooring Type', 'Floor Type'],
  exterior_features: ['exterior_features', 'ExteriorFeatures', 'Exterior Features', 'Exterior', 'Outdoor Features', 'PatioAndPorchFeatures', 'Patio And Porch Features'],
  interior_features: ['interior_features', 'InteriorFeatures', 'Interior Features', 'Interior', 'Interior Amenities'],
  community_features: ['community_features', 'CommunityFeatures', 'Community Features', 'AssociationAmenities', 'Association Amenities', 'Community Amenities', 'HOA Amenities', 'Amenities'],
  school_district: ['school_district', 'School District', 'HighSchoolDistrict', 'High School District', 'SchoolDistrict', 'School Dist'],
  elementary_school: ['elementary_school', 'ElementarySchool', 'Elementary School', 'Elementary', 'Elem School', 'Grade School', 'Primary School'],
  middle_school: ['middle_school', 'MiddleOrJuniorSchool', 'Middle Or Junior School', 'Middle School', 'Junior High', 'Junior High School', 'Middle'],
  high_school: ['high_school', 'HighSchool', 'High School', 'Senior High', 'Senior High School', 'High'],
  walkability_score: ['walkability_score', 'Walkability Score', 'Walk Score', 'WalkScore', 'Walkability'],
  transit_score: ['transit_score', 'Transit Score', 'TransitScore'],
  tax_assessed_value: [
    'tax_assessed_value', 'TaxAssessedValue', 'Tax Assessed Value', 'Assessed Value', 'Total Assessed Value', 'Tax Assessment',
    'Assessment', 'Assessed Total', 'taxAssessedValue',
  ],
  annual_tax_amount: [
    'annual_tax_amount', 'TaxAnnualAmount', 'Tax Annual Amount', 'Annual Tax Amount', 'Annual Taxes', 'Annual Property Tax',
    'Property Taxes', 'Property Tax', 'Tax Amount', 'Yearly Taxes', 'Taxes', 'Tax',
  ],
  zoning: ['zoning', 'ZoningDescription', 'Zoning Description', 'Zoning Code', 'Zone'],
  parcel_number: [
    'parcel_number', 'ParcelNumber', 'Parcel Number', 'APN', 'Parcel ID', 'Parcel #', 'Parcel No', "Assessor's Parcel Number",
    'Assessor Parcel Number', 'Tax ID', 'Tax Parcel ID', 'Tax Map Number', 'PIN', 'Folio', 'Folio Number', 'Parcel',
  ],
  agent_name: [
    'agent_name', 'Agent Name', 'ListAgentFullName', 'List Agent Full Name', 'Listing Agent', 'Listing Agent Name',
    'Listing Agent Full Name', 'List Agent', 'List Agent Name', 'Agent Full Name', 'LA Name', 'Agent', 'Realtor', 'LA', 'List Agt', 'List Agent Name'],
  agent_email: ['agent_email', 'Agent Email', 'ListAgentEmail', 'List Agent Email', 'Listing Agent Email', 'Agent E-mail', 'Agent Email Address', 'LA Email'],
  agent_phone: [
    'agent_phone', 'Agent Phone', 'ListAgentDirectPhone', 'List Agent Direct Phone', 'ListAgentPreferredPhone', 'List Agent Preferred Phone',
    'ListAgentMobilePhone', 'List Agent Mobile Phone', 'ListAgentOfficePhone', 'List Agent Office Phone', 'Listing Agent Phone',
    'Agent Phone Number', 'Agent Cell', 'Agent Mobile', 'LA Phone', 'agent_phones',
  ],
  agent_brokerage: [
    'agent_brokerage', 'Agent Brokerage', 'ListOfficeName', 'List Office Name', 'Listing Office', 'Listing Office Name', 'List Office',
    'Listing Brokerage', 'Brokerage', 'Brokerage Name', 'Broker', 'Listing Broker', 'Office Name', 'LO Name', 'broker_name',
    'brokerName', 'office_name', 'LO', 'List Ofc'],
  listing_agent_license: [
    'listing_agent_license', 'Listing Agent License', 'ListAgentStateLicense', 'List Agent State License', 'Agent License',
    'Agent License Number', 'License Number', 'License #', 'DRE #', 'DRE Number', 'Agent DRE',
  ],
  listing_url: [
    'listing_url', 'Listing URL', 'URL', 'URL (SEE https://www.redfin.com/buy-a-home/comparative-market-analysis FOR INFO ON PRICING)',
    'Listing Link', 'Property URL', 'property_url', 'Detail URL', 'detailUrl', 'Link', 'Web Link', 'ListingURL', 'Permalink',
  ],
  virtual_tour_url: [
    'virtual_tour_url', 'Virtual Tour URL', 'VirtualTourURLUnbranded', 'Virtual Tour URL Unbranded', 'VirtualTourURLBranded',
    'Virtual Tour URL Branded', 'Virtual Tour', 'Virtual Tour Link', 'Tour URL', '3D Tour', 'Matterport',
  ],
  floor_plan_url: ['floor_plan_url', 'Floor Plan URL', 'Floorplan URL', 'Floor Plan', 'Floorplan', 'Floor Plan Link'],
  price_per_sqft: [
    'price_per_sqft', 'Price Per Sqft', 'Price per Sq Ft', 'Price Per Square Foot', 'Price/SqFt', 'Price/Sq Ft', '$/SqFt', '$/Sq Ft',
    '$/SQUARE FEET', 'List Price/SqFt', 'LP/SqFt', 'pricePerSquareFoot',
  ],
  stories: ['stories', 'StoriesTotal', 'Stories Total', 'Number of Stories', '# Stories', 'Storeys', 'Number of Floors'],
  basement_finished: ['basement_finished', 'Basement Finished', 'Finished Basement', 'BasementFinishedYN', 'Basement Finished YN'],
  basement_sqft: [
    'basement_sqft', 'Basement Sqft', 'Basement Sq Ft', 'Basement Square Feet', 'BelowGradeFinishedArea', 'Below Grade Finished Area',
    'Basement Area', 'Basement Size',
  ],
  architecture_style: ['architecture_style', 'ArchitecturalStyle', 'Architectural Style', 'Architecture Style', 'Architecture', 'Style', 'Home Style', 'Building Style', 'Design Style'],
  view_type: ['view_type', 'View Type', 'View', 'Views', 'View Description'],
  senior_community: ['senior_community', 'SeniorCommunityYN', 'Senior Community YN', 'Senior Community', '55+ Community', '55+', 'Age Restricted', 'Adult Community', 'Active Adult'],
  pets_allowed: ['pets_allowed', 'PetsAllowed', 'Pets Allowed', 'Pet Policy', 'Pets', 'Pets OK'],
  description: [
    'description', 'PublicRemarks', 'Public Remarks', 'Remarks', 'Property Description', 'Listing Description', 'Marketing Remarks',
    'Public Comments', 'Comments', 'Summary', 'text',
  ],
  images: [
    'images', 'Photos', 'Photo URLs', 'Photo URL', 'Image URLs', 'Image URL', 'Media', 'Pictures', 'Primary Photo', 'primary_photo',
    'imgSrc', 'Photo', 'Image', ...numbered('Photo', 50), ...numbered('Image', 50), ...numbered('Photo URL', 50), 'alt_photos',
  ],
  lot_size: [
    'lot_size', 'Lot Size', 'LotSizeArea', 'Lot Size Area', 'LotSizeAcres', 'Lot Size Acres', 'LotSizeSquareFeet', 'Lot Size Square Feet',
    'Lot Size (Sq Ft)', 'Lot SqFt', 'lot_sqft', 'Lot Acres', 'Acres', 'Acreage', 'Lot Area', 'Land Area', 'Lot', 'lotAreaValue', 'Lot Sz', 'Lot Size Sq Ft', 'Lot SF'],
  year_built: ['year_built', 'YearBuilt', 'Year Built', 'Yr Built', 'Built', 'Year Constructed', 'Construction Year', 'Built In', 'YOC', 'Yr Blt', 'Year Blt'],
  street_number: ['street_number', 'StreetNumber', 'Street Number', 'StreetNumberNumeric', 'Street No', 'Street #', 'Street Num', 'House Number', 'St #'],
  street_dir_prefix: ['street_dir_prefix', 'StreetDirPrefix', 'Street Dir Prefix', 'Street Direction', 'Pre Direction', 'Direction Prefix', 'Street Dir'],
  street_name: ['street_name', 'StreetName', 'Street Name', 'St Name'],
  street_suffix: ['street_suffix', 'StreetSuffix', 'Street Suffix', 'Street Type', 'St Suffix', 'Suffix'],
  street_dir_suffix: ['street_dir_suffix', 'StreetDirSuffix', 'Street Dir Suffix', 'Post Direction', 'Direction Suffix'],
  unit_number: ['unit_number', 'UnitNumber', 'Unit Number', 'Unit #', 'Unit', 'Unit No', 'Apt', 'Apartment', 'Suite'],
} as const satisfies Record<PropertyMappingTarget, readonly string[]>;
