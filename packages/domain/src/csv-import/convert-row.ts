import { columnsByTarget, type ColumnMapping } from './auto-map';
import type { ImportEntity } from './import-constants';
import { parseImportDate } from './import-dates';
import { IMPORT_TARGETS } from './import-targets';
import { LEAD_IMPORT_FIELDS } from './lead-fields';
import { PROPERTY_IMPORT_FIELDS, propertyFieldKind, type PropertyImportField } from './property-fields';
import {
  emptyToNull,
  isNoneValue,
  normalizeBudget,
  normalizeLeadStatus,
  normalizePropertyStatus,
  normalizePropertyType,
  normalizeQualification,
  normalizeWords,
  parseCount,
  parseDollars,
  parseHundredths,
  parseImportBoolean,
  primaryValue,
  splitList,
} from './value-conversion';

/** A converted row: the entity's fields with stored types (before validation). */
export type ConvertedRow = Record<string, unknown>;
export type RowConverter = (cells: readonly string[]) => ConvertedRow;

type Cells = { first: (target: string) => string | null; all: (target: string) => string[] };

/** Reads a record's cells by target; the column order is worked out once per file, not per row. */
function cellReader(entity: ImportEntity, headers: readonly string[], mapping: ColumnMapping) {
  const order = columnsByTarget(entity, headers, mapping);
  const none: number[] = [];
  let cells: readonly string[] = [];
  const reader: Cells = {
    /** The primary value: the first mapped column (by priority) that has one. */
    first(target) {
      for (const index of order.get(target) ?? none) {
        const value = primaryValue(emptyToNull(cells[index]));
        if (value !== null) return value;
      }
      return null;
    },
    all(target) {
      const values: string[] = [];
      for (const index of order.get(target) ?? none) {
        const value = emptyToNull(cells[index]);
        if (value !== null) values.push(value);
      }
      return values;
    },
  };
  return (record: readonly string[]): Cells => {
    cells = record;
    return reader;
  };
}

const oneLine = (value: string | null) => (value === null ? null : value.replace(/\s*\r?\n\s*/g, ', '));

function joinParts(cells: Cells, parts: readonly string[], separator = ' '): string | null {
  const values = parts.map((p) => cells.first(p)).filter((v): v is string => v !== null);
  return values.length > 0 ? values.join(separator) : null;
}

/** A unit number joins the street address unless the address already holds it. */
function withUnit(address: string | null, unit: string | null): string | null {
  if (address === null || unit === null || address.toLowerCase().includes(unit.toLowerCase())) return address;
  return /^(#|apt|unit|ste|suite)/i.test(unit) ? `${address} ${unit}` : `${address} #${unit}`;
}

/** RESO puts "Residential" in PropertyType and the kind of home in PropertySubType: the subtype then decides. */
function propertyType(type: string | null, subtype: string | null) {
  const fromType = normalizePropertyType(type);
  const fromSubtype = normalizePropertyType(subtype);
  const isGeneric = type === null || normalizeWords(type) === 'residential';
  return isGeneric && fromSubtype !== null && fromSubtype !== 'other' ? fromSubtype : fromType;
}

const PROPERTY_FIELD_KINDS = (PROPERTY_IMPORT_FIELDS as readonly PropertyImportField[]).map((field) => [field, propertyFieldKind(field)] as const);

function convertProperty(cells: Cells): ConvertedRow {
  const row: ConvertedRow = {};
  for (const [field, kind] of PROPERTY_FIELD_KINDS) {
    const value = cells.first(field);
    switch (kind) {
      case 'dollars': row[field] = parseDollars(value); break;
      case 'hundredths': row[field] = parseHundredths(value); break;
      case 'integer': row[field] = parseCount(value); break;
      case 'boolean': row[field] = parseImportBoolean(value); break;
      case 'date': row[field] = parseImportDate(value); break;
      case 'list': {
        const items = [...new Set(cells.all(field).flatMap((v) => splitList(v)))];
        row[field] = items.length > 0 ? items : null;
        break;
      }
      case 'text': row[field] = value; break;
    }
  }
  const street = joinParts(cells, ['street_number', 'street_dir_prefix', 'street_name', 'street_suffix', 'street_dir_suffix']);
  row.address = oneLine(withUnit((row.address as string | null) ?? street, cells.first('unit_number')));
  row.property_type = propertyType(row.property_type as string | null, row.property_subtype as string | null);
  row.status = normalizePropertyStatus(row.status as string | null);
  row.listing_status = normalizePropertyStatus(row.listing_status as string | null);
  // A file gives one status or the other ("Status" or RESO StandardStatus): both say the same.
  row.status ??= row.listing_status;
  row.listing_status ??= row.status;
  row.current_price ??= row.listing_price;
  row.sqft ??= row.square_feet;
  // Spec 001 §5: a cooling value implies air conditioning (unless it says there is none).
  if (row.has_ac === null && row.cooling !== null && !isNoneValue(row.cooling as string)) row.has_ac = true;
  return row;
}

/** Google's "* myContacts" and "* starred" are system labels, not the agent's tags. */
const SYSTEM_LABELS = new Set(['mycontacts', 'starred', 'imported on']);
function leadTags(cells: Cells): string[] {
  const tags = cells
    .all('tags')
    // Outlook separates its categories with semicolons.
    .flatMap((v) => splitList(v.replace(/;/g, ',')))
    .map((t) => t.replace(/^\*\s*/, ''))
    .filter((t) => t && !SYSTEM_LABELS.has(t.toLowerCase()) && !/^imported on /i.test(t));
  return [...new Set(tags)];
}

function convertLead(cells: Cells): ConvertedRow {
  const row: ConvertedRow = {};
  for (const field of LEAD_IMPORT_FIELDS) row[field] = cells.first(field);
  row.name ??= joinParts(cells, ['first_name', 'middle_name', 'last_name']);
  const cityState = joinParts(cells, ['city', 'state'], ', ');
  const place = [cityState, cells.first('postal_code')].filter(Boolean).join(' ');
  row.location = oneLine((row.location as string | null) ?? (place || null));
  row.budget = normalizeBudget(row.budget as string | null);
  row.status = normalizeLeadStatus(row.status as string | null);
  row.qualification = normalizeQualification(row.qualification as string | null);
  row.tags = leadTags(cells);
  return row;
}

/** Builds the spec 001 §5 conversion of one CSV record (cells by column) under a mapping. */
export function createRowConverter(entity: ImportEntity, headers: readonly string[], mapping: ColumnMapping): RowConverter {
  if (!IMPORT_TARGETS[entity]) throw new Error(`Unknown import entity: ${entity}`);
  const read = cellReader(entity, headers, mapping);
  return entity === 'properties' ? (cells) => convertProperty(read(cells)) : (cells) => convertLead(read(cells));
}
