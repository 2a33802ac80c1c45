import type { TeamResponse } from '@porchlight/domain/billing/billing-schemas';
import { Button } from '@/components/ui/button';
import { formatShortDate } from './format';

export type Membership = TeamResponse['memberships'][number];

/** Teams this user joined through someone else's invitation. */
export function MembershipsList({ memberships, onLeave }: { memberships: Membership[]; onLeave: (membership: Membership) => void }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">Teams you've joined</h3>
      <ul aria-label="Teams you've joined" className="divide-y divide-border rounded-lg border border-border">
        {memberships.map((membership) => (
          <li key={membership.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">{membership.owner_name || membership.owner_email}'s team</p>
              <p className="truncate text-xs text-muted-foreground">
                {membership.owner_email}
                {membership.accepted_at ? ` · Joined ${formatShortDate(membership.accepted_at)}` : ''}
              </p>
            </div>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Leave ${membership.owner_name || membership.owner_email}'s team`}
              onClick={() => onLeave(membership)}
            >
              Leave
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
