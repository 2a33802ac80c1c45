import { columnsByTarget, type ColumnMapping } from './auto-map';
import { addressFromObjectCell, cleanPhone, isEmptyMarker, isPythonNone, splitAddress, withoutFormulaGuard } from './cell-values';
import { contactNumberOf, partnerOf, readContactColumn, readContactTypeColumn, typeLabel } from './contact-columns';
import type { ImportEntity } from './import-constants';
import { parseImportDate, parseImportDateTime } from './import-dates';
import { DEFAULT_VALUE_STYLE, type ValueStyle } from './import-format';
import { IMPORT_TARGETS } from './import-targets';
import { LEAD_IMPORT_FIELDS } from './lead-fields';
import { PROPERTY_IMPORT_FIELDS, propertyFieldKind, type PropertyImportField } from './property-fields';
import {
  AMBIGUOUS_CLOSED_CODES,
  GOOGLE_MULTI_VALUE_SEPARATOR,
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

/** A converted row: the entity's fields with stored types (before validation). */
export type ConvertedRow = Record<string, unknown>;
export type RowConverter = (cells: readonly string[]) => ConvertedRow;

type Cells = {
  first: (target: string) => string | null;
  all: (target: string) => string[];
  /** Every value of the target's columns with its column's header, in priority order. */
  withHeaders: (target: string) => { value: string; header: string }[];
};

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

/** A value as the product says it, in words: "single_family" → "single family". */
const asWords = (value: unknown) => (typeof value === 'string' ? value.replace(/_/g, ' ') : null);
const BOOLEAN_FIELDS = ['has_pool', 'has_fireplace', 'has_ac', 'waterfront', 'basement_finished', 'senior_community'] as const;

/**
 * Issue 50: the codes a file wrote where the import decoded them ("X" → off market, "SF" →
 * single family, "Y" → a pool), by field, so the original is kept beside the product's value.
 * Values written as the product says them ("Active", "Condo") are no codes and are not kept.
 */
function sourceCodes(written: Record<string, unknown>, row: ConvertedRow, cells: Cells): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const [field, raw] of Object.entries(written)) {
    if (typeof raw !== 'string' || row[field] == null) continue;
    if (normalizeWords(raw) !== asWords(row[field])) codes[field] = raw;
  }
  for (const field of BOOLEAN_FIELDS) {
    const raw = cells.first(field);
    if (raw !== null && /^[yn]$/i.test(raw)) codes[field] = raw;
  }
  return codes;
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
  // Full and half baths add up (2 full + 1 half = 2.5), over a total column that counts a half as one.
  const full = parseTenths(cells.first('bathrooms_full'), decimal);
  const half = parseCount(cells.first('bathrooms_half'), decimal);
  if (full !== null) row.bathrooms = full + (half ?? 0) * 0.5;
  const coded = { property_type: row.property_type, status: row.status, listing_status: row.listing_status };
  row.property_type = propertyType(row.property_type as string | null, row.property_subtype as string | null);
  row.status = propertyStatus(row.status as string | null, row);
  row.listing_status = propertyStatus(row.listing_status as string | null, row);
  row.source_codes = sourceCodes(coded, row, cells);
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

const LIST_IN_CELL = new RegExp(`${GOOGLE_MULTI_VALUE_SEPARATOR}|[,;]`);

/** A header's contact label, read once per header (a file's rows share a few headers). */
const labels = new Map<string, string | null>();
function labelOf(header: string): string | null {
  let label = labels.get(header);
  if (label === undefined) {
    if (labels.size > 5000) labels.clear();
    labels.set(header, (label = readContactColumn(header)?.label ?? null));
  }
  return label;
}

/** The labels a file's type columns give ("Phone 1 Type": Mobile), by kind and number: "phone 1" → "Mobile". */
function typedLabels(cells: Cells): Map<string, string> {
  const labels = new Map<string, string>();
  for (const { value, header } of cells.withHeaders('contact_type')) {
    const column = readContactTypeColumn(header);
    const label = typeLabel(value);
    if (column && label) labels.set(`${column.kind} ${column.number}`, label);
  }
  return labels;
}

const isMobileLabel = (label: string | null) => label !== null && /\b(mobile|cell)/i.test(label);

/** Every value of the mapped columns with its label, lists in a cell split, repeats (any case) dropped. */
function everyValue(
  cells: Cells,
  target: 'phone' | 'email',
  clean: (v: string | null) => string | null,
  typed: Map<string, string>,
): { value: string; label: string | null }[] {
  const seen = new Set<string>();
  const values: { value: string; label: string | null }[] = [];
  for (const { value: cell, header } of cells.withHeaders(target)) {
    const number = typed.size > 0 ? contactNumberOf(header) : null;
    const label = (number !== null ? typed.get(`${target} ${number}`) : undefined) ?? labelOf(header);
    // A list in one cell (Google's "a ::: b", our export's "a,b"): no address or number holds a comma.
    for (const part of cell.split(LIST_IN_CELL)) {
      const value = clean(emptyToNull(part));
      const key = value?.toLowerCase().replace(/[^a-z0-9@]/g, '');
      if (value === null || !key || seen.has(key)) continue;
      seen.add(key);
      values.push({ value, label });
    }
  }
  return values;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The primary e-mail and phone are the first (best-ranked column: a mobile one first for phones)
 * with a value; the others a contact export holds (Email 2, Cell Phone 2, Work Phone) are kept as
 * the lead's other ones, each with the label its header gives ("Cell 2", "Work"; issue 50).
 * Phones lose lead-form prefixes ("p:+1555...", "tel:"); an other e-mail that is no address is dropped.
 */
function contactValues(cells: Cells, row: ConvertedRow) {
  const labels: Record<string, string> = {};
  const typed = typedLabels(cells);
  // A phone a type column calls mobile goes first (the header's own "Cell" ranked it already).
  const phones = everyValue(cells, 'phone', cleanPhone, typed).sort(
    (a, b) => Number(isMobileLabel(b.label)) - Number(isMobileLabel(a.label)),
  );
  row.phone = phones[0]?.value ?? null;
  row.additional_phones = phones.slice(1).map((p) => p.value);
  const primary = (row.email as string | null)?.toLowerCase() ?? null;
  const emails = everyValue(cells, 'email', (v) => v, typed);
  const others = emails.filter((e) => e.value.toLowerCase() !== primary && EMAIL_SHAPE.test(e.value));
  row.additional_emails = others.map((e) => e.value);
  const primaryEmail = emails.find((e) => e.value.toLowerCase() === primary);
  const written = writtenLabels(cells.first('contact_labels'));
  for (const { value, label } of [...phones, ...(primaryEmail ? [primaryEmail] : []), ...others]) {
    const chosen = written[value] ?? label;
    if (chosen) labels[value] = chosen;
  }
  row.contact_labels = labels;
}

/** Labels the app's own export wrote as JSON ({"(512) 555-0121": "Cell 2"}); anything else is none. */
function writtenLabels(cell: string | null): Record<string, string> {
  if (cell === null || !cell.startsWith('{')) return {};
  try {
    const parsed: unknown = JSON.parse(cell);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].length <= 40));
  } catch {
    return {};
  }
}

/**
 * A spouse's or co-buyer's columns, one line each in the notes: "Spouse: Peter Holloway,
 * peter@example.com, (512) 555-0123". Their name parts join with spaces, the rest with commas.
 */
function partnerLines(cells: Cells): string[] {
  const people = new Map<string, { name: string[]; details: string[] }>();
  for (const { value, header } of cells.withHeaders('partner_contact')) {
    const who = partnerOf(header) ?? 'Spouse';
    const person = people.get(who) ?? { name: [], details: [] };
    if (/name/i.test(header)) person.name.push(value);
    else person.details.push(value);
    people.set(who, person);
  }
  return [...people].map(([who, p]) => `${who}: ${[p.name.join(' '), ...p.details].filter(Boolean).join(', ')}`);
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
