import { EventHistory } from '@/components/event-history/event-history';
import { useLeadHistory } from '../api/get-lead-history';

/** The lead's changes (fields with before and after, status, tags), newest first, paged. */
export function LeadHistory({ leadId }: { leadId: string }) {
  return <EventHistory label="Lead changes" history={useLeadHistory(leadId)} />;
}
