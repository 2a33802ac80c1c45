import { leadKeyColumns, propertyKeyColumns } from '@porchlight/domain/csv-import/duplicate-keys';
import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import { LEAD_IMPORT_FIELDS } from '@porchlight/domain/csv-import/lead-fields';
import { PROPERTY_IMPORT_FIELDS } from '@porchlight/domain/csv-import/property-fields';
import { copyLine } from '../../db/copy-text.ts';

/** The import fields of each entity: each is also the column's name. */
export const IMPORT_FIELDS: Record<ImportEntity, readonly string[]> = { properties: PROPERTY_IMPORT_FIELDS, leads: LEAD_IMPORT_FIELDS };

/** The duplicate keys of each entity, first key first: a row matches on the first key it shares. */
export const DUPLICATE_KEY_COLUMNS: Record<ImportEntity, readonly [string, string]> = {
  properties: ['mls_key', 'address_key'],
  leads: ['email_key', 'phone_key'],
};

/** The columns an import COPYs, in the order each line carries them. */
export const copyColumns = (entity: ImportEntity): string[] => ['id', 'user_id', 'import_id', 'import_row', ...DUPLICATE_KEY_COLUMNS[entity], ...IMPORT_FIELDS[entity]];

type Row = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : null);

function keysOf(entity: ImportEntity, row: Row): [string | null, string | null] {
  if (entity === 'leads') {
    const keys = leadKeyColumns({ email: text(row.email), phone: text(row.phone) });
    return [keys.email_key, keys.phone_key];
  }
  const keys = propertyKeyColumns({ mls_number: text(row.mls_number), address: text(row.address), city: text(row.city), state: text(row.state) });
  return [keys.mls_key, keys.address_key];
}

/**
 * Writes validated rows as COPY text for one import: each line is the row's new id, the agent,
 * the import and the row's number in the file, its duplicate keys, then its fields.
 */
export function createCopyRowWriter(entity: ImportEntity, userId: string, importId: string) {
  const fields = IMPORT_FIELDS[entity];
  return (id: string, rowNumber: number, row: Row): string => {
    const values: unknown[] = [id, userId, importId, rowNumber, ...keysOf(entity, row)];
    for (const field of fields) {
      const value = row[field];
      // A lead's tags are never null (the column says so): no tags is an empty list.
      values.push(value === undefined || value === null ? (entity === 'leads' && field === 'tags' ? [] : null) : value);
    }
    return copyLine(values);
  };
}
