/** The property types the CSV import normalises to (spec 001 §5), offered in the form and the filter. */
export const PROPERTY_TYPES = ['single_family', 'condo', 'townhouse', 'multi_family', 'land', 'commercial', 'other'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  single_family: 'Single family',
  condo: 'Condo',
  townhouse: 'Townhouse',
  multi_family: 'Multi-family',
  land: 'Land',
  commercial: 'Commercial',
  other: 'Other',
};

/** A stored type as a label: a known type by name, anything else as typed. */
export const propertyTypeLabel = (type: string | null | undefined): string | null =>
  !type ? null : ((PROPERTY_TYPE_LABELS as Record<string, string>)[type] ?? type);

/** "Single Family", "single-family" and "single_family" are one type: the stored key. */
export const propertyTypeKey = (value: string): string =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '_');

/** The type a value names (its key or its label, any case), or undefined for none of them. */
export function toPropertyType(value: string | null | undefined): PropertyType | undefined {
  if (!value) return undefined;
  const key = propertyTypeKey(value);
  return PROPERTY_TYPES.find((t) => t === key);
}

export const PROPERTY_TYPE_MESSAGE = `must be one of ${PROPERTY_TYPES.map((t) => PROPERTY_TYPE_LABELS[t]).join(', ')}`;
