import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveCard } from '@porchlight/domain/pipeline/board';
import type { PipelineResponse } from '@porchlight/domain/pipeline/pipeline-stages';
import { toast } from '@/lib/toast';
import { messageOf } from '@/lib/api-client';
import { leadsKey } from './get-leads';
import { pipelineKey } from './get-pipeline';
import { updateLead } from './save-lead';

type Move = { leadId: string; stageId: string; leadName: string; stageName: string };

/** Moves a card at once; if the server refuses, the card goes back and a toast says why. */
export function useMoveLeadStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leadId, stageId }: Move) => updateLead(leadId, { stageId }),
    // Every board open (one per set of filters) moves the card at once.
    onMutate: async ({ leadId, stageId }) => {
      await queryClient.cancelQueries({ queryKey: pipelineKey });
      const before = queryClient.getQueriesData<PipelineResponse>({ queryKey: pipelineKey });
      queryClient.setQueriesData<PipelineResponse>({ queryKey: pipelineKey }, (board) => board && moveCard(board, leadId, stageId));
      return { before };
    },
    onError: (error, { leadName, stageName }, context) => {
      for (const [key, board] of context?.before ?? []) queryClient.setQueryData(key, board);
      toast.error(`${leadName} could not be moved to ${stageName}`, { description: messageOf(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  });
}
