import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PipelineStagesResponse } from '@porchlight/domain/pipeline/pipeline-stages';
import { apiFetch } from '@/lib/api-client';
import { leadsKey } from './get-leads';

/** Beside the board's key, not under it: a card's optimistic move rewrites the boards only. */
export const pipelineStagesKey = [...leadsKey, 'pipeline-stages'] as const;

export function getPipelineStages(signal?: AbortSignal): Promise<PipelineStagesResponse> {
  return apiFetch<PipelineStagesResponse>('/api/pipeline/stages', { signal });
}

export const getPipelineStagesQueryOptions = () => queryOptions({ queryKey: pipelineStagesKey, queryFn: ({ signal }) => getPipelineStages(signal) });

/** Every stage with its whole count: the table's Stage filter and Edit stages. */
export function usePipelineStages({ enabled = true } = {}) {
  return useQuery({ ...getPipelineStagesQueryOptions(), enabled });
}
