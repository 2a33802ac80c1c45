import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PipelineResponse } from '@porchlight/domain/pipeline/pipeline-stages';
import { apiFetch } from '@/lib/api-client';
import { leadsKey } from './get-leads';

/** Under the leads key: any change to a lead (saved, deleted, imported) reloads the board too. */
export const pipelineKey = [...leadsKey, 'pipeline'] as const;

export function getPipeline(signal?: AbortSignal): Promise<PipelineResponse> {
  return apiFetch<PipelineResponse>('/api/pipeline', { signal });
}

export const getPipelineQueryOptions = () => queryOptions({ queryKey: pipelineKey, queryFn: ({ signal }) => getPipeline(signal) });

export function usePipeline() {
  return useQuery(getPipelineQueryOptions());
}
