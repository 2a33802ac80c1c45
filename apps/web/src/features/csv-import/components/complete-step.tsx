import { CircleCheck, CircleX } from 'lucide-react';
import type { ImportEntity } from '@porchlight/domain/csv-import/import-constants';
import type { ImportFileView } from '@porchlight/domain/csv-import/import-file';
import { Link } from 'react-router';
import { PLANS_PATH, SEE_PLANS_LABEL } from '@/lib/limit-reached';
import { formatCount, importedMessage } from '../lib/import-messages';
import { countOf, rowsOf } from '../lib/import-nouns';
import { ErrorList } from './error-list';

type Props = { entity: ImportEntity; result: ImportFileView | null; failure: string[] | null };

/** A failure for the plan's limit (the server's 402 words): the way out is a plan, not a retry. */
const isPlanLimit = (failure: string[] | null) => Boolean(failure?.some((f) => /your plan allows|larger than your plan/i.test(f)));

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
        <p className="text-sm text-muted-foreground">
          {isPlanLimit(failure) ? (
            <>
              Nothing was saved: the file holds more than your plan keeps.{' '}
              <Link to={PLANS_PATH} className="font-medium text-primary underline">
                {SEE_PLANS_LABEL}
              </Link>
            </>
          ) : (
            'Nothing was saved. Fix the problems below and try again.'
          )}
        </p>
        <ErrorList title="Errors" errors={failure ?? []} />
      </div>
    );
  }
  const details = [
    counts.updated > 0 && counts.imported > 0 && `${formatCount(counts.updated)} updated`,
    counts.skipped > 0 && `${formatCount(counts.skipped)} duplicates skipped`,
    counts.invalid > 0 && `${rowsOf(counts.invalid)} with errors skipped`,
  ].filter(Boolean);
  const leftOut = counts.left_out ?? 0;
  return (
    <div className="space-y-3 py-4">
      <div className="space-y-2 text-center">
        <CircleCheck className="mx-auto size-10 text-success" aria-hidden="true" />
        <h3 className="text-lg font-semibold">Import Successful!</h3>
        <p className="text-sm">{importedMessage(entity, counts.imported, counts.updated)}</p>
        {details.length > 0 && <p className="text-sm text-muted-foreground">{details.join(' · ')}</p>}
        {leftOut > 0 && (
          <p className="text-sm">
            {countOf(entity, leftOut)} past your plan’s limit {leftOut === 1 ? 'was' : 'were'} left out.{' '}
            <Link to={PLANS_PATH} className="font-medium text-primary underline">
              {SEE_PLANS_LABEL}
            </Link>
          </p>
        )}
      </div>
      {counts.errors.length > 0 && <ErrorList title="Rows skipped" errors={counts.errors} total={counts.error_count} />}
    </div>
  );
}
