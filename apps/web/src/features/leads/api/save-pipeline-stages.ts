import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PipelineResponse, SavePipelineStagesInput } from '@porchlight/domain/pipeline/pipeline-stages';
import { apiFetch } from '@/lib/api-client';
import { leadsKey } from './get-leads';
import { pipelineKey } from './get-pipeline';

export function savePipelineStages(body: SavePipelineStagesInput): Promise<PipelineResponse> {
  return apiFetch<PipelineResponse>('/api/pipeline/stages', { method: 'PUT', body: JSON.stringify(body) });
}

export function useSavePipelineStages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePipelineStages,
    onSuccess: (board) => {
      // The answer is the unfiltered board; a filtered one reloads with the rest.
      queryClient.setQueryData([...pipelineKey, {}], board);
      // Leads of a removed stage moved: open lists, boards and details show their new stage.
      return queryClient.invalidateQueries({ queryKey: leadsKey });
    },
  });
}
