import type { QueryClient } from '@tanstack/react-query';
import { getLeadQueryOptions } from '@/features/leads/api/get-lead';
import { getLeadActivityQueryOptions } from '@/features/leads/api/get-lead-activity';

/** A lead's page: the lead and its activity. */
export function startReads(client: QueryClient, _url: URL, params: Record<string, string | undefined>) {
  if (!params.id) return;
  void client.prefetchQuery(getLeadQueryOptions(params.id));
  void client.prefetchQuery(getLeadActivityQueryOptions(params.id));
}
