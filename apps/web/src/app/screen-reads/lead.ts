import { getLeadQueryOptions } from '@/features/leads/api/get-lead';
import { getLeadActivityQueryOptions } from '@/features/leads/api/get-lead-activity';
import { read, type ScreenRead } from './read';

/** A lead's page: the lead and its activity. */
export function screenReads(_url: URL, params: Record<string, string | undefined>): ScreenRead[] {
  return params.id ? [read(getLeadQueryOptions(params.id)), read(getLeadActivityQueryOptions(params.id))] : [];
}
