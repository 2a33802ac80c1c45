import { CircleCheck, CircleX } from 'lucide-react';
import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import type { ImportResult } from '@porchlight/domain/csv-import/import-api-schemas';
import { formatCount, importedMessage } from '../lib/import-messages';
import { ErrorList } from './error-list';

type Props = { entity: ImportEntity; result: ImportResult | null; failure: string[] | null; skippedInvalid: number };

/** Spec 001 §8: "Import Successful!" with the count, or "Import Failed" with the errors. */
export function CompleteStep({ entity, result, failure, skippedInvalid }: Props) {
  if (failure || !result) {
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
    result.updated > 0 && `${formatCount(result.updated)} updated`,
    result.skipped > 0 && `${formatCount(result.skipped)} duplicates skipped`,
    skippedInvalid > 0 && `${formatCount(skippedInvalid)} rows with errors skipped`,
  ].filter(Boolean);
  return (
    <div className="space-y-2 py-4 text-center">
      <CircleCheck className="mx-auto size-10 text-success" aria-hidden="true" />
      <h3 className="text-lg font-semibold">Import Successful!</h3>
      <p className="text-sm">{importedMessage(entity, result.imported)}</p>
      {details.length > 0 && <p className="text-sm text-muted-foreground">{details.join(' · ')}</p>}
    </div>
  );
}
