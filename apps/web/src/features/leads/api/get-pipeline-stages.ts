import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jsonOf } from '@/lib/api';
import { leadsKey } from './get-leads';

/** Beside the board's key, not under it: a card's optimistic move rewrites the boards only. */
export const pipelineStagesKey = [...leadsKey, 'pipeline-stages'] as const;

export const getPipelineStages = (signal?: AbortSignal) => jsonOf(api.pipeline.pipeline.stages.$get({}, { init: { signal } }));

export const getPipelineStagesQueryOptions = () =>
  queryOptions({ queryKey: pipelineStagesKey, queryFn: ({ signal }) => getPipelineStages(signal) });

/** Every stage with its whole count: the table's Stage filter and Edit stages. */
export function usePipelineStages({ enabled = true } = {}) {
  return useQuery({ ...getPipelineStagesQueryOptions(), enabled });
}
