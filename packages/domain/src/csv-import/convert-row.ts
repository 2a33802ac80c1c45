import { columnsByTarget, type ColumnMapping } from './auto-map';
import { addressFromObjectCell, isEmptyMarker, isPythonNone, splitAddress, withoutFormulaGuard } from './cell-values';
import { contactValues, partnerLines } from './lead-contacts';
import type { Cells, ConvertedRow } from './row-cells';
import { parseSourceCodes, sourceCodes } from './source-codes';
import type { ImportEntity } from './import-constants';
import { parseImportDate, parseImportDateTime } from './import-dates';
import { DEFAULT_VALUE_STYLE, type ValueStyle } from './import-format';
import { IMPORT_TARGETS } from './import-targets';
import { LEAD_IMPORT_FIELDS } from './lead-fields';
import { PROPERTY_IMPORT_FIELDS, propertyFieldKind, type PropertyImportField } from './property-fields';
import {
  AMBIGUOUS_CLOSED_CODES,
  emptyToNull,
  isNoneValue,
  isPipelineStage,
  leadTemperature,
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
  parseTenths,
  primaryValue,
  splitList,
} from './value-conversion';

export type { ConvertedRow } from './row-cells';
export type RowConverter = (cells: readonly string[]) => ConvertedRow;

/** Fields where Python's "None" can only mean no value (in cooling or pets it is an answer). */
const IDENTITY_TARGETS = new Set([
  'address',
  'city',
  'state',
  'zipcode',
  'mls_number',
  'name',
  'first_name',
  'middle_name',
  'last_name',
  'email',
  'phone',
  'location',
  'postal_code',
  'street_number',
  'street_name',
  'unit_number',
  'agent_name',
  'agent_email',
  'agent_phone',
  'tags',
]);

/**
 * PostgreSQL text cannot hold a NUL character: one in a cell (a broken export's padding) would
 * fail the whole import's write, so it is dropped, in the preview and on the server alike.
 */
const withoutNul = (cell: string | undefined) => (cell !== undefined && cell.includes('\0') ? cell.replaceAll('\0', '') : cell);

/** A cell's value: trimmed, null when empty or an empty marker (NaN, null, #N/A; None where it cannot be an answer). */
function cellValue(cell: string | undefined, target: string): string | null {
  const value = emptyToNull(withoutNul(cell));
  if (value === null || isEmptyMarker(value) || (IDENTITY_TARGETS.has(target) && isPythonNone(value))) return null;
  return withoutFormulaGuard(value);
}

/** Reads a record's cells by target; the column order is worked out once per file, not per row. */
function cellReader(entity: ImportEntity, headers: readonly string[], mapping: ColumnMapping) {
  const order = columnsByTarget(entity, headers, mapping);
  const none: number[] = [];
  let cells: readonly string[] = [];
  const reader: Cells = {
    /** The primary value: the first mapped column (by priority) that has one. */
    first(target) {
      for (const index of order.get(target) ?? none) {
        const value = primaryValue(cellValue(cells[index], target));
        if (value !== null) return value;
      }
      return null;
    },
    all(target) {
      const values: string[] = [];
      for (const index of order.get(target) ?? none) {
        const value = cellValue(cells[index], target);
        if (value !== null) values.push(value);
      }
      return values;
    },
    withHeaders(target) {
      const values: { value: string; header: string }[] = [];
      for (const index of order.get(target) ?? none) {
        const value = cellValue(cells[index], target);
        if (value !== null) values.push({ value, header: headers[index] ?? '' });
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

/** "C" is Closed where the row has a close price or date, Canceled (off market) otherwise. */
function propertyStatus(value: string | null, row: ConvertedRow) {
  if (value !== null && AMBIGUOUS_CLOSED_CODES.has(normalizeWords(value))) {
    return row.last_sold_price != null || row.last_sold_date != null ? 'sold' : 'off_market';
  }
  return normalizePropertyStatus(value);
}

const PROPERTY_FIELD_KINDS = (PROPERTY_IMPORT_FIELDS as readonly PropertyImportField[]).map(
  (field) => [field, propertyFieldKind(field)] as const,
);

function convertProperty(cells: Cells, style: ValueStyle): ConvertedRow {
  const row: ConvertedRow = {};
  const decimal = style.decimalSeparator;
  for (const [field, kind] of PROPERTY_FIELD_KINDS) {
    const value = cells.first(field);
    switch (kind) {
      case 'dollars':
        row[field] = parseDollars(value, decimal);
        break;
      case 'hundredths':
        row[field] = parseHundredths(value, decimal);
        break;
      case 'integer':
        row[field] = parseCount(value, decimal);
        break;
      case 'decimal':
        row[field] = parseTenths(value, decimal);
        break;
      case 'boolean':
        row[field] = parseImportBoolean(value);
        break;
      case 'date':
        row[field] = parseImportDate(value, style.dateOrder);
        break;
      case 'list': {
        const items = [...new Set(cells.all(field).flatMap((v) => splitList(v)))];
        row[field] = items.length > 0 ? items : null;
        break;
      }
      case 'text':
        row[field] = value;
        break;
    }
  }
  // An address written as an object ({'street': ..., 'city': ...}) gives its parts; any other object is no address.
  const written = row.address as string | null;
  if (written !== null && written.trim().startsWith('{')) {
    const parts = addressFromObjectCell(written);
    row.address = parts?.street ?? null;
    row.city ??= parts?.city ?? null;
    row.state ??= parts?.state ?? null;
    row.zipcode ??= parts?.zip ?? null;
  }
  const street = joinParts(cells, ['street_number', 'street_dir_prefix', 'street_name', 'street_suffix', 'street_dir_suffix']);
  row.address = oneLine(withUnit((row.address as string | null) ?? street, cells.first('unit_number')));
  // City, state and ZIP come from a one-line address when the file has no column (or no value) for them.
  if (typeof row.address === 'string' && (row.city === null || row.state === null || row.zipcode === null)) {
    const parsed = splitAddress(row.address);
    row.city ??= parsed.city;
    row.state ??= parsed.state;
    row.zipcode ??= parsed.zip;
  }
  // Full and half baths add up (2 full + 1 half = 2.5), over a total column that counts a half as
  // one; a three-quarter bath counts as a full one (property-fields.ts).
  const full = parseTenths(cells.first('bathrooms_full'), decimal);
  const threeQuarter = parseCount(cells.first('bathrooms_three_quarter'), decimal);
  const half = parseCount(cells.first('bathrooms_half'), decimal);
  if (full !== null || threeQuarter !== null) row.bathrooms = (full ?? 0) + (threeQuarter ?? 0) + (half ?? 0) * 0.5;
  const coded = { property_type: row.property_type, status: row.status, listing_status: row.listing_status };
  row.property_type = propertyType(row.property_type as string | null, row.property_subtype as string | null);
  row.status = propertyStatus(row.status as string | null, row);
  row.listing_status = propertyStatus(row.listing_status as string | null, row);
  // The export's own column (a re-import) first; codes this file wrote in its values win.
  row.source_codes = { ...parseSourceCodes(cells.first('source_codes')), ...sourceCodes(coded, row, cells) };
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

function convertLead(cells: Cells, style: ValueStyle): ConvertedRow {
  const row: ConvertedRow = {};
  for (const field of LEAD_IMPORT_FIELDS) row[field] = cells.first(field);
  row.name ??= joinParts(cells, ['first_name', 'middle_name', 'last_name']);
  contactValues(cells, row);
  const partners = partnerLines(cells);
  if (partners.length > 0) row.notes = [row.notes as string | null, ...partners].filter(Boolean).join('\n');
  const location = row.location as string | null;
  if (location !== null && location.trim().startsWith('{')) {
    const parts = addressFromObjectCell(location);
    row.location = parts ? [parts.street, parts.city, parts.state].filter(Boolean).join(', ') || null : null;
  }
  const cityState = joinParts(cells, ['city', 'state'], ', ');
  const place = [cityState, cells.first('postal_code')].filter(Boolean).join(' ') || null;
  // A bare street ("22 Park Ave") takes the city, state and ZIP columns after it.
  const street = row.location as string | null;
  const bare =
    street !== null &&
    place !== null &&
    !/[,\n]/.test(street) &&
    !street.toLowerCase().includes((cells.first('city') ?? '\u0000').toLowerCase());
  row.location = oneLine(bare ? `${street}, ${place}` : (street ?? place));
  row.budget = normalizeBudget(row.budget as string | null, style.decimalSeparator);
  row.qualification = normalizeQualification(row.qualification as string | null);
  row.tags = leadTags(cells);
  // The lead's history in the CRM it comes from: its stage and owner (matched to the account's
  // by the server), and when it was created and last worked.
  row.stage = cells.first('stage');
  row.assigned_to = cells.first('assigned_to');
  row.created_at = parseImportDateTime(cells.first('created_at'), style.dateOrder);
  row.last_activity_at = parseImportDateTime(cells.first('last_activity_at'), style.dateOrder);
  // A status column holding a CRM's pipeline stage ("Active Lead", "Past Client") is no temperature: it is the stage.
  const status = row.status as string | null;
  if (status !== null && leadTemperature(status) === null && isPipelineStage(status)) {
    row.status = null;
    if (row.stage === null) row.stage = status;
    else if (!(row.tags as string[]).includes(status)) (row.tags as string[]).push(status);
  } else row.status = normalizeLeadStatus(status);
  return row;
}

/**
 * Builds the spec 001 §5 conversion of one CSV record (cells by column) under a mapping. `style`
 * is the file's number and date style (detectValueStyle); US style when not given.
 */
export function createRowConverter(
  entity: ImportEntity,
  headers: readonly string[],
  mapping: ColumnMapping,
  style: ValueStyle = DEFAULT_VALUE_STYLE,
): RowConverter {
  if (!IMPORT_TARGETS[entity]) throw new Error(`Unknown import entity: ${entity}`);
  const read = cellReader(entity, headers, mapping);
  return entity === 'properties' ? (cells) => convertProperty(read(cells), style) : (cells) => convertLead(read(cells), style);
}
