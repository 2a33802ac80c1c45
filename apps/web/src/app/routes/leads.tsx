import { PageHeader } from '@/components/ui/page-header';
import { AudienceView } from '@/features/leads/components/audience-view';
import { LeadsView } from '@/features/leads/components/leads-view';
import { LeadCaptureView } from '@/features/lead-capture/components/lead-capture-view';
import { BulkMessageButton } from '@/features/messaging/components/bulk-message-dialog';
import { LeadConversation } from '@/features/messaging/components/lead-conversation';
import { LeadFlows } from '@/features/automations/components/lead-flows';
import { MyTasksView } from '@/features/automations/components/my-tasks-view';
import { AddToFlowSelect } from '@/features/automations/components/add-to-flow-select';
import { AssignSelect } from '@/features/ownership/components/assign-select';
import { RecordOwner } from '@/features/ownership/components/record-owner';
import { AssignedToYou } from '@/features/lead-routing/components/assigned-to-you';
import { LeadAssignment } from '@/features/lead-routing/components/lead-assignment';
import { LeadRoutingCard } from '@/features/lead-routing/components/lead-routing-card';
import { SocialFeedView } from '@/features/social/components/social-feed-view';
import { ImportButton } from '../import-button';
import { UrlTabs, type UrlTab } from '../url-tabs';

const TABS: readonly UrlTab<'all' | 'tasks' | 'audience' | 'capture' | 'social-feed'>[] = [
  {
    value: 'all',
    label: 'All Leads',
    content: (
      <>
        <AssignedToYou />
        <LeadsView
        toolbarActions={<ImportButton entity="leads" />}
        renderConversation={(leadId) => <LeadConversation leadId={leadId} />}
        renderBulkMessage={(target, label) => <BulkMessageButton target={target} label={label} />}
        renderFlows={(leadId) => <LeadFlows leadId={leadId} />}
        renderBulkActions={(ids) => (
          <>
            <AssignSelect kind="leads" ids={ids} />
            <AddToFlowSelect leadIds={ids} />
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
    ),
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
    <>
      <PageHeader title="Leads" description="The people you are working with." />
      <UrlTabs tabs={TABS} defaultValue="all" label="Lead views" />
    </>
  );
}
