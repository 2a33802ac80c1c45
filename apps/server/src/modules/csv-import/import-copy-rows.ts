import { matchImportOwner, matchImportStage, type ImportBook } from '@porchlight/domain/csv-import/book-matching';
import { leadKeyColumns, propertyKeyColumns } from '@porchlight/domain/csv-import/duplicate-keys';
import type { DuplicateMode, ImportEntity } from '@porchlight/domain/csv-import/import-constants';
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

/**
 * A lead's history from the CRM it comes from (issue 46): its stage and owner resolved against
 * the account, its other e-mails and phones, when it was created and last worked there.
 */
const LEAD_BOOK_COLUMNS = [
  'stage_id',
  'assigned_user_id',
  'additional_emails',
  'additional_phones',
  'contact_labels',
  'source_created_at',
  'last_activity_at',
] as const;

/** The columns an import COPYs, in the order each line carries them. */
export const copyColumns = (entity: ImportEntity): string[] => [
  'id',
  'user_id',
  'import_id',
  'import_row',
  ...DUPLICATE_KEY_COLUMNS[entity],
  ...IMPORT_FIELDS[entity],
  ...(entity === 'leads' ? LEAD_BOOK_COLUMNS : PROPERTY_EXTRA_COLUMNS),
];

/** Issue 50: the codes a listing file wrote where the import decoded a value (status "X", type "SF"). */
const PROPERTY_EXTRA_COLUMNS = ['source_codes'] as const;

/**
 * The stage and owner of an imported lead in this account. The stage is the account's stage of
 * that name, else the nearest ("Past Client" → Closed), else the first stage with the file's
 * name kept as a tag; the owner a teammate the file names, else nobody (the importing agent's).
 * An update-mode import writes no stage for a row whose stage is missing or of no meaning of
 * ours: a lead it updates keeps its stage, and a lead it adds gets the first one once written.
 */
function bookColumns(row: Row, book: ImportBook | undefined, userId: string, duplicates: DuplicateMode) {
  const stageName = text(row.stage);
  const match = book ? matchImportStage(stageName, book.stages, book.stageChoices) : null;
  const tags = Array.isArray(row.tags) ? [...(row.tags as string[])] : [];
  if (stageName && match?.kind === 'first' && !tags.some((t) => t.toLowerCase() === stageName.toLowerCase())) tags.push(stageName);
  // Without the account's stages (rows sent by hand), the file's stage is not lost: it is a tag.
  if (stageName && !book && !tags.includes(stageName)) tags.push(stageName);
  const owner = book ? matchImportOwner(text(row.assigned_to), book.people) : null;
  return {
    tags,
    stage_id: match && match.kind !== 'first' ? match.stage.id : duplicates === 'update' ? null : (book?.stages[0]?.id ?? null),
    assigned_user_id: owner && owner.id !== userId ? owner.id : null,
    additional_emails: row.additional_emails ?? [],
    additional_phones: row.additional_phones ?? [],
    contact_labels: row.contact_labels ?? {},
    source_created_at: row.created_at ?? null,
    last_activity_at: row.last_activity_at ?? null,
  };
}

type Row = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : null);

function keysOf(entity: ImportEntity, row: Row): [string | null, string | null] {
  if (entity === 'leads') {
    const keys = leadKeyColumns({ email: text(row.email), phone: text(row.phone) });
    return [keys.email_key, keys.phone_key];
  }
  const keys = propertyKeyColumns({
    mls_number: text(row.mls_number),
    address: text(row.address),
    city: text(row.city),
    state: text(row.state),
  });
  return [keys.mls_key, keys.address_key];
}

/**
 * Writes validated rows as COPY text for one import: each line is the row's new id, the agent,
 * the import and the row's number in the file, its duplicate keys, then its fields.
 */
export function createCopyRowWriter(
  entity: ImportEntity,
  userId: string,
  importId: string,
  book?: ImportBook,
  duplicates: DuplicateMode = 'skip',
) {
  const fields = IMPORT_FIELDS[entity];
  return (id: string, rowNumber: number, converted: Row): string => {
    const lead = entity === 'leads' ? bookColumns(converted, book, userId, duplicates) : null;
    const row = lead ? { ...converted, tags: lead.tags } : converted;
    const values: unknown[] = [id, userId, importId, rowNumber, ...keysOf(entity, row)];
    for (const field of fields) {
      const value = row[field];
      // A lead's tags are never null (the column says so): no tags is an empty list.
      values.push(value === undefined || value === null ? (entity === 'leads' && field === 'tags' ? [] : null) : value);
    }
    if (lead) for (const column of LEAD_BOOK_COLUMNS) values.push(lead[column]);
    else values.push(row.source_codes ?? {});
    return copyLine(values);
  };
}
