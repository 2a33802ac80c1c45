import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Pencil, Phone, PhoneCall, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { Button } from '@/components/ui/button';
import { DeleteConfirmationDialog } from '@/components/ui/delete-confirmation-dialog';
import { RecordBackLink, RecordLoadProblem } from '@/components/ui/record-page-parts';
import { messageOf } from '@/lib/api-client';
import { useDeleteLeads } from '../api/delete-leads';
import { useLead } from '../api/get-lead';
import { LeadHeaderBadges } from './lead-badges';
import { LeadFacts } from './lead-facts';
import { LeadPageSkeleton } from './lead-page-skeleton';
import { LeadStageStatus } from './lead-stage-status';
import { LeadTimeline } from './lead-timeline';
import { MergedLeadNotice, mergedIntoOf } from './merged-lead-notice';
import { lazyWithPrefetch } from '@/components/ui/lazy-with-prefetch';

// Shown after a click (Edit, Log a call): not in the page's first scripts.
const LeadFormDialog = lazyWithPrefetch(() => import('./lead-form-dialog').then((m) => m.LeadFormDialog));
const LogCallDialog = lazyWithPrefetch(() => import('./log-call-dialog').then((m) => m.LogCallDialog));

/** Other features' panels, composed by the route (features do not import each other). */
export type LeadPagePanels = {
  renderTasks?: (lead: LeadResponse) => ReactNode;
  renderProperties?: (lead: LeadResponse) => ReactNode;
  renderAssignment?: (lead: LeadResponse) => ReactNode;
  /** Notices about the lead under its header (possible duplicates, a merge to undo). */
  renderNotices?: (lead: LeadResponse) => ReactNode;
  renderConversation?: (leadId: string) => ReactNode;
  renderFlows?: (leadId: string) => ReactNode;
  renderSavedSearches?: (lead: LeadResponse) => ReactNode;
  /** Click to call through the account's number (calls); without it, "Call" dials from this device. */
  renderCall?: (lead: LeadResponse & { phone: string }) => ReactNode;
  /** Under a call through Porchlight on the timeline (calls: its recording's player). */
  renderCallDetails?: (leadId: string, callId: string) => ReactNode;
};

const LIST = { href: '/leads', label: 'Leads' };

/**
 * `/leads/:id`: status and stage changed in place, the lead's details, one timeline (notes, calls,
 * changes), follow-ups, linked properties and saved searches. On a phone the actions come first
 * and the details fold, so it works with one thumb.
 */
export function LeadPage({ leadId, ...panels }: { leadId: string } & LeadPagePanels) {
  const query = useLead(leadId);
  const navigate = useNavigate();
  const remove = useDeleteLeads();
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [isLoggingCall, setIsLoggingCall] = useState(false);

  if (query.isPending) return <LeadPageSkeleton />;
  const mergedInto = query.isError ? mergedIntoOf(query.error) : null;
  if (mergedInto) return <MergedLeadNotice into={mergedInto} onFollow={(id) => void navigate(`/leads/${id}`, { replace: true })} />;
  if (query.isError)
    return <RecordLoadProblem noun="Lead" list={LIST} error={query.error} onRetry={() => query.refetch()} isRetrying={query.isFetching} />;

  const lead = query.data;
  const confirmDelete = () =>
    remove.mutate([lead.id], {
      onSuccess: () => {
        toast.success('Lead deleted');
        void navigate('/leads', { replace: true });
      },
      onError: (error) => toast.error('The lead could not be deleted', { description: messageOf(error) }),
      onSettled: () => setIsDeleting(false),
    });

  return (
    <article className="grid min-w-0 gap-6">
      <RecordBackLink list={LIST} />
      <header className="grid gap-3 lg:flex lg:items-start lg:justify-between">
        <div className="grid min-w-0 gap-3">
          <div className="min-w-0">
            <h1 className="break-words text-2xl font-semibold tracking-tight">{lead.name}</h1>
            <p className="text-sm text-muted-foreground">
              Added {new Date(lead.createdAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })}
            </p>
            <LeadHeaderBadges lead={lead} className="mt-2 empty:hidden" />
          </div>
          <LeadStageStatus lead={lead} />
        </div>
        {/* Big enough for a thumb on a phone: two to a row there, in one row on a wide screen. */}
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap [&>*]:min-h-11 sm:[&>*]:min-h-9">
          {lead.phone && panels.renderCall?.({ ...lead, phone: lead.phone })}
          {lead.phone && !panels.renderCall && (
            <Button asChild>
              <a href={`tel:${lead.phone}`}>
                <Phone aria-hidden="true" />
                Call
              </a>
            </Button>
          )}
          <Button variant="outline" onClick={() => setIsLoggingCall(true)}>
            <PhoneCall aria-hidden="true" />
            Log call
          </Button>
          <Button variant="outline" onClick={() => setIsEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button variant="outline" className="text-destructive" onClick={() => setIsDeleting(true)}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </header>
      {panels.renderNotices?.(lead)}
      {panels.renderAssignment?.(lead)}
      <div className="grid min-w-0 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 content-start gap-8">
          <section aria-labelledby="lead-details-title" className="grid gap-3">
            <h2 id="lead-details-title" className="text-lg font-semibold">
              Details
            </h2>
            <LeadFacts lead={lead} onAdd={() => setIsEditing(true)} />
          </section>
          <section aria-labelledby="lead-activity-title" className="grid gap-3">
            <h2 id="lead-activity-title" className="text-lg font-semibold">
              Timeline
            </h2>
            <LeadTimeline leadId={lead.id} onLogCall={() => setIsLoggingCall(true)} renderCallDetails={panels.renderCallDetails} />
          </section>
          {panels.renderConversation?.(lead.id)}
          {panels.renderFlows?.(lead.id)}
        </div>
        <aside className="grid min-w-0 content-start gap-8" aria-label="Follow-ups, properties and saved searches">
          {panels.renderTasks?.(lead)}
          {panels.renderProperties?.(lead)}
          {panels.renderSavedSearches?.(lead)}
        </aside>
      </div>
      {isLoggingCall && <LogCallDialog leadId={lead.id} leadName={lead.name} onClose={() => setIsLoggingCall(false)} />}
      {isEditing && <LeadFormDialog open onOpenChange={(open) => !open && setIsEditing(false)} lead={lead} />}
      <DeleteConfirmationDialog
        open={isDeleting}
        onOpenChange={setIsDeleting}
        itemType="lead"
        itemName={lead.name}
        isDeleting={remove.isPending}
        onConfirm={confirmDelete}
      />
    </article>
  );
}
