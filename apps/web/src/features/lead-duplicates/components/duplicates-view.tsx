import { Link } from 'react-router';
import { ArrowLeft, CopyCheck } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useDuplicateGroups } from '../api/get-duplicate-groups';
import { DuplicateGroupCard } from './duplicate-group-card';

function GroupsSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true" aria-label="Loading possible duplicates">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-40 w-full" />
      ))}
    </div>
  );
}

/** `/leads/duplicates`: the book's groups of likely duplicates, each to review and merge. */
export function DuplicatesView() {
  const { data, isPending, error, refetch, isRefetching } = useDuplicateGroups();
  return (
    <div className="mx-auto w-full min-w-0 max-w-3xl">
      <Link to="/leads" className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> All leads
      </Link>
      <PageHeader
        title="Possible duplicates"
        description="Leads with the same e-mail, or the same phone and name. Merge them so each person has one timeline."
      />
      {isPending ? (
        <GroupsSkeleton />
      ) : error ? (
        <ErrorState
          title="Could not load possible duplicates"
          message={error.message}
          onRetry={() => void refetch()}
          isRetrying={isRefetching}
        />
      ) : data.groups.length === 0 ? (
        <EmptyState
          icon={CopyCheck}
          title="No duplicates found"
          description="No two leads share an e-mail, or a phone and a name. New leads from imports, forms and portals are checked here too."
        />
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data.groups.length === 1 ? '1 group' : `${data.groups.length} groups`} of leads that may be the same person
          </p>
          {data.groups.map((group) => (
            // Keyed by its leads: after a merge the group's cards start afresh.
            <DuplicateGroupCard key={group.leads.map((l) => l.id).join()} group={group} />
          ))}
        </div>
      )}
    </div>
  );
}
