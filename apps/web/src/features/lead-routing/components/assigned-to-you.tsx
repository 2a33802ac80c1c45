import { useSearchParams } from 'react-router';
import { Mail, Phone } from 'lucide-react';
import type { AssignedLeadView } from '@porchlight/domain/lead-routing/lead-routing';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { toastErrorUnlessLimitReached } from '@/lib/limit-reached';
import { useAssignedLeads, useClaimLead } from '../api/assigned-leads';

const minutesLeft = (claimBy: string) => Math.max(0, Math.ceil((new Date(claimBy).getTime() - Date.now()) / 60_000));

/**
 * Leads lead routing gave the agent that wait for a claim, in their own book or a team's they
 * are on (a teammate sees only these of the owner's leads). The push's link (?claim=<id>) lands
 * here with the lead picked out. Nothing waiting: nothing shown.
 */
export function AssignedToYou() {
  const [params] = useSearchParams();
  const wanted = params.get('claim');
  const assigned = useAssignedLeads();
  const waiting = (assigned.data ?? []).filter((l) => !l.claimedAt);
  const missing =
    wanted &&
    assigned.isSuccess &&
    !waiting.some((l) => l.id === wanted) &&
    !(assigned.data ?? []).some((l) => l.id === wanted && l.isOwnLead);
  if (waiting.length === 0 && !missing) return null;
  return (
    <Card className="mb-4" aria-labelledby="assigned-to-you-title">
      <CardHeader>
        <CardTitle id="assigned-to-you-title">Assigned to you</CardTitle>
        <CardDescription>New leads routed to you. Claim one to keep it; a reply or a logged call claims it too.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        {missing && (
          <p role="status" className="text-sm text-muted-foreground">
            That lead is no longer waiting for you: it was claimed, or it went to the next person.
          </p>
        )}
        <ul className="grid gap-2">
          {waiting.map((lead) => (
            <AssignedRow key={lead.id} lead={lead} isHighlighted={lead.id === wanted} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function AssignedRow({ lead, isHighlighted }: { lead: AssignedLeadView; isHighlighted: boolean }) {
  const claim = useClaimLead();
  return (
    <li
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md border px-3 py-2 text-sm',
        isHighlighted && 'ring-2 ring-primary',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium">{lead.name}</p>
        <p className="text-xs text-muted-foreground">
          {[lead.source, lead.location, lead.isOwnLead ? null : `${lead.ownerName}'s team`].filter(Boolean).join(' · ')}
          {lead.claimBy && ` · ${minutesLeft(lead.claimBy)} min left to claim`}
        </p>
      </div>
      <div className="flex items-center gap-1">
        {lead.phone && (
          <Button asChild size="sm" variant="ghost">
            <a href={`tel:${lead.phone}`} aria-label={`Call ${lead.name}`}>
              <Phone aria-hidden="true" />
            </a>
          </Button>
        )}
        {lead.email && (
          <Button asChild size="sm" variant="ghost">
            <a href={`mailto:${lead.email}`} aria-label={`E-mail ${lead.name}`}>
              <Mail aria-hidden="true" />
            </a>
          </Button>
        )}
        <Button
          size="sm"
          isLoading={claim.isPending}
          onClick={() => claim.mutate(lead.id, { onError: (e) => toastErrorUnlessLimitReached(e, 'The lead could not be claimed') })}
        >
          Claim {lead.name}
        </Button>
      </div>
    </li>
  );
}
