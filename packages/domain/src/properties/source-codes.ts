import { PROPERTY_FIELDS } from './property-fields.ts';
import { propertyStatusChip } from './property-status.ts';
import { PROPERTY_TYPE_LABELS, toPropertyType } from './property-types.ts';

/** One code an import decoded (issue 50): the field's label, the code the file wrote, the value it became. */
export type SourceCode = { label: string; code: string; value: string };

/** A value as the property's page says it. */
function shown(key: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (key === 'status' || key === 'listingStatus') return propertyStatusChip(String(value))?.label ?? null;
  if (key === 'propertyType') {
    const type = toPropertyType(String(value));
    return type ? PROPERTY_TYPE_LABELS[type] : String(value);
  }
  return String(value);
}

/**
 * The codes an MLS export wrote where the import decoded them (`properties.source_codes`, by
 * import field: `{ status: 'A', property_type: 'SF' }`), each with the value the property has now,
 * in the field order of the property's page. A field emptied since is left out: there is nothing
 * it decodes to.
 */
export function sourceCodeList(codes: Record<string, string> | null | undefined, property: object): SourceCode[] {
  if (!codes) return [];
  const values = property as Record<string, unknown>;
  return PROPERTY_FIELDS.flatMap((field) => {
    const code = field.csv ? codes[field.csv] : undefined;
    const value = code === undefined ? null : shown(field.key, values[field.key]);
    return code !== undefined && value !== null ? [{ label: field.label, code, value }] : [];
  });
}

/** "Status A → Active · Property type SF → Single family": the line the property's page shows. */
export const sourceCodesText = (list: readonly SourceCode[]) => list.map((c) => `${c.label} ${c.code} → ${c.value}`).join(' · ');
