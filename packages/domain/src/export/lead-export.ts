import type { LeadResponse } from '../leads/lead-schemas.ts';

/**
 * The lead fields of spec 001 §3 under the names the importer matches exactly: the lead shape's
 * field lead_type and the import mapping's extra fields (tags, preferred_contact, best_time).
 */
export const LEAD_EXPORT_COLUMNS = [
  ['name', 'name'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['location', 'location'],
  ['budget', 'budget'],
  ['timeline', 'timeline'],
  ['source', 'source'],
  ['lead_type', 'leadType'],
  ['status', 'status'],
  ['qualification', 'qualification'],
  ['notes', 'notes'],
  ['tags', 'tags'],
  ['preferred_contact', 'preferredContact'],
  ['best_time', 'bestTime'],
  // A book's history (issue 46), so a re-import keeps it: names the importer maps exactly.
  ['stage', 'stageName'],
  ['created_at', 'createdAt'],
  ['last_activity_at', 'lastActivityAt'],
  ['other_emails', 'additionalEmails'],
  ['other_phones', 'additionalPhones'],
  // Issue 50: each e-mail's and phone's label ("Cell 2", "Work") as JSON, so a re-import keeps them.
  ['contact_labels', 'contactLabels'],
] as const satisfies readonly (readonly [string, keyof LeadResponse])[];

export const LEAD_EXPORT_HEADERS: readonly string[] = LEAD_EXPORT_COLUMNS.map(([header]) => header);

export function leadCsvRow(lead: LeadResponse): string[] {
  return LEAD_EXPORT_COLUMNS.map(([, key]) => {
    const value = lead[key];
    if (value === null || value === undefined) return '';
    if (Array.isArray(value)) return value.join(',');
    if (typeof value === 'object') return Object.keys(value).length > 0 ? JSON.stringify(value) : '';
    return String(value);
  });
}
