/** The two things a CSV import can create. */
export const IMPORT_ENTITIES = ['properties', 'leads'] as const;
export type ImportEntity = (typeof IMPORT_ENTITIES)[number];

/** Spec 001 §9: the preview shows the first 5 rows. */
export const PREVIEW_ROW_COUNT = 5;

/** Spec 001 §5 and §9: the confidence banner is green at 90 or more, yellow at 70 to 89, red below. */
export const CONFIDENCE_HIGH = 90;
export const CONFIDENCE_MEDIUM = 70;
export type ConfidenceLevel = 'high' | 'medium' | 'low';

export function confidenceLevel(percent: number): ConfidenceLevel {
  if (percent >= CONFIDENCE_HIGH) return 'high';
  if (percent >= CONFIDENCE_MEDIUM) return 'medium';
  return 'low';
}

/** Spec 001 §9: the CSV parser reads 10 MB chunks of a local file, 5 MB of a remote one. */
export const LOCAL_CHUNK_SIZE_BYTES = 10 * 1024 * 1024;
export const REMOTE_CHUNK_SIZE_BYTES = 5 * 1024 * 1024;

/** The most rows one import may hold (a whole MLS board's export is well under this). */
export const MAX_IMPORT_ROWS = 250_000;
/** Rows per upload request, and the JSON size a request aims to stay under. */
export const IMPORT_REQUEST_MAX_ROWS = 5_000;
export const IMPORT_REQUEST_TARGET_BYTES = 4 * 1024 * 1024;
/** What the server accepts per import request body (a target-sized request plus headroom). */
export const IMPORT_REQUEST_MAX_BYTES = 16 * 1024 * 1024;
/** Staged imports an agent may have open at once (each tab's import is one). */
export const MAX_OPEN_STAGED_IMPORTS = 3;
/** A staged import with no part for this long is abandoned: a new one may take its place. */
export const STAGED_IMPORT_IDLE_MINUTES = 30;
/** A staged import not committed within this many hours is deleted. */
export const STAGED_IMPORT_TTL_HOURS = 24;
/** Import requests (starts, parts, commits) one agent may make per minute. */
export const IMPORT_REQUESTS_PER_MINUTE = 60;

/** How many row errors an answer lists; the count says how many there were in all. */
export const MAX_REPORTED_ROW_ERRORS = 100;

/** What to do with a row that matches a record the agent already has (or an earlier row). */
export const DUPLICATE_MODES = ['skip', 'update'] as const;
export type DuplicateMode = (typeof DUPLICATE_MODES)[number];

/** "property" / "properties", "lead" / "leads": the words the dialog and toasts use. */
export const ENTITY_NOUNS: Record<ImportEntity, { one: string; many: string; title: string }> = {
  properties: { one: 'property', many: 'properties', title: 'Properties' },
  leads: { one: 'lead', many: 'leads', title: 'Leads' },
};
