import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { messageOf } from '@/lib/api-client';
import { capitalised, type RecordNouns } from './record-nouns';

type ListQueryState = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: { total: number };
};

type RecordListBodyProps = {
  list: ListQueryState;
  /** Rows on this page. */
  rowCount: number;
  nouns: RecordNouns;
  hasFilters: boolean;
  onClearFilters: () => void;
  onFirstPage: () => void;
  /** What an agent with no records at all sees (with the way to add the first one). */
  empty: ReactNode;
  /** The table and its paging, once there are rows to show. */
  children: ReactNode;
};

/** Every state of a record list before its rows: loading, failed, past the last page, no match, none yet. */
export function RecordListBody({ list, rowCount, nouns, hasFilters, onClearFilters, onFirstPage, empty, children }: RecordListBodyProps) {
  if (list.isPending) return <TableSkeleton columns={6} label={`Loading ${nouns.many}`} />;
  if (list.isError)
    return (
      <ErrorState
        title={`${capitalised(nouns.many)} could not be loaded`}
        message={messageOf(list.error)}
        onRetry={() => list.refetch()}
        isRetrying={list.isFetching}
      />
    );
  const total = list.data?.total ?? 0;
  if (rowCount === 0 && total > 0)
    return (
      <EmptyState
        icon={SearchX}
        title="Nothing on this page"
        description={`There are ${total.toLocaleString('en-US')} ${nouns.many}; this page is past the last one.`}
      >
        <Button variant="outline" onClick={onFirstPage}>
          Go to the first page
        </Button>
      </EmptyState>
    );
  if (total === 0 && hasFilters)
    return (
      <EmptyState icon={SearchX} title={`No ${nouns.many} match`} description="Try another search or fewer filters.">
        <Button variant="outline" onClick={onClearFilters}>
          Clear search and filters
        </Button>
      </EmptyState>
    );
  if (total === 0) return empty;
  return children;
}
