import type { PipelineCardActions } from './pipeline-card';
import { SearchX } from 'lucide-react';
import type { PipelineQuery } from '@porchlight/domain/pipeline/pipeline-stages';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { usePipeline } from '../../api/get-pipeline';
import { PipelineBoard } from './pipeline-board';

type PipelineViewProps = {
  /** The list toolbar's search and filters: the board shows the leads they match. */
  filters: PipelineQuery;
  hasFilters: boolean;
  onClearFilters: () => void;
  onOpen: (leadId: string) => void;
  cardActions?: PipelineCardActions;
};

function BoardSkeleton() {
  return (
    <div role="status" aria-label="Loading pipeline" className="flex gap-3 overflow-hidden">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="grid w-72 shrink-0 content-start gap-2 rounded-lg border border-border p-2">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ))}
    </div>
  );
}

/** The Leads page's board: loading, failure with Retry, nothing matching the filters, the columns. */
export function PipelineView({ filters, hasFilters, onClearFilters, onOpen, cardActions }: PipelineViewProps) {
  const pipeline = usePipeline(filters);
  const board = pipeline.data;
  const isEmptyMatch = hasFilters && board !== undefined && board.stages.every((s) => s.leadCount === 0);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4" aria-busy={pipeline.isFetching || undefined}>
      {pipeline.isPending && <BoardSkeleton />}
      {pipeline.isError && !board && (
        <ErrorState
          title="The pipeline could not be loaded"
          message={pipeline.error.message}
          onRetry={() => pipeline.refetch()}
          isRetrying={pipeline.isFetching}
        />
      )}
      {isEmptyMatch && (
        <EmptyState
          icon={SearchX}
          title="No leads match these filters"
          description="Try other words, or clear the filters to see the whole pipeline."
        >
          <Button variant="outline" onClick={onClearFilters}>
            Clear filters
          </Button>
        </EmptyState>
      )}
      {board && !isEmptyMatch && <PipelineBoard board={board} filters={filters} onOpen={onOpen} cardActions={cardActions} />}
    </div>
  );
}
