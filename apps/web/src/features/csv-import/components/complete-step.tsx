import { CircleCheck, CircleX } from 'lucide-react';
import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import type { ImportFileView } from '@porchlight/domain/csv-import/import-file';
import { formatCount, importedMessage } from '../lib/import-messages';
import { ErrorList } from './error-list';

type Props = { entity: ImportEntity; result: ImportFileView | null; failure: string[] | null };

/** Spec 001 §8: "Import Successful!" with the count, or "Import Failed" with the errors. */
export function CompleteStep({ entity, result, failure }: Props) {
  const counts = result?.result;
  if (failure || !counts) {
    return (
      <div className="space-y-3">
        <div className="flex items-center gap-2 text-destructive">
          <CircleX className="size-6" aria-hidden="true" />
          <h3 className="text-lg font-semibold">Import Failed</h3>
        </div>
        <p className="text-sm text-muted-foreground">Nothing was saved. Fix the problems below and try again.</p>
        <ErrorList title="Errors" errors={failure ?? []} />
      </div>
    );
  }
  const details = [
    counts.updated > 0 && `${formatCount(counts.updated)} updated`,
    counts.skipped > 0 && `${formatCount(counts.skipped)} duplicates skipped`,
    counts.invalid > 0 && `${formatCount(counts.invalid)} rows with errors skipped`,
  ].filter(Boolean);
  return (
    <div className="space-y-3 py-4">
      <div className="space-y-2 text-center">
        <CircleCheck className="mx-auto size-10 text-success" aria-hidden="true" />
        <h3 className="text-lg font-semibold">Import Successful!</h3>
        <p className="text-sm">{importedMessage(entity, counts.imported)}</p>
        {details.length > 0 && <p className="text-sm text-muted-foreground">{details.join(' · ')}</p>}
      </div>
      {counts.errors.length > 0 && <ErrorList title="Rows skipped" errors={counts.errors} total={counts.error_count} />}
    </div>
  );
}
