import type { ImportEntity } from './import-constants';
import { LEAD_HEADER_SYNONYMS } from './lead-header-synonyms';
import {
  LEAD_BOOK_FIELDS,
  LEAD_IMPORT_FIELDS,
  LEAD_KEY_FIELDS,
  LEAD_LOCATION_PARTS,
  LEAD_NAME_PARTS,
  LEAD_NOTE_PARTS,
  LEAD_REQUIRED_FIELDS,
} from './lead-fields';
import { PROPERTY_HEADER_SYNONYMS } from './property-header-synonyms';
import {
  PROPERTY_ADDRESS_PARTS,
  PROPERTY_BATH_PARTS,
  PROPERTY_SOURCE_CODES_TARGET,
  PROPERTY_IMPORT_FIELDS,
  PROPERTY_KEY_FIELDS,
  PROPERTY_REQUIRED_FIELDS,
} from './property-fields';

/**
 * A field some files give in pieces (first and last name, street number and name). The field
 * counts as mapped when any of `satisfiedBy` is mapped; its value is built from the parts when
 * no column of the field itself has one.
 */
export type CompositeField = { field: string; parts: readonly string[]; satisfiedBy: readonly string[] };

export type ImportTargets = {
  entity: ImportEntity;
  /** The columns stored (spec 001 §3). */
  fields: readonly string[];
  /** Everything a CSV column may be mapped to: the fields, then the parts. */
  targets: readonly string[];
  required: readonly string[];
  keyFields: readonly string[];
  synonyms: Readonly<Record<string, readonly string[]>>;
  composites: readonly CompositeField[];
};

export const IMPORT_TARGETS: Record<ImportEntity, ImportTargets> = {
  properties: {
    entity: 'properties',
    fields: PROPERTY_IMPORT_FIELDS,
    targets: [...PROPERTY_IMPORT_FIELDS, ...PROPERTY_ADDRESS_PARTS, ...PROPERTY_BATH_PARTS, PROPERTY_SOURCE_CODES_TARGET],
    required: PROPERTY_REQUIRED_FIELDS,
    keyFields: PROPERTY_KEY_FIELDS,
    synonyms: PROPERTY_HEADER_SYNONYMS,
    composites: [
      { field: 'address', parts: PROPERTY_ADDRESS_PARTS, satisfiedBy: ['street_name'] },
      { field: 'bathrooms', parts: PROPERTY_BATH_PARTS, satisfiedBy: ['bathrooms_full', 'bathrooms_three_quarter'] },
    ],
  },
  leads: {
    entity: 'leads',
    fields: LEAD_IMPORT_FIELDS,
    targets: [...LEAD_IMPORT_FIELDS, ...LEAD_BOOK_FIELDS, ...LEAD_NAME_PARTS, ...LEAD_LOCATION_PARTS, ...LEAD_NOTE_PARTS],
    required: LEAD_REQUIRED_FIELDS,
    keyFields: LEAD_KEY_FIELDS,
    synonyms: LEAD_HEADER_SYNONYMS,
    composites: [
      { field: 'name', parts: LEAD_NAME_PARTS, satisfiedBy: ['first_name', 'last_name'] },
      { field: 'location', parts: LEAD_LOCATION_PARTS, satisfiedBy: LEAD_LOCATION_PARTS },
    ],
  },
};

const LABEL_WORDS: Record<string, string> = {
  mls: 'MLS',
  hoa: 'HOA',
  ac: 'AC',
  url: 'URL',
  sqft: 'sq ft',
  dir: 'direction',
  zipcode: 'ZIP code',
};

const PART_LABELS: Record<string, string> = {
  first_name: 'First name (joined into Name)',
  middle_name: 'Middle name (joined into Name)',
  last_name: 'Last name (joined into Name)',
  city: 'City (joined into Location)',
  state: 'State (joined into Location)',
  postal_code: 'ZIP code (joined into Location)',
  stage: 'Pipeline stage',
  assigned_to: 'Assigned to',
  created_at: 'Created',
  last_activity_at: 'Last activity',
  partner_contact: 'Spouse or co-buyer (kept in Notes)',
  contact_type: 'Phone or e-mail type (labels it)',
  contact_labels: 'Phone and e-mail labels',
};

/** "current_price" → "Current price", "mls_number" → "MLS number", parts say what they join. */
export function targetLabel(entity: ImportEntity, target: string): string {
  if (entity === 'leads' && PART_LABELS[target]) return PART_LABELS[target];
  const words = target.split('_').map((w) => LABEL_WORDS[w] ?? w);
  const text = words.join(' ');
  const label = text.charAt(0).toUpperCase() + text.slice(1);
  if (entity === 'properties' && (PROPERTY_ADDRESS_PARTS as readonly string[]).includes(target)) return `${label} (joined into Address)`;
  if (target === 'bathrooms_full') return 'Full baths (added into Bathrooms)';
  if (target === 'bathrooms_three_quarter') return 'Three-quarter baths (added into Bathrooms as full baths)';
  if (target === 'bathrooms_half') return 'Half baths (added into Bathrooms as 0.5 each)';
  return label;
}
