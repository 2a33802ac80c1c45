import type { PipelineLeadResponse, PipelineResponse } from './pipeline-stages.ts';

/** Cards in a column: soonest expected close first (none last), then by name. The server sorts the same way. */
export function compareCards(a: PipelineLeadResponse, b: PipelineLeadResponse): number {
  if (a.expectedCloseDate !== b.expectedCloseDate) {
    if (a.expectedCloseDate === null) return 1;
    if (b.expectedCloseDate === null) return -1;
    return a.expectedCloseDate < b.expectedCloseDate ? -1 : 1;
  }
  return a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
}

export const cardsIn = (board: PipelineResponse, stageId: string) => board.leads.filter((l) => l.stageId === stageId).sort(compareCards);

/** The board after a lead moves to another stage (the optimistic view): counts and totals follow it. */
export function moveCard(board: PipelineResponse, leadId: string, toStageId: string): PipelineResponse {
  const lead = board.leads.find((l) => l.id === leadId);
  if (!lead || lead.stageId === toStageId || !board.stages.some((s) => s.id === toStageId)) return board;
  const value = lead.dealValue ?? 0;
  return {
    stages: board.stages.map((s) =>
      s.id === lead.stageId
        ? { ...s, leadCount: s.leadCount - 1, dealTotal: s.dealTotal - value }
        : s.id === toStageId
          ? { ...s, leadCount: s.leadCount + 1, dealTotal: s.dealTotal + value }
          : s,
    ),
    leads: board.leads.map((l) => (l.id === leadId ? { ...l, stageId: toStageId } : l)),
  };
}
