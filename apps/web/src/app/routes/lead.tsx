import { useParams } from 'react-router';
import { useActiveBook } from '@/lib/book';
import { LinkedRecords } from '@/features/lead-properties/components/linked-records';
import { LeadPage } from '@/features/leads/components/lead-page';
import { LeadConversation } from '@/features/messaging/components/lead-conversation';
import { CallLeadButton } from '@/features/calls/components/call-lead-button';
import { CallRecordingPlayer } from '@/features/calls/components/call-recording-player';
import { LeadFlows } from '@/features/automations/components/lead-flows';
import { LeadFollowUps } from '@/features/tracking-tasks/components/lead-follow-ups';
import { RecordAppointments } from '@/features/appointments/components/record-appointments';
import { LeadSavedSearches } from '@/features/property-alerts/components/lead-saved-searches';
import { RecordOwner } from '@/features/ownership/components/record-owner';
import { LeadAssignment } from '@/features/lead-routing/components/lead-assignment';
import { LeadDuplicatesBanner } from '@/features/lead-duplicates/components/lead-duplicates-banner';
import { useReloadLinkHistories } from '../use-link-histories';

/** `/leads/:id`: the lead's page, with its appointments, follow-ups, linked properties, saved searches, conversation and flows. */
export function Component() {
  const { id = '' } = useParams();
  const reloadHistories = useReloadLinkHistories();
  // Texting, e-mail and flows are each agent's own (decision 027): not shown in a team's book.
  const ownBook = !useActiveBook();
  return (
    <LeadPage
      // Keyed by id: moving from one lead to another starts the page afresh (dialogs closed).
      key={id}
      leadId={id}
      renderTasks={(lead) => (
        <>
          <RecordAppointments kind="lead" id={lead.id} name={lead.name} />
          <LeadFollowUps leadId={lead.id} leadName={lead.name} />
        </>
      )}
      renderProperties={(lead) => <LinkedRecords side="lead" id={lead.id} name={lead.name} onChanged={reloadHistories} />}
      renderNotices={(lead) => <LeadDuplicatesBanner leadId={lead.id} />}
      renderAssignment={(lead) => (
        <>
          <RecordOwner kind="leads" record={lead} />
          <LeadAssignment lead={lead} />
        </>
      )}
      // Calls go through the agent's own number, like texts: not from a team's book.
      renderCall={ownBook ? (lead) => <CallLeadButton leadId={lead.id} leadName={lead.name} leadPhone={lead.phone} /> : undefined}
      renderCallDetails={ownBook ? (leadId, callId) => <CallRecordingPlayer leadId={leadId} callId={callId} /> : undefined}
      renderConversation={ownBook ? (leadId) => <LeadConversation leadId={leadId} /> : undefined}
      renderFlows={ownBook ? (leadId) => <LeadFlows leadId={leadId} /> : undefined}
      renderSavedSearches={ownBook ? (lead) => <LeadSavedSearches lead={lead} /> : undefined}
    />
  );
}
