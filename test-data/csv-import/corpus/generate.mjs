// Writes the import corpus: files laid out as the real exports are (headers, quoting, separators,
// encodings, preambles and footers), with fictional people, example.com addresses and 555-01xx
// numbers, and beside each the rows an import must store. Run: node test-data/csv-import/corpus/generate.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

const needsQuotes = (cell, delimiter) => /["\r\n]/.test(cell) || cell.includes(delimiter) || /^\s|\s$/.test(cell);
const quote = (cell) => `"${cell.replace(/"/g, '""')}"`;
/** Rows as text: Excel-style quoting (only when needed) or every cell quoted (Matrix, Salesforce). */
function lines(rows, { delimiter = ',', quoteAll = false, eol = '\r\n' } = {}) {
  return rows.map((row) => row.map((c) => (quoteAll || needsQuotes(String(c), delimiter) ? quote(String(c)) : String(c))).join(delimiter)).join(eol) + eol;
}

// Windows-1252 differs from Latin-1 in 0x80-0x9F: the few characters the corpus uses there.
const CP1252 = { '€': 0x80, '–': 0x96, '—': 0x97, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94 };
function encode(text, encoding) {
  switch (encoding) {
    case 'utf-8': return Buffer.from(text, 'utf8');
    case 'utf-8-bom': return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
    case 'utf-16le-bom': return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    case 'utf-16be': return Buffer.from(text, 'utf16le').swap16();
    case 'latin1': return Buffer.from(text, 'latin1');
    case 'windows-1252': return Buffer.from([...text].map((ch) => CP1252[ch] ?? ch.charCodeAt(0)));
    default: throw new Error(encoding);
  }
}

const files = [];
const add = (name, entity, encoding, text, rows, extra = {}) => files.push({ name, entity, encoding, text, rows, extra });

// CoreLogic Matrix "Agent Full" CSV: every cell quoted, status codes, abbreviated headers, an MLS
// "Area" code column, no state column (the board is in one state).
add('matrix-agent-full.csv', 'properties', 'utf-8', lines([
  ['ML #', 'Status', 'Address', 'City', 'Zip Code', 'List Price', 'Sold Price', 'Beds Tot', 'Baths Full', 'Baths Half', 'SqFt Liv', 'Yr Blt', 'DOM', 'CDOM', 'List Dt', 'Close Date', 'Area', 'Subdivision'],
  ['MX24001', 'A', '1204 Maple Ave', 'Springfield', '62704', '$325,000', '', '3', '2', '1', '1,842', '1998', '12', '12', '03/01/2024', '', '8', 'Maple Ridge'],
  ['MX24002', 'P', '77 Birch Ct Unit 4', 'Springfield', '62711', '$189,900', '', '2', '1', '0', '980', '2005', '33', '45', '01/15/2024', '', '12A', 'Birch Commons'],
  ['MX23987', 'S', '9 Cedar Ln', 'Chatham', '62629', '$410,000', '$402,500', '4', '3', '0', '2,610', '1987', '21', '21', '10/02/2023', '11/20/2023', '3', ''],
  ['MX23950', 'C', '15 Elm St', 'Springfield', '62702', '$250,000', '$244,000', '3', '1', '1', '1,300', '1955', '60', '60', '08/10/2023', '10/05/2023', '8', 'Old Town'],
  ['MX23901', 'X', '300 Oak Dr', 'Rochester', '62563', '$515,000', '', '5', '3', '1', '3,400', '2012', '180', '240', '02/01/2023', '', '3', ''],
], { quoteAll: true }), [
  { mls_number: 'MX24001', status: 'active', address: '1204 Maple Ave', city: 'Springfield', state: null, zipcode: '62704', current_price: 325000, last_sold_price: null, bedrooms: 3, bathrooms: 2.5, sqft: 1842, year_built: 1998, days_on_market: 12, listing_date: '2024-03-01', source_codes: { status: 'A' } },
  { mls_number: 'MX24002', status: 'pending', address: '77 Birch Ct Unit 4', city: 'Springfield', current_price: 189900, bedrooms: 2, bathrooms: 1, sqft: 980, listing_date: '2024-01-15' },
  { mls_number: 'MX23987', status: 'sold', address: '9 Cedar Ln', city: 'Chatham', current_price: 410000, last_sold_price: 40250000, last_sold_date: '2023-11-20', sqft: 2610 },
  { mls_number: 'MX23950', status: 'sold', address: '15 Elm St', last_sold_price: 24400000, last_sold_date: '2023-10-05' },
  { mls_number: 'MX23901', status: 'off_market', address: '300 Oak Dr', city: 'Rochester', current_price: 515000, bedrooms: 5, sqft: 3400 },
], { missingLocation: 5 });

// Paragon, saved as tab-delimited text: one combined address, codes A/U/S/E/W, Class and Type.
add('paragon-export.csv', 'properties', 'utf-8', lines([
  ['MLS #', 'Class', 'Type', 'Status', 'Address', 'LP', 'SP', 'Beds', 'Total Baths', 'Apx SqFt', 'Year Built', 'DOM', 'List Date', 'Sold Date', 'Area'],
  ['P-240112', 'Residential', 'Single Family', 'A', '418 Walnut St, Asheville, NC 28801', '$465,000', '', '3', '2', '1,760', '1948', '9', '02/20/2024', '', '10'],
  ['P-240087', 'Residential', 'Condo', 'U', '55 Haywood St Apt 310, Asheville, NC 28801', '$299,500', '', '2', '2', '1,105', '2008', '41', '01/05/2024', '', '10'],
  ['P-239954', 'Residential', 'Single Family', 'S', '12 Laurel Loop, Weaverville, NC 28787', '$385,000', '$391,000', '3', '2', '1,650', '1999', '6', '11/30/2023', '12/28/2023', '40'],
  ['P-239800', 'Land', 'Lots/Acreage', 'E', '0 Ridge Rd, Fairview, NC 28730', '$120,000', '', '', '', '', '', '190', '06/01/2023', '', '30'],
  ['P-239777', 'Residential', 'Townhouse', 'W', '8 Brook Ct, Black Mountain, NC 28711', '$342,000', '', '3', '3', '1,480', '2016', '75', '09/15/2023', '', '50'],
], { delimiter: '\t' }), [
  { mls_number: 'P-240112', status: 'active', address: '418 Walnut St, Asheville, NC 28801', city: 'Asheville', state: 'NC', zipcode: '28801', property_type: 'single_family', current_price: 465000, bedrooms: 3, bathrooms: 2, sqft: 1760, year_built: 1948, days_on_market: 9, listing_date: '2024-02-20' },
  { mls_number: 'P-240087', status: 'pending', city: 'Asheville', state: 'NC', property_type: 'condo', current_price: 299500, sqft: 1105 },
  { mls_number: 'P-239954', status: 'sold', city: 'Weaverville', zipcode: '28787', last_sold_price: 39100000, last_sold_date: '2023-12-28' },
  { mls_number: 'P-239800', status: 'off_market', property_type: 'land', current_price: 120000, bedrooms: null, sqft: null, city: 'Fairview' },
  { mls_number: 'P-239777', status: 'off_market', property_type: 'townhouse', city: 'Black Mountain', state: 'NC', zipcode: '28711' },
]);

// Flexmls: street in parts, ISO dates, words for statuses, and the MLS's disclaimer under the data.
add('flexmls-export.csv', 'properties', 'utf-8', lines([
  ['MLS #', 'Status', 'Street Number', 'Street Dir Prefix', 'Street Name', 'Street Suffix', 'Unit #', 'City', 'State', 'Zip Code', 'List Price', 'Close Price', 'Beds', 'Baths Tot', 'Sq Ft Liv', 'Year Built', 'Days On Market', 'Listing Dt', 'Close Date', 'Property Type'],
  ['FM-5521', 'Active', '2150', 'N', 'Alder', 'Way', '', 'Boise', 'ID', '83702', '525000', '', '4', '3', '2380', '2004', '15', '2024-02-18', '', 'Residential'],
  ['FM-5498', 'Pending', '310', '', 'Grove', 'St', '204', 'Boise', 'ID', '83702', '349900', '', '2', '2', '1120', '2019', '28', '2024-01-22', '', 'Condominium'],
  ['FM-5410', 'Closed', '88', 'E', 'Sunrise', 'Rim Rd', '', 'Meridian', 'ID', '83642', '610000', '598000', '5', '4', '3310', '2015', '12', '2023-10-09', '2023-11-30', 'Residential'],
  ['FM-5600', 'Coming Soon', '47', '', 'Harrison', 'Blvd', '', 'Boise', 'ID', '83702', '799000', '', '4', '3', '2950', '1925', '0', '2024-03-05', '', 'Residential'],
  [''],
  ['Information is deemed reliable but not guaranteed.'],
  ['Copyright 2024 Example Valley MLS. All rights reserved.'],
]), [
  { mls_number: 'FM-5521', status: 'active', address: '2150 N Alder Way', city: 'Boise', state: 'ID', zipcode: '83702', current_price: 525000, bedrooms: 4, bathrooms: 3, sqft: 2380, property_type: 'single_family', listing_date: '2024-02-18' },
  { mls_number: 'FM-5498', status: 'pending', address: '310 Grove St #204', property_type: 'condo', current_price: 349900 },
  { mls_number: 'FM-5410', status: 'sold', address: '88 E Sunrise Rim Rd', city: 'Meridian', last_sold_price: 59800000, last_sold_date: '2023-11-30' },
  { mls_number: 'FM-5600', status: 'coming_soon', address: '47 Harrison Blvd', current_price: 799000, days_on_market: 0 },
]);

// Navica, saved in Latin-1 (ISO-8859-1): accented street names and remarks, ACT/PND/SLD/EXP codes,
// a total square feet column and a disclaimer with the © sign.
add('navica-latin1.csv', 'properties', 'latin1', lines([
  ['MLS Number', 'Status', 'Address', 'City', 'State', 'Zip', 'List Price', 'Bedrooms', 'Full Baths', 'Half Baths', 'Total Sq Ft', 'Year Built', 'Lot Size', 'DOM', 'List Date', 'Remarks'],
  ['N24-0311', 'ACT', '14 Rue Royale Ct', 'Lafayette', 'LA', '70508', '$279,000', '3', '2', '0', '1,690', '2001', '0.25 Acres', '18', '2/27/2024', 'Charming Acadian-style home near the café district.'],
  ['N24-0290', 'PND', '902 Bayou Bend', 'Broussard', 'LA', '70518', '$355,000', '4', '2', '1', '2,240', '2010', '0.31 Acres', '44', '1/8/2024', 'Corner lot, new roof (2022).'],
  ['N23-1188', 'SLD', '3 Chênière Dr', 'Youngsville', 'LA', '70592', '$412,500', '4', '3', '0', '2,575', '2018', '0.4 Acres', '30', '9/14/2023', 'Sold with seller-paid closing costs.'],
  ['N23-1002', 'EXP', '61 Pecan Grove Ln', 'Lafayette', 'LA', '70506', '$198,000', '3', '1', '1', '1,280', '1978', '0.18 Acres', '210', '2/1/2023', 'Priced to sell.'],
  ['Information deemed reliable but not guaranteed. MLS data © 2024 Example Acadiana MLS.'],
]), [
  { mls_number: 'N24-0311', status: 'active', address: '14 Rue Royale Ct', city: 'Lafayette', state: 'LA', zipcode: '70508', current_price: 279000, bedrooms: 3, bathrooms: 2, sqft: 1690, square_feet: 1690, lot_size: '0.25 Acres', listing_date: '2024-02-27', description: 'Charming Acadian-style home near the café district.' },
  { mls_number: 'N24-0290', status: 'pending', listing_date: '2024-01-08' },
  { mls_number: 'N23-1188', status: 'sold', address: '3 Chênière Dr', listing_date: '2023-09-14' },
  { mls_number: 'N23-1002', status: 'off_market', days_on_market: 210 },
]);

// A RESO Data Dictionary feed dumped pipe-delimited (as RETS/Web API tools do).
add('reso-feed-pipe.csv', 'properties', 'utf-8', lines([
  ['ListingId', 'ListingKey', 'StandardStatus', 'MlsStatus', 'UnparsedAddress', 'City', 'StateOrProvince', 'PostalCode', 'ListPrice', 'OriginalListPrice', 'ClosePrice', 'BedroomsTotal', 'BathroomsTotalInteger', 'LivingArea', 'LotSizeAcres', 'YearBuilt', 'PropertyType', 'PropertySubType', 'ListingContractDate', 'CloseDate', 'DaysOnMarket', 'ListAgentFullName', 'ListOfficeName'],
  ['R1001', 'k-R1001', 'Active', 'Active', '901 Lakeview Dr, Madison, WI 53703', 'Madison', 'WI', '53703', '489000', '499000', '', '3', '2', '1964', '0.21', '1972', 'Residential', 'Single Family Residence', '2024-02-10', '', '24', 'Jordan Reyes', 'Lakeside Realty'],
  ['R1002', 'k-R1002', 'ActiveUnderContract', 'Under Contract', '44 Willy St Unit 5, Madison, WI 53704', 'Madison', 'WI', '53704', '315000', '315000', '', '2', '2', '1180', '0.02', '2006', 'Residential', 'Condominium', '2024-01-18', '', '37', 'Jordan Reyes', 'Lakeside Realty'],
  ['R1003', 'k-R1003', 'Closed', 'Sold', '1300 Monroe St, Madison, WI 53711', 'Madison', 'WI', '53711', '629900', '639900', '621000', '4', '3', '2705', '0.28', '1931', 'Residential', 'Single Family Residence', '2023-09-01', '2023-10-13', '19', 'Ana Ruiz', 'Isthmus Homes'],
  ['R1004', 'k-R1004', 'ComingSoon', 'Coming Soon', '7 Harbor Pt, Middleton, WI 53562', 'Middleton', 'WI', '53562', '875000', '875000', '', '5', '4', '4120', '0.5', '2021', 'Residential', 'Single Family Residence', '2024-03-08', '', '0', 'Ana Ruiz', 'Isthmus Homes'],
], { delimiter: '|' }), [
  { mls_number: 'R1001', listing_status: 'active', status: 'active', address: '901 Lakeview Dr, Madison, WI 53703', city: 'Madison', state: 'WI', zipcode: '53703', current_price: 489000, listing_price: 499000, bedrooms: 3, bathrooms: 2, sqft: 1964, year_built: 1972, property_type: 'single_family', listing_date: '2024-02-10', days_on_market: 24, agent_name: 'Jordan Reyes', agent_brokerage: 'Lakeside Realty' },
  { mls_number: 'R1002', listing_status: 'pending', property_type: 'condo', current_price: 315000 },
  { mls_number: 'R1003', listing_status: 'sold', last_sold_price: 62100000, last_sold_date: '2023-10-13', year_built: 1931 },
  { mls_number: 'R1004', listing_status: 'coming_soon', current_price: 875000, bedrooms: 5 },
]);

// An MLS single-line report: report title and search criteria above, disclaimer, count and
// "Generated by" below; PS and CS status codes.
add('mls-report-with-disclaimer.csv', 'properties', 'utf-8', lines([
  ['Agent Single Line Report'],
  ['Criteria: Status in A, PS, CS; City = Tucson'],
  [''],
  ['MLS#', 'Status', 'Address', 'City', 'ST', 'Zip', 'LP', 'BR', 'BA', 'SqFt', 'Yr Built', 'List Dt'],
  ['22401234', 'A', '5021 E Ft Lowell Rd', 'Tucson', 'AZ', '85712', '$349,000', '3', '2', '1,512', '1979', '2/12/2024'],
  ['22401301', 'PS', '1840 N Camino Pio Decimo', 'Tucson', 'AZ', '85715', '$289,500', '2', '2', '1,104', '1984', '1/30/2024'],
  ['22401377', 'CS', '7780 N Scenic Dr', 'Tucson', 'AZ', '85704', '$725,000', '4', '3', '2,988', '1998', '3/10/2024'],
  [''],
  ['Information deemed reliable but not guaranteed. Copyright 2024 Example Arizona MLS, Inc. All rights reserved.'],
  ['3 records'],
  ['Generated by Matrix on 3/11/2024 9:02 AM'],
]), [
  { mls_number: '22401234', status: 'active', address: '5021 E Ft Lowell Rd', city: 'Tucson', state: 'AZ', zipcode: '85712', current_price: 349000, bedrooms: 3, bathrooms: 2, sqft: 1512, year_built: 1979, listing_date: '2024-02-12' },
  { mls_number: '22401301', status: 'pending', current_price: 289500, listing_date: '2024-01-30' },
  { mls_number: '22401377', status: 'coming_soon', current_price: 725000, listing_date: '2024-03-10' },
]);

// A Zillow search scraped to CSV: the address as a Python dict, floats for counts, "nan" for none.
const zAddress = (street, city, zip) => `{'streetAddress': '${street}', 'city': '${city}', 'state': 'MN', 'zipcode': '${zip}'}`;
add('zillow-search-scrape.csv', 'properties', 'utf-8', lines([
  ['zpid', 'address', 'price', 'bedrooms', 'bathrooms', 'livingArea', 'homeStatus', 'homeType', 'daysOnZillow', 'dateSold', 'detailUrl'],
  ['48211001', zAddress('2207 Garfield Ave', 'Minneapolis', '55405'), '$465,000', '3', '2.0', '1842.0', 'FOR_SALE', 'SINGLE_FAMILY', '12', 'nan', 'https://www.zillow.com/homedetails/48211001_zpid/'],
  ['48211002', zAddress('100 3rd Ave S APT 1507', 'Minneapolis', '55401'), '$319,900', '2', '2.0', '1210.0', 'PENDING', 'CONDO', '40', 'nan', 'https://www.zillow.com/homedetails/48211002_zpid/'],
  ['48211003', zAddress('4416 Xerxes Ave S', 'Minneapolis', '55410'), '$612,000', '4', '3.5', '2650.0', 'RECENTLY_SOLD', 'SINGLE_FAMILY', 'nan', '2024-01-19', 'https://www.zillow.com/homedetails/48211003_zpid/'],
  ['48211004', zAddress('1820 Hennepin Ave', 'Minneapolis', '55403'), '$389,000', '3', '2.5', '1595.0', 'FOR_SALE', 'TOWNHOUSE', '5', 'nan', 'https://www.zillow.com/homedetails/48211004_zpid/'],
]), [
  { address: '2207 Garfield Ave', city: 'Minneapolis', state: 'MN', zipcode: '55405', current_price: 465000, bedrooms: 3, bathrooms: 2, sqft: 1842, status: 'active', property_type: 'single_family', days_on_market: 12, last_sold_date: null, listing_url: 'https://www.zillow.com/homedetails/48211001_zpid/' },
  { address: '100 3rd Ave S APT 1507', zipcode: '55401', status: 'pending', property_type: 'condo', sqft: 1210 },
  { address: '4416 Xerxes Ave S', status: 'sold', bathrooms: 3.5, last_sold_date: '2024-01-19', days_on_market: null },
  { address: '1820 Hennepin Ave', status: 'active', property_type: 'townhouse', current_price: 389000 },
]);

// Realtor.com listings as HomeHarvest-style tools save them: snake_case, FOR_SALE/PENDING/SOLD,
// the unit apart, a "mls" column naming the MLS (not a number).
add('realtor-com-listings.csv', 'properties', 'utf-8', lines([
  ['property_url', 'mls', 'mls_id', 'status', 'style', 'street', 'unit', 'city', 'state', 'zip_code', 'beds', 'full_baths', 'half_baths', 'sqft', 'year_built', 'days_on_mls', 'list_price', 'list_date', 'sold_price', 'last_sold_date', 'price_per_sqft', 'hoa_fee', 'latitude', 'longitude'],
  ['https://www.realtor.com/realestateandhomes-detail/M1000-00401', 'EXMLS', '100401', 'FOR_SALE', 'SINGLE_FAMILY', '518 Oakwood Ave', '', 'Raleigh', 'NC', '27601', '3', '2', '1', '1960', '1925', '14', '575000', '2024-02-21', '', '', '293', '', '35.78', '-78.63'],
  ['https://www.realtor.com/realestateandhomes-detail/M1000-00388', 'EXMLS', '100388', 'PENDING', 'CONDOS', '222 Glenwood Ave', '1104', 'Raleigh', 'NC', '27603', '2', '2', '0', '1250', '2009', '33', '410000', '2024-01-12', '', '', '328', '325', '35.79', '-78.65'],
  ['https://www.realtor.com/realestateandhomes-detail/M1000-00201', 'EXMLS', '100201', 'SOLD', 'SINGLE_FAMILY', '9 Brookside Dr', '', 'Cary', 'NC', '27511', '4', '3', '0', '2700', '1995', '20', '650000', '2023-10-02', '662000', '2023-11-15', '241', '', '35.77', '-78.78'],
]), [
  { mls_number: '100401', status: 'active', address: '518 Oakwood Ave', city: 'Raleigh', state: 'NC', zipcode: '27601', bedrooms: 3, bathrooms: 2.5, sqft: 1960, current_price: 575000, price_per_sqft: 29300, listing_date: '2024-02-21' },
  { mls_number: '100388', status: 'pending', address: '222 Glenwood Ave #1104', hoa_fees: 32500 },
  { mls_number: '100201', status: 'sold', last_sold_price: 66200000, last_sold_date: '2023-11-15', city: 'Cary' },
]);

// Excel with German regional settings, "CSV (Trennzeichen-getrennt)": semicolons, decimal commas,
// dotted day-first dates, Windows-1252 (ü, é and an en dash in the remarks).
add('excel-german-locale.csv', 'properties', 'windows-1252', lines([
  ['Address', 'City', 'State', 'Zip', 'List Price', 'Beds', 'Baths', 'SqFt', 'Lot Size', 'List Date', 'Status', 'Remarks'],
  ['412 W Main St', 'Fredericksburg', 'TX', '78624', '489.000,00', '3', '2', '1.842', '0,25', '05.03.2024', 'Active', 'Gemütliches Haus – café nearby'],
  ['88 Schubert St', 'Fredericksburg', 'TX', '78624', '1.234.567,89', '5', '4', '4.120', '2,5', '17.01.2024', 'Pending', 'Weingut nebenan'],
  ['7 Kerrville Rd', 'Comfort', 'TX', '78013', '325.500,50', '3', '2', '1.510', '', '28.02.2024', 'Sold', ''],
], { delimiter: ';' }), [
  { address: '412 W Main St', city: 'Fredericksburg', state: 'TX', zipcode: '78624', current_price: 489000, bedrooms: 3, bathrooms: 2, sqft: 1842, lot_size: '0,25', listing_date: '2024-03-05', status: 'active', description: 'Gemütliches Haus – café nearby' },
  { address: '88 Schubert St', current_price: 1234568, sqft: 4120, listing_date: '2024-01-17', status: 'pending' },
  { address: '7 Kerrville Rd', city: 'Comfort', current_price: 325501, sqft: 1510, listing_date: '2024-02-28', status: 'sold' },
]);

// Excel with French settings: semicolons, no-break spaces between thousands, day-first slashed dates.
add('excel-french-locale.csv', 'properties', 'windows-1252', lines([
  ['Property Address', 'City', 'State', 'Zip Code', 'Price', 'Bedrooms', 'Bathrooms', 'Living Area', 'Year Built', 'Listing Date', 'Status'],
  ['15 Rue Dauphine', 'New Orleans', 'LA', '70116', '489\u00a0000,00', '3', '2', '1\u00a0650', '1890', '14/02/2024', 'Active'],
  ['2231 Esplanade Ave', 'New Orleans', 'LA', '70119', '1\u00a0125\u00a0000', '5', '4', '3\u00a0900', '1905', '03/01/2024', 'Pending'],
  ['640 Elysian Fields Ave', 'New Orleans', 'LA', '70117', '299\u00a0900,50', '2', '1', '980', '1920', '22/11/2023', 'Closed'],
], { delimiter: ';' }), [
  { address: '15 Rue Dauphine', city: 'New Orleans', state: 'LA', current_price: 489000, bedrooms: 3, sqft: 1650, year_built: 1890, listing_date: '2024-02-14', status: 'active' },
  { address: '2231 Esplanade Ave', current_price: 1125000, sqft: 3900, listing_date: '2024-01-03', status: 'pending' },
  { address: '640 Elysian Fields Ave', current_price: 299901, sqft: 980, listing_date: '2023-11-22', status: 'sold' },
]);

// Excel with Dutch settings, saved as "CSV UTF-8" (byte-order mark): semicolons, "450.000" budgets.
add('excel-dutch-leads.csv', 'leads', 'utf-8-bom', lines([
  ['Name', 'Email', 'Phone', 'Budget', 'Move Date', 'Notes'],
  ['Anouk de Vries', 'anouk.devries@example.com', '(312) 555-0141', '450.000', '01-06-2024', 'Relocating from Utrecht'],
  ['Daan Jansen', 'daan.jansen@example.com', '(312) 555-0142', '1.250.000,00', '15-08-2024', ''],
  ['Sanne Bakker', 'sanne.bakker@example.com', '(312) 555-0143', '375.000 - 425.000', '', 'Wants a garden'],
], { delimiter: ';' }), [
  { name: 'Anouk de Vries', email: 'anouk.devries@example.com', phone: '(312) 555-0141', budget: '$450,000', timeline: '01-06-2024', notes: 'Relocating from Utrecht' },
  { name: 'Daan Jansen', budget: '$1,250,000', timeline: '15-08-2024' },
  { name: 'Sanne Bakker', budget: '$375,000 - $425,000', timeline: null },
]);

// UTF-16 big-endian without a byte-order mark (some Mac and Java tools).
add('utf16be-no-bom-leads.csv', 'leads', 'utf-16be', lines([
  ['Full Name', 'Email', 'Mobile', 'City', 'State', 'Lead Source', 'Tags'],
  ['Mei Chen', 'mei.chen@example.com', '(415) 555-0150', 'San Francisco', 'CA', 'Open House', 'buyer, first-time'],
  ['Omar Haddad', 'omar.haddad@example.com', '(415) 555-0151', 'Oakland', 'CA', 'Referral', 'seller'],
]), [
  { name: 'Mei Chen', email: 'mei.chen@example.com', phone: '(415) 555-0150', location: 'San Francisco, CA', source: 'Open House', tags: ['buyer', 'first-time'] },
  { name: 'Omar Haddad', location: 'Oakland, CA', tags: ['seller'] },
]);

// Meta (Facebook/Instagram) Lead Ads "Download leads": UTF-16LE with a byte-order mark, tab
// separated, ids with prefixes, custom questions as snake_case keys, phones as "p:+1...".
add('meta-lead-ads.csv', 'leads', 'utf-16le-bom', lines([
  ['id', 'created_time', 'ad_id', 'ad_name', 'adset_id', 'adset_name', 'campaign_id', 'campaign_name', 'form_id', 'form_name', 'is_organic', 'platform', 'are_you_pre-approved_for_a_mortgage?', 'when_are_you_looking_to_buy?', 'full_name', 'email', 'phone_number', 'city', 'lead_status'],
  ['l:901100001', '2024-03-04T15:22:10-06:00', 'ag:23850001', 'Spring Buyers - Video', 'as:23850002', 'Chicago 25-54', 'c:23850003', 'Spring Home Search', 'f:55501', 'Home Search Form', 'false', 'fb', 'yes', '0-3_months', 'Priya Natarajan', 'priya.n@example.com', 'p:+13125550160', 'Evanston', 'complete'],
  ['l:901100002', '2024-03-04T19:05:44-06:00', 'ag:23850001', 'Spring Buyers - Video', 'as:23850002', 'Chicago 25-54', 'c:23850003', 'Spring Home Search', 'f:55501', 'Home Search Form', 'false', 'ig', 'no', '3-6_months', 'Marcus Lee', 'marcus.lee@example.com', 'p:+13125550161', 'Chicago', 'complete'],
  ['l:901100003', '2024-03-05T08:40:02-06:00', 'ag:23850004', 'Spring Buyers - Carousel', 'as:23850002', 'Chicago 25-54', 'c:23850003', 'Spring Home Search', 'f:55501', 'Home Search Form', 'false', 'fb', 'yes', 'just_browsing', 'Elena Petrova', 'elena.p@example.com', 'p:+17735550162', 'Oak Park', 'complete'],
], { delimiter: '\t', eol: '\n' }), [
  { name: 'Priya Natarajan', email: 'priya.n@example.com', phone: '+13125550160', location: 'Evanston', qualification: 'qualified', timeline: '0-3_months', status: null },
  { name: 'Marcus Lee', phone: '+13125550161', location: 'Chicago', qualification: 'pending', timeline: '3-6_months' },
  { name: 'Elena Petrova', phone: '+17735550162', location: 'Oak Park', qualification: 'qualified' },
]);

// Zillow Premier Agent contacts: a pipeline "Status", the inquiry's address and price.
add('zillow-premier-agent-contacts.csv', 'leads', 'utf-8', lines([
  ['Name', 'Email', 'Phone', 'Contact Type', 'Status', 'Property Address', 'Price', 'Lead Source', 'Created', 'Message'],
  ['Hannah Brooks', 'hannah.brooks@example.com', '(512) 555-0170', 'Buyer', 'New', '2104 E 6th St, Austin, TX 78702', '$549,000', 'Zillow', '03/02/2024', 'Is this still available?'],
  ['Diego Alvarez', 'diego.alvarez@example.com', '(512) 555-0171', 'Buyer', 'Attempted Contact', '900 Cesar Chavez St #1210, Austin, TX 78702', '$415,000', 'Zillow', '03/03/2024', ''],
  ['Rachel Kim', 'rachel.kim@example.com', '(512) 555-0172', 'Seller', 'Nurture', '', '', 'Zillow', '02/27/2024', 'Thinking of selling this summer.'],
]), [
  { name: 'Hannah Brooks', email: 'hannah.brooks@example.com', phone: '(512) 555-0170', lead_type: 'Buyer', status: null, tags: [], stage: 'New', location: '2104 E 6th St, Austin, TX 78702', budget: '$549,000', source: 'Zillow', notes: 'Is this still available?' },
  { name: 'Diego Alvarez', tags: [], stage: 'Attempted Contact', budget: '$415,000', notes: null },
  { name: 'Rachel Kim', lead_type: 'Seller', tags: [], stage: 'Nurture', budget: null, location: null },
]);

// Realtor.com lead export.
add('realtor-com-leads.csv', 'leads', 'utf-8', lines([
  ['First Name', 'Last Name', 'Email', 'Phone', 'Property Address', 'Listing Price', 'Message', 'Lead Date', 'Lead Type', 'MLS ID'],
  ['Tom', 'Fischer', 'tom.fischer@example.com', '615-555-0180', '1712 Acklen Ave, Nashville, TN 37212', '$725,000', "I'd like to schedule a showing this weekend.", '2024-03-01 10:42:00', 'Buyer', 'RTC2600123'],
  ['Aisha', 'Bello', 'aisha.bello@example.com', '615-555-0181', '4400 Murphy Rd, Nashville, TN 37209', '$1,150,000', 'What are the HOA fees?', '2024-03-02 18:05:00', 'Buyer', 'RTC2600456'],
]), [
  { name: 'Tom Fischer', email: 'tom.fischer@example.com', phone: '615-555-0180', location: '1712 Acklen Ave, Nashville, TN 37212', budget: '$725,000', notes: "I'd like to schedule a showing this weekend.", lead_type: 'Buyer' },
  { name: 'Aisha Bello', budget: '$1,150,000', location: '4400 Murphy Rd, Nashville, TN 37209' },
]);

// LinkedIn Lead Gen Forms download.
add('linkedin-lead-gen.csv', 'leads', 'utf-8', lines([
  ['Lead ID', 'First Name', 'Last Name', 'Email address', 'Phone number', 'Company name', 'Job title', 'Country/Region', 'City', 'State/Province', 'Campaign name', 'Form name', 'Submitted at'],
  ['urn:li:lead:7001', 'Grace', 'Okoro', 'grace.okoro@example.com', '+1 206 555 0190', 'Example Health', 'Relocation Manager', 'United States', 'Seattle', 'WA', 'Relocation Buyers Q1', 'Relocation Interest', '2024-02-14T17:03:00Z'],
  ['urn:li:lead:7002', 'Ben', 'Hartley', 'ben.hartley@example.com', '', 'Example Tech', 'Engineer', 'United States', 'Bellevue', 'WA', 'Relocation Buyers Q1', 'Relocation Interest', '2024-02-15T09:30:00Z'],
]), [
  { name: 'Grace Okoro', email: 'grace.okoro@example.com', phone: '+1 206 555 0190', location: 'Seattle, WA' },
  { name: 'Ben Hartley', phone: null, location: 'Bellevue, WA' },
]);

// Mailchimp audience export: merge fields, then Mailchimp's own columns (REGION is the subscriber's
// geolocated region, not their search area), tags as a list of quoted names.
add('mailchimp-audience.csv', 'leads', 'utf-8', lines([
  ['Email Address', 'First Name', 'Last Name', 'Address', 'Phone Number', 'Birthday', 'MEMBER_RATING', 'OPTIN_TIME', 'OPTIN_IP', 'CONFIRM_TIME', 'CONFIRM_IP', 'LATITUDE', 'LONGITUDE', 'GMTOFF', 'DSTOFF', 'TIMEZONE', 'CC', 'REGION', 'LAST_CHANGED', 'LEID', 'EUID', 'NOTES', 'TAGS'],
  ['nora.walsh@example.com', 'Nora', 'Walsh', '41 Harbor St  Portland  ME  04101  US', '(207) 555-0110', '05/14', '4', '2023-05-02 14:11:09', '', '2023-05-02 14:12:40', '203.0.113.7', '43.66', '-70.25', '-5', '-4', 'America/New_York', 'US', 'ME', '2024-01-08 09:00:00', '1201', 'a1b2c3d4', 'Met at open house', '"Buyers","Open House"'],
  ['sam.ortiz@example.com', 'Sam', 'Ortiz', '', '(207) 555-0111', '', '2', '2023-08-19 10:00:00', '', '2023-08-19 10:01:12', '203.0.113.8', '43.68', '-70.29', '-5', '-4', 'America/New_York', 'US', 'ME', '2024-02-01 12:30:00', '1202', 'e5f6a7b8', '', '"Sellers"'],
]), [
  { name: 'Nora Walsh', email: 'nora.walsh@example.com', phone: '(207) 555-0110', location: '41 Harbor St  Portland  ME  04101  US', notes: 'Met at open house', tags: ['Buyers', 'Open House'] },
  { name: 'Sam Ortiz', location: null, tags: ['Sellers'] },
]);

// Constant Contact contact export: "Phone - mobile", "City - Home", lists and tags.
add('constant-contact.csv', 'leads', 'utf-8', lines([
  ['Email address', 'First name', 'Last name', 'Company', 'Job title', 'Phone - mobile', 'Phone - home', 'Street address line 1 - Home', 'City - Home', 'State/Province - Home', 'Zip/Postal code - Home', 'Country - Home', 'Email Lists', 'Tags', 'Source Name', 'Created At'],
  ['lena.park@example.com', 'Lena', 'Park', '', '', '(617) 555-0120', '(617) 555-0199', '12 Beacon St', 'Boston', 'MA', '02108', 'US', 'Newsletter, Buyers', 'first-time buyer', 'Website Signup Form', '2024-01-11'],
  ['victor.hale@example.com', 'Victor', 'Hale', 'Example Co', 'CFO', '', '(617) 555-0121', '9 Elm St', 'Cambridge', 'MA', '02139', 'US', 'Newsletter', '', 'Import', '2024-02-02'],
]), [
  { name: 'Lena Park', email: 'lena.park@example.com', phone: '(617) 555-0120', location: 'Boston, MA 02108', tags: ['first-time buyer', 'Newsletter', 'Buyers'], source: 'Website Signup Form' },
  { name: 'Victor Hale', phone: '(617) 555-0121', location: 'Cambridge, MA 02139', tags: ['Newsletter'], source: 'Import' },
]);

// Google Contacts export (current format): labels, ":::" multi-values, formatted address on lines.
add('google-contacts.csv', 'leads', 'utf-8', lines([
  ['First Name', 'Middle Name', 'Last Name', 'Nickname', 'Organization Name', 'Birthday', 'Notes', 'Labels', 'E-mail 1 - Label', 'E-mail 1 - Value', 'Phone 1 - Label', 'Phone 1 - Value', 'Phone 2 - Label', 'Phone 2 - Value', 'Address 1 - Label', 'Address 1 - Formatted', 'Address 1 - City', 'Address 1 - Region', 'Address 1 - Postal Code'],
  ['Ava', '', 'Mitchell', '', '', '', 'Met at Oak St open house', 'Buyers ::: * myContacts', '* Home', 'ava.mitchell@example.com', 'Mobile', '+1 303-555-0130', 'Home', '+1 303-555-0131', 'Home', '1550 Larimer St\nDenver, CO 80202\nUS', 'Denver', 'CO', '80202'],
  ['Jonah', 'Q', 'Reed', '', 'Reed Builders', '', '', '* myContacts', '* Work', 'jonah.reed@example.com ::: jq@example.com', 'Work', '+1 303-555-0132', '', '', '', '', 'Golden', 'CO', ''],
]), [
  { name: 'Ava Mitchell', email: 'ava.mitchell@example.com', phone: '+1 303-555-0130', tags: ['Buyers'], notes: 'Met at Oak St open house', location: '1550 Larimer St, Denver, CO 80202, US' },
  { name: 'Jonah Q Reed', email: 'jonah.reed@example.com', phone: '+1 303-555-0132', tags: [], location: 'Golden, CO' },
]);

// Outlook contacts export (the classic 90-odd columns, the ones that matter kept in their order).
add('outlook-contacts.csv', 'leads', 'utf-8', lines([
  ['First Name', 'Middle Name', 'Last Name', 'Title', 'Suffix', 'Initials', 'Web Page', 'Gender', 'Birthday', 'Anniversary', 'Location', 'Notes', 'E-mail Address', 'E-mail 2 Address', 'Primary Phone', 'Home Phone', 'Mobile Phone', 'Business Phone', 'Home Street', 'Home City', 'Home State', 'Home Postal Code', 'Home Country', 'Company', 'Job Title', 'Priority', 'Private', 'Categories'],
  ['Chloe', '', 'Bennett', '', '', 'C.B.', '', 'Unspecified', '0/0/00', '0/0/00', '', 'Wants a condo downtown', 'chloe.bennett@example.com', '', '(702) 555-0140', '(702) 555-0141', '(702) 555-0142', '', '', 'Las Vegas', 'NV', '89101', 'United States', '', '', 'Normal', 'False', 'Buyers;Condo'],
  ['Marco', '', 'Silva', '', '', 'M.S.', '', 'Unspecified', '0/0/00', '0/0/00', '', '', 'marco.silva@example.com', '', '', '(702) 555-0143', '', '', '', 'Henderson', 'NV', '89052', 'United States', '', '', 'High', 'False', 'Sellers'],
]), [
  { name: 'Chloe Bennett', email: 'chloe.bennett@example.com', phone: '(702) 555-0142', location: 'Las Vegas, NV 89101', status: 'warm', tags: ['Buyers', 'Condo'], notes: 'Wants a condo downtown' },
  { name: 'Marco Silva', phone: '(702) 555-0143', location: 'Henderson, NV 89052', status: 'hot', tags: ['Sellers'] },
]);

// kvCORE / BoldTrail contacts: pipeline "Status", a numeric lead score, price bounds.
add('kvcore-contacts.csv', 'leads', 'utf-8', lines([
  ['First Name', 'Last Name', 'Email', 'Cell Phone', 'Home Phone', 'Work Phone', 'Status', 'Lead Type', 'Source', 'Assigned Agent', 'Tags', 'Lead Score', 'Min Price', 'Max Price', 'City', 'State', 'Zip', 'Created Date', 'Last Touched'],
  ['Kayla', 'Nguyen', 'kayla.nguyen@example.com', '(602) 555-0150', '', '', 'Active Lead', 'Buyer', 'Zillow', 'Dana Agent', 'first-time, scottsdale', '78', '$350000', '$425000', 'Phoenix', 'AZ', '85004', '03/01/2024 09:14 AM', '03/05/2024'],
  ['Brandon', 'Cole', 'brandon.cole@example.com', '', '(602) 555-0151', '', 'Sphere', 'Seller', 'Past Client Referral', 'Dana Agent', '', '12', '', '', 'Phoenix', 'AZ', '85016', '01/12/2024 02:00 PM', '02/20/2024'],
  ['Lucia', 'Ramos', 'lucia.ramos@example.com', '(480) 555-0152', '', '', 'Past Client', 'Buyer', 'Open House', 'Dana Agent', 'vip', '55', '', '$900000', 'Scottsdale', 'AZ', '85251', '11/03/2023 11:30 AM', '03/01/2024'],
  ['Ethan', 'Price', 'ethan.price@example.com', '(480) 555-0153', '', '', 'New', 'Buyer', 'Website', 'Dana Agent', '', '0', '$250000', '$300000', 'Tempe', 'AZ', '85281', '03/06/2024 07:45 AM', ''],
]), [
  { name: 'Kayla Nguyen', email: 'kayla.nguyen@example.com', phone: '(602) 555-0150', status: null, tags: ['first-time', 'scottsdale'], stage: 'Active Lead', lead_type: 'Buyer', source: 'Zillow', budget: '$425,000', location: 'Phoenix, AZ 85004' },
  { name: 'Brandon Cole', phone: '(602) 555-0151', tags: [], stage: 'Sphere', budget: null, lead_type: 'Seller' },
  { name: 'Lucia Ramos', tags: ['vip'], stage: 'Past Client', budget: '$900,000', location: 'Scottsdale, AZ 85251' },
  { name: 'Ethan Price', tags: [], stage: 'New', budget: '$300,000' },
]);

// Follow Up Boss people export: Stage, Phone 1/2 with types, Price and Timeframe.
add('follow-up-boss-people.csv', 'leads', 'utf-8', lines([
  ['Name', 'First Name', 'Last Name', 'Stage', 'Source', 'Assigned To', 'Email 1', 'Email 2', 'Phone 1', 'Phone 1 Type', 'Phone 2', 'Phone 2 Type', 'Tags', 'Price', 'Timeframe', 'Background', 'Address 1 - Street', 'Address 1 - City', 'Address 1 - State', 'Address 1 - Zip', 'Created'],
  ['Sofia Marin', 'Sofia', 'Marin', 'Lead', 'Zillow', 'Dana Agent', 'sofia.marin@example.com', '', '(720) 555-0160', 'Mobile', '', '', 'Buyer, Relocation', '$500k', '0-3 Months', 'Moving from Chicago for work.', '', 'Denver', 'CO', '80205', '2024-02-20 08:30:00'],
  ['James Wu', 'James', 'Wu', 'Sphere', 'Sphere of Influence', 'Dana Agent', 'james.wu@example.com', 'j.wu@example.com', '(720) 555-0161', 'Home', '(720) 555-0162', 'Mobile', '', '$400,000 - $450,000', '6+ Months', '', '88 Pearl St', 'Boulder', 'CO', '80302', '2023-12-01 10:00:00'],
  ['Nadia Haddad', 'Nadia', 'Haddad', 'Hot Prospect', 'Realtor.com', 'Dana Agent', 'nadia.haddad@example.com', '', '(303) 555-0163', 'Mobile', '', '', 'Buyer', '$650,000', '0-3 Months', '', '', 'Littleton', 'CO', '80120', '2024-03-01 16:20:00'],
]), [
  { name: 'Sofia Marin', email: 'sofia.marin@example.com', phone: '(720) 555-0160', tags: ['Buyer', 'Relocation'], budget: '$500,000', timeline: '0-3 Months', source: 'Zillow', notes: 'Moving from Chicago for work.', location: 'Denver, CO 80205', stage: 'Lead' },
  { name: 'James Wu', email: 'james.wu@example.com', phone: '(720) 555-0162', additional_phones: ['(720) 555-0161'], contact_labels: { '(720) 555-0162': 'Mobile', '(720) 555-0161': 'Home', 'james.wu@example.com': 'Email 1', 'j.wu@example.com': 'Email 2' }, tags: [], budget: '$400,000 - $450,000', location: 'Boulder, CO 80302', stage: 'Sphere' },
  { name: 'Nadia Haddad', tags: ['Buyer'], status: null, budget: '$650,000', stage: 'Hot Prospect' },
]);

// Salesforce report exported as CSV ("Details only"): title and filters above, every cell quoted,
// and the copyright, confidentiality, "Generated By" and company lines under the data.
add('salesforce-lead-report.csv', 'leads', 'utf-8', lines([
  ['Leads with Ratings'],
  ['Filtered By:'],
  ['   Lead Status not equal to Closed - Not Converted'],
  [''],
  ['Lead Owner', 'First Name', 'Last Name', 'Company / Account', 'Email', 'Phone', 'Mobile', 'Lead Source', 'Lead Status', 'Rating', 'Street', 'City', 'State/Province', 'Zip/Postal Code', 'Description'],
  ['Dana Agent', 'Olivia', 'Grant', '', 'olivia.grant@example.com', '(303) 555-0170', '(303) 555-0171', 'Web', 'Open - Not Contacted', 'Hot', '1200 17th St', 'Denver', 'CO', '80202', 'Wants a loft near Union Station.'],
  ['Dana Agent', 'Raj', 'Patel', 'Patel Consulting', 'raj.patel@example.com', '(303) 555-0172', '', 'Referral', 'Working - Contacted', 'Warm', '', 'Aurora', 'CO', '80012', ''],
  ['Dana Agent', 'Emily', 'Stone', '', 'emily.stone@example.com', '', '(720) 555-0173', 'Trade Show', 'Open - Not Contacted', 'Cold', '', 'Lakewood', 'CO', '80226', ''],
  [''],
  [''],
  ['Copyright (c) 2000-2024 salesforce.com, inc. All rights reserved.'],
  ['Confidential Information - Do Not Distribute'],
  ['Generated By:  Dana Agent  3/4/2024 10:15 AM'],
  ['Example Realty Group'],
], { quoteAll: true }), [
  { name: 'Olivia Grant', email: 'olivia.grant@example.com', phone: '(303) 555-0171', status: 'hot', source: 'Web', tags: [], stage: 'Open - Not Contacted', location: 'Denver, CO 80202', notes: 'Wants a loft near Union Station.' },
  { name: 'Raj Patel', phone: '(303) 555-0172', status: 'warm', tags: [], stage: 'Working - Contacted', location: 'Aurora, CO 80012' },
  { name: 'Emily Stone', phone: '(720) 555-0173', status: 'cold', source: 'Trade Show' },
]);

// HubSpot contacts export: lifecycle stage and lead status (pipeline, kept as tags).
add('hubspot-contacts.csv', 'leads', 'utf-8', lines([
  ['Record ID', 'First Name', 'Last Name', 'Email', 'Phone Number', 'Mobile Phone Number', 'Lifecycle Stage', 'Lead Status', 'City', 'State/Region', 'Postal Code', 'Original Source', 'Create Date'],
  ['60100001', 'Harper', 'Lane', 'harper.lane@example.com', '+1 (404) 555-0180', '+1 (404) 555-0181', 'lead', 'NEW', 'Atlanta', 'GA', '30307', 'Organic Search', '2024-02-01 10:00'],
  ['60100002', 'Miles', 'Ford', 'miles.ford@example.com', '(404) 555-0182', '', 'salesqualifiedlead', 'IN_PROGRESS', 'Decatur', 'GA', '30030', 'Direct Traffic', '2024-02-11 16:45'],
  ['60100003', 'Zoe', 'Kim', 'zoe.kim@example.com', '', '', 'subscriber', '', 'Marietta', 'GA', '', 'Email Marketing', '2024-03-01 08:05'],
]), [
  { name: 'Harper Lane', email: 'harper.lane@example.com', phone: '+1 (404) 555-0181', tags: ['NEW'], status: null, location: 'Atlanta, GA 30307', source: 'Organic Search', stage: 'lead' },
  { name: 'Miles Ford', phone: '(404) 555-0182', tags: ['IN_PROGRESS'], location: 'Decatur, GA 30030', stage: 'salesqualifiedlead' },
  { name: 'Zoe Kim', phone: null, tags: [], location: 'Marietta, GA', stage: 'subscriber' },
]);

// Top Producer contact export: title and spouse columns, price range, a pipeline status.
add('top-producer-contacts.csv', 'leads', 'utf-8', lines([
  ['Title', 'First Name', 'Last Name', 'Spouse First Name', 'Spouse Last Name', 'Home Phone', 'Cell Phone', 'Business Phone', 'Email', 'Street Address', 'City', 'State', 'Zip', 'Lead Source', 'Status', 'Contact Type', 'Price Range', 'Notes'],
  ['Mr.', 'Daniel', 'Hughes', 'Karen', 'Hughes', '(918) 555-0190', '(918) 555-0191', '', 'daniel.hughes@example.com', '22 Park Ave', 'Tulsa', 'OK', '74103', 'Open House', 'Prospect', 'Buyer', '$300K-$400K', 'Needs 4 bedrooms, good schools.'],
  ['Ms.', 'Laura', 'Chen', '', '', '', '(918) 555-0192', '', 'laura.chen@example.com', '', 'Broken Arrow', 'OK', '74012', 'Referral', 'Client', 'Seller', '', ''],
]), [
  { name: 'Daniel Hughes', email: 'daniel.hughes@example.com', phone: '(918) 555-0191', location: '22 Park Ave, Tulsa, OK 74103', budget: '$300,000 - $400,000', lead_type: 'Buyer', tags: [], stage: 'Prospect', source: 'Open House', notes: 'Needs 4 bedrooms, good schools.\nSpouse: Karen Hughes' },
  { name: 'Laura Chen', phone: '(918) 555-0192', location: 'Broken Arrow, OK 74012', lead_type: 'Seller', tags: [], stage: 'Client', budget: null },
]);

// An agent's own spreadsheet: friendly headers, units in brackets, yes/no answers.
add('agent-spreadsheet-friendly.csv', 'leads', 'utf-8', lines([
  ['Name', 'Cell', 'Email', 'Looking in', 'Budget ($)', 'Pre-approved?', 'Timeline', 'Temperature', 'Last Contacted', 'Notes'],
  ['Jess Porter', '(919) 555-0101', 'jess.porter@example.com', 'Durham, Chapel Hill', '450,000', 'Yes', 'Spring 2024', 'Hot', '3/4/2024', 'Wants a yard for the dog'],
  ['Ray Ellis', '(919) 555-0102', 'ray.ellis@example.com', 'Raleigh', '300000', 'No', 'ASAP', 'warm', '2/28/2024', ''],
  ['Tina Moss', '(919) 555-0103', '', 'Cary', '275k - 325k', '', '6-12 months', 'cold', '', 'Call after 5pm'],
]), [
  { name: 'Jess Porter', phone: '(919) 555-0101', email: 'jess.porter@example.com', location: 'Durham, Chapel Hill', budget: '$450,000', qualification: 'qualified', timeline: 'Spring 2024', status: 'hot', notes: 'Wants a yard for the dog' },
  { name: 'Ray Ellis', location: 'Raleigh', budget: '$300,000', qualification: 'pending', timeline: 'ASAP', status: 'warm' },
  { name: 'Tina Moss', email: null, budget: '$275,000 - $325,000', qualification: null, status: 'cold' },
]);

// Generic columns that name no field: an MLS area code, a region letter, a type code.
add('generic-columns-properties.csv', 'properties', 'utf-8', lines([
  ['Address', 'Area', 'Region', 'Type', 'Price', 'Bedrooms', 'Bathrooms', 'Status'],
  ['12 Orchard Ln, Ithaca, NY 14850', '7A', 'N', '1', '$315,000', '3', '2', 'A'],
  ['400 College Ave, Ithaca, NY 14850', '12', 'S', '2', '$189,000', '1', '1', 'P'],
  ['9 Lake Rd, Lansing, NY', '3', 'N', '1', '$420,000', '4', '3', 'S'],
  ['55 Main St', '3', 'E', '1', '$99,000', '2', '1', 'W'],
]), [
  { address: '12 Orchard Ln, Ithaca, NY 14850', city: 'Ithaca', state: 'NY', zipcode: '14850', current_price: 315000, bedrooms: 3, bathrooms: 2, status: 'active', sqft: null, property_type: null },
  { address: '400 College Ave, Ithaca, NY 14850', status: 'pending', sqft: null, property_type: null },
  { address: '9 Lake Rd, Lansing, NY', city: 'Lansing', state: 'NY', zipcode: null, status: 'sold' },
  { address: '55 Main St', city: null, state: null, status: 'off_market' },
], { missingLocation: 1 });

// A CRM dump with generic columns (area code, region, pipeline status, type code), prefixed
// phones and tags written as lists.
add('generic-columns-leads.csv', 'leads', 'utf-8', lines([
  ['Name', 'Email', 'Phone', 'Area', 'Region', 'Status', 'Type', 'Tags'],
  ['Liam Young', 'liam.young@example.com', '(608) 555-0110', '7A', 'West', 'Nurture', 'B', '["open house","referral"]'],
  ['Ella Ward', 'ella.ward@example.com', 'p:+16085550111', '12', 'East', 'Active Lead', 'S', "'investor', 'cash'"],
  ['Owen Hart', 'owen.hart@example.com', 'tel:608-555-0112', '3', 'West', 'Past Client', 'B', 'None'],
]), [
  { name: 'Liam Young', phone: '(608) 555-0110', location: null, status: null, lead_type: null, tags: ['open house', 'referral'], stage: 'Nurture' },
  { name: 'Ella Ward', phone: '+16085550111', location: null, tags: ['investor', 'cash'], stage: 'Active Lead' },
  { name: 'Owen Hart', phone: '608-555-0112', tags: [], stage: 'Past Client' },
]);

// A CRM's contacts export with typed and numbered contact columns (Lofty, BoomTown and Sierra
// write them so): two cells and two e-mails, work and home phones, the spouse's own contacts,
// the pipeline Stage, the agent it is assigned to, and when it was created and last contacted.
add('crm-contacts-typed-numbered.csv', 'leads', 'utf-8', lines([
  ['First Name', 'Last Name', 'Email 1', 'Email 2', 'Cell Phone 1', 'Cell Phone 2', 'Work Phone', 'Home Phone', 'Spouse First Name', 'Spouse Last Name', 'Spouse Email', 'Spouse Cell Phone', 'Stage', 'Assigned To', 'Source', 'Created At', 'Last Contact'],
  ['Grace', 'Holloway', 'grace.holloway@example.com', 'g.holloway@example.com', '(512) 555-0120', '(512) 555-0121', '(512) 555-0122', '', 'Peter', 'Holloway', 'peter.holloway@example.com', '(512) 555-0123', 'Active', 'Dana Agent', 'Zillow', '2024-01-08 09:30', '2024-03-02'],
  ['Victor', 'Osei', 'victor.osei@example.com', '', '', '', '(512) 555-0124', '(512) 555-0125', '', '', '', '', 'Nurture', 'Dana Agent', 'Website', '2023-11-20 14:00', '2024-02-14'],
  ['Hana', 'Sato', '', 'hana.sato@example.com', '(737) 555-0126', '', '', '', '', '', '', '', 'Closed', '', 'Referral', '2023-06-01 08:00', ''],
]), [
  { name: 'Grace Holloway', email: 'grace.holloway@example.com', phone: '(512) 555-0120', additional_emails: ['g.holloway@example.com'], additional_phones: ['(512) 555-0121', '(512) 555-0122'], contact_labels: { '(512) 555-0120': 'Cell 1', '(512) 555-0121': 'Cell 2', '(512) 555-0122': 'Work', 'grace.holloway@example.com': 'Email 1', 'g.holloway@example.com': 'Email 2' }, notes: 'Spouse: Peter Holloway, peter.holloway@example.com, (512) 555-0123', stage: 'Active', assigned_to: 'Dana Agent', source: 'Zillow', created_at: '2024-01-08T09:30:00.000Z', last_activity_at: '2024-03-02T12:00:00.000Z' },
  { name: 'Victor Osei', email: 'victor.osei@example.com', phone: '(512) 555-0125', additional_phones: ['(512) 555-0124'], additional_emails: [], contact_labels: { '(512) 555-0124': 'Work', '(512) 555-0125': 'Home', 'victor.osei@example.com': 'Email 1' }, notes: null, stage: 'Nurture' },
  { name: 'Hana Sato', email: 'hana.sato@example.com', phone: '(737) 555-0126', additional_emails: [], additional_phones: [], contact_labels: { '(737) 555-0126': 'Cell 1', 'hana.sato@example.com': 'Email 2' }, stage: 'Closed', assigned_to: null },
]);

// A CRM report export (a "Leads by Agent" report): the report's title, filters and run date above
// the columns; a totals line, a confidentiality line and "Generated by" under the data.
add('crm-report-pipeline.csv', 'leads', 'utf-8', lines([
  ['Leads by Agent - Pipeline Report'],
  ['Filters: Lead Status is any; Registered between 01/01/2024 and 03/31/2024'],
  ['Run on 04/01/2024 08:00 AM'],
  [''],
  ['Lead Name', 'Email', 'Phone', 'Lead Status', 'Pipeline', 'Agent', 'Registered', 'Last Activity', 'Price'],
  ['Mateo Alvarez', 'mateo.alvarez@example.com', '(210) 555-0130', 'Hot', 'Showing', 'Dana Agent', '01/15/2024', '03/28/2024', '$489K'],
  ['Chloe Park', 'chloe.park@example.com', '(210) 555-0131', 'Warm', 'Under Contract', 'Dana Agent', '02/03/2024', '03/30/2024', '$1.2M'],
  ['Ben Okafor', 'ben.okafor@example.com', '(210) 555-0132', 'Cold', 'Qualified', '', '03/10/2024', '', '$489,000.00'],
  ['Total', '', '', '', '', '', '', '', '$2,178,000.00'],
  ['3 leads'],
  ['Confidential - for internal use only'],
  ['Generated by Example CRM on 04/01/2024 08:00 AM'],
]), [
  { name: 'Mateo Alvarez', status: 'hot', stage: 'Showing', assigned_to: 'Dana Agent', created_at: '2024-01-15T12:00:00.000Z', last_activity_at: '2024-03-28T12:00:00.000Z', budget: '$489,000' },
  { name: 'Chloe Park', status: 'warm', stage: 'Under Contract', budget: '$1,200,000' },
  { name: 'Ben Okafor', status: 'cold', stage: 'Qualified', assigned_to: null, budget: '$489,000', last_activity_at: null },
]);

// An agent's own spreadsheet saved from Excel as "CSV UTF-8": a byte-order mark, CRLF, a note
// with a line break in its cell, money written three ways, empty columns at the right and empty
// rows under the data.
add('agent-spreadsheet-bom-crlf.csv', 'leads', 'utf-8-bom', lines([
  ['Client', 'Mobile', 'E-mail', 'Price Range', 'Notes', '', ''],
  ['Ivy Lamb', '(615) 555-0140', 'ivy.lamb@example.com', '489K', 'Wants a porch.\nCall after work.', '', ''],
  ['Noah Pryce', '(615) 555-0141', 'noah.pryce@example.com', '$1.2M', '', '', ''],
  ['Ruth Adeyemi', '', 'ruth.adeyemi@example.com', '$489,000.00', 'Referred by Ivy', '', ''],
  ['Sam Oduya', '(615) 555-0143', '', '', '', '', ''],
  ['', '', '', '', '', '', ''],
  ['', '', '', '', '', '', ''],
]), [
  { name: 'Ivy Lamb', phone: '(615) 555-0140', email: 'ivy.lamb@example.com', budget: '$489,000', notes: 'Wants a porch.\nCall after work.' },
  { name: 'Noah Pryce', budget: '$1,200,000' },
  { name: 'Ruth Adeyemi', phone: null, budget: '$489,000', notes: 'Referred by Ivy' },
  { name: 'Sam Oduya', email: null, budget: null },
]);

// An MLS spreadsheet export (Matrix-style "Agent Spreadsheet"): abbreviated headers, full and
// half baths apart, status and property type codes, Y/N flags, and an "Area" that is the MLS's
// district code beside the living area column.
add('mls-spreadsheet-codes.csv', 'properties', 'utf-8', lines([
  ['ML #', 'Stat', 'Type', 'Address', 'City', 'State', 'Zip', 'List Price', 'Tot BR', '#FBaths', '#HBaths', 'SqFt Liv Area', 'Area', 'Yr Blt', 'DOM', 'Lot Sz', 'Pool Y/N', 'Waterfront Y/N'],
  ['ML5001', 'A', 'SF', '14 Heron Way', 'Sarasota', 'FL', '34231', '$489,000', '3', '2', '1', '1,905', '21', '1994', '8', '0.22', 'Y', 'N'],
  ['ML5002', 'P', 'CO', '800 Gulf Stream Ave #402', 'Sarasota', 'FL', '34236', '$1,200,000', '2', '2', '0', '1,420', '05', '2007', '31', '', 'Y', 'Y'],
  ['ML5003', 'S', 'TH', '3 Palm Ct', 'Venice', 'FL', '34285', '$365,000', '3', '2', '2', '1,760', '33', '2015', '14', '0.05', 'N', 'N'],
  ['ML5004', 'X', 'SF', '57 Pine Rd', 'Nokomis', 'FL', '34275', '$299,900', '2', '1', '0', '1,088', '40', '1972', '190', '0.18', 'N', 'N'],
  ['ML5005', 'W', 'MF', '120 Oak St', 'Sarasota', 'FL', '34236', '$875,000', '6', '4', '0', '3,200', '05', '1961', '75', '0.3', 'N', 'N'],
  ['ML5006', 'U', 'LD', '0 Fruitville Rd', 'Sarasota', 'FL', '34240', '$150,000', '', '', '', '', '45', '', '20', '1.5', 'N', 'N'],
]), [
  { mls_number: 'ML5001', status: 'active', property_type: 'single_family', current_price: 489000, bedrooms: 3, bathrooms: 2.5, sqft: 1905, year_built: 1994, days_on_market: 8, lot_size: '0.22', has_pool: true, waterfront: false, source_codes: { status: 'A', property_type: 'SF', has_pool: 'Y', waterfront: 'N' } },
  { mls_number: 'ML5002', status: 'pending', property_type: 'condo', current_price: 1200000, bathrooms: 2, sqft: 1420, has_pool: true, waterfront: true },
  { mls_number: 'ML5003', status: 'sold', property_type: 'townhouse', bathrooms: 3, sqft: 1760 },
  { mls_number: 'ML5004', status: 'off_market', bathrooms: 1, sqft: 1088 },
  { mls_number: 'ML5005', status: 'off_market', property_type: 'multi_family', bathrooms: 4 },
  { mls_number: 'ML5006', status: 'pending', property_type: 'land', bedrooms: null, bathrooms: null, sqft: null },
]);

// A second MLS's spreadsheet (Paragon/Flexmls-style column names): "#Beds", "Tot Baths" as a
// decimal, "TotFlArea", "ML#" without a space, the status spelled, type codes of residential classes.
add('mls-spreadsheet-totals.csv', 'properties', 'utf-8', lines([
  ['ML#', 'Status', 'Prop Type', 'Street Address', 'City', 'ST', 'Zip', 'LP', '#Beds', 'Tot Baths', 'TotFlArea', 'Area', 'Yr Built', 'DOM', 'Lot Sz'],
  ['24-1001', 'Active', 'RES', '610 Cedar St', 'Bend', 'OR', '97701', '$489K', '3', '2.5', '1842', '10', '2001', '5', '0.18 Acres'],
  ['24-1002', 'Pending', 'CND', '25 NW Minnesota Ave #3', 'Bend', 'OR', '97703', '$1.2M', '2', '2', '1310', '12', '2018', '22', ''],
  ['24-0950', 'Sold', 'RES', '1990 NE Butler Market Rd', 'Bend', 'OR', '97701', '$489,000.00', '4', '3.5', '2650', '10', '1996', '40', '0.5 Acres'],
]), [
  { mls_number: '24-1001', status: 'active', property_type: 'single_family', current_price: 489000, bedrooms: 3, bathrooms: 2.5, sqft: 1842, year_built: 2001, days_on_market: 5 },
  { mls_number: '24-1002', status: 'pending', property_type: 'condo', current_price: 1200000, bedrooms: 2, bathrooms: 2, sqft: 1310 },
  { mls_number: '24-0950', status: 'sold', current_price: 489000, bedrooms: 4, bathrooms: 3.5, sqft: 2650 },
]);

for (const { name, entity, encoding, text, rows, extra } of files) {
  writeFileSync(join(here, name), encode(text, encoding));
  writeFileSync(join(here, name.replace(/\.csv$/, '.expected.json')), `${JSON.stringify({ entity, ...extra, rows }, null, 2)}\n`);
}
