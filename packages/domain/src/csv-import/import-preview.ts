import type { ColumnMapping } from './auto-map';
import { columnReason, type ColumnReason } from './column-reasons';
import { createRowConverter, type ConvertedRow } from './convert-row';
import { PREVIEW_ROW_COUNT, type ImportEntity } from './import-constants';
import { DEFAULT_VALUE_STYLE, type ValueStyle } from './import-format';
import { propertyStatusChip } from '../properties/property-status';
import { propertyTypeLabel } from '../properties/property-types';
import { formatMoney } from './money';
import { PROPERTY_ADDRESS_PARTS, propertyFieldKind, type PropertyImportField } from './property-fields';

export type ColumnSample = { raw: string; converted: string };
/** A column as the preview shows it: its field, examples before and after, and why it is read so (issue 50). */
export type ColumnPreview = {
  header: string;
  target: string | null;
  samples: ColumnSample[];
  reason?: string;
  basis?: ColumnReason['basis'];
};

/** The field a target fills: name parts fill the name, city/state/ZIP the lead's location, street parts the address. */
function shownField(entity: ImportEntity, target: string): string {
  if (entity === 'leads') {
    if (['first_name', 'middle_name', 'last_name'].includes(target)) return 'name';
    if (['city', 'state', 'postal_code'].includes(target)) return 'location';
    if (target === 'partner_contact') return 'notes';
    return target;
  }
  if (target === 'bathrooms_full' || target === 'bathrooms_three_quarter' || target === 'bathrooms_half') return 'bathrooms';
  return (PROPERTY_ADDRESS_PARTS as readonly string[]).includes(target) ? 'address' : target;
}

const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A converted value as the preview shows it: whole-dollar prices as "$489,000", other money (kept
 * in hundredths) as "$1,234.50", dates as stored (ISO "2024-03-04": the one spelling no agent
 * misreads whatever the file's order was), yes/no, lists joined; empty as "".
 */
export function displayValue(entity: ImportEntity, field: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (entity === 'properties' && typeof value === 'string') {
    // Stored spellings shown as the agent reads them: "single_family" is "Single family", "coming_soon" "Coming soon".
    if (field === 'property_type') return propertyTypeLabel(value) ?? value;
    if (field === 'status' || field === 'listing_status') return propertyStatusChip(value)?.label ?? value;
  }
  if (typeof value === 'number' && entity === 'properties') {
    const kind = propertyFieldKind(field as PropertyImportField);
    if (kind === 'dollars') return formatMoney(value) === 'N/A' ? '$0' : formatMoney(value);
    if (kind === 'hundredths') return `$${cents.format(value / 100)}`;
  }
  return String(value);
}

/**
 * Per column: what it is mapped to and its first non-empty values before and after conversion,
 * so the dialog can show "489.000,00 → $489,000" before anything is imported. Each column is
 * converted on its own (what this column gives), except statuses, which read the whole row
 * (an MLS "C" is sold only next to a close price or date).
 */
export function previewColumns(
  entity: ImportEntity,
  headers: readonly string[],
  mapping: ColumnMapping,
  sampleRecords: readonly (readonly string[])[],
  style: ValueStyle = DEFAULT_VALUE_STYLE,
  samplesPerColumn = PREVIEW_ROW_COUNT,
): ColumnPreview[] {
  const wholeRow = createRowConverter(entity, headers, mapping, style);
  return headers.map((header, index) => {
    const target = mapping[index] ?? null;
    const samples: ColumnSample[] = [];
    const single = target === null ? null : createRowConverter(entity, [header], [target], style);
    for (const record of sampleRecords) {
      if (samples.length >= samplesPerColumn) break;
      const raw = (record[index] ?? '').trim();
      if (raw === '') continue;
      if (target === null || single === null) {
        samples.push({ raw, converted: '' });
        continue;
      }
      const field = shownField(entity, target);
      const isStatus = field === 'status' || field === 'listing_status';
      let row: ConvertedRow;
      try {
        row = entity === 'properties' && isStatus ? wholeRow(record) : single([raw]);
      } catch {
        row = {};
      }
      let converted = displayValue(entity, field, row[field]);
      // A lead status that names a pipeline stage is the lead's stage.
      if (entity === 'leads' && field === 'status' && converted === '' && row.stage === raw) converted = `stage: ${raw}`;
      samples.push({ raw, converted });
    }
    const why = columnReason(entity, header, target, samples[0]?.raw);
    // A code the file wrote ("A", "SF", "Y") and the product's value: the original is kept.
    const decoded = samples.some(
      (s) => s.converted !== '' && /^[A-Z]{1,4}$/i.test(s.raw) && s.converted.toLowerCase() !== s.raw.toLowerCase(),
    );
    const reason = decoded && target !== null && CODED_FIELDS.has(target) ? `${why.reason}; codes decoded, the original kept` : why.reason;
    return { header, target, samples, reason, basis: why.basis };
  });
}

const CODED_FIELDS = new Set([
  'status',
  'listing_status',
  'property_type',
  'has_pool',
  'has_fireplace',
  'has_ac',
  'waterfront',
  'basement_finished',
  'senior_community',
]);

/** How many converted property rows lack a city or a state (the preview says so; they import without). */
export function countRowsMissingLocation(rows: readonly object[]): number {
  const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
  return rows.filter((row) => {
    const { city, state } = row as { city?: unknown; state?: unknown };
    return blank(city) || blank(state);
  }).length;
}
