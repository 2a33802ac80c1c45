import { activeBook } from '@/lib/book';
import { getAppointmentsQueryOptions } from '@/features/appointments/api/appointments';
import { getLeadRunsQueryOptions } from '@/features/automations/api/flow-runs';
import { getLeadDuplicatesQueryOptions } from '@/features/lead-duplicates/api/get-lead-duplicates';
import { getLinksQueryOptions } from '@/features/lead-properties/api/get-lead-property-links';
import { getLeadQueryOptions } from '@/features/leads/api/get-lead';
import { getLeadActivityQueryOptions } from '@/features/leads/api/get-lead-activity';
import { getLeadHistoryQueryOptions } from '@/features/leads/api/get-lead-history';
import { getPipelineQueryOptions } from '@/features/leads/api/get-pipeline';
import { getTemplatesQueryOptions } from '@/features/message-templates/api/templates';
import { getThreadQueryOptions } from '@/features/messaging/api/conversations';
import { getLeadPropertyAlertsQueryOptions } from '@/features/property-alerts/api/property-alerts';
import { getTrackingTasksQueryOptions } from '@/features/tracking-tasks/api/tracking-tasks';
import { read, readPages, type ScreenRead } from './read';

/**
 * A lead's page: the lead, its timeline (activity and history), its stage, duplicates,
 * appointments, follow-ups and linked properties, and, in the agent's own book (decision 027), its
 * conversation with the composer's templates, its flows and its saved searches. Started together,
 * not as each panel renders (the conversation's templates only once the thread had arrived).
 */
export function screenReads(_url: URL, params: Record<string, string | undefined>): ScreenRead[] {
  const id = params.id;
  if (!id) return [];
  const reads = [
    read(getLeadQueryOptions(id)),
    read(getLeadActivityQueryOptions(id)),
    readPages(getLeadHistoryQueryOptions(id)),
    read(getPipelineQueryOptions()),
    read(getLeadDuplicatesQueryOptions(id)),
    read(getAppointmentsQueryOptions({ lead_id: id })),
    read(getTrackingTasksQueryOptions()),
    read(getLinksQueryOptions('lead', id)),
  ];
  if (activeBook()) return reads;
  return [
    ...reads,
    read(getThreadQueryOptions(id)),
    read(getTemplatesQueryOptions()),
    read(getLeadRunsQueryOptions(id)),
    read(getLeadPropertyAlertsQueryOptions(id)),
  ];
}
