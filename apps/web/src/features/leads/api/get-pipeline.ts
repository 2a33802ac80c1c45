import { queryOptions, useQuery } from '@tanstack/react-query';
import { toSearchParams } from '@porchlight/domain/properties/list-params';
import type { PipelineQuery } from '@porchlight/domain/pipeline/pipeline-stages';
import { api, jsonOf } from '@/lib/api';
import { leadsKey } from './get-leads';

/** Under the leads key: any change to a lead (saved, deleted, imported) reloads the board too. */
export const pipelineKey = [...leadsKey, 'pipeline'] as const;

export const getPipeline = (filters: PipelineQuery, signal?: AbortSignal) =>
  jsonOf(api.pipeline.pipeline.$get({ query: toSearchParams(filters) }, { init: { signal } }));

export const getPipelineQueryOptions = (filters: PipelineQuery = {}) =>
  queryOptions({ queryKey: [...pipelineKey, filters], queryFn: ({ signal }) => getPipeline(filters, signal) });

/** The board, narrowed by the same search and filters as the list. */
export function usePipeline(filters: PipelineQuery = {}) {
  return useQuery(getPipelineQueryOptions(filters));
}
