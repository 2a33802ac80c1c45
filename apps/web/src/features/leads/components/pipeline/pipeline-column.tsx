import { useDroppable } from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import { Link } from 'react-router';
import { toSearchParams } from '@porchlight/domain/properties/list-params';
import type { PipelineLeadResponse, PipelineQuery, PipelineStageResponse } from '@porchlight/domain/pipeline/pipeline-stages';
import { cn } from '@/lib/cn';
import { PipelineCard, type PipelineCardActions } from './pipeline-card';
import { formatPipelineTotal, leadCount } from './pipeline-format';

// Cards keep their order (soonest close first) while one is dragged: only the stage changes.
const noShuffle = () => null;

type PipelineColumnProps = {
  stage: PipelineStageResponse;
  leads: PipelineLeadResponse[];
  filters: PipelineQuery;
  onOpen: (leadId: string) => void;
  cardActions?: PipelineCardActions;
};

/** The table with this stage and the board's filters: where a column's cards past the first ones are. */
const stageListUrl = (stageId: string, filters: PipelineQuery) =>
  `/leads?${new URLSearchParams(toSearchParams({ ...filters, stage: stageId }))}`;

/** One stage: its name, count and pipeline total, and its cards (a drop target even when empty). */
export function PipelineColumn({ stage, leads, filters, onOpen, cardActions }: PipelineColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: stage.id, data: { stageId: stage.id } });
  const titleId = `pipeline-stage-${stage.id}`;
  const hidden = stage.leadCount - leads.length;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={titleId}
      className={cn(
        'flex w-[calc(100vw-4rem)] max-w-72 shrink-0 flex-col gap-2 rounded-lg border border-border bg-muted/40 p-2 transition-colors',
        isOver && 'border-primary bg-primary/5',
      )}
    >
      <header className="flex items-baseline justify-between gap-2 px-1">
        <h2 id={titleId} className="truncate text-sm font-semibold">
          {stage.name}
        </h2>
        <span className="shrink-0 text-xs text-muted-foreground">{leadCount(stage.leadCount)}</span>
      </header>
      <p className="px-1 text-xs text-muted-foreground">
        <span className="sr-only">Pipeline total </span>
        <span className="font-medium text-foreground">{formatPipelineTotal(stage.dealTotal)}</span>
      </p>
      <SortableContext id={stage.id} items={leads.map((l) => l.id)} strategy={noShuffle}>
        {leads.length === 0 ? (
          <p className="rounded-md border border-dashed border-border px-3 py-6 text-center text-xs text-muted-foreground">
            No leads in this stage
          </p>
        ) : (
          <ul className="grid gap-2" aria-label={`Leads in ${stage.name}`}>
            {leads.map((lead) => (
              <PipelineCard key={lead.id} lead={lead} onOpen={onOpen} cardActions={cardActions} />
            ))}
          </ul>
        )}
      </SortableContext>
      {hidden > 0 && (
        <Link to={stageListUrl(stage.id, filters)} className="px-1 py-1 text-xs font-medium text-primary hover:underline">
          and {leadCount(hidden)} more with later close dates: see them in the table
        </Link>
      )}
    </section>
  );
}
