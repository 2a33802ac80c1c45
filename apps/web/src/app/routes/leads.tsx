import { useActiveBook } from '@/lib/book';
import { BookAppointmentButton } from '@/features/appointments/components/book-appointment-button';
import { AudienceView } from '@/features/leads/components/audience-view';
import { LeadsView } from '@/features/leads/components/leads-view';
import { LeadCaptureView } from '@/features/lead-capture/components/lead-capture-view';
import { BulkMessageButton } from '@/features/bulk-sends/components/bulk-message-dialog';
import { LeadConversation } from '@/features/messaging/components/lead-conversation';
import { LeadFlows } from '@/features/automations/components/lead-flows';
import { MyTasksView } from '@/features/tracking-tasks/components/my-tasks-view';
import { AddToFlowSelect } from '@/features/automations/components/add-to-flow-select';
import { AssignSelect } from '@/features/ownership/components/assign-select';
import { RecordOwner } from '@/features/ownership/components/record-owner';
import { AssignedToYou } from '@/features/lead-routing/components/assigned-to-you';
import { LeadAssignment } from '@/features/lead-routing/components/lead-assignment';
import { LeadRoutingCard } from '@/features/lead-routing/components/lead-routing-card';
import { SocialFeedView } from '@/features/social/components/social-feed-view';
import { DuplicatesLink } from '@/features/lead-duplicates/components/duplicates-link';
import { MergeSelectedButton } from '@/features/lead-duplicates/components/merge-selected-button';
import { ImportButton } from '../import-button';
import { UrlTabs, type UrlTab } from '../url-tabs';
import { CallLeadButton } from '@/features/calls/components/call-lead-button';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';

/**
 * Texting, e-mail and flows are each agent's own (decision 027): in a team's book the lead's
 * conversation and flows are its owner's, so those panels and actions are left out.
 */
const renderRowCall = (lead: LeadResponse & { phone: string }) => (
  <CallLeadButton appearance="icon" leadId={lead.id} leadName={lead.name} leadPhone={lead.phone} />
);

function AllLeads() {
  const ownBook = !useActiveBook();
  return (
    <>
      <AssignedToYou />
      <LeadsView
        toolbarActions={
          <>
            <ImportButton entity="leads" />
            <DuplicatesLink />
          </>
        }
        renderConversation={ownBook ? (leadId) => <LeadConversation leadId={leadId} /> : undefined}
        renderBulkMessage={ownBook ? (target, label) => <BulkMessageButton target={target} label={label} /> : undefined}
        renderFlows={ownBook ? (leadId) => <LeadFlows leadId={leadId} /> : undefined}
        renderCall={ownBook ? (lead) => <CallLeadButton leadId={lead.id} leadName={lead.name} leadPhone={lead.phone} /> : undefined}
        renderRowCall={ownBook ? renderRowCall : undefined}
        // Appointments are in the book like the leads: on every card of the board.
        renderCardActions={(lead) => <BookAppointmentButton lead={lead} compact />}
        renderBulkActions={(ids, clearSelection) => (
          <>
            <AssignSelect kind="leads" ids={ids} />
            {ownBook && <AddToFlowSelect leadIds={ids} />}
            <MergeSelectedButton ids={ids} onMerged={clearSelection} />
          </>
        )}
        renderAssignment={(lead) => (
          <>
            <RecordOwner kind="leads" record={lead} />
            <LeadAssignment lead={lead} />
          </>
        )}
      />
    </>
  );
}

const TABS: readonly UrlTab<'all' | 'tasks' | 'audience' | 'capture' | 'social-feed'>[] = [
  {
    value: 'all',
    label: 'All Leads',
    content: <AllLeads />,
  },
  // The agent's follow-ups across leads (issue 18): beside the leads they are about.
  { value: 'tasks', label: 'My tasks', content: <MyTasksView /> },
  { value: 'audience', label: 'Audience', content: <AudienceView /> },
  { value: 'capture', label: 'Lead Capture', content: <LeadCaptureView routing={<LeadRoutingCard />} /> },
  // Spec 001 §2: on phones the navigation's Social Feed opens this tab.
  { value: 'social-feed', label: 'Social Feed', content: <SocialFeedView /> },
];

export function Component() {
  return (
    // The title on the tabs' line, without a description: the table needs the height more
    // (issue 46: 15+ rows at 1280x800, as agents coming from Follow Up Boss expect).
    <UrlTabs tabs={TABS} defaultValue="all" label="Lead views" leading={<h1 className="text-2xl font-semibold tracking-tight">Leads</h1>} />
  );
}
