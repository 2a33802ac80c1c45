import { useMemo, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCorners,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { cardsIn } from '@porchlight/domain/pipeline/board';
import type { PipelineQuery, PipelineResponse } from '@porchlight/domain/pipeline/pipeline-stages';
import { useMoveLeadStage } from '../../api/move-lead-stage';
import { PipelineCardBody, type PipelineCardActions } from './pipeline-card';
import { PipelineColumn } from './pipeline-column';
import { PIPELINE_INSTRUCTIONS, pipelineAnnouncements } from './pipeline-announcements';

type PipelineBoardProps = {
  board: PipelineResponse;
  filters: PipelineQuery;
  onOpen: (leadId: string) => void;
  cardActions?: PipelineCardActions;
};

/** The leads by stage; a card dropped on another stage (by mouse or keyboard) moves there at once. */
export function PipelineBoard({ board, filters, onOpen, cardActions }: PipelineBoardProps) {
  const move = useMoveLeadStage();
  const [activeId, setActiveId] = useState<string | null>(null);
  // A small move before a drag starts, so a click on a card's name still opens the lead.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useMemo(() => pipelineAnnouncements(board), [board]);
  const active = activeId ? board.leads.find((l) => l.id === activeId) : undefined;

  const handleDragStart = ({ active: dragged }: DragStartEvent) => setActiveId(String(dragged.id));
  const handleDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActiveId(null);
    const lead = board.leads.find((l) => l.id === dragged.id);
    const stage = board.stages.find((s) => s.id === over?.data.current?.stageId);
    if (!lead || !stage || stage.id === lead.stageId) return;
    move.mutate({ leadId: lead.id, stageId: stage.id, leadName: lead.name, stageName: stage.name });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{ announcements, screenReaderInstructions: PIPELINE_INSTRUCTIONS }}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setActiveId(null)}
    >
      {/* The columns scroll sideways inside the board, so the page itself never does (phones); relative keeps
          the cards' screen-reader-only text (absolutely placed) inside it too. On a phone a swipe stops
          on the next column, with the one after peeking in (snap-mandatory). */}
      <div
        className="relative -mx-1 flex min-w-0 max-w-full snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-1 px-1 pb-3 sm:snap-proximity"
        role="region"
        aria-label="Pipeline board"
        tabIndex={0}
      >
        {board.stages.map((stage) => (
          <div key={stage.id} className="snap-start">
            <PipelineColumn stage={stage} leads={cardsIn(board, stage.id)} filters={filters} onOpen={onOpen} cardActions={cardActions} />
          </div>
        ))}
      </div>
      <DragOverlay>{active ? <PipelineCardBody lead={active} onOpen={onOpen} /> : null}</DragOverlay>
    </DndContext>
  );
}
