import { PROPERTY_FIELDS } from '@porchlight/domain/properties/property-fields';
import type { PropertyResponse } from '@porchlight/domain/properties/property-schemas';
import { toPropertyStatus } from '@porchlight/domain/properties/property-status';

/** What the form's inputs hold: text, or true/false for the yes/no features. */
export type PropertyFormValues = Record<string, string | boolean>;

/** The form's starting values: empty for a new property, the stored ones (as text) for an edit. */
export function propertyFormValues(property?: PropertyResponse): PropertyFormValues {
  const values: PropertyFormValues = {};
  for (const field of PROPERTY_FIELDS) {
    const value = property?.[field.key as keyof PropertyResponse];
    if (field.kind === 'boolean') values[field.key] = value === true;
    // An imported spelling ("off_market") selects its status; one outside the five shows as none.
    else if (field.kind === 'status') values[field.key] = typeof value === 'string' ? (toPropertyStatus(value) ?? '') : '';
    else if (Array.isArray(value)) values[field.key] = value.join(', ');
    else values[field.key] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}
