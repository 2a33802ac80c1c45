import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useLead } from '../api/get-lead';
import { LeadHeaderBadges } from './lead-badges';
import { LeadFacts } from './lead-facts';
import { LeadTimeline } from './lead-timeline';
import { LeadStageStatus } from './lead-stage-status';
import { LogCallDialog } from './log-call-dialog';
import { MergedLeadNotice, mergedIntoOf } from './merged-lead-notice';

type LeadDetailDialogProps = {
  leadId: string | null;
  initial?: LeadResponse;
  onClose: () => void;
  /** Opens another lead in the dialog (an old link to a lead merged into it). */
  onOpenLead?: (id: string) => void;
  onEdit: (lead: LeadResponse) => void;
  onDelete: (lead: LeadResponse) => void;
  /** The lead's conversation with Text and E-mail buttons (the messaging feature, composed by the route). */
  renderConversation?: (leadId: string) => ReactNode;
  /** The flows the lead is on, with pause and stop (the automations feature, composed by the route). */
  renderFlows?: (leadId: string) => ReactNode;
  /** Who lead routing gave the lead to, with Claim (the lead-routing feature, composed by the route). */
  renderAssignment?: (lead: LeadResponse) => ReactNode;
  /** Click to call through the account's number (the calls feature, composed by the route). */
  renderCall?: (lead: LeadResponse & { phone: string }) => ReactNode;
};

export function LeadDetailDialog({
  leadId,
  initial,
  onClose,
  onOpenLead,
  onEdit,
  onDelete,
  renderConversation,
  renderFlows,
  renderAssignment,
  renderCall,
}: LeadDetailDialogProps) {
  const query = useLead(leadId);
  const lead = query.data ?? initial;
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;
  const mergedInto = !lead && query.isError && onOpenLead ? mergedIntoOf(query.error) : null;
  const [isLoggingCall, setLoggingCall] = useState(false);

  return (
    <Dialog open={Boolean(leadId)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {!lead && query.isPending && (
          <div className="grid gap-3" role="status" aria-label="Loading lead">
            <DialogTitle className="sr-only">Loading lead</DialogTitle>
            <DialogDescription className="sr-only">The lead is loading.</DialogDescription>
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
        {mergedInto && onOpenLead && (
          <>
            <DialogTitle>Lead merged</DialogTitle>
            <DialogDescription className="sr-only">The lead was merged into another.</DialogDescription>
            <MergedLeadNotice into={mergedInto} onFollow={onOpenLead} />
          </>
        )}
        {!lead && query.isError && !mergedInto && (
          <>
            <DialogTitle>{notFound ? 'Lead not found' : 'Lead could not be loaded'}</DialogTitle>
            <DialogDescription>
              {notFound ? 'It may have been deleted, or the link is for another account.' : query.error.message}
            </DialogDescription>
            {!notFound && <ErrorState title="Lead could not be loaded" onRetry={() => query.refetch()} isRetrying={query.isFetching} />}
          </>
        )}
        {lead && (
          <>
            <DialogHeader className="pr-6">
              <DialogTitle className="text-xl">{lead.name}</DialogTitle>
              <DialogDescription>
                Added {new Date(lead.createdAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })}
              </DialogDescription>
            </DialogHeader>
            <LeadHeaderBadges lead={lead} />
            <LeadStageStatus lead={lead} />
            {renderAssignment?.(lead)}
            <div className="flex flex-wrap gap-2">
              {lead.phone && renderCall?.({ ...lead, phone: lead.phone })}
              <Button variant="outline" onClick={() => onEdit(lead)}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              <Button variant="outline" className="text-destructive" onClick={() => onDelete(lead)}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
              <Button variant="outline" asChild>
                <Link to={`/leads/${lead.id}`}>
                  <ExternalLink aria-hidden="true" />
                  Open page
                </Link>
              </Button>
            </div>
            <LeadFacts lead={lead} onAdd={() => onEdit(lead)} />
            {renderConversation?.(lead.id)}
            {renderFlows?.(lead.id)}
            <section aria-labelledby="lead-activity-title" className="grid gap-2">
              <h3 id="lead-activity-title" className="text-sm font-semibold">
                Timeline
              </h3>
              <LeadTimeline leadId={lead.id} onLogCall={() => setLoggingCall(true)} />
            </section>
            {isLoggingCall && <LogCallDialog leadId={lead.id} leadName={lead.name} onClose={() => setLoggingCall(false)} />}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
