import { matchImportStage } from '@porchlight/domain/csv-import/book-matching';
import type { ImportContextResponse } from '@porchlight/domain/csv-import/import-api-schemas';
import { ENTITY_NOUNS, PREVIEW_ROW_COUNT, type DuplicateMode, type ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import { displayValue } from '@porchlight/domain/csv-import/import-preview';
import { IMPORT_TARGETS, targetLabel } from '@porchlight/domain/csv-import/import-targets';
import type { PreviewSummary } from '../lib/import-session';
import { formatCount } from '../lib/import-messages';
import { countOf, rowsOf } from '../lib/import-nouns';
import { Progress } from '@/components/ui/progress';
import { BookSummary } from './book-summary';
import { ColumnPreviewList } from './column-preview';
import { ErrorList } from './error-list';
import { PlanRoomNotice } from './plan-room-notice';
import { SkippedRows } from './skipped-rows';

type Props = {
  entity: ImportEntity;
  preview: PreviewSummary | null;
  fileErrors: string[];
  duplicates: DuplicateMode;
  onDuplicatesChange: (mode: DuplicateMode) => void;
  /** The plan's room and the account's stages and people (undefined while they load). */
  context?: ImportContextResponse;
  /** Leads: the agent's stage for each file stage of no name of theirs, and how to change one (issue 50). */
  stageChoices?: Record<string, string>;
  onStageChoice?: (name: string, stageId: string | null) => void;
};

/** A lead's book fields shown beside the stored ones: the stage its leads go to, the owner, the dates. */
const LEAD_BOOK_COLUMNS = ['stage', 'assigned_to', 'created_at'];
const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function display(
  entity: ImportEntity,
  field: string,
  row: Record<string, unknown>,
  context: ImportContextResponse | undefined,
  choices?: Record<string, string>,
): string {
  const value = row[field];
  if (entity === 'leads' && field === 'stage' && typeof value === 'string' && context)
    return matchImportStage(value, context.stages, choices)?.stage.name ?? value;
  if (entity === 'leads' && field === 'created_at' && typeof value === 'string') return shortDate(value);
  return displayValue(entity, field, value);
}

/** The columns shown: those with a value in the sample, one status (a file's two say the same once read). */
function shownColumns(entity: ImportEntity, sample: Record<string, unknown>[], context: ImportContextResponse | undefined) {
  const fields =
    entity === 'leads'
      ? [...IMPORT_TARGETS.leads.fields, ...LEAD_BOOK_COLUMNS]
      : IMPORT_TARGETS.properties.fields.filter((f) => f !== 'listing_status');
  return fields.filter((f) => sample.some((row) => display(entity, f, row, context) !== ''));
}

function DuplicatesChoice({
  entity,
  value,
  onChange,
}: {
  entity: ImportEntity;
  value: DuplicateMode;
  onChange: (m: DuplicateMode) => void;
}) {
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
      {entity === 'leads' && value === 'update' && (
        <p className="text-xs text-muted-foreground">
          A lead you have takes the file's stage, teammate and dates too; what the file leaves empty stays as it is.
        </p>
      )}
    </fieldset>
  );
}

/** Spec 001 §2 preview: the first 5 rows, the total row count, and what is wrong under "Errors Found". */
export function PreviewStep({ entity, preview, fileErrors, duplicates, onDuplicatesChange, context, stageChoices, onStageChoice }: Props) {
  const errors = [...fileErrors, ...(preview?.errors ?? [])];
  const errorTotal = fileErrors.length + (preview?.errorCount ?? 0);
  const columns = preview ? shownColumns(entity, preview.sample, context) : [];
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
                        {entity === 'properties' && c === 'status' ? 'Status' : targetLabel(entity, c)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {preview.sample.map((row, i) => (
                    <tr key={i} className="border-t border-border">
                      {columns.map((c) => (
                        <td key={c} className="max-w-48 truncate px-2 py-1.5">
                          {display(entity, c, row, context, stageChoices)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p className="text-sm" aria-live="polite">
            {isChecking ? `${countOf(entity, preview.validCount)} ready so far` : `${countOf(entity, preview.validCount)} ready to import.`}
            {preview.invalidCount > 0 && ` ${rowsOf(preview.invalidCount)} with errors will be skipped.`}
          </p>
          {!isChecking && <PlanRoomNotice entity={entity} context={context} ready={preview.validCount} duplicates={duplicates} />}
          {entity === 'leads' && (
            <BookSummary
              stages={preview.stages}
              owners={preview.owners}
              context={context}
              duplicates={duplicates}
              stageChoices={stageChoices}
              onStageChoice={onStageChoice}
            />
          )}
          {entity === 'properties' && preview.missingLocation > 0 && (
            <p className="text-sm text-muted-foreground">
              {formatCount(preview.missingLocation)} {preview.missingLocation === 1 ? 'property has' : 'properties have'} no city or state
              in the file; {preview.missingLocation === 1 ? 'it imports' : 'they import'} without them.
            </p>
          )}
          <SkippedRows rows={preview.skipped ?? []} />
          <ColumnPreviewList entity={entity} columns={preview.columns} />
          {preview.validCount > 0 && <DuplicatesChoice entity={entity} value={duplicates} onChange={onDuplicatesChange} />}
        </>
      )}
      <ErrorList title="Errors Found" errors={errors} total={errorTotal} />
    </div>
  );
}
