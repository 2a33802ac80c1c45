import { useActiveBook } from '@/lib/book';
import { BookAppointmentButton } from '@/features/appointments/components/book-appointment-button';
import { LeadsView } from '@/features/leads/components/leads-view';
import { BulkMessageButton } from '@/features/bulk-sends/components/bulk-message-button';
import { AssignedToYou } from '@/features/lead-routing/components/assigned-to-you';
import { DuplicatesLink } from '@/features/lead-duplicates/components/duplicates-link';
import { lazyWithPrefetch } from '@/components/ui/lazy-with-prefetch';
import { Spinner } from '@/components/ui/spinner';
import { ImportButton } from '../import-button';
import { UrlTabs, type UrlTab } from '../url-tabs';
import { CallLeadButton } from '@/features/calls/components/call-lead-button';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';

// Split from the All Leads tab's first scripts (code splitting by interaction): what shows only
// in a lead's detail, for a selection, or on another tab. Each is prefetched once the page has
// shown (components/ui/lazy-with-prefetch.tsx).
const LeadConversation = lazyWithPrefetch(() =>
  import('@/features/messaging/components/lead-conversation').then((m) => m.LeadConversation),
);
const LeadFlows = lazyWithPrefetch(() => import('@/features/automations/components/lead-flows').then((m) => m.LeadFlows));
const RecordOwner = lazyWithPrefetch(() => import('@/features/ownership/components/record-owner').then((m) => m.RecordOwner));
const LeadAssignment = lazyWithPrefetch(() => import('@/features/lead-routing/components/lead-assignment').then((m) => m.LeadAssignment));
const AssignSelect = lazyWithPrefetch(() => import('@/features/ownership/components/assign-select').then((m) => m.AssignSelect));
const AddToFlowSelect = lazyWithPrefetch(() =>
  import('@/features/automations/components/add-to-flow-select').then((m) => m.AddToFlowSelect),
);
const MergeSelectedButton = lazyWithPrefetch(() =>
  import('@/features/lead-duplicates/components/merge-selected-button').then((m) => m.MergeSelectedButton),
);
const tabLoading = (label: string) => <Spinner className="mx-auto my-12 size-6" label={label} />;
const MyTasksView = lazyWithPrefetch(
  () => import('@/features/tracking-tasks/components/my-tasks-view').then((m) => m.MyTasksView),
  tabLoading('Loading your tasks'),
);
const AudienceView = lazyWithPrefetch(
  () => import('@/features/leads/components/audience-view').then((m) => m.AudienceView),
  tabLoading('Loading the audience'),
);
const LeadCaptureTab = lazyWithPrefetch(
  () => import('../lead-capture-tab').then((m) => m.LeadCaptureTab),
  tabLoading('Loading lead capture'),
);
const SocialFeedView = lazyWithPrefetch(
  () => import('@/features/social/components/social-feed-view').then((m) => m.SocialFeedView),
  tabLoading('Loading the social feed'),
);

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
  { value: 'capture', label: 'Lead Capture', content: <LeadCaptureTab /> },
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
