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
