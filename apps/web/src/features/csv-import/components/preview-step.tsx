import { ENTITY_NOUNS, PREVIEW_ROW_COUNT, type DuplicateMode, type ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import { IMPORT_TARGETS, targetLabel } from '@porchlight/domain/csv-import/import-targets';
import { formatMoney } from '@porchlight/domain/csv-import/money';
import { propertyFieldKind, type PropertyImportField } from '@porchlight/domain/csv-import/property-fields';
import type { PreviewSummary } from '../lib/import-session';
import { formatCount } from '../lib/import-messages';
import { Progress } from '@/components/ui/progress';
import { ColumnPreviewList } from './column-preview';
import { ErrorList } from './error-list';

type Props = {
  entity: ImportEntity;
  preview: PreviewSummary | null;
  fileErrors: string[];
  duplicates: DuplicateMode;
  onDuplicatesChange: (mode: DuplicateMode) => void;
};

function display(entity: ImportEntity, field: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (entity === 'properties' && typeof value === 'number') {
    const kind = propertyFieldKind(field as PropertyImportField);
    if (kind === 'dollars') return formatMoney(value);
    if (kind === 'hundredths') return formatMoney(value / 100);
  }
  return String(value);
}

function DuplicatesChoice({ entity, value, onChange }: { entity: ImportEntity; value: DuplicateMode; onChange: (m: DuplicateMode) => void }) {
  const noun = ENTITY_NOUNS[entity].one;
  const matchedBy = entity === 'leads' ? 'the same email or phone' : 'the same MLS number or address';
  return (
    <fieldset className="space-y-2 rounded-md border border-border p-3 text-sm">
      <legend className="px-1 font-medium">Duplicates</legend>
      <p className="text-xs text-muted-foreground">
        A row is a duplicate when it has {matchedBy} as a {noun} you already have, or as an earlier row of this file.
      </p>
      <label className="flex items-center gap-2">
        <input type="radio" name="duplicates" value="skip" checked={value === 'skip'} onChange={() => onChange('skip')} />
        Skip duplicates
      </label>
      <label className="flex items-center gap-2">
        <input type="radio" name="duplicates" value="update" checked={value === 'update'} onChange={() => onChange('update')} />
        Update the existing {noun} with the file's values
      </label>
    </fieldset>
  );
}

/** Spec 001 §2 preview: the first 5 rows, the total row count, and what is wrong under "Errors Found". */
export function PreviewStep({ entity, preview, fileErrors, duplicates, onDuplicatesChange }: Props) {
  const errors = [...fileErrors, ...(preview?.errors ?? [])];
  const errorTotal = fileErrors.length + (preview?.errorCount ?? 0);
  const columns = preview ? IMPORT_TARGETS[entity].fields.filter((f) => preview.sample.some((row) => display(entity, f, row[f]) !== '')) : [];
  const noun = ENTITY_NOUNS[entity].many;
  const isChecking = preview !== null && preview.checked < 1;

  return (
    <div className="space-y-4">
      {preview && (
        <>
          <p className="text-sm">
            {isChecking ? (
              <>Showing the first {Math.min(PREVIEW_ROW_COUNT, preview.sample.length)} rows. Checking the whole file…</>
            ) : (
              <>
                Showing the first {Math.min(PREVIEW_ROW_COUNT, preview.total)} of <strong>{formatCount(preview.total)}</strong> rows.
              </>
            )}
          </p>
          {isChecking && <Progress value={Math.round(preview.checked * 100)} aria-label="Checking the file" />}
          {preview.sample.length > 0 && (
            <div className="max-h-64 overflow-auto rounded-md border border-border">
              <table className="w-full text-left text-xs">
                <caption className="sr-only">Preview of the first rows</caption>
                <thead className="sticky top-0 bg-muted">
                  <tr>
                    {columns.map((c) => (
                      <th key={c} scope="col" className="whitespace-nowrap px-2 py-1.5 font-medium">
                        {targetLabel(entity, c)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {preview.sample.map((row, i) => (
                    <tr key={i} className="border-t border-border">
                      {columns.map((c) => (
                        <td key={c} className="max-w-48 truncate px-2 py-1.5">
                          {display(entity, c, row[c])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p className="text-sm" aria-live="polite">
            {isChecking ? `${formatCount(preview.validCount)} ${noun} ready so far` : `${formatCount(preview.validCount)} ${noun} ready to import.`}
            {preview.invalidCount > 0 && ` ${formatCount(preview.invalidCount)} rows with errors will be skipped.`}
          </p>
          {entity === 'properties' && preview.missingLocation > 0 && (
            <p className="text-sm text-muted-foreground">
              {formatCount(preview.missingLocation)} {preview.missingLocation === 1 ? 'property has' : 'properties have'} no city or state in the file; {preview.missingLocation === 1 ? 'it imports' : 'they import'} without them.
            </p>
          )}
          <ColumnPreviewList entity={entity} columns={preview.columns} />
          {preview.validCount > 0 && <DuplicatesChoice entity={entity} value={duplicates} onChange={onDuplicatesChange} />}
        </>
      )}
      <ErrorList title="Errors Found" errors={errors} total={errorTotal} />
    </div>
  );
}
