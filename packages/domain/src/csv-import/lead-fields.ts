/** Spec 001 §3: the lead fields an import fills (snake_case, as stored), tags and contact habits included. */
export const LEAD_IMPORT_FIELDS = [
  'name',
  'email',
  'phone',
  'location',
  'budget',
  'timeline',
  'source',
  'lead_type',
  'status',
  'qualification',
  'notes',
  'tags',
  'preferred_contact',
  'best_time',
] as const;
export type LeadImportField = (typeof LEAD_IMPORT_FIELDS)[number];

/** Contact exports split the name (Given/Family Name) and the place (City, State): joined on import. */
export const LEAD_NAME_PARTS = ['first_name', 'middle_name', 'last_name'] as const;
export const LEAD_LOCATION_PARTS = ['city', 'state', 'postal_code'] as const;
export type LeadNamePart = (typeof LEAD_NAME_PARTS)[number];
export type LeadLocationPart = (typeof LEAD_LOCATION_PARTS)[number];
/**
 * A CRM export's history of the lead (issue 46): its pipeline stage, who has it, when it was
 * created and last worked. Mapping targets the server resolves against the account (stage and
 * owner by name) before storing them; not columns of their own.
 */
export const LEAD_BOOK_FIELDS = ['stage', 'assigned_to', 'created_at', 'last_activity_at'] as const;
export type LeadBookField = (typeof LEAD_BOOK_FIELDS)[number];
/**
 * Issue 50: a spouse's or co-buyer's columns (Spouse First Name, Spouse Email, Co-Buyer Phone)
 * are not the lead's contact: they are written into the lead's notes, labelled. A contact type
 * column ("Phone 1 Type": Mobile) labels the phone or e-mail of its number, a mobile one first.
 */
export const LEAD_NOTE_PARTS = ['partner_contact', 'contact_type', 'contact_labels'] as const;
export type LeadNotePart = (typeof LEAD_NOTE_PARTS)[number];
export type LeadMappingTarget = LeadImportField | LeadBookField | LeadNamePart | LeadLocationPart | LeadNotePart;

/** Spec 001 §5: a lead import needs the name mapped (first and last name columns count). */
export const LEAD_REQUIRED_FIELDS = ['name'] as const satisfies readonly LeadImportField[];

/** Spec 001 §5: the 7 key fields whose mapped share is the confidence. */
export const LEAD_KEY_FIELDS = [
  'name',
  'email',
  'phone',
  'location',
  'budget',
  'timeline',
  'source',
] as const satisfies readonly LeadImportField[];

/** Spec 001 §3 and §5. */
export const LEAD_STATUSES = ['hot', 'warm', 'cold'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_QUALIFICATIONS = ['pending', 'qualified', 'pre-qualified', 'not-qualified'] as const;
export type LeadQualification = (typeof LEAD_QUALIFICATIONS)[number];
