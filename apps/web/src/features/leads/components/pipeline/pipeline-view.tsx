import { useState, type ReactNode } from 'react';
import { Settings2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { usePipeline } from '../../api/get-pipeline';
import { EditStagesDialog } from './edit-stages-dialog';
import { PipelineBoard } from './pipeline-board';

type PipelineViewProps = {
  /** The Table | Board switch and the list's own buttons (Add lead), placed in the board's header. */
  actions: ReactNode;
  onOpen: (leadId: string) => void;
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

/** The Leads page's board: loading, failure with Retry, the columns, and Edit stages. */
export function PipelineView({ actions, onOpen }: PipelineViewProps) {
  const pipeline = usePipeline();
  const [isEditing, setIsEditing] = useState(false);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4" aria-busy={pipeline.isFetching || undefined}>
      <div className="flex flex-wrap items-center gap-2">
        {actions}
        <Button variant="outline" className="ml-auto" disabled={!pipeline.data} onClick={() => setIsEditing(true)}>
          <Settings2 aria-hidden="true" />
          Edit stages
        </Button>
      </div>
      {pipeline.isPending && <BoardSkeleton />}
      {pipeline.isError && !pipeline.data && <ErrorState title="The pipeline could not be loaded" message={pipeline.error.message} onRetry={() => pipeline.refetch()} isRetrying={pipeline.isFetching} />}
      {pipeline.data && <PipelineBoard board={pipeline.data} onOpen={onOpen} />}
      {isEditing && pipeline.data && <EditStagesDialog stages={pipeline.data.stages} onClose={() => setIsEditing(false)} />}
    </div>
  );
}
