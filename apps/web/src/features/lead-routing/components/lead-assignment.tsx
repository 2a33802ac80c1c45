import { UserCheck } from 'lucide-react';
import type { LeadResponse } from '@porchlight/domain/leads/lead-schemas';
import { Button } from '@/components/ui/button';
import { useSessionUser } from '@/lib/session-store';
import { toastErrorUnlessLimitReached } from '@/lib/limit-reached';
import { useClaimLead } from '../api/assigned-leads';

/** On the lead: who lead routing gave it to, and Claim for that person while it waits. */
export function LeadAssignment({ lead }: { lead: LeadResponse }) {
  const user = useSessionUser();
  const claim = useClaimLead();
  if (!lead.assignedUserId) return null;
  const isMine = user?.id === lead.assignedUserId;
  const claimed = Boolean(lead.claimedAt ?? lead.firstReplyAt);
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border px-3 py-2 text-sm">
      <UserCheck className="size-4 text-muted-foreground" aria-hidden="true" />
      <span>
        Assigned to <strong>{isMine ? 'you' : (lead.assignedName ?? 'a former teammate')}</strong>
        {claimed ? ' · claimed' : ' · not claimed yet'}
      </span>
      {isMine && !claimed && (
        <Button
          size="sm"
          className="ml-auto"
          isLoading={claim.isPending}
          onClick={() => claim.mutate(lead.id, { onError: (e) => toastErrorUnlessLimitReached(e, 'The lead could not be claimed') })}
        >
          Claim
        </Button>
      )}
    </div>
  );
}
