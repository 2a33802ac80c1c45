import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { PipelineResponse } from '@porchlight/domain/pipeline/pipeline-stages';

export const PIPELINE_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move a lead to another stage, press Space to pick it up, use the arrow keys to choose the stage, then press Space to drop it there or Escape to cancel.',
};

type Id = string | number;
type Over = { id: Id; data: { current?: Record<string, unknown> } } | null;

/** What a screen reader hears while a lead moves: the lead's and the stages' names, never ids. */
export function pipelineAnnouncements(board: PipelineResponse | undefined): Announcements {
  const leadName = (id: Id) => board?.leads.find((l) => l.id === id)?.name ?? 'Lead';
  const stageName = (over: Over) => {
    const stageId = over?.data.current?.stageId;
    return board?.stages.find((s) => s.id === stageId)?.name;
  };
  return {
    onDragStart: ({ active }) => `Picked up ${leadName(active.id)}.`,
    onDragOver: ({ active, over }) =>
      stageName(over) ? `${leadName(active.id)} is over ${stageName(over)}.` : `${leadName(active.id)} is not over a stage.`,
    onDragEnd: ({ active, over }) =>
      stageName(over) ? `${leadName(active.id)} dropped in ${stageName(over)}.` : `${leadName(active.id)} was dropped back where it was.`,
    onDragCancel: ({ active }) => `Moving ${leadName(active.id)} was cancelled; it stays where it was.`,
  };
}
