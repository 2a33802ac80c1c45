import crypto from 'node:crypto';
import { addressKey, emailKey, mlsKey, phoneKey } from '@porchlight/domain/csv-import/duplicate-keys';
import type { DuplicateMode, ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import type { ExistingLeadKey, ExistingPropertyKey } from './csv-import.repository.ts';

/** What the commit does with one row. */
export type RowAction = { kind: 'insert'; id: string } | { kind: 'update'; id: string } | { kind: 'skip' };

type Row = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : null);

/** The row fields the keys are made of. */
export const DUPLICATE_KEY_FIELDS: Record<ImportEntity, readonly string[]> = {
  leads: ['email', 'phone'],
  properties: ['mls_number', 'address', 'city', 'state'],
};

/** The keys that make two records the same: leads by e-mail or phone, properties by MLS number or address. */
export function duplicateKeys(entity: ImportEntity, row: Row): (string | null)[] {
  if (entity === 'leads') return [emailKey(text(row.email)), phoneKey(text(row.phone))];
  return [mlsKey(text(row.mls_number)), addressKey(text(row.address), text(row.city), text(row.state))];
}

/**
 * Decides, row by row in file order, whether each row creates a record, updates one or is
 * skipped. A row matches a record the agent already has, or an earlier row of the file, when any
 * key is equal (first key first). `skip` keeps what exists; `update` writes the row's values over
 * it (a later row of the file over an earlier one).
 */
export function createDuplicatePlanner(entity: ImportEntity, existing: (ExistingLeadKey | ExistingPropertyKey)[], mode: DuplicateMode) {
  const keyCount = 2;
  const index: Map<string, string>[] = Array.from({ length: keyCount }, () => new Map());
  const remember = (keys: (string | null)[], id: string) =>
    keys.forEach((key, i) => {
      if (key !== null && !index[i]!.has(key)) index[i]!.set(key, id);
    });
  for (const record of existing) remember(duplicateKeys(entity, record as Row), record.id);

  const counts = { insert: 0, update: 0, skip: 0 };
  return {
    counts,
    next(row: Row): RowAction {
      const keys = duplicateKeys(entity, row);
      const match = keys.map((key, i) => (key === null ? undefined : index[i]!.get(key))).find((id) => id !== undefined);
      let action: RowAction;
      if (match === undefined) action = { kind: 'insert', id: crypto.randomUUID() };
      else action = mode === 'update' ? { kind: 'update', id: match } : { kind: 'skip' };
      remember(keys, action.kind === 'skip' ? match! : action.id);
      counts[action.kind] += 1;
      return action;
    },
  };
}

/** Several updates of one record in one batch become one: later non-null values win, tags add up. */
export function mergeUpdates(records: (Row & { id: string })[]): (Row & { id: string })[] {
  const merged = new Map<string, Row & { id: string }>();
  for (const record of records) {
    const before = merged.get(record.id);
    if (!before) {
      merged.set(record.id, { ...record });
      continue;
    }
    for (const [key, value] of Object.entries(record)) {
      if (key === 'tags' && Array.isArray(value) && Array.isArray(before.tags)) before.tags = [...new Set([...before.tags, ...value])];
      else if (value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0)) before[key] = value;
    }
  }
  return [...merged.values()];
}
