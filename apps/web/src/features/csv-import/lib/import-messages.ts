import { ENTITY_NOUNS, type ImportEntity } from '@porchlight/domain/csv-import/import-constants';

/** Spec 001 §8's texts, word for word. The non-CSV one lives in the domain: the server refuses a binary upload in the same words. */
export { NON_CSV_MESSAGE } from '@porchlight/domain/csv-import/binary-file';
export const UNKNOWN_READ_ERROR = 'Unknown error occurred';
export const IMPORT_FAILED_FALLBACK = 'Import failed';
export const SUCCESS_TOAST_TITLE = 'Import successful!';
export const NO_HEADERS_MESSAGE = 'No column headers were found in this file.';

export const missingRequiredMessage = (labels: string[]) => `Missing required fields: ${labels.join(', ')}`;

const count = (n: number) => n.toLocaleString('en-US');

/**
 * "Successfully imported 12 properties" ("1 property", "3 leads"); an import that only updated
 * records it had says so ("Successfully updated 20 leads"), not "imported 0".
 */
export function importedMessage(entity: ImportEntity, imported: number, updated = 0): string {
  const onlyUpdated = imported === 0 && updated > 0;
  const n = onlyUpdated ? updated : imported;
  const noun = n === 1 ? ENTITY_NOUNS[entity].one : ENTITY_NOUNS[entity].many;
  return `Successfully ${onlyUpdated ? 'updated' : 'imported'} ${count(n)} ${noun}`;
}

export { count as formatCount };
