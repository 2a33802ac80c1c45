import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavePipelineStagesInput } from '@porchlight/domain/pipeline/pipeline-stages';
import { api, jsonOf } from '@/lib/api';
import { leadsKey } from './get-leads';
import { pipelineKey } from './get-pipeline';

export const savePipelineStages = (body: SavePipelineStagesInput) => jsonOf(api.pipeline.pipeline.stages.$put({ json: body }));

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
