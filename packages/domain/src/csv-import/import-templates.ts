import { CSV_LINE_END, quoteCell } from '../export/csv';
import type { ImportEntity } from './import-constants';
import { LEAD_IMPORT_FIELDS } from './lead-fields';
import { PROPERTY_IMPORT_FIELDS } from './property-fields';

/**
 * One CSV line (no line end), quoted as exports are. Unlike an export's cells, these are our own
 * sample values, so nothing is neutralised against formulas.
 */
export function toCsvLine(cells: readonly (string | number | null | undefined)[]): string {
  return cells.map((cell) => quoteCell(cell === null || cell === undefined ? '' : String(cell))).join(',');
}

const PROPERTY_SAMPLES: Record<string, string>[] = [
  {
    address: '742 Evergreen Terrace',
    city: 'Springfield',
    state: 'IL',
    zipcode: '62704',
    current_price: '$425,000',
    listing_price: '$439,000',
    bedrooms: '4',
    bathrooms: '3',
    sqft: '2,150',
    property_type: 'Single Family',
    mls_number: 'IL24001234',
    status: 'Active',
    listing_status: 'Active',
    listing_date: '2024-03-01',
    days_on_market: '12',
    hoa_fees: '$150',
    hoa_frequency: 'Monthly',
    parking_spaces: '4',
    garage_spaces: '2',
    has_pool: 'no',
    has_fireplace: 'yes',
    cooling: 'Central Air',
    heating: 'Forced Air',
    appliances: 'Dishwasher, Refrigerator, Range',
    flooring: 'Hardwood, Tile',
    school_district: 'Springfield District 186',
    annual_tax_amount: '$6,812.40',
    agent_name: 'Dana Agent',
    agent_email: 'dana@example.com',
    agent_phone: '(217) 555-0142',
    agent_brokerage: 'Porchlight Realty',
    listing_url: 'https://example.com/listings/IL24001234',
    stories: '2',
    year_built: '1998',
    lot_size: '0.25 acres',
    description: 'Updated kitchen, fenced yard, close to parks.',
  },
  {
    address: '1200 Lake Shore Dr Unit 5B',
    city: 'Chicago',
    state: 'IL',
    zipcode: '60610',
    current_price: '$689,900',
    bedrooms: '2',
    bathrooms: '2',
    sqft: '1,340',
    property_type: 'Condo',
    mls_number: 'IL24005678',
    status: 'Pending',
    listing_status: 'Active Under Contract',
    listing_date: '02/14/2024',
    days_on_market: '31',
    hoa_fees: '$725.50',
    hoa_frequency: 'Monthly',
    garage_spaces: '1',
    waterfront: 'yes',
    has_ac: 'yes',
    view_type: 'Lake',
    community_features: 'Doorman, Fitness Center, Pool',
    pets_allowed: 'Cats, small dogs',
    agent_name: 'Sam Lister',
    agent_email: 'sam@example.com',
    agent_brokerage: 'Lakefront Homes',
    year_built: '1972',
    description: 'Corner unit with lake views.\nParking included.',
  },
];

const LEAD_SAMPLES: Record<string, string>[] = [
  {
    name: 'Jordan Buyer',
    email: 'jordan.buyer@example.com',
    phone: '(512) 555-0188',
    location: 'Austin, TX',
    budget: '$450,000',
    timeline: '3-6 months',
    source: 'Open house',
    lead_type: 'Buyer',
    status: 'hot',
    qualification: 'pre-qualified',
    notes: 'Wants a yard for the dog.',
    tags: 'first-time buyer, relocation',
    preferred_contact: 'text',
    best_time: 'Evenings',
  },
  {
    name: 'Casey Seller',
    email: 'casey@example.com',
    phone: '512-555-0110',
    location: 'Round Rock, TX',
    budget: '',
    timeline: 'ASAP',
    source: 'Referral',
    lead_type: 'Seller',
    status: 'warm',
    qualification: 'pending',
    notes: 'Selling a 3-bed, moving closer to family.',
    tags: 'seller',
    preferred_contact: 'email',
    best_time: 'Weekday mornings',
  },
];

/** Spec 001 §2: the sample templates, two example rows each, headed by the import field names. */
export function importTemplate(entity: ImportEntity): { filename: string; csv: string } {
  const fields: readonly string[] = entity === 'properties' ? PROPERTY_IMPORT_FIELDS : LEAD_IMPORT_FIELDS;
  const samples = entity === 'properties' ? PROPERTY_SAMPLES : LEAD_SAMPLES;
  const lines = [toCsvLine(fields), ...samples.map((s) => toCsvLine(fields.map((f) => s[f] ?? '')))];
  return { filename: `${entity}-import-template.csv`, csv: `${lines.join(CSV_LINE_END)}${CSV_LINE_END}` };
}
