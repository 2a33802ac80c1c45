import { PROPERTY_FIELDS, type FieldKind } from '../properties/property-fields.ts';
import type { PropertyResponse } from '../properties/property-schemas.ts';
import { formatSourceCodes } from '../csv-import/source-codes.ts';

const EXPORTED = PROPERTY_FIELDS.filter((f): f is typeof f & { csv: string } => f.csv !== null);

/** The import target field names of spec 001 §3: the importer maps each exactly (100% confidence). */
/** ... and last, the codes an import decoded (issue 50: `status=A; property_type=SF`), which a re-import keeps. */
export const PROPERTY_EXPORT_HEADERS: readonly string[] = [...EXPORTED.map((f) => f.csv), 'source_codes'];

/**
 * A value written the way the importer reads it back: plain numbers (cents fields in dollars,
 * which the importer multiplies by 100 again), true/false, comma-joined lists, YYYY-MM-DD dates.
 */
export function exportCell(kind: FieldKind, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (kind === 'boolean') return value ? 'true' : 'false';
  if (kind === 'list') return Array.isArray(value) ? value.join(',') : String(value);
  if (kind === 'cents' && typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  return String(value);
}

export function propertyCsvRow(property: PropertyResponse): string[] {
  return [...EXPORTED.map((f) => exportCell(f.kind, property[f.key as keyof PropertyResponse])), formatSourceCodes(property.sourceCodes)];
}
