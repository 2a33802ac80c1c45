import { Link } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { isApiError, messageOf } from '@/lib/api-client';

/** Where a record's page comes from: its list (`/leads`, `/properties`). */
export type RecordList = { href: string; label: string };

/** The way back from a record's page to its list. */
export function RecordBackLink({ list }: { list: RecordList }) {
  return (
    <Link to={list.href} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {list.label}
    </Link>
  );
}

type RecordLoadProblemProps = {
  /** The record in the product's words, capitalised: "Lead", "Property". */
  noun: string;
  list: RecordList;
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
};

/**
 * A record's page that could not show its record: gone or another account's (404, a way to the
 * list), or a failure with Retry. Both keep the way back.
 */
export function RecordLoadProblem({ noun, list, error, onRetry, isRetrying }: RecordLoadProblemProps) {
  const isMissing = isApiError(error) && error.status === 404;
  return (
    <div className="grid gap-4">
      <RecordBackLink list={list} />
      {isMissing ? (
        <EmptyState icon={SearchX} title={`${noun} not found`} description="It may have been deleted, or the link is for another account.">
          <Button asChild>
            <Link to={list.href}>See all {list.label.toLowerCase()}</Link>
          </Button>
        </EmptyState>
      ) : (
        <ErrorState title={`${noun} could not be loaded`} message={messageOf(error)} onRetry={onRetry} isRetrying={isRetrying} />
      )}
    </div>
  );
}
